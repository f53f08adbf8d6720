/**
 * Labelled paragraphs for the clause-function model (`labels/{real,corpus}/<id>.json`): one row
 * per paragraph of the contract, `[fingerprint of its text, functions]`. The rows hold no contract
 * text, so labels of third-party contracts can live in the repository; the texts are read from
 * their own folders. The labelling guide is `README.md` beside this file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprintOf } from '../corpus-real/annotation';

export const LABELS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'labels');

/** The key of a paragraph in a label file: the fingerprint of its whitespace-collapsed text. */
export const paragraphKey = (text: string): string =>
  fingerprintOf(text.replace(/\s+/gu, ' ').trim());

/** The slugs labelled in one set. */
export const labelledIds = (set: 'real' | 'corpus'): string[] =>
  readdirSync(join(LABELS_DIR, set))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/** Paragraph key → functions, for one labelled contract. */
export function readLabels(set: 'real' | 'corpus', id: string): Map<string, string[]> {
  const rows = JSON.parse(readFileSync(join(LABELS_DIR, set, `${id}.json`), 'utf8')) as [
    string,
    string[],
  ][];
  return new Map(rows);
}
