import { CRITERIA, type TCriterion } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import cases from '../../test/cases/reader.json' with { type: 'json' };
import { documentFromText } from '../prepare';
import { burdensOf, readerParties } from './burdens';

interface Row {
  name: string;
  text: string;
  /** Where a finding would point (its first occurrence in the text). */
  needle: string;
  criterion: TCriterion;
  expected: { burdens: string[] | null };
}

describe('reader cases: which side a finding burdens', () => {
  it.each(cases as Row[])('$name', ({ text, needle, criterion, expected }) => {
    expect(CRITERIA).toContain(criterion);
    const doc = documentFromText(text);
    const at = doc.text.indexOf(needle);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(burdensOf(doc, criterion, at) ?? null).toEqual(expected.burdens);
  });
});

describe('readerParties', () => {
  it('lists the two sides as written, with their names', () => {
    const [lease] = cases as Row[];
    expect(readerParties(documentFromText(lease!.text))).toEqual([
      { key: 'locador', role: 'LOCADOR', name: 'JOÃO CARLOS MENDES' },
      { key: 'locatario', role: 'LOCATÁRIA', name: 'MARIANA COSTA LIMA' },
    ]);
  });

  it('offers no choice when the document names one side only', () => {
    const text =
      'TERMO DE AUTORIZAÇÃO DE USO DE IMAGEM\n\nAUTORIZANTE: ANA PAULA REIS, brasileira, inscrita no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nAutorizo o uso da minha imagem no site do evento.';
    expect(readerParties(documentFromText(text))).toEqual([]);
  });
});
