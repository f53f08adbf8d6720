import { z } from 'zod';

// Every message zod writes by itself (a schema without a message of its own) is in pt-BR, in the
// API's validation details as in the web app's forms.
z.config(z.locales.ptBR());

/**
 * Control and invisible format characters: bidirectional overrides and isolates (U+202E makes
 * "fdp.exe" read "exe.pdf"), zero-width characters, line and paragraph separators. Nothing a
 * person's or a company's name needs.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Names of the prototype machinery: never a name, lest one become an object key somewhere. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A name as typed, made safe to store and show: composed (NFC), without control or invisible
 * characters, runs of spaces made one, trimmed.
 */
export function cleanName(value: string): string {
  return value.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

/** True for a name that is JavaScript's prototype machinery (`__proto__`…). */
export function isReservedKey(value: string): boolean {
  return RESERVED_KEYS.has(value.toLowerCase());
}

/** Turns zod issues into the "campo: mensagem" lines of a VALIDATION error. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'corpo';
    return `${field}: ${issue.message}`;
  });
}
