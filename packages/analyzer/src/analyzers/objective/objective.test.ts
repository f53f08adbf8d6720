import { beforeAll, describe, expect, it } from 'vitest';
import spellingCases from '../../../test/cases/spelling.json';
import { objectiveAnalyzer } from '.';
import { describeCases } from '../test-cases';
import { documentFromText } from '../../prepare';
import { wrongCitations } from './laws';
import { countSyllables, fleschPortuguese } from './readability';
import { certainCorrection, isKnown, warmUpSpelling } from './spelling';

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

interface SpellingRow {
  word: string;
  attested: string[];
  capitalised?: boolean;
  expected: string | null;
}

describe('spelling', () => {
  const attestedIn =
    (...words: string[]) =>
    (candidate: string) =>
      words.includes(candidate);

  it.each(spellingCases as SpellingRow[])(
    'test/cases/spelling.json: $word → $expected',
    ({ word, attested, capitalised, expected }) => {
      const options = { isCapitalised: capitalised ?? false, hasPrefix: () => true };
      expect(certainCorrection(word, attestedIn(...attested), options)).toBe(expected);
    },
  );

  it('is certain of a rare correction only when the contract uses it elsewhere', () => {
    expect(certainCorrection('escafandor', attestedIn('escafandro'))).toBe('escafandro');
    expect(certainCorrection('escafandor', attestedIn('contrato'))).toBeNull();
  });

  it('accepts Brazilian forms the European dictionary spells differently', () => {
    const brazilian = ['econômico', 'registro', 'indenização', 'respectivo', 'contato', 'aluguel'];
    for (const word of ['econômico', 'registro', 'contato', 'aluguel'])
      expect(isKnown(word)).toBe(true);
    for (const word of brazilian) {
      expect(certainCorrection(word, attestedIn(...brazilian)), word).toBeNull();
    }
  });
});

describe('law citations against the vetted table', () => {
  const texts = (text: string) => wrongCitations(documentFromText(text)).map((w) => w.text);

  it('says which famous law a misnumbered citation meant', () => {
    expect(
      texts(
        'CLÁUSULA 9ª – Os dados pessoais do CLIENTE serão tratados nos termos da Lei nº 13.079/2018.',
      ),
    ).toEqual([expect.stringContaining('Lei 13.709/2018 (Lei Geral de Proteção de Dados)')]);
  });

  it('gives the article of the code in force for a number of the Civil Code of 1916', () => {
    expect(
      texts(
        'CLÁUSULA 6ª – Os juros de mora serão os da lei, nos termos do art. 1.062 do Código Civil.',
      ),
    ).toEqual([expect.stringContaining('está hoje no art. 406 do Código Civil de 2002')]);
  });

  it('points an urban lease to the article of the Lei do Inquilinato', () => {
    expect(
      texts(
        'CONTRATO DE LOCAÇÃO RESIDENCIAL\n\nLOCADOR: JOÃO LIMA.\nLOCATÁRIA: EVA REIS.\n\nCLÁUSULA 3ª – Vendido o imóvel, o adquirente poderá denunciar a locação (art. 576 do Código Civil).',
      ),
    ).toEqual([expect.stringContaining('no art. 8º')]);
  });
});
