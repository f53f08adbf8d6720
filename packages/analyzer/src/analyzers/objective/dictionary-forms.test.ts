import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSpeller, expandDictionary } from '../../../scripts/build-dictionary-forms';
import { DICTIONARY_FORMS_FILE, SortedForms } from './dictionary-forms';
import { LEGAL_VOCABULARY } from './patterns';
import { isCorrect } from './spelling';
import vocabulary from './vocabulary.json' with { type: 'json' };

describe('SortedForms', () => {
  const forms = new SortedForms(['Ana', 'casa', 'casas', 'ção', 'é'].join('\n'));
  it.each([
    ['Ana', true],
    ['casa', true],
    ['casas', true],
    ['ção', true],
    ['é', true],
    ['cas', false],
    ['casass', false],
    ['', false],
    ['A', false],
    ['zzz', false],
  ])('%j → %s', (word, expected) => expect(forms.has(word)).toBe(expected));
  it('counts its forms', () => expect(forms.size).toBe(5));
});

describe('the committed dictionary forms', () => {
  it('are every form nspell derives from the installed dictionary-pt (else: npm run dictionary-forms)', () => {
    const committed = brotliDecompressSync(readFileSync(DICTIONARY_FORMS_FILE)).toString('latin1');
    expect(committed === expandDictionary()).toBe(true);
  }, 60_000);

  it('answer as nspell does for words, names, slips and every casing of them', () => {
    const speller = buildSpeller();
    for (const word of LEGAL_VOCABULARY) speller.add(word);
    const words = [...vocabulary, 'Paulo', 'Freitas', 'Sançoes', 'Órgáos', 'ab', ''];
    const slips = words.flatMap((word) => [word.slice(1), `${word}s`, word.replace('a', 'á')]);
    const differ = [...words, ...slips]
      .flatMap((word) => [
        word,
        word.toUpperCase(),
        word.charAt(0).toUpperCase() + word.slice(1),
        ` ${word}`,
      ])
      .filter((word) => isCorrect(word) !== speller.correct(word));
    expect(differ).toEqual([]);
  }, 60_000);
});
