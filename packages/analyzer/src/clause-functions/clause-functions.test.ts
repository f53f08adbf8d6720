import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { bestParagraph, CLAUSE_FUNCTIONS, clauseFunctions, type ClauseFunction } from '.';
import { featuresOf, tokensOf } from './features';
import { headingsOf, splitParagraphs } from './paragraphs';

interface Row {
  name: string;
  text: string;
  present?: ClauseFunction[];
  absent?: ClauseFunction[];
}

const rows = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../test/cases/clause-functions.json', import.meta.url)),
    'utf8',
  ),
) as Row[];

describe('clause-function cases', () => {
  it('has a positive and a negative row for every function', () => {
    for (const fn of CLAUSE_FUNCTIONS) {
      expect(
        rows.some((row) => row.present?.includes(fn)),
        `positive ${fn}`,
      ).toBe(true);
      expect(
        rows.some((row) => row.absent?.includes(fn)),
        `negative ${fn}`,
      ).toBe(true);
    }
  });

  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const paragraph = clauseFunctions(documentFromText(row.text)).at(-1);
    for (const fn of row.present ?? [])
      expect(paragraph!.scores[fn], fn).toBeGreaterThanOrEqual(0.5);
    for (const fn of row.absent ?? []) expect(paragraph!.scores[fn], fn).toBeLessThan(0.5);
  });
});

describe('splitParagraphs', () => {
  it('joins the lines of a hard-wrapped paragraph and keeps items apart', () => {
    const text = [
      'CLÁUSULA QUINTA – DO PAGAMENTO',
      '5.1. O aluguel será pago até o dia 10 de cada mês, em moeda corrente',
      'ou por depósito na conta indicada pela LOCADORA.',
      '5.2. O atraso implica multa de 10%',
      'e juros de 1% ao mês.',
      'a) primeira parcela;',
      'b) segunda parcela.',
    ].join('\n');
    expect(splitParagraphs(text).map((p) => p.text.replace(/\n/gu, ' '))).toEqual([
      'CLÁUSULA QUINTA – DO PAGAMENTO',
      '5.1. O aluguel será pago até o dia 10 de cada mês, em moeda corrente ou por depósito na conta indicada pela LOCADORA.',
      '5.2. O atraso implica multa de 10% e juros de 1% ao mês.',
      'a) primeira parcela;',
      'b) segunda parcela.',
    ]);
  });

  it('gives each paragraph the heading it sits under', () => {
    const paragraphs = splitParagraphs('OBJETO:\nA venda do veículo.\n2. Do preço\nR$ 10.000,00.');
    expect(headingsOf(paragraphs)).toEqual([null, 'OBJETO:', null, '2. Do preço']);
  });
});

describe('features', () => {
  it('replaces amounts, percentages and dates by their kind', () => {
    expect(tokensOf('Multa de 2% sobre R$ 1.500,00 em 10/03/2026')).toEqual([
      'multa',
      'de',
      'zpct',
      'sobre',
      'zmoney',
      'em',
      'zdate',
    ]);
    expect(featuresOf('Do preço', 'DO PAGAMENTO')).toContain('h:pagamento');
  });

  it('finds the best paragraph for a function above a threshold', () => {
    const doc = documentFromText(
      'CONTRATO\n\nO CONTRATANTE pagará R$ 500,00 por mês.\n\nFica eleito o foro de Campinas/SP.',
    );
    expect(bestParagraph(doc, 'foro', 0.5)?.text).toBe('Fica eleito o foro de Campinas/SP.');
    expect(bestParagraph(doc, 'confidencialidade', 0.5)).toBeNull();
  });
});
