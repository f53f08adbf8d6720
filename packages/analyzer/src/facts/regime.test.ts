import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { regimeOf } from './regime';

/** A company's form: the company qualified, the other side's fields as `customer` writes them. */
const form = (title: string, company: string, customer: string, body: string) =>
  [title, '', company, '', customer, '', body, '', 'Natal, ____ de __________ de 20__.'].join('\n');

const SELLER =
  'VENDEDORA: MOTOS NATAL COMÉRCIO LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95, com sede em Natal/RN.';

describe('regime: a company form with the customer left blank', () => {
  it.each([
    [
      'CPF with underscores',
      'COMPRADOR: ______________________, CPF nº ___.___.___-__, RG nº __________, residente em __________.',
    ],
    [
      'bracketed fields',
      'COMPRADOR(A): [NOME COMPLETO], estado civil [ESTADO CIVIL], portador do CPF [CPF].',
    ],
    [
      'template variables, the fields before the role',
      'Nome: {{nome}}, nacionalidade {{nacionalidade}}, CPF {{cpf}}, doravante denominado COMPRADOR.',
    ],
  ])('is a consumer adhesion form (%s)', (_name, customer) => {
    const doc = documentFromText(
      form(
        'CONTRATO DE COMPRA E VENDA DE MOTOCICLETA',
        SELLER,
        customer,
        'CLÁUSULA 1ª – A VENDEDORA vende ao COMPRADOR uma motocicleta pelo preço de R$ 15.000,00.',
      ),
    );
    expect(regimeOf(doc)).toMatchObject({ isConsumer: true, isAdhesion: true });
  });

  it.each([
    [
      "the company's representative is blank",
      'COMPRADORA: PEÇAS NORTE LTDA., CNPJ 98.765.432/0001-10, representada por ____________, CPF ____________.',
    ],
    [
      'the blank person supplies the company',
      'CONTRATADO: ______________________, CPF nº ______________, residente em __________.',
    ],
    [
      'both sides named',
      'COMPRADOR: JOÃO DA SILVA, brasileiro, casado, CPF nº 529.982.247-25, residente em Natal/RN.',
    ],
  ])('is no blank-customer form when %s', (_name, other) => {
    const company = other.startsWith('CONTRATADO')
      ? 'CONTRATANTE: MOTOS NATAL COMÉRCIO LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95.'
      : SELLER;
    const doc = documentFromText(
      form(
        'CONTRATO',
        company,
        other,
        'CLÁUSULA 1ª – As partes ajustam o fornecimento de peças pelo preço de R$ 15.000,00.',
      ),
    );
    const regime = regimeOf(doc);
    expect(regime.isConsumer && regime.isAdhesion).toBe(false);
  });
});
