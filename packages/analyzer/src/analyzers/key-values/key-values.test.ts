import { describe, expect, it } from 'vitest';
import { keyValuesAnalyzer } from '.';
import { documentFromText } from '../../prepare';
import { describeCases } from '../test-cases';

describeCases('key-values', keyValuesAnalyzer);

describe('the forfeiture of everything paid cites the law that applies', () => {
  const FORFEIT =
    'CLÁUSULA QUINTA – DA RESCISÃO\n\nRescindido o contrato por falta de pagamento, o PROMISSÁRIO COMPRADOR perderá todas as parcelas pagas.';
  const BUYER =
    'PROMISSÁRIO COMPRADOR: JOSÉ CARLOS SOUZA, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.';
  it.each([
    [
      'a developer selling a lot to a person in instalments: CDC art. 53',
      'PROMITENTE VENDEDORA: PAINEIRAS URBANISMO LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.',
      'cdc.art53',
    ],
    [
      'a person selling a lot to a person: CC arts. 412–413',
      'PROMITENTE VENDEDOR: ANTÔNIO PEREIRA, brasileiro, viúvo, inscrito no CPF sob o nº 529.982.247-25.',
      'cc.art412-413',
    ],
  ])('%s', (_name, seller, legalRef) => {
    const doc = documentFromText(
      `INSTRUMENTO PARTICULAR DE PROMESSA DE COMPRA E VENDA\n\n${seller}\n\n${BUYER}\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA parte vendedora promete vender ao PROMISSÁRIO COMPRADOR o Lote 15 da Quadra 8 do Loteamento Jardim das Paineiras, pelo preço de R$ 180.000,00, em 60 parcelas mensais.\n\n${FORFEIT}`,
    );
    const forfeiture = keyValuesAnalyzer
      .analyze(doc)
      .find((finding) => finding.title === 'Perda de todos os valores pagos');
    expect(forfeiture?.legalRef).toBe(legalRef);
  });
});

describe('interest: the further above 1% a month, the more severe', () => {
  const SCHOOL =
    'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS\n\nCONTRATADA: ESCOLA PEQUENO PRÍNCIPE LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nCONTRATANTE: o responsável identificado na ficha de matrícula, consumidor.\n\nCLÁUSULA QUARTA – DO ATRASO\n\n4.1. Sobre a mensalidade vencida incidirão juros de mora de ';
  it.each([
    ['1,5% (um e meio por cento) ao mês', 'média', undefined],
    ['10% (dez por cento) ao mês', 'alta', 'cdc.art51.IV'],
    ['0,5% (meio por cento) ao dia', 'alta', 'cdc.art51.IV'],
  ])('%s', (rate, severity, legalRef) => {
    const doc = documentFromText(`${SCHOOL}${rate}.`);
    const finding = keyValuesAnalyzer
      .analyze(doc)
      .find((found) => found.rule === 'financeiro.juros_mora');
    expect(finding?.severity).toBe(severity);
    expect(finding?.legalRef).toBe(legalRef);
  });

  it.each([
    ['3% (três por cento) ao mês', 'usura.art1'],
    ['1,5% (um e meio por cento) ao mês', undefined],
  ])(
    'between a company and a person, %s cites the Lei de Usura only above twice 1%% a month',
    (rate, legalRef) => {
      const doc = documentFromText(
        `CONTRATO DE PRESTAÇÃO DE SERVIÇOS\n\nCONTRATANTE: ALFA COMÉRCIO DE PEÇAS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nCONTRATADO: JOÃO PEREIRA DA SILVA, brasileiro, eletricista, inscrito no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA TERCEIRA – DO ATRASO\n\n3.1. O atraso no pagamento dos honorários sujeitará a CONTRATANTE a juros de mora de ${rate}.`,
      );
      const finding = keyValuesAnalyzer
        .analyze(doc)
        .find((found) => found.rule === 'financeiro.juros_mora');
      expect(finding).toBeDefined();
      expect(finding?.legalRef).toBe(legalRef);
    },
  );
});

describe('collection costs: out of court is worse, and a lease cites no consumer law', () => {
  const findingIn = (text: string) =>
    keyValuesAnalyzer
      .analyze(documentFromText(text))
      .find((found) => found.rule === 'financeiro.custos_cobranca');
  const CONSUMER =
    'TERMO DE ADESÃO AO PLANO DE TREINAMENTO\n\nCONTRATADA: ACADEMIA CORPO EM FORMA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nCONTRATANTE: JOÃO DA SILVA, brasileiro, solteiro, inscrito no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA SEXTA – DA COBRANÇA\n\n';
  it('fees on the amicable collection: alta, CDC art. 51, XII', () => {
    const finding = findingIn(
      `${CONSUMER}Na cobrança amigável do débito em atraso, o CONTRATANTE pagará honorários advocatícios de 10% (dez por cento).`,
    );
    expect(finding?.severity).toBe('alta');
    expect(finding?.legalRef).toBe('cdc.art51.XII');
  });
  it('fees in court fixed in advance: média', () => {
    const finding = findingIn(
      `${CONSUMER}Na cobrança judicial do débito, o CONTRATANTE pagará honorários advocatícios desde já fixados em 20% (vinte por cento).`,
    );
    expect(finding?.severity).toBe('média');
  });
  it('a tenant charged fees without a lawsuit: média, no CDC reference', () => {
    const finding = findingIn(
      'CONTRATO DE LOCAÇÃO RESIDENCIAL\n\nLOCADOR: ANTÔNIO CARLOS PEREIRA, inscrito no CPF sob o nº 313.377.340-20.\n\nLOCATÁRIO: MARCOS VINÍCIUS OLIVEIRA, inscrito no CPF sob o nº 481.006.563-47.\n\nCLÁUSULA QUINTA – DA COBRANÇA\n\nO aluguel em atraso poderá ser cobrado por advogado, pagando o LOCATÁRIO honorários de 20% (vinte por cento) na cobrança extrajudicial.',
    );
    expect(finding?.severity).toBe('média');
    expect(finding?.legalRef).toBeUndefined();
  });
});

describe('a clause repeated further on is one finding with two places', () => {
  it('merges the same collection costs stated in two clauses', () => {
    const clause =
      'O atraso implicará multa de 2% (dois por cento), além dos custos com serviços de cobrança, correspondentes a 10% (dez por cento) sobre o valor devido, na cobrança amigável.';
    const doc = documentFromText(
      `TERMO DE ADESÃO AO SERVIÇO DE RASTREAMENTO\n\nCONTRATADA: RASTREIA BEM LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nCONTRATANTE: JOÃO DA SILVA, brasileiro, solteiro, inscrito no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA OITAVA – DO PAGAMENTO\n\n8.4. ${clause}\n\nCLÁUSULA DÉCIMA SEGUNDA – DA INADIMPLÊNCIA\n\n12.1. ${clause}`,
    );
    const costs = keyValuesAnalyzer
      .analyze(doc)
      .filter((found) => found.rule === 'financeiro.custos_cobranca');
    expect(costs).toHaveLength(1);
    expect(costs[0]?.occurrences).toHaveLength(1);
  });
});

it('a late fine above 10% in a sale of subdivision lots cites the Lei 6.766 ceiling', () => {
  const doc = documentFromText(
    'INSTRUMENTO PARTICULAR DE COMPROMISSO DE COMPRA E VENDA DE LOTE\n\nVENDEDORA: RESIDENCIAL BELA VISTA EMPREENDIMENTOS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, proprietária do Loteamento Bela Vista.\n\nCOMPRADOR: JOSÉ CARLOS SOUZA, brasileiro, inscrito no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA SEGUNDA – DO PREÇO\n\nO preço de R$ 90.000,00 será pago em 100 parcelas mensais e sucessivas.\n\nCLÁUSULA NONA – DA MORA\n\nO atraso no pagamento de qualquer parcela sujeitará o COMPRADOR à multa de 20% (vinte por cento) sobre o débito.',
  );
  const finding = keyValuesAnalyzer
    .analyze(doc)
    .find((found) => found.rule === 'financeiro.multa_excessiva');
  expect(finding?.legalRef).toBe('lei6766.art26.V');
});

it("a consumer's property promise refunding only at the end of the contract cites Súmula 543", () => {
  const doc = documentFromText(
    'INSTRUMENTO PARTICULAR DE PROMESSA DE COMPRA E VENDA\n\nPROMITENTE VENDEDORA: AURORA INCORPORAÇÕES LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nPROMISSÁRIO COMPRADOR: JOSÉ CARLOS SOUZA, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA PROMITENTE VENDEDORA promete vender a unidade autônoma nº 42 do Edifício Aurora, pelo preço de R$ 300.000,00, em 100 parcelas mensais.\n\nCLÁUSULA OITAVA – DA DESISTÊNCIA\n\nEm caso de desistência do PROMISSÁRIO COMPRADOR, os valores pagos serão restituídos somente ao término do prazo do contrato.',
  );
  const finding = keyValuesAnalyzer
    .analyze(doc)
    .find((found) => found.rule === 'financeiro.multa_excessiva');
  expect(finding?.title).toBe('Devolução só no fim do plano');
  expect(finding?.legalRef).toBe('stj.sumula543');
});

describe('a price left open: one finding per document, its severity and its law', () => {
  const findingIn = (text: string) => {
    const found = keyValuesAnalyzer
      .analyze(documentFromText(text))
      .filter((finding) => finding.rule === 'financeiro.preco_indefinido');
    expect(found.length).toBeLessThanOrEqual(1);
    return found[0];
  };
  const CLINIC =
    'CONTRATO DE ADESÃO AO PLANO ODONTOLÓGICO\n\nCONTRATADA: SORRISO PLENO ODONTOLOGIA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nCONTRATANTE: MARIA APARECIDA LIMA, brasileira, solteira, inscrita no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA QUARTA – DO PAGAMENTO\n\n';

  it("the consumer's monthly fee by the supplier's table in force: alta, CDC art. 51, X", () => {
    const finding = findingIn(
      `${CLINIC}4.1. O CONTRATANTE pagará mensalmente a mensalidade do plano, conforme a tabela de preços em vigor da CONTRATADA.`,
    );
    expect(finding?.severity).toBe('alta');
    expect(finding?.legalRef).toBe('cdc.art51.X');
  });

  it('a side fee at the current value: média; the monthly fee also in the signed proposal: média', () => {
    expect(
      findingIn(
        `${CLINIC}4.1. A mensalidade é de R$ 89,90 (oitenta e nove reais e noventa centavos).\n\n4.2. Na adesão, o CONTRATANTE efetuará o pagamento da taxa de cadastro, conforme o valor vigente.`,
      )?.severity,
    ).toBe('média');
    expect(
      findingIn(
        `${CLINIC}4.1. O CONTRATANTE deverá pagar as mensalidades descritas na proposta de adesão, conforme tabela em vigor.`,
      )?.severity,
    ).toBe('média');
  });

  it('a fee named without a value cites no law of the table (CDC arts. 6º, III and 31 are not in it)', () => {
    const finding = findingIn(
      `${CLINIC}4.1. A mensalidade é de R$ 89,90.\n\n4.2. A emissão da carteirinha internacional se dará mediante pagamento da taxa cobrada em dólar pela rede conveniada.`,
    );
    expect(finding?.severity).toBe('média');
    expect(finding?.legalRef).toBeUndefined();
  });

  it('a share without its measure and an amount set later by one side are one finding with two places', () => {
    const finding = findingIn(
      'CONTRATO DE PARCERIA COMERCIAL\n\nCONTRATANTE: SOLAR VERDE ENERGIA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nPARCEIRO: ROBERTO ALVES SANTOS, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA SEGUNDA – DA REMUNERAÇÃO\n\nO PARCEIRO terá direito ao recebimento das participações sobre os contratos que intermediar.\n\nCLÁUSULA TERCEIRA – DO REPASSE\n\nO PARCEIRO repassará à CONTRATANTE o valor a ser fixado pela CONTRATANTE após a análise de cada cliente.',
    );
    expect(finding?.severity).toBe('alta');
    expect(finding?.occurrences).toHaveLength(1);
    expect(finding?.legalRef).toBeUndefined();
  });
});

describe('interest is shown normalised to a month and a year', () => {
  it.each([
    ['juros de mora de 10% (dez por cento) ao mês', '10% ao mês equivalem a 120% ao ano'],
    ['juros de mora de 1% (um por cento) ao dia', 'equivalem a 30% ao mês (360% ao ano)'],
  ])('%s', (rate, shown) => {
    const doc = documentFromText(
      `CONTRATO DE PRESTAÇÃO DE SERVIÇOS ESPORTIVOS\n\nCLÁUSULA SEXTA – DO PAGAMENTO\n\nEm caso de atraso no pagamento da mensalidade, incidirão ${rate}, calculados sobre o valor em atraso.`,
    );
    const interest = keyValuesAnalyzer
      .analyze(doc)
      .find((finding) => finding.rule === 'financeiro.juros_mora');
    expect(interest?.description).toContain(shown);
  });
});

describe('figures in words: every rule that reads a rate or a count reads every writing', () => {
  const GYM =
    'TERMO DE ADESÃO AO PLANO DE TREINAMENTO\n\nCONTRATADA: ACADEMIA CORPO EM FORMA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nCONTRATANTE: JOÃO DA SILVA, brasileiro, solteiro, inscrito no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA SEXTA – DO PAGAMENTO\n\n';
  const rulesIn = (clause: string) =>
    keyValuesAnalyzer.analyze(documentFromText(`${GYM}${clause}`)).map((found) => found.rule);

  it.each([
    [
      'interest, words first, per month as an adjective',
      'Sobre a parcela em atraso o CONTRATANTE pagará juros moratórios de quatro por cento (4%) mensais.',
      'financeiro.juros_mora',
    ],
    [
      'interest, words alone, "a.m."',
      'A mensalidade vencida sofrerá juros de mora de três por cento a.m.',
      'financeiro.juros_mora',
    ],
    [
      'interest per day, digits with words, passive',
      'Serão cobrados, sobre o valor em atraso, juros de 0,5% (meio por cento) por dia.',
      'financeiro.juros_mora',
    ],
    [
      'a late fine in words above the consumer ceiling',
      'O atraso no pagamento da mensalidade acarretará multa de dez por cento (10%) sobre o valor devido.',
      'financeiro.multa_excessiva',
    ],
    [
      'a late fine charged again every month, in words',
      'Em caso de atraso no pagamento, incidirá multa de dois por cento (2%) por mês de atraso.',
      'financeiro.multa_excessiva',
    ],
    [
      'fees out of court, words first',
      'Havendo atraso, a cobrança será entregue a escritório de advocacia e o CONTRATANTE arcará com honorários de quinze por cento (15%), ainda que não se chegue a propor ação.',
      'financeiro.custos_cobranca',
    ],
    [
      'a refund of a share, words first, "do que tiver pago"',
      'Na desistência, o CONTRATANTE receberá de volta sessenta por cento (60%) do que tiver pago.',
      'financeiro.multa_excessiva',
    ],
    [
      'interest whose period is inside its words in brackets',
      'Sobre o débito vencido incidirão juros de 3% (três por cento ao mês).',
      'financeiro.juros_mora',
    ],
    [
      'a late fine whose monthly period is inside its words in brackets',
      'Em caso de atraso no pagamento, será cobrada multa de 2% (dois por cento ao mês).',
      'financeiro.multa_excessiva',
    ],
    [
      'interest whose period is an adjective before the rate',
      'O CONTRATANTE inadimplente pagará juros moratórios mensais de cinco por cento.',
      'financeiro.juros_mora',
    ],
  ])('%s', (_name, clause, rule) => {
    expect(rulesIn(clause)).toContain(rule);
  });

  it.each([
    [
      'interest at the lawful rate, words first',
      'Sobre a parcela em atraso incidirão juros de mora de um por cento (1%) ao mês.',
      'financeiro.juros_mora',
    ],
    [
      'interest of twelve per cent a year, words alone',
      'Sobre a parcela em atraso incidirão juros de mora de doze por cento ao ano.',
      'financeiro.juros_mora',
    ],
    [
      'a late fine within the consumer ceiling, words first',
      'O atraso no pagamento da mensalidade acarretará multa de dois por cento (2%) sobre o valor devido.',
      'financeiro.multa_excessiva',
    ],
    [
      'a refund of most of what was paid',
      'Na desistência, o CONTRATANTE receberá de volta noventa por cento (90%) do que tiver pago.',
      'financeiro.multa_excessiva',
    ],
    [
      'fees that depend on a lawsuit the judge decides',
      'Na cobrança judicial, os honorários serão os que o juiz fixar, nunca inferiores a dez dias de trabalho.',
      'financeiro.custos_cobranca',
    ],
    [
      'interest at the lawful rate, its period inside the brackets',
      'Sobre o débito vencido incidirão juros de 1% (um por cento ao mês).',
      'financeiro.juros_mora',
    ],
    [
      'yearly interest named before its lawful rate',
      'O CONTRATANTE inadimplente pagará juros moratórios anuais de doze por cento (12%).',
      'financeiro.juros_mora',
    ],
  ])('not: %s', (_name, clause, rule) => {
    expect(rulesIn(clause)).not.toContain(rule);
  });
});
