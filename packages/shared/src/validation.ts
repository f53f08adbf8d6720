import { z } from 'zod';

// Every message zod writes by itself (a schema without a message of its own) is in pt-BR, in the
// API's validation details as in the web app's forms.
z.config(z.locales.ptBR());

/** Turns zod issues into the "campo: mensagem" lines of a VALIDATION error. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'corpo';
    return `${field}: ${issue.message}`;
  });
}
