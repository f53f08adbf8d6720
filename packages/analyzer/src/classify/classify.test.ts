import { describe, expect, it } from 'vitest';
import cases from '../../test/cases/classify.json';
import { documentFromText } from '../prepare';
import { foldText } from '../text/fold';
import { contractSignal, isContract, CONTRACT_SIGNAL_THRESHOLD } from '.';
import { countWords, vocabularyOf } from './words';

interface Row {
  text: string;
  expected: {
    contractType?: string;
    contractSubType?: string | null;
    contractTitle?: string | null;
    isContract?: boolean;
  };
}

describe('classify (test/cases/classify.json)', () => {
  it.each(cases as Row[])('$text', ({ text, expected }) => {
    const doc = documentFromText(text);
    const actual = {
      ...doc.classification,
      isContract: isContract(doc),
    };
    const picked = Object.fromEntries(
      Object.keys(expected).map((key) => [key, actual[key as keyof typeof actual]]),
    );
    expect(picked).toEqual(expected);
  });
});

describe('contractSignal', () => {
  it('is between 0 and 1 and separates a contract from a recipe', () => {
    const contract = documentFromText((cases as Row[])[0]!.text);
    const recipe = documentFromText('Bolo: misture farinha, ovos e açúcar. Asse por 40 minutos.');
    const high = contractSignal(contract);
    const low = contractSignal(recipe);
    expect(high).toBeLessThanOrEqual(1);
    expect(high).toBeGreaterThan(CONTRACT_SIGNAL_THRESHOLD);
    expect(low).toBeGreaterThanOrEqual(0);
    expect(low).toBeLessThan(CONTRACT_SIGNAL_THRESHOLD);
  });
});

describe('countWords', () => {
  const vocabulary = vocabularyOf(['contrato', 'codigo fonte', 'capital social']);

  it('counts vocabulary words and phrases, never across a sentence break', () => {
    const { counts, total } = countWords(
      foldText('Contrato. O código-fonte e o CAPITAL\nSOCIAL; o capital social, o contrato'),
      vocabulary,
    );
    expect(counts.get('contrato')).toBe(2);
    expect(counts.get('codigo fonte')).toBe(1);
    expect(counts.get('capital social')).toBe(1);
    expect(total).toBe(13);
  });
});
