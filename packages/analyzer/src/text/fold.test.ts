import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold';
import { parseOrdinalWords } from './ordinals';
import { parseRoman, toRoman } from './roman';

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
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(foldText(text)).toHaveLength(text.length);
      }),
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
