import { describe, expect, it } from 'vitest';
import { equilibriumAnalyzer } from '.';
import { documentFromText } from '../../prepare';
import type { RuleId } from '../../types';
import { describeCases } from '../test-cases';

describeCases('equilibrium', equilibriumAnalyzer);

const findingOf = (text: string, rule: RuleId) =>
  equilibriumAnalyzer.analyze(documentFromText(text)).find((finding) => finding.rule === rule);

describe('foro_domicilio_parte', () => {
  const forum = (title: string, parties: [string, string], court: string) =>
    [
      title,
      '',
      parties[0],
      '',
      parties[1],
      '',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      '',
      'O objeto e o preço constam do anexo, que as partes rubricam.',
      '',
      `CLÁUSULA SEGUNDA – ${court}`,
    ].join('\n');
  const provider =
    'PROVEDORA: NETVALE TELECOMUNICAÇÕES LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Curitiba/PR.';

  it("weighs more, under CDC art. 51, IV, at the supplier's seat in a consumer adhesion contract", () => {
    const text = forum(
      'TERMO DE ADESÃO AO PLANO DE INTERNET RESIDENCIAL',
      [
        provider,
        'ASSINANTE: MARIA SOUZA, brasileira, inscrita no CPF sob o nº 123.456.789-09, residente em Ponta Grossa/PR.',
      ],
      'Fica eleito o foro da Comarca de Curitiba/PR, sede da PROVEDORA.',
    );
    expect(findingOf(text, 'equilibrio.foro_domicilio_parte')).toMatchObject({
      severity: 'média',
      legalRef: 'cdc.art51.IV',
    });
  });

  it("stays a minor point outside a consumer relation (the landlord's domicile, the property elsewhere)", () => {
    const text = forum(
      'CONTRATO DE LOCAÇÃO RESIDENCIAL',
      [
        'LOCADOR: ANTÔNIO CARLOS PEREIRA, brasileiro, inscrito no CPF sob o nº 313.377.340-20, residente em Campinas/SP.',
        'LOCATÁRIO: MARCOS VINÍCIUS OLIVEIRA, brasileiro, inscrito no CPF sob o nº 481.006.563-47, residente em São Paulo/SP.',
      ],
      'Fica eleito o foro da Comarca de Campinas/SP, domicílio do LOCADOR.',
    );
    const finding = findingOf(text, 'equilibrio.foro_domicilio_parte');
    expect(finding).toMatchObject({ severity: 'baixa' });
    expect(finding?.legalRef).toBeUndefined();
  });

  it.each([
    ['the supplier', 'no foro da comarca em que se encontra a sede do editor do site', 'média'],
    ['the consumer', 'no foro do domicílio do USUÁRIO', undefined],
  ])('reads a court elected by a seat alone, with no city: %s', (_side, court, severity) => {
    const text = [
      'TERMOS E CONDIÇÕES GERAIS DE USO DO APLICATIVO',
      '',
      '1. O usuário que se cadastrar no aplicativo contrata os serviços de consulta oferecidos pelo editor, mediante o pagamento da assinatura mensal.',
      '',
      `2. As controvérsias deste contrato serão resolvidas ${court}.`,
    ].join('\n');
    expect(findingOf(text, 'equilibrio.foro_domicilio_parte')?.severity).toBe(severity);
  });

  it("a court at the seller's city, the buyer living in another one, qualified in one sentence", () => {
    const text = [
      'INSTRUMENTO PARTICULAR DE COMPRA E VENDA DE VEÍCULO',
      '',
      'Por este instrumento, AUTO SILVA VEÍCULOS LTDA., com sede na Av. Brasil, 120, Cidade:Montes Claros, Estado de Minas Gerais, denominada VENDEDORA e de outro lado; JOSÉ ROBERTO DE MELO, inscrito no CPF sob o nº 123.456.789-09, residente na Rua Sete, 210, Cidade:Formiga, Estado de Minas Gerais, denominado COMPRADOR, ajustam o seguinte:',
      '',
      'CLÁUSULA PRIMEIRA – O objeto é a venda de um automóvel, pelo preço de R$ 85.000,00, pago à vista.',
      '',
      'CLÁUSULA SEGUNDA – As partes elegem o foro da Comarca de Montes Claros, Estado de Minas Gerais.',
    ].join('\n');
    expect(findingOf(text, 'equilibrio.foro_domicilio_parte')).toBeDefined();
  });

  it.each([
    ['no party block at all', '', 'Fica eleito o foro da Comarca de Curitiba/PR.', true],
    [
      'the consumer a blank role',
      'ASSINANTE: ____________________, CPF: ______________.',
      'Fica eleito o foro da Comarca de Curitiba/PR.',
      true,
    ],
    [
      "the court at the consumer's home",
      '',
      'Fica eleito o foro do domicílio do ASSINANTE, na forma do CDC.',
      false,
    ],
  ])('a form sold online to whoever adheres, %s', (_case, party, court, expected) => {
    const text = [
      'TERMOS DE ADESÃO AO PLANO DE INTERNET – CONTRATAÇÃO PELO SITE',
      '',
      provider,
      '',
      party,
      '',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      '',
      'O ASSINANTE, consumidor, adere a este contrato de adesão pelo site, por meio eletrônico, e contrata o acesso à internet residencial, mediante mensalidade, em relação de consumo.',
      '',
      `CLÁUSULA SEGUNDA – ${court}`,
    ].join('\n');
    expect(findingOf(text, 'equilibrio.foro_domicilio_parte') !== undefined).toBe(expected);
  });

  it("reads a side's second name as the same side, not as another company", () => {
    const text = [
      'INSTRUMENTO PARTICULAR DE COMPRA E VENDA DE VEÍCULO',
      '',
      'São partes neste contrato:',
      '',
      'I – na qualidade de vendedora, AUTO SILVA VEÍCULOS LTDA., com CNPJ nº 11.222.333/0001-81, sediada em Montes Claros/MG, doravante denominada ALIENANTE; e',
      '',
      'II – na qualidade de comprador, JOSÉ ROBERTO DE MELO, CPF nº 123.456.789-09, residente em Formiga/MG, doravante denominado ADQUIRENTE.',
      '',
      'CLÁUSULA PRIMEIRA – A ALIENANTE vende ao ADQUIRENTE um automóvel, pelo preço de R$ 85.000,00, pago à vista.',
      '',
      'CLÁUSULA SEGUNDA – As partes escolhem o foro da Comarca de Montes Claros/MG.',
    ].join('\n');
    expect(findingOf(text, 'equilibrio.foro_domicilio_parte')).toBeDefined();
  });

  it('says nothing between two companies, which elect their court freely (CPC art. 63)', () => {
    const text = forum(
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS',
      [
        provider.replace('PROVEDORA', 'CONTRATADA'),
        'CONTRATANTE: MERCADO BOM PREÇO LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-70, com sede em Ponta Grossa/PR.',
      ],
      'Fica eleito o foro da Comarca de Curitiba/PR, sede da CONTRATADA.',
    );
    expect(findingOf(text, 'equilibrio.foro_domicilio_parte')).toBeUndefined();
  });
});

describe('alteracao_unilateral in a consumer contract', () => {
  const contract = (clause: string) =>
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE INTERNET',
      '',
      'CONTRATADA: VELOZNET TELECOMUNICAÇÕES LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95, com sede em Londrina/PR.',
      '',
      'CONTRATANTE: ANA PAULA MENDES, brasileira, inscrita no CPF sob o nº 529.982.247-25, residente em Cambé/PR.',
      '',
      'CLÁUSULA SEGUNDA – DAS ALTERAÇÕES',
      '',
      clause,
    ].join('\n');

  it('cites CDC art. 51, X for a price the supplier varies alone', () => {
    const text = contract('A CONTRATADA poderá alterar o valor da mensalidade a qualquer tempo.');
    expect(findingOf(text, 'equilibrio.alteracao_unilateral')?.legalRef).toBe('cdc.art51.X');
  });

  it('cites CDC art. 51, XIII for the content of the service', () => {
    const text = contract('A CONTRATADA poderá modificar os planos e os serviços a seu critério.');
    expect(findingOf(text, 'equilibrio.alteracao_unilateral')?.legalRef).toBe('cdc.art51.XIII');
  });
});

describe('cancelamento_dificultado', () => {
  const school = (opening: string, exit: string) =>
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS',
      '',
      'CONTRATADA: ESCOLA SPEAK WELL IDIOMAS LTDA., inscrita no CNPJ sob o nº 45.723.174/0001-10, com sede em Joinville/SC.',
      '',
      'CONTRATANTE: RAFAEL DOS SANTOS, brasileiro, inscrito no CPF sob o nº 111.444.777-35, residente em Joinville/SC.',
      '',
      `CLÁUSULA PRIMEIRA – ${opening}`,
      '',
      `CLÁUSULA SEGUNDA – ${exit}`,
    ].join('\n');
  const inPerson =
    'O cancelamento somente poderá ser requerido pessoalmente, na secretaria da CONTRATADA.';

  it('cites CDC art. 49 when the contract was made online and the exit needs a visit', () => {
    const text = school('A matrícula é feita on-line, com aceite eletrônico.', inPerson);
    expect(findingOf(text, 'equilibrio.cancelamento_dificultado')).toMatchObject({
      severity: 'alta',
      legalRef: 'cdc.art49',
    });
  });

  it('cites CDC art. 51, IV when the contract was signed at the school', () => {
    const text = school('A matrícula é feita na secretaria da CONTRATADA.', inPerson);
    expect(findingOf(text, 'equilibrio.cancelamento_dificultado')?.legalRef).toBe('cdc.art51.IV');
  });

  it('weighs less when the exit waits for the debts to be paid', () => {
    const text = school(
      'A matrícula é feita na secretaria da CONTRATADA.',
      'Para o cancelamento, o CONTRATANTE deverá estar quite com todas as parcelas vencidas.',
    );
    expect(findingOf(text, 'equilibrio.cancelamento_dificultado')).toMatchObject({
      severity: 'média',
      legalRef: 'cdc.art51.IV',
    });
  });
});

describe('rescisao_unilateral: the law it cites', () => {
  const contract = (extra: string) =>
    `CONTRATO DE PARCERIA COMERCIAL\n\nPARCEIRA: ALFA COMÉRCIO LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nDISTRIBUIDORA: BETA DISTRIBUIÇÃO LTDA., inscrita no CNPJ sob o nº 11.444.777/0001-61.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA DISTRIBUIDORA revenderá os produtos da PARCEIRA na região de Campinas.${extra}\n\nCLÁUSULA SEGUNDA – DA RESCISÃO\n\nA PARCEIRA poderá rescindir este contrato a qualquer tempo, sem motivo, mediante simples comunicação.`;

  it('cites CC art. 473 where the contract allows termination', () => {
    expect(findingOf(contract(''), 'equilibrio.rescisao_unilateral')?.legalRef).toBe('cc.art473');
  });

  it('cites nothing where the contract declares itself irrevocable', () => {
    const finding = findingOf(
      contract(' O presente contrato é celebrado em caráter irrevogável e irretratável.'),
      'equilibrio.rescisao_unilateral',
    );
    expect(finding).toBeDefined();
    expect(finding?.legalRef).toBeUndefined();
  });
});

describe('multa_unilateral: who the fine falls on', () => {
  const contract = (...clauses: string[]) =>
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE LIMPEZA',
      'CONTRATANTE: CONDOMÍNIO EMPRESARIAL AVENIDA LTDA., inscrito no CNPJ sob o nº 11.222.333/0001-81, com sede em Salvador/BA.',
      'CONTRATADA: BRILHO SERVIÇOS GERAIS LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-70, com sede em Salvador/BA.',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      'A CONTRATADA prestará serviços de limpeza nas áreas comuns, mediante pagamento mensal de R$ 9.000,00 (nove mil reais).',
      ...clauses,
    ].join('\n\n');
  const imposed =
    'Em caso de descumprimento, a CONTRATANTE aplicará multa de até 10% (dez por cento) do valor total do contrato.';

  it('on the other side of the one that applies it, the fine spanned to its amount', () => {
    const text = contract(imposed);
    const finding = findingOf(text, 'equilibrio.multa_unilateral');
    expect(finding?.description).toContain('contra a CONTRATADA');
    const doc = documentFromText(text);
    expect(doc.text.slice(finding!.start, finding!.end)).toBe('multa de até 10% (dez por cento)');
  });

  it('on the other side also when the verb names it before the fine, or fines by a verb', () => {
    const named =
      'Por serviço não executado, a CONTRATANTE aplicará à CONTRATADA multa de 5% (cinco por cento) do valor mensal.';
    const verb =
      'A CONTRATANTE poderá multar a CONTRATADA em 5% (cinco por cento) do valor mensal.';
    for (const clause of [named, verb]) {
      const finding = findingOf(contract(clause), 'equilibrio.multa_unilateral');
      expect(finding?.description, clause).toContain('contra a CONTRATADA');
    }
  });

  it('not on a side that a clause frees of the fine', () => {
    for (const waived of [
      'Após seis meses, a CONTRATADA poderá deixar o contrato sem pagar a multa, desde que avise com trinta dias.',
      'Passado o primeiro ano, a desistência da CONTRATADA se fará sem o pagamento de multa.',
      'A CONTRATADA que encerrar os serviços por doença comprovada fica isenta da multa.',
    ]) {
      expect(findingOf(contract(waived), 'equilibrio.multa_unilateral'), waived).toBeUndefined();
    }
    for (const fined of [
      imposed,
      'A CONTRATADA que deixar o contrato antes de seis meses pagará multa de dois mil reais.',
      'A CONTRATADA responderá por multa de 2% (dois por cento) do valor mensal por serviço não feito.',
    ]) {
      expect(findingOf(contract(fined), 'equilibrio.multa_unilateral'), fined).toBeDefined();
    }
  });

  it("lists the payer's own delays freed of interest and fine as part of the imbalance", () => {
    for (const spared of [
      'Em eventual atraso no pagamento, não incidirá juros ou multa.',
      'Os atrasos da CONTRATANTE no pagamento não gerarão cobrança de juros nem de multa.',
    ]) {
      const finding = findingOf(contract(spared, imposed), 'equilibrio.multa_unilateral');
      expect(finding?.description, spared).toContain('expressamente livres de juros e multa');
      expect(finding?.occurrences, spared).toHaveLength(1);
    }
  });
});

describe('one-sided findings name the side with its article', () => {
  const lease = (tenant: string) =>
    [
      'CONTRATO DE LOCAÇÃO RESIDENCIAL',
      '',
      'LOCADOR: ANTÔNIO CARLOS PEREIRA, brasileiro, inscrito no CPF sob o nº 313.377.340-20, residente em Campinas/SP.',
      '',
      `${tenant}: MARCOS VINÍCIUS OLIVEIRA, brasileiro, inscrito no CPF sob o nº 481.006.563-47, residente em São Paulo/SP.`,
      '',
      'CLÁUSULA SEXTA – DAS OBRIGAÇÕES',
      '',
      `6.1. ${tenant} se obriga a pagar pontualmente o aluguel.`,
      '',
      `6.2. ${tenant} deverá conservar o imóvel.`,
      '',
      `6.3. ${tenant} deverá permitir a vistoria.`,
      '',
      `6.4. ${tenant} se obriga a restituir o imóvel no estado em que o recebeu.`,
    ].join('\n');

  it.each([
    ['LOCATÁRIO', 'obrigações ao LOCATÁRIO'],
    ['LOCATÁRIA', 'obrigações à LOCATÁRIA'],
    ['INQUILINOS', 'obrigações aos INQUILINOS'],
  ])('"impõe N obrigações" contracts "a" with the article of %s', (tenant, words) => {
    const finding = findingOf(lease(tenant), 'equilibrio.obrigacoes_desiguais');
    expect(finding?.description).toContain(words);
  });
});

describe('abusive hypotheses read in any wording', () => {
  /** A consumer contract for a tracking service around its clauses. */
  const tracking = (...clauses: string[]) =>
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE RASTREAMENTO VEICULAR',
      '',
      'CONTRATADA: RASTREIA BEM LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95, com sede em Natal/RN.',
      '',
      'CONTRATANTE: ANA PAULA MENDES, brasileira, inscrita no CPF sob o nº 529.982.247-25, residente em Mossoró/RN.',
      '',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      '',
      'O objeto é a localização e o monitoramento do veículo do CONTRATANTE pela plataforma da CONTRATADA, mediante mensalidade.',
      '',
      'CLÁUSULA SEGUNDA – DISPOSIÇÕES',
      '',
      ...clauses,
    ].join('\n');

  it.each([
    'Fica eleito o foro da comarca de Natal/RN, onde a CONTRATADA tem sede.',
    'As partes elegem o foro da comarca de Natal/RN, onde a EMPRESA tem sua sede.',
    'Os litígios serão propostos no foro em que a FORNECEDORA estiver sediada.',
  ])("a court at the supplier's seat, the seat after the side: «%s»", (court) =>
    expect(findingOf(tracking(court), 'equilibrio.foro_domicilio_parte')).toBeDefined(),
  );
  it.each([
    'Fica eleito o foro da comarca de Mossoró/RN, onde o CONTRATANTE tem domicílio.',
    'Fica eleito o foro do domicílio do CONTRATANTE.',
    'Fica eleito o foro da comarca onde o CONTRATANTE estiver domiciliado.',
  ])("no finding for the consumer's own court: «%s»", (court) =>
    expect(findingOf(tracking(court), 'equilibrio.foro_domicilio_parte')).toBeUndefined(),
  );

  it.each([
    'Cabe ao CONTRATANTE toda e qualquer responsabilidade por localizar e monitorar o veículo.',
    'A inteira responsabilidade pelo monitoramento do veículo passa a ser do CONTRATANTE.',
    'Incumbirá ao CONTRATANTE a total responsabilidade pela localização do veículo.',
  ])("the service itself made the consumer's responsibility: «%s»", (clause) =>
    expect(
      findingOf(tracking(clause), 'equilibrio.limitacao_responsabilidade_unilateral'),
    ).toBeDefined(),
  );
  it.each([
    'Cabe à CONTRATADA toda e qualquer responsabilidade por localizar e monitorar o veículo.',
    'Cabe ao CONTRATANTE toda a responsabilidade pela guarda do aparelho instalado.',
    'Cabe ao CONTRATANTE toda a responsabilidade pelo pagamento das multas de trânsito.',
  ])('no shift of the service: «%s»', (clause) =>
    expect(
      findingOf(tracking(clause), 'equilibrio.limitacao_responsabilidade_unilateral'),
    ).toBeUndefined(),
  );
});

describe('rescisao_unilateral in any voice', () => {
  const services = (clause: string) =>
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE LIMPEZA',
      '',
      'CONTRATANTE: JOSÉ ROBERTO DE MELO, brasileiro, inscrito no CPF sob o nº 123.456.789-09, residente em Campinas/SP.',
      '',
      'CONTRATADA: LIMPA BEM SERVIÇOS LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95, com sede em Campinas/SP.',
      '',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      '',
      'A CONTRATADA limpará a residência do CONTRATANTE uma vez por semana, mediante o preço mensal ajustado.',
      '',
      'CLÁUSULA SEGUNDA – DA RESCISÃO',
      '',
      clause,
    ].join('\n');
  const holder = (clause: string) =>
    findingOf(services(clause), 'equilibrio.rescisao_unilateral')?.description;

  it.each([
    'Este contrato poderá ser rescindido pela CONTRATADA a qualquer tempo, sem motivo.',
    'Fica facultado à CONTRATADA cancelar o contrato unilateralmente.',
    'A CONTRATADA poderá encerrar o presente contrato a seu exclusivo critério.',
  ])('only the supplier may end it: «%s»', (clause) =>
    expect(holder(clause)).toContain('CONTRATADA'),
  );
  it.each([
    'Este contrato poderá ser rescindido por qualquer das partes a qualquer tempo, mediante aviso.',
    'A CONTRATADA poderá rescindir o contrato em caso de falta de pagamento.',
    'Os casos omissos serão resolvidos pela CONTRATADA a seu exclusivo critério.',
  ])('no one-sided power to end at will: «%s»', (clause) => expect(holder(clause)).toBeUndefined());
});

describe('cancelamento_dificultado in any wording', () => {
  const school = (clause: string) =>
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS',
      '',
      'CONTRATADA: ESCOLA ALFA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Goiânia/GO.',
      '',
      'CONTRATANTE: MARIA SOUZA, brasileira, inscrita no CPF sob o nº 123.456.789-09, residente em Goiânia/GO.',
      '',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      '',
      'A CONTRATADA prestará ao aluno os serviços educacionais do ensino fundamental, mediante anuidade paga em doze parcelas.',
      '',
      'CLÁUSULA SEGUNDA – DA RESCISÃO',
      '',
      clause,
    ].join('\n');
  const hard = (clause: string) =>
    findingOf(school(clause), 'equilibrio.cancelamento_dificultado') !== undefined;

  it.each([
    'Para o cancelamento da matrícula, os responsáveis precisarão estar quites com todas as suas obrigações financeiras.',
    'O CONTRATANTE poderá pedir o cancelamento a qualquer tempo, contanto que não haja débitos pendentes.',
    'Passado esse prazo, o contrato será considerado perfeito e insuscetível de rescisão.',
  ])('the exit made hard: «%s»', (clause) => expect(hard(clause)).toBe(true));
  it.each([
    'O CONTRATANTE poderá pedir o cancelamento a qualquer tempo, por escrito, pagando as parcelas vencidas até a data.',
    'O cancelamento não depende da quitação de débitos, que serão cobrados à parte.',
    'A rescisão será comunicada por escrito à secretaria da escola.',
  ])('the exit left open: «%s»', (clause) => expect(hard(clause)).toBe(false));
});

describe("termination for the customer's breach only, in any connective", () => {
  const licence = (clause: string) =>
    [
      'TERMO DE LICENÇA DE USO DE SOFTWARE – CONTRATO DE ADESÃO',
      '',
      'LICENCIANTE: SOFT BOM LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95, com sede em São Paulo/SP.',
      '',
      'CLIENTE: ANA PAULA MENDES, brasileira, inscrita no CPF sob o nº 529.982.247-25, residente em Santos/SP, em relação de consumo.',
      '',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      '',
      'A LICENCIANTE concede à CLIENTE licença de uso do programa, mediante mensalidade.',
      '',
      'CLÁUSULA SEGUNDA – DA RESCISÃO',
      '',
      clause,
    ].join('\n');
  const fired = (clause: string) =>
    findingOf(licence(clause), 'equilibrio.rescisao_unilateral') !== undefined;

  it.each([
    'Este contrato poderá ser rescindido em razão de descumprimento pela CLIENTE.',
    'O contrato será rescindido em virtude de inadimplemento da CLIENTE.',
    'O contrato poderá ser rescindido por descumprimento contratual pela CLIENTE.',
  ])('«%s»', (clause) => expect(fired(clause)).toBe(true));
  it.each([
    'Este contrato poderá ser rescindido em razão de descumprimento por qualquer das partes.',
    'O contrato será rescindido em virtude de caso fortuito ou força maior.',
    'A CLIENTE poderá cancelar a licença a qualquer tempo, sem multa.',
  ])('not «%s»', (clause) => expect(fired(clause)).toBe(false));
});
