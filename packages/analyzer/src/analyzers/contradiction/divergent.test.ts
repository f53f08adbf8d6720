import { describe, expect, it } from 'vitest';
import { documentFromText } from '../../prepare';
import { divergentFacts } from './divergent';

const contract = (...clauses: string[]): string =>
  ['CONTRATO DE LOCAÇÃO RESIDENCIAL', ...clauses.map((c, i) => `CLÁUSULA ${i + 1}ª – ${c}`)].join(
    '\n\n',
  );

const findingsOf = (text: string) => divergentFacts(documentFromText(text));

describe('divergentFacts: one fact stated with two values', () => {
  it.each([
    [
      'the rent, in figures and in words',
      contract(
        'O LOCATÁRIO pagará o aluguel mensal de R$ 1.500,00.',
        'Fica ajustado que o valor do aluguel é de mil e oitocentos reais.',
      ),
      'R$ 1.500,00',
      'R$ 1.800,00',
    ],
    [
      'the term, passive in one clause',
      contract(
        'O prazo de vigência deste contrato é de 12 (doze) meses.',
        'A locação é ajustada pelo prazo de trinta meses.',
      ),
      '12 meses',
      '30 meses',
    ],
    [
      'the due day, three times',
      contract(
        'O aluguel será pago até o dia 5 de cada mês.',
        'As mensalidades vencem todo dia dez, por boleto.',
        'O pagamento será feito no dia 5 dos meses subsequentes.',
      ),
      'dia 5',
      'dia 10',
    ],
    [
      'the term as a duration and by its dates',
      contract(
        'O prazo de vigência deste contrato é de 12 (doze) meses.',
        'Este contrato vigorará de 01/03/2025 a 28/02/2027.',
      ),
      '12 meses',
      'de 01/03/2025 a 28/02/2027',
    ],
    [
      'the adjustment index',
      contract(
        'O aluguel será reajustado anualmente pelo IGP-M/FGV.',
        'O reajuste anual do aluguel seguirá a variação do IPCA.',
      ),
      'IGP-M',
      'IPCA',
    ],
  ])('%s', (_name, text, first, second) => {
    const findings = findingsOf(text);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.rule).toBe('contradicao.valor_divergente');
    // formatMoney writes a no-break space after "R$".
    const description = findings[0]!.description.replace(/\u00a0/gu, ' ');
    expect(description).toContain(first);
    expect(description).toContain(second);
    expect(findings[0]!.occurrences?.length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [
      'a late fine and a fine for ending the contract',
      contract(
        'Em caso de atraso no pagamento do aluguel, incidirá multa de 2% sobre o débito.',
        'A rescisão antecipada sujeitará a parte infratora à multa de 20% do valor do contrato.',
      ),
    ],
    [
      'interest by the month and by the year',
      contract(
        'Em caso de atraso no pagamento, incidirão juros de mora de 1% ao mês.',
        'Os valores vencidos serão acrescidos de juros de mora de 12% ao ano.',
      ),
    ],
    [
      'a deposit of three rents and the rent',
      contract(
        'O aluguel mensal é de R$ 1.500,00.',
        'O LOCATÁRIO entrega caução de R$ 4.500,00, equivalente a três aluguéis.',
      ),
    ],
    [
      'instalments and the total',
      contract(
        'O preço total é de R$ 12.000,00.',
        'O preço será pago em 12 parcelas mensais de R$ 1.000,00.',
      ),
    ],
    [
      'a term of a year and its dates',
      contract(
        'A locação vigorará pelo prazo de doze meses.',
        'O prazo da locação é de 01/03/2024 a 28/02/2025, inclusive.',
      ),
    ],
    [
      'a range of days',
      contract(
        'O LOCATÁRIO poderá rescindir com aviso prévio de 30 dias.',
        'O LOCADOR fará a vistoria em prazo de 5 a 10 dias após a desocupação.',
      ),
    ],
    [
      'a table of options',
      contract(
        'A mensalidade do turno matutino é de R$ 800,00.',
        'A mensalidade do turno integral é de R$ 1.200,00.',
      ),
    ],
    [
      'the notice to end early and the notice not to renew',
      contract(
        'O contrato se renova por igual período, salvo aviso prévio de 30 dias.',
        'Qualquer das partes poderá rescindir o contrato com aviso prévio de 5 dias.',
      ),
    ],
  ])('says nothing of %s', (_name, text) => {
    expect(findingsOf(text)).toEqual([]);
  });
});

const LANDLORD =
  'LOCADOR: JOÃO PEREIRA DA SILVA, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.';
const TENANT = 'LOCATÁRIA: MARIA SOUZA LIMA, brasileira, CPF 987.654.321-00.';
const withParties = (...tail: string[]): string =>
  [
    'CONTRATO DE LOCAÇÃO RESIDENCIAL',
    LANDLORD,
    TENANT,
    'CLÁUSULA 1ª – O aluguel mensal é de R$ 1.500,00.',
    ...tail,
  ].join('\n\n');

describe('divergentFacts: a party with two CPFs', () => {
  it.each([
    [
      'in the signature block',
      withParties(
        'Brasília, 10 de março de 2025.',
        '______________________\nJOÃO PEREIRA DA SILVA\nCPF: 123.456.780-00',
      ),
    ],
    [
      'in a clause that repeats the qualification',
      withParties(
        'CLÁUSULA 2ª – Fica designado como depositário JOÃO PEREIRA DA SILVA, portador do CPF nº 111.444.777-35.',
      ),
    ],
    [
      'with the digits alone',
      withParties(
        'Assinado eletronicamente por João Pereira da Silva, CPF 11144477735, em 10/03/2025.',
      ),
    ],
  ])('finds it %s', (_name, text) => {
    const findings = findingsOf(text).filter(
      (f) => f.rule === 'contradicao.qualificacao_inconsistente',
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.description).toContain('123.456.789-09');
  });

  it.each([
    [
      'the same CPF again',
      withParties('______________________\nJOÃO PEREIRA DA SILVA\nCPF: 123.456.789-09'),
    ],
    [
      "the other party's CPF after both names",
      withParties(
        'Assinam JOÃO PEREIRA DA SILVA e MARIA SOUZA LIMA, CPF 987.654.321-00, como partes.',
      ),
    ],
    [
      "a company's CNPJ after the name of its representative",
      withParties(
        'CLÁUSULA 2ª – JOÃO PEREIRA DA SILVA representa a IMOBILIÁRIA CENTRAL LTDA, CNPJ 11.222.333/0001-81.',
      ),
    ],
  ])('says nothing of %s', (_name, text) => {
    expect(
      findingsOf(text).filter((f) => f.rule === 'contradicao.qualificacao_inconsistente'),
    ).toEqual([]);
  });
});
