import { beforeAll, describe, expect, it } from 'vitest';
import { objectiveAnalyzer } from '.';
import { describeCases } from '../test-cases';
import { countSyllables, fleschPortuguese } from './readability';
import { misspelling, warmUpSpelling } from './spelling';

// Loading the Portuguese dictionary takes a few seconds, once.
beforeAll(() => warmUpSpelling(), 60_000);

describeCases('objective', objectiveAnalyzer);

describe('readability', () => {
  it('counts Portuguese syllables by vowel groups', () => {
    expect(countSyllables('contrato')).toBe(3);
    expect(countSyllables('obrigações')).toBe(4);
    expect(countSyllables('lei')).toBe(1);
  });

  it('applies the Martins et al. (1996) formula', () => {
    // 10 words, 1 sentence, 20 syllables: 248.835 − 10.15 − 169.2.
    expect(fleschPortuguese(10, 1, 20)).toBeCloseTo(69.485, 3);
  });
});

describe('spelling', () => {
  it('suggests the correction of a typo', () => {
    expect(misspelling('prestasões')).toBe('prestações');
    expect(misspelling('inadinplemento')).toBe('inadimplemento');
  });

  it('accepts Brazilian forms the European dictionary spells differently', () => {
    for (const word of [
      'econômico',
      'registro',
      'indenização',
      'respectivo',
      'contato',
      'aluguel',
    ]) {
      expect(misspelling(word), word).toBeNull();
    }
  });
});
