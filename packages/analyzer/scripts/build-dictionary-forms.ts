/**
 * Builds `src/analyzers/objective/dictionary-forms.br`: every form nspell derives from
 * dictionary-pt (words and their affixed forms), sorted and compressed, which the analyzer
 * searches instead of building nspell in each process (see dictionary-forms.ts). Run
 * `npm run dictionary-forms -w packages/analyzer` after dictionary-pt changes; a test says when.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import nspell from 'nspell';
import { DICTIONARY_FORMS_FILE } from '../src/analyzers/objective/dictionary-forms';

/** nspell with dictionary-pt, as the analyzer used it (a second, ~130 MB). */
export function buildSpeller(): ReturnType<typeof nspell> {
  const require = createRequire(import.meta.url);
  const aff = readFileSync(require.resolve('dictionary-pt/index.aff'), 'utf8');
  // The .dic carries morphological notes after a tab; nspell would read them as flags.
  const dic = readFileSync(require.resolve('dictionary-pt/index.dic'), 'utf8')
    .split('\n')
    .map((line) => line.split('\t', 1)[0]!)
    .join('\n');
  return nspell(aff, dic);
}

/** Every form of dictionary-pt as nspell knows it, sorted by code unit, one per line. */
export function expandDictionary(): string {
  const { data } = buildSpeller() as unknown as { data: Record<string, unknown> };
  return Object.keys(data).sort().join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const forms = Buffer.from(expandDictionary(), 'latin1');
  const compressed = brotliCompressSync(forms, {
    params: { [constants.BROTLI_PARAM_SIZE_HINT]: forms.length },
  });
  writeFileSync(fileURLToPath(DICTIONARY_FORMS_FILE), compressed);
  console.log(`${forms.length} bytes of forms, ${compressed.length} compressed.`);
}
