import type { z } from 'zod';

/** Turns zod issues into the "campo: mensagem" lines of a VALIDATION error. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'corpo';
    return `${field}: ${issue.message}`;
  });
}
