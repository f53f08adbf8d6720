import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeText } from '@contrato-claro/analyzer';
import type { TAnalysis } from '@contrato-claro/shared';

const CORPUS_DIR = fileURLToPath(new URL('../packages/analyzer/test/corpus', import.meta.url));

/**
 * The analysis of a contract of at least `pages` pages with many findings: the project's own
 * corpus contracts (never the third-party ../shared/corpus-real) one after the other, most
 * problematic first.
 */
export function corpusContract(pages: number): TAnalysis {
  const texts = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('-falhas.txt'))
    .sort()
    .map((name) => readFileSync(join(CORPUS_DIR, name), 'utf8'));
  for (let count = 1; count <= texts.length; count += 1) {
    const result = analyzeText(texts.slice(0, count).join('\n\n'), {
      fileName: `contrato-de-${pages}-paginas.txt`,
    });
    if (result.ok && result.value.pageCount >= pages) return result.value;
  }
  throw new Error(`the corpus is too short for a ${pages}-page contract`);
}
