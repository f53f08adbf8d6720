/**
 * The real-contract corpus (`../shared/corpus-real/` beside the repository): third-party Brazilian
 * contracts, each with a lawyer's annotation. The texts are never copied into the repository;
 * this module only knows the annotation schema (the corpus README) and reads the folder by path.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZBand, ZCriterion, ZDefaultClauseKey } from '@contrato-claro/shared';

const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The development set: `../shared/corpus-real` from the repository (read it, learn from it). */
export const DEFAULT_REAL_CORPUS_DIR = resolve(REPOSITORY_ROOT, '../shared/corpus-real');

/** The blind set: `../shared/corpus-check` (measured, never read, never tuned on). */
export const DEFAULT_BLIND_CORPUS_DIR = resolve(REPOSITORY_ROOT, '../shared/corpus-check');

/**
 * The paraphrase suite: our own rewrites of each corpus-real contract, under the same slug, with
 * the annotation re-anchored (committed, unlike the third-party texts).
 */
export const PARAPHRASE_DIR = resolve(REPOSITORY_ROOT, 'packages/analyzer/test/paraphrase');

const ZSeverityWord = z.enum(['alta', 'média', 'baixa']);

/** What a checker needs to expose an issue (corpus README, "Changes" of 2026-12-07). */
export const MECHANISMS = [
  'cross-reference',
  'inconsistency',
  'arithmetic',
  'blank',
  'typo',
  'abusive',
  'sector-rule',
  'missing-element',
  'wrong-citation',
  'vague',
  'other',
] as const;
export type Mechanism = (typeof MECHANISMS)[number];

/** One problem the lawyer would raise, located by a verbatim needle. */
export const ZIssue = z.object({
  criterion: ZCriterion,
  severity: ZSeverityWord,
  needle: z.string().min(1),
  what: z.string(),
  law: z.string().nullable(),
  mechanism: z.enum(MECHANISMS),
});
export type TIssue = z.infer<typeof ZIssue>;

/** The lawyer's annotation of one contract (the corpus README documents every field). */
export const ZAnnotation = z.object({
  type: z.string(),
  subtype: z.string().nullable(),
  regime: z.array(z.string()),
  parties: z.array(z.object({ role: z.string(), name: z.string().nullable() })),
  checklist: z.record(ZDefaultClauseKey, z.string().nullable()),
  expected_for_type: z.array(ZDefaultClauseKey),
  entities: z.object({
    money: z.array(z.string()),
    percentages: z.array(z.string()),
    dates: z.array(z.string()),
    deadlines: z.array(z.string()),
  }),
  issues: z.array(ZIssue),
  fine: z.array(z.object({ needle: z.string().min(1), why: z.string() })),
  band: ZBand,
  band_reason: z.string(),
  summary: z.string(),
});
export type TAnnotation = z.infer<typeof ZAnnotation>;

/** A contract of the real corpus: its slug, text, annotation and a fingerprint of both files. */
export interface RealEntry {
  id: string;
  text: string;
  annotation: TAnnotation;
  /** FNV-1a of the text and the annotation: a baseline is only comparable on the same files. */
  fingerprint: string;
}

/** FNV-1a (32 bits) as 8 hex digits: enough to tell that a file changed. */
export function fingerprintOf(content: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < content.length; i += 1) {
    hash ^= content.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Whether `dir` holds a real corpus (at least one `SLUG.txt` with its `SLUG.json`). */
export function hasRealCorpus(dir: string): boolean {
  return (
    existsSync(dir) &&
    readdirSync(dir).some(
      (name) => name.endsWith('.txt') && existsSync(join(dir, name.replace(/\.txt$/u, '.json'))),
    )
  );
}

/** Reads every `SLUG.txt` that has its `SLUG.json`; throws on an invalid annotation. */
export function loadRealCorpus(dir: string): RealEntry[] {
  return readdirSync(dir)
    .filter(
      (name) => name.endsWith('.txt') && existsSync(join(dir, name.replace(/\.txt$/u, '.json'))),
    )
    .sort()
    .map((fileName) => {
      const id = fileName.slice(0, -'.txt'.length);
      const json = readFileSync(join(dir, `${id}.json`), 'utf8');
      const parsed = ZAnnotation.safeParse(JSON.parse(json));
      if (!parsed.success) throw new Error(`${id}.json: ${z.prettifyError(parsed.error)}`);
      const text = readFileSync(join(dir, fileName), 'utf8');
      return {
        id,
        text,
        annotation: parsed.data,
        fingerprint: fingerprintOf(`${text}\u0000${json}`),
      };
    });
}
