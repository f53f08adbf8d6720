/**
 * Builds `src/analyzers/objective/vocabulary.json`: the words that at least two contracts of our
 * own corpus (`test/corpus`, texts written by the team) use — the common words of Brazilian
 * contracts, Brazilian spellings the European dictionary lacks included ("laudo", "recepção").
 * A planted typo appears in one contract only, so none is in the list. A word of the list is never
 * a typo, and a typo is certain when its correction is one of them or is used elsewhere in the
 * same contract. Run `npm run vocabulary -w packages/analyzer` after the corpus grows.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS_DIR = join(PACKAGE_DIR, 'test/corpus');
const MIN_DOCUMENTS = 2;

const documents = new Map<string, number>();
for (const file of readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.txt'))) {
  const text = readFileSync(join(CORPUS_DIR, file), 'utf8').toLowerCase();
  for (const word of new Set(text.match(/\p{L}{4,}/gu) ?? [])) {
    documents.set(word, (documents.get(word) ?? 0) + 1);
  }
}
const words = [...documents]
  .filter(([, count]) => count >= MIN_DOCUMENTS)
  .map(([word]) => word)
  .sort((a, b) => a.localeCompare(b, 'pt-BR'));
writeFileSync(
  join(PACKAGE_DIR, 'src/analyzers/objective/vocabulary.json'),
  `${JSON.stringify(words)}\n`,
);
console.log(`${words.length} palavras.`);
