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

describe('regime: the law that governs', () => {
  const contract = (...lines: string[]) => documentFromText(lines.join('\n\n'));

  it('a car rental is let under the Civil Code, not Lei 8.245', () => {
    const doc = contract(
      'CONTRATO DE LOCAÇÃO DE VEÍCULO',
      'LOCADORA: RODA BOA LOCADORA DE VEÍCULOS LTDA., CNPJ 12.345.678/0001-95.',
      'LOCATÁRIO: PAULO SOUZA, brasileiro, CPF 529.982.247-25, residente em Natal/RN.',
      'CLÁUSULA 1ª – A LOCADORA dá em locação ao LOCATÁRIO o veículo Fiat Uno, placa ABC-1234, pela diária de R$ 120,00.',
    );
    expect(regimeOf(doc).isLease).toBe(false);
  });

  it('a parking space is left to the Civil Code by Lei 8.245 itself (art. 1º, parágrafo único)', () => {
    const doc = contract(
      'CONTRATO DE LOCAÇÃO DE VAGA DE GARAGEM',
      'LOCADOR: JOÃO PEREIRA, brasileiro, CPF 123.456.789-09, residente em Campinas/SP.',
      'LOCATÁRIO: PEDRO LIMA, brasileiro, CPF 987.654.321-00, residente em Campinas/SP.',
      'CLÁUSULA 1ª – O LOCADOR dá em locação a vaga de garagem nº 12 do edifício da Rua das Flores, 10, por R$ 200,00 mensais.',
    );
    expect(regimeOf(doc).isLease).toBe(false);
  });

  it('a flat let with its parking space, or a form that excepts parking spaces, stays an urban lease', () => {
    for (const title of [
      'CONTRATO DE LOCAÇÃO DE IMÓVEL RESIDENCIAL COM VAGA DE GARAGEM',
      'CONTRATO DE LOCAÇÃO RESIDENCIAL',
    ]) {
      const doc = contract(
        title,
        'LOCADOR: JOÃO PEREIRA, brasileiro, CPF 123.456.789-09, residente em Campinas/SP.',
        'LOCATÁRIO: PEDRO LIMA, brasileiro, CPF 987.654.321-00, residente em Campinas/SP.',
        'CLÁUSULA 1ª – O imóvel da Rua das Flores, 10, é entregue no estado do termo de vistoria (exceto para locação de vagas de garagem), pelo aluguel mensal de R$ 1.500,00.',
      );
      expect(regimeOf(doc).isLease, title).toBe(true);
    }
  });

  it('a flat let to a person is an urban lease, and no consumer relation', () => {
    const doc = contract(
      'CONTRATO DE LOCAÇÃO RESIDENCIAL',
      'LOCADOR: JOÃO PEREIRA, brasileiro, CPF 123.456.789-09, residente em Campinas/SP.',
      'LOCATÁRIO: PEDRO LIMA, brasileiro, CPF 987.654.321-00, residente em Campinas/SP.',
      'CLÁUSULA 1ª – O LOCADOR dá em locação ao LOCATÁRIO o imóvel da Rua das Flores, 10, pelo aluguel mensal de R$ 1.500,00.',
    );
    expect(regimeOf(doc)).toMatchObject({ isLease: true, isConsumer: false });
  });

  it('two companies deal under the Civil Code, even where the text names consumers', () => {
    const doc = contract(
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE ATENDIMENTO',
      'CONTRATANTE: BETA COMÉRCIO LTDA., inscrita no CNPJ sob o nº 98.765.432/0001-10.',
      'CONTRATADA: ALFA CALL CENTER S.A., inscrita no CNPJ sob o nº 12.345.678/0001-95.',
      'CLÁUSULA 1ª – A CONTRATADA atenderá o consumidor da CONTRATANTE por telefone, mediante R$ 10.000,00 mensais.',
    );
    expect(regimeOf(doc)).toMatchObject({ isBetweenCompanies: true, isConsumer: false });
  });

  it('a contract of the public administration follows Lei 14.133, not the CDC', () => {
    const doc = contract(
      'CONTRATO ADMINISTRATIVO Nº 12/2024',
      'CONTRATANTE: PREFEITURA MUNICIPAL DE RUSSAS, pessoa jurídica de direito público, CNPJ 07.555.555/0001-00.',
      'CONTRATADA: JOSÉ ALVES, brasileiro, CPF 529.982.247-25, residente em Russas/CE.',
      'CLÁUSULA 1ª – O presente contrato decorre do Pregão Eletrônico nº 5/2024, regido pela Lei 14.133/2021.',
    );
    expect(regimeOf(doc)).toMatchObject({ isPublic: true, isConsumer: false });
  });
});

describe('regime: a duty the signer cannot withdraw at will', () => {
  const doc = (title: string, clause: string) =>
    documentFromText(
      [
        title,
        'PRIMEIRA PARTE: ALFA LTDA., CNPJ 12.345.678/0001-95.',
        'SEGUNDA PARTE: JOÃO SILVA, brasileiro, CPF 529.982.247-25.',
        `CLÁUSULA 1ª – ${clause}`,
      ].join('\n\n'),
    );
  it.each([
    ['secrecy', 'TERMO DE CONFIDENCIALIDADE', 'As partes manterão sigilo sobre as informações.'],
    [
      'a promise of sale',
      'CONTRATO PARTICULAR DE PROMESSA DE COMPRA E VENDA DE IMÓVEL',
      'A PRIMEIRA PARTE promete vender à SEGUNDA PARTE o lote 5 pelo preço de R$ 80.000,00.',
    ],
    [
      'words of the text',
      'TERMO DE CESSÃO',
      'A cessão é feita em caráter irrevogável e irretratável.',
    ],
  ])('is irrevocable: %s', (_name, title, clause) => {
    expect(regimeOf(doc(title, clause)).isIrrevocable).toBe(true);
  });
  it('a service contract is not', () => {
    const text = 'A CONTRATADA prestará serviços de limpeza mediante R$ 1.000,00 mensais.';
    expect(regimeOf(doc('CONTRATO DE PRESTAÇÃO DE SERVIÇOS', text)).isIrrevocable).toBe(false);
  });
});
