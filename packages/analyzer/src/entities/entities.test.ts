import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import citations from '../../test/cases/entities-citations.json';
import dates from '../../test/cases/entities-dates.json';
import durations from '../../test/cases/entities-durations.json';
import indices from '../../test/cases/entities-indices.json';
import money from '../../test/cases/entities-money.json';
import parties from '../../test/cases/entities-parties.json';
import percentages from '../../test/cases/entities-percentages.json';
import placeholders from '../../test/cases/entities-placeholders.json';
import { normalizeText } from '../extract/normalize';
import { segment } from '../structure/outline';
import { extractEntities } from '.';

interface Row {
  text: string;
  expected: Record<string, unknown>[];
}

const TABLES = { money, percentages, dates, durations, indices, parties, citations, placeholders };

function entitiesOf(raw: string) {
  const text = normalizeText(raw);
  const doc = segment({
    kind: 'txt',
    text,
    pages: [{ page: 1, start: 0, end: text.length }],
    pageCount: 1,
  });
  return { doc, entities: extractEntities(doc) };
}

describe.each(Object.entries(TABLES))(
  'entities: %s (test/cases/entities-%s.json)',
  (kind, rows) => {
    it.each(rows as Row[])('$text', ({ text, expected }) => {
      const { doc, entities } = entitiesOf(text);
      const found = entities[kind as keyof typeof entities] as Record<string, unknown>[];
      expect(found.map((item, index) => pick(item, expected[index]))).toEqual(expected);
      for (const item of found) {
        expect(doc.text.slice(item.start as number, item.end as number)).toBe(item.text);
      }
    });
  },
);

/** The fields of `item` that the expected row names, so rows state only what they check. */
function pick(item: Record<string, unknown>, expected: Record<string, unknown> | undefined) {
  return Object.fromEntries(Object.keys(expected ?? item).map((key) => [key, item[key]]));
}

describe('entities invariants', () => {
  const fragments = [
    'R$ 1.500,00 (mil e quinhentos reais)',
    'R$ ___',
    'quinhentos reais e trinta centavos',
    '2% (dois por cento) ao mês',
    'dez por cento',
    '05/03/2025',
    '31/02/2025',
    '1º de janeiro de 2025',
    'março de 2025',
    '30 (trinta) dias úteis',
    'trinta dias',
    'IGP-M/FGV',
    'art. 51, IV, do CDC',
    'Lei nº 8.245/91',
    'FULANO DE TAL, CPF 123.456.789-09, doravante denominado LOCADOR',
    'LOCATÁRIA: MARIA,',
    '[NOME]',
    '(ENDEREÇO DO IMÓVEL)',
    'xxx',
    'mil',
    'e',
    ',',
    '(',
    ')',
    '\n',
    'CLÁUSULA 1ª – DO OBJETO',
  ];
  const texts = fc
    .array(fc.constantFrom(...fragments), { maxLength: 30 })
    .map((parts) => parts.join(' '));

  it('gives every entity a non-empty span whose text is the text at its offsets', () => {
    fc.assert(
      fc.property(texts, (raw) => {
        const { doc, entities } = entitiesOf(raw);
        for (const items of Object.values(entities)) {
          for (const item of items as { text: string; start: number; end: number }[]) {
            expect(item.end).toBeGreaterThan(item.start);
            expect(doc.text.slice(item.start, item.end)).toBe(item.text);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the context of a money value', () => {
  it('is its sentence, cut between words with an ellipsis when longer than 200 characters', () => {
    const raw = `O COMPRADOR pagará o preço de forma parcelada, sendo 1 (uma) parcela de entrada e mais 59 (cinquenta e nove) parcelas mensais e consecutivas, adquirido através de contrapartida monetária, no valor atual de R$ 317,00 (trezentos e dezessete reais), vencíveis todo o dia 20 (vinte) de cada mês, corrigidas anualmente pelo índice oficial de inflação acumulado no período anterior.`;
    const { doc, entities } = entitiesOf(raw);
    const context = entities.money[0]!.context;
    expect(context.length).toBeLessThanOrEqual(200);
    expect(context).toContain('R$ 317,00');
    expect(context).toMatch(/^….*…$/u);
    const words = new Set(doc.text.split(/[^\p{L}\p{N}]+/u));
    for (const word of context.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
      expect(words, word).toContain(word);
    }
  });
});
