import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold';
import { parseOrdinalWords } from './ordinals';
import { parseRoman, toRoman } from './roman';

const utf16 = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 })
  .map((codes) => String.fromCharCode(...codes));

describe('foldText', () => {
  it.each([
    ['CLÁUSULA PRIMEIRA – DO OBJETO', 'clausula primeira – do objeto'],
    ['Locatário, ação, Pão, Ü', 'locatario, acao, pao, u'],
    ['§ 1º e 2ª', '§ 1º e 2ª'],
    ['İSTANBUL ℃', 'istanbul ℃'],
  ])('folds %j', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it('keeps the length of any string', () => {
    fc.assert(
      // Any UTF-16 units, lone surrogates included.
      fc.property(utf16, (text) => {
        expect(foldText(text)).toHaveLength(text.length);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseOrdinalWords', () => {
  it.each([
    ['primeira', 1],
    ['decima segunda', 12],
    ['vigesimo primeiro', 21],
    ['trigesima', 30],
    ['quinquagesima nona', 59],
    ['nonagesima', 90],
    ['segunda decima', null],
    ['objeto', null],
  ])('%s → %s', (words, expected) => {
    expect(parseOrdinalWords(words)).toBe(expected);
  });
});

describe('roman numerals', () => {
  it.each([
    ['I', 1],
    ['iv', 4],
    ['XIX', 19],
    ['IIII', null],
    ['VX', null],
    ['abc', null],
  ])('%s → %s', (numeral, expected) => {
    expect(parseRoman(numeral)).toBe(expected);
  });

  it('round-trips 1–399', () => {
    for (let value = 1; value < 400; value += 1) expect(parseRoman(toRoman(value))).toBe(value);
  });
});
