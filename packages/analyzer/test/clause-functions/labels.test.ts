import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAUSE_FUNCTIONS } from '../../src/clause-functions';
import { splitParagraphs } from '../../src/clause-functions/paragraphs';
import { normalizeText } from '../../src/extract/normalize';
import { CORPUS_DIR } from '../corpus/gold';
import { DEFAULT_REAL_CORPUS_DIR, hasRealCorpus } from '../corpus-real/annotation';
import { labelledIds, paragraphKey, readLabels } from './labels';

const keysOf = (dir: string, id: string) =>
  splitParagraphs(normalizeText(readFileSync(join(dir, `${id}.txt`), 'utf8'))).map((p) =>
    paragraphKey(p.text),
  );

describe('clause-function labels', () => {
  it('label every contract of our corpus, paragraph by paragraph, with known functions', () => {
    const ids = readdirSync(CORPUS_DIR)
      .filter((name) => name.endsWith('.txt'))
      .map((name) => name.slice(0, -'.txt'.length))
      .sort();
    expect(labelledIds('corpus')).toEqual(ids);
    for (const id of ids) {
      const labels = readLabels('corpus', id);
      for (const key of keysOf(CORPUS_DIR, id)) expect(labels.has(key), `${id} ${key}`).toBe(true);
      for (const functions of labels.values()) {
        for (const fn of functions) expect(CLAUSE_FUNCTIONS).toContain(fn);
      }
    }
  });

  it.skipIf(!hasRealCorpus(DEFAULT_REAL_CORPUS_DIR))(
    'label every paragraph of the real corpus (skipped without ../shared/corpus-real)',
    () => {
      for (const id of labelledIds('real')) {
        const labels = readLabels('real', id);
        for (const key of keysOf(DEFAULT_REAL_CORPUS_DIR, id))
          expect(labels.has(key), id).toBe(true);
      }
    },
  );
});
