import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { legalBasisFor } from './applicability';
import { LEGAL_REFERENCES } from './references';

describe('the law as it is written', () => {
  const entries = Object.values(LEGAL_REFERENCES);

  it('every official text carries the date of the act that gave it its wording', () => {
    for (const entry of entries.filter((reference) => reference.officialText !== undefined)) {
      expect(entry.versionDate, entry.id).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
      expect(entry.officialText!.length, entry.id).toBeGreaterThan(40);
    }
  });

  it('the checked items of the catalogue carry their official text', () => {
    const catalogue = entries.filter((reference) =>
      /^(?:cdc\.art51\.|sde\.|stj\.sumula(?:60|302|543)$|lei8245\.art45$)/u.test(reference.id),
    );
    expect(catalogue.length).toBeGreaterThan(20);
    for (const entry of catalogue) expect(entry.officialText, entry.id).toBeDefined();
  });

  it("a finding's legal basis carries the text beside the plain explanation", () => {
    const doc = documentFromText(
      [
        'CONTRATO DE PRESTAÇÃO DE SERVIÇOS',
        'CONTRATADA: ALFA SERVIÇOS LTDA., CNPJ 12.345.678/0001-95.',
        'CONTRATANTE: ANA PAULA MENDES, brasileira, CPF 529.982.247-25, consumidora.',
        'CLÁUSULA 1ª – Caberá ao CONTRATANTE provar que o serviço apresentou defeito.',
      ].join('\n\n'),
    );
    const basis = legalBasisFor('cdc.art51.VI', doc);
    expect(basis?.rule).toMatch(/^É nula a cláusula/u);
    expect(basis?.officialText).toMatch(/VI - estabeleçam inversão do ônus da prova/u);
    expect(basis?.versionDate).toBe('1990-09-11');
  });
});
