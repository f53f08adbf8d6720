import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import cases from '../../../test/cases/segment.json';
import headingCases from '../../../test/cases/outline-headings.json';
import { foldText } from '../../text/fold';
import { readHeading } from './headings';
import { documentFromText } from '../../prepare';
import type { Clause } from '../../types';
import { segment } from '.';

interface ExpectedClause extends Partial<Omit<Clause, 'start' | 'end' | 'bodyStart'>> {
  /** The body starts with this text. */
  body?: string;
}

describe('segment (test/cases/segment.json)', () => {
  it.each(cases as { name: string; text: string; expected: ExpectedClause[] }[])(
    '$name',
    ({ text, expected }) => {
      const doc = documentFromText(text);
      const actual = doc.clauses.map((clause, index) => {
        const want = expected[index] ?? {};
        const picked: Record<string, unknown> = {};
        for (const key of Object.keys(want)) {
          picked[key] =
            key === 'body'
              ? doc.text.slice(clause.bodyStart, clause.bodyStart + want.body!.length)
              : clause[key as keyof Clause];
        }
        return picked;
      });
      expect(actual).toEqual(expected);
    },
  );
});

describe('segment spans and pages', () => {
  const text =
    'CONTRATO\nCLÁUSULA 1ª – DO OBJETO\nObjeto.\n1.1. Item.\nCLÁUSULA 2ª – DO PREÇO\nPreço.';
  const second = text.indexOf('CLÁUSULA 2ª');
  const doc = segment({
    kind: 'pdf',
    text,
    pages: [
      { page: 1, start: 0, end: second - 1 },
      { page: 2, start: second, end: text.length },
    ],
    pageCount: 2,
  });

  it('ends a clause where the next sibling starts, covering its children', () => {
    const [preamble, first, item, last] = doc.clauses;
    expect(text.slice(preamble!.start, preamble!.end)).toBe('CONTRATO');
    expect(text.slice(first!.start, first!.end)).toBe(
      'CLÁUSULA 1ª – DO OBJETO\nObjeto.\n1.1. Item.',
    );
    expect(text.slice(item!.start, item!.end)).toBe('1.1. Item.');
    expect(text.slice(last!.start, last!.end)).toBe('CLÁUSULA 2ª – DO PREÇO\nPreço.');
  });

  it('gives each clause the page where it starts', () => {
    expect(doc.clauses.map((clause) => clause.page)).toEqual([1, 1, 1, 2]);
  });

  it('folds the text with the same offsets', () => {
    expect(doc.fold).toHaveLength(text.length);
    expect(doc.fold.slice(second, second + 8)).toBe('clausula');
  });
});

describe('segment invariants', () => {
  const fragments = [
    'CONTRATO DE LOCAÇÃO',
    'CLÁUSULA PRIMEIRA – DO OBJETO',
    'Cláusula 2a. O prazo é de 12 meses.',
    'CLÁUSULA DÉCIMA',
    '1. DO PREÇO',
    '1.1. O valor é de R$ 100,00.',
    '2.3.1 Subitem',
    'Art. 3º O capital social.',
    '§ 1º Parágrafo.',
    'Parágrafo único. Texto.',
    'I – inciso;',
    'ii) inciso;',
    'a) alínea;',
    'i) alínea ou inciso;',
    'E, por estarem justas e contratadas, assinam.',
    'São Paulo, 10 de março de 2025.',
    '______________________',
    'TESTEMUNHAS:',
    'Texto corrido da cláusula.',
    'DO OBJETO',
    'DAS DISPOSIÇÕES GERAIS:',
    'PRIMEIRA: O VENDEDOR vende o veículo.',
    'SEGUNDA – O preço é de R$ 10,00.',
    'PREÇO E PAGAMENTO',
    'O LOCADOR entrega o imóvel nesta data.',
    'I – DO OBJETO',
    'CAPÍTULO II – DO PREÇO',
    '2. Objeto. A ESCOLA prestará serviços.',
    '',
  ];
  const documents = fc
    .array(fc.constantFrom(...fragments), { maxLength: 40 })
    .map((lines) => lines.join('\n'));

  it('keeps clauses ordered, uniquely named, inside their parent and inside the text', () => {
    fc.assert(
      fc.property(documents, (text) => {
        const doc = segment({
          kind: 'txt',
          text,
          pages: [{ page: 1, start: 0, end: text.length }],
          pageCount: 1,
        });
        const refs = new Map<string, Clause>();
        let previousStart = -1;
        for (const clause of doc.clauses) {
          expect(clause.start).toBeGreaterThanOrEqual(previousStart);
          expect(clause.start).toBeLessThanOrEqual(clause.bodyStart);
          expect(clause.bodyStart).toBeLessThanOrEqual(clause.end);
          expect(clause.end).toBeLessThanOrEqual(text.length);
          expect(refs.has(clause.ref)).toBe(false);
          if (clause.parentRef !== null) {
            const parent = refs.get(clause.parentRef);
            expect(parent).toBeDefined();
            expect(clause.start).toBeGreaterThanOrEqual(parent!.start);
            expect(clause.end).toBeLessThanOrEqual(parent!.end);
          }
          refs.set(clause.ref, clause);
          previousStart = clause.start;
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('readHeading (test/cases/outline-headings.json)', () => {
  it('has three wordings of every numbering style and three lines that are no heading', () => {
    const kinds = new Map<string, number>();
    for (const row of headingCases) {
      const kind = row.expected?.kind ?? 'none';
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    for (const kind of ['clausula', 'numero', 'artigo', 'paragrafo', 'inciso', 'alinea', 'none']) {
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(3);
    }
  });
  it.each(headingCases)('$line', ({ line, expected }) => {
    const heading = readHeading(line, foldText(line));
    if (expected === null) {
      expect(heading).toBeNull();
      return;
    }
    const picked = Object.fromEntries(
      Object.keys(expected).map((key) => [key, heading?.[key as keyof typeof heading]]),
    );
    expect(picked).toEqual(expected);
  });
});
