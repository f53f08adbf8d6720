import extenso from 'extenso';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberWords } from './number-words';

describe('parseNumberWords', () => {
  it.each([
    ['mil e quinhentos reais', 1500],
    ['um milhão, duzentos e trinta e quatro mil', 1_234_000],
    ['dois mil e vinte e cinco', 2025],
    ['trinta e cinco centavos', 0.35],
    ['vinte por cento', 20],
    ['Dois Por Cento', 2],
    ['um real e um centavo', 1.01],
    ['dois milhões de reais e cinquenta centavos', 2_000_000.5],
    ['dois vírgula cinco', 2.5],
    ['zero vírgula zero trinta e três', 0.033],
    ['um e meio', 1.5],
    ['meio por cento', 0.5],
    ['cem mil', 100_000],
    ['dezesseis', 16],
    ['QUINHENTOS REAIS', 500],
    ['vinte cem', null],
    ['vinte onze', null],
    ['mil milhões', null],
    ['reais', null],
    ['trinta dias', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseNumberWords(text)).toBe(expected);
  });

  it('reads back what extenso writes for integers up to the trillions', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999n }), (value) => {
        expect(parseNumberWords(extenso(value.toString()))).toBe(Number(value));
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('reads back what extenso writes for money with cents', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 9_999_999_999n }),
        fc.integer({ min: 0, max: 99 }),
        (reais, cents) => {
          const padded = String(cents).padStart(2, '0');
          const written = extenso(`${reais},${padded}`, { mode: 'currency' });
          expect(parseNumberWords(written)).toBe(Number(`${reais}.${padded}`));
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
});
