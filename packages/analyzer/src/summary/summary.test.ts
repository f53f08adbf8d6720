import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRITERIA, type TFinding } from '@contrato-claro/shared';
import { analyzeText } from '../index';
import { warmUpSpelling } from '../analyzers/objective/spelling';
import { summarizeCriterion } from '.';

const CORPUS = fileURLToPath(new URL('../../test/corpus/', import.meta.url));
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-ZÀ-Ú])/u;

beforeAll(() => warmUpSpelling(), 60_000);

describe('resumo_contrato', () => {
  const names = readdirSync(CORPUS).filter((name) => name.endsWith('.txt'));

  it('has 2 to 4 sentences naming the contract type and the score, for every corpus contract', () => {
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const result = analyzeText(readFileSync(`${CORPUS}${name}`, 'utf8'), { fileName: name });
      if (!result.ok) throw new Error(name);
      const { resumo_contrato: summary, score } = result.value.finalScore;
      const sentences = summary.split(SENTENCE_END);
      expect(sentences.length, `${name}: ${summary}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${name}: ${summary}`).toBeLessThanOrEqual(4);
      expect(summary).toMatch(/^Trata-se de /u);
      expect(summary).toContain(`A nota ${score}`);
    }
  }, 60_000);
});

/** The opening of a cleaning-services contract, for cases that differ only after it. */
const CLEANING_HEAD = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE: PADARIA BOM PÃO LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
CONTRATADA: LIMPA BEM SERVIÇOS LTDA., inscrita no CNPJ sob o nº 11.444.777/0001-61.
1. Do objeto
1.1. A CONTRATADA prestará serviços de limpeza diária nas dependências da CONTRATANTE.
`;
/** The parties of a one-way NDA, for cases that differ only in their clauses. */
const NDA_HEAD = `ACORDO DE CONFIDENCIALIDADE
TECNOVA LTDA., inscrita no CNPJ sob o nº 66.661.760/0001-58, doravante denominada REVELADORA, e AGROMAQ S.A., inscrita no CNPJ sob o nº 31.372.159/0001-60, doravante denominada RECEPTORA.
`;

describe('resumo_contrato: object, parties and points', () => {
  const HEAD = `CONTRATO DE DOAÇÃO

DOADORES: JOÃO BATISTA NASCIMENTO e MARIA NASCIMENTO, brasileiros, casados, doravante denominados DOADORES.
DONATÁRIA: PATRÍCIA NASCIMENTO LOPES, brasileira, solteira, doravante denominada DONATÁRIA.

`;
  const cases: { name: string; text: string; contains: string[]; excludes?: string[] }[] = [
    {
      name: 'the object from the clause the checklist accepted, after "tem por objeto"',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
1.1. O presente contrato tem por objeto a doação, pelos DOADORES à DONATÁRIA, da quantia de R$ 50.000,00 (cinquenta mil reais), por liberalidade.
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.
Campinas, 10 de março de 2026.
_____________________ DOADORES
_____________________ DONATÁRIA`,
      contains: [
        'O contrato tem por objeto a doação da quantia de R$ 50.000,00 (cinquenta mil reais), por liberalidade.',
        'entre os doadores e a donatária Patrícia Nascimento Lopes',
      ],
      excludes: ['o doadores', 'João Batista'],
    },
    {
      name: 'the object as a noun phrase from the verb that gives it, past the recipient and an inserted phrase',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
Pelo presente instrumento, os DOADORES doam à DONATÁRIA, por liberalidade, a quantia de R$ 50.000,00 (cinquenta mil reais).
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.`,
      contains: [
        'O contrato tem por objeto a doação da quantia de R$ 50.000,00 (cinquenta mil reais).',
      ],
      excludes: ['Pelo presente instrumento', 'DOADORES doam', 'Pelo contrato'],
    },
    {
      name: 'a long object cut at a phrase boundary, never inside "R$ 4.200,00", without a dangling enumeration',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
Os DOADORES doam à DONATÁRIA os bens móveis que guarnecem a residência situada na Rua das Flores, nº 10, Centro, Campinas/SP, avaliados em R$ 4.200,00, compreendendo a mobília da sala, os eletrodomésticos da cozinha e os utensílios.
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.`,
      contains: [
        'O contrato tem por objeto a doação dos bens móveis que guarnecem a residência situada na Rua das Flores, nº 10, Centro, Campinas/SP',
      ],
      excludes: ['R$ 4.200.', 'compreendendo'],
    },
    {
      name: 'a purpose ("para custear…") is no object: nothing is said rather than a clause copied',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
Os DOADORES doam à DONATÁRIA, para, em caráter definitivo e irrevogável, custear os estudos de pós-graduação da donatária junto a universidades estabelecidas na região composta pelos municípios de Campinas e Sumaré.
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.`,
      contains: [],
      excludes: ['objeto', 'caráter definitivo', 'DOADORES doam'],
    },
    {
      name: '"São objeto da doação os livros…": the phrase after it is the object',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
São objeto da doação os livros da biblioteca da família, avaliados em R$ 3.000,00.
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.`,
      contains: ['O contrato tem por objeto os livros da biblioteca da família'],
      excludes: [],
    },
    {
      name: 'the title line is never the object, even when the checklist found it in the preamble',
      text: `CONTRATO PARTICULAR DE DOAÇÃO DE BENS MÓVEIS

DOADORES: JOÃO BATISTA NASCIMENTO e MARIA NASCIMENTO, brasileiros, casados, doravante denominados DOADORES.
DONATÁRIA: PATRÍCIA NASCIMENTO LOPES, brasileira, solteira, doravante denominada DONATÁRIA.

Pelo presente, as partes contratam a doação dos bens abaixo, sob as seguintes condições.`,
      contains: [],
      excludes: ['Pelo contrato, CONTRATO', 'Pelo contrato, DOADORES'],
    },
    {
      name: 'an enumeration cut in the middle is dropped whole',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
Os DOADORES doam à DONATÁRIA os bens móveis da residência, compreendendo a mobília da sala, os eletrodomésticos da cozinha, os utensílios domésticos, as roupas de cama e os livros da biblioteca da família.
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.`,
      contains: ['O contrato tem por objeto a doação dos bens móveis da residência.'],
      excludes: ['compreendendo'],
    },
  ];
  it.each(cases)('$name', ({ text, contains, excludes }) => {
    const result = analyzeText(text, { fileName: 'doacao.txt' });
    if (!result.ok) throw new Error(result.error.code);
    const summary = result.value.finalScore.resumo_contrato;
    for (const part of contains) expect(summary).toContain(part);
    for (const part of excludes ?? []) expect(summary).not.toContain(part);
  });

  it('says why a contract without serious findings is not "Satisfatório"', () => {
    const text = readFileSync(`${CORPUS}prestacao-servicos-redacao.txt`, 'utf8');
    const result = analyzeText(text, { fileName: 'x.txt' });
    if (!result.ok) throw new Error(result.error.code);
    const { resumo_contrato: summary, band } = result.value.finalScore;
    expect(band).toBe('Atenção');
    expect(summary).toMatch(/reflete pontos menores que, somados, pedem revisão: .+\.$/u);
  });
});

describe('resumo_contrato: parties, value and term', () => {
  const cases: { name: string; text: string; contains: string[]; excludes: string[] }[] = [
    {
      name: 'a role without gender in the word takes it from the qualification',
      text: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE: PADARIA BOM PÃO LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Campinas/SP.
CONTRATADO: JOSÉ CARLOS SOUZA, brasileiro, solteiro, eletricista, residente em Campinas/SP.
CLÁUSULA PRIMEIRA – O CONTRATADO prestará serviços de manutenção elétrica na sede da CONTRATANTE.`,
      contains: ['entre a contratante Padaria Bom Pão Ltda e o contratado José Carlos Souza'],
      excludes: ['parte contratante'],
    },
    {
      name: 'a masculine qualification gives "o contratante"',
      text: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE: CONDOMÍNIO EDIFÍCIO AURORA, inscrito no CNPJ sob o nº 11.222.333/0001-81, com sede em Campinas/SP.
CONTRATADA: LIMPA BEM SERVIÇOS LTDA., inscrita no CNPJ sob o nº 11.444.777/0001-61, com sede em Campinas/SP.
CLÁUSULA PRIMEIRA – A CONTRATADA prestará serviços de limpeza nas áreas comuns do CONTRATANTE.`,
      contains: [
        'entre o contratante Condomínio Edifício Aurora e a contratada Limpa Bem Serviços Ltda',
      ],
      excludes: ['parte contratante'],
    },
    {
      name: 'without a qualification the side is named: "a parte contratante"',
      text: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
Pelo presente instrumento, de um lado o CONTRATANTE e de outro a CONTRATADA LIMPA BEM SERVIÇOS LTDA.
CLÁUSULA PRIMEIRA – A CONTRATADA prestará serviços de limpeza nas áreas comuns do CONTRATANTE.`,
      contains: ['entre a parte contratante e a contratada'],
      excludes: ['o contratante'],
    },
    {
      name: 'a monthly rent and a term in months',
      text: `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADOR: PEDRO ALVES, brasileiro, casado. LOCATÁRIA: ANA LIMA, brasileira, solteira.
CLÁUSULA PRIMEIRA – O LOCADOR aluga à LOCATÁRIA o apartamento 12 da Rua Tupi, 40, Campinas/SP.
CLÁUSULA SEGUNDA – A locação terá prazo de 30 (trinta) meses.
CLÁUSULA TERCEIRA – O aluguel mensal é de R$ 2.400,00 (dois mil e quatrocentos reais), pago até o dia 5 de cada mês.`,
      contains: ['O valor mensal é de R$ 2.400,00 e o prazo é de 30 meses.'],
      excludes: ['valor total'],
    },
    {
      name: 'a term stated inside "durante a vigência deste contrato, que será de 12 meses"',
      text: `${CLEANING_HEAD}2. Do prazo
2.1. Durante a vigência deste contrato, que será de 12 (doze) meses a contar da assinatura, a CONTRATADA manterá dois funcionários no local.`,
      contains: ['O prazo é de 12 meses.'],
      excludes: [],
    },
    {
      name: 'a period during the term is not the term: "durante a vigência contratual e por 3 anos"',
      text: `${CLEANING_HEAD}2. Do sigilo
2.1. A CONTRATADA guardará sigilo durante a vigência contratual e por 3 (três) anos após o seu término.`,
      contains: [],
      excludes: ['prazo é de'],
    },
    {
      name: 'a daily rent is not monthly; the total of the stay is the value',
      text: `CONTRATO DE LOCAÇÃO PARA TEMPORADA
LOCADOR: PEDRO ALVES, brasileiro, casado. LOCATÁRIA: ANA LIMA, brasileira, solteira.
CLÁUSULA PRIMEIRA – O LOCADOR aluga à LOCATÁRIA a casa da Rua do Mar, 8, Ubatuba/SP, para temporada.
CLÁUSULA SEGUNDA – O aluguel é de R$ 700,00 (setecentos reais) por diária, totalizando R$ 6.300,00 (seis mil e trezentos reais) pelas 9 (nove) diárias.`,
      contains: ['O valor total é de R$ 6.300,00.'],
      excludes: ['valor mensal'],
    },
    {
      name: 'the rent a borrower pays only while in default (CC art. 582) is not a monthly value',
      text: `CONTRATO DE COMODATO
COMODANTE: PEDRO ALVES, brasileiro, casado. COMODATÁRIA: ANA LIMA, brasileira, solteira.
CLÁUSULA PRIMEIRA – O COMODANTE empresta gratuitamente à COMODATÁRIA o sítio Boa Vista, em Itu/SP.
CLÁUSULA SEGUNDA – O comodato vigorará pelo prazo de 24 (vinte e quatro) meses.
CLÁUSULA TERCEIRA – Constituída em mora para restituir o imóvel, a COMODATÁRIA pagará, até a efetiva devolução, aluguel de R$ 1.200,00 (mil e duzentos reais) por mês.`,
      contains: ['O prazo é de 24 meses.'],
      excludes: ['valor mensal'],
    },
    {
      name: 'an experience term in days; what it becomes afterwards is not the term',
      text: `CONTRATO DE TRABALHO – CONTRATO DE EXPERIÊNCIA
EMPREGADOR: PADARIA SOL LTDA. EMPREGADO: JOSÉ SOUZA, brasileiro, solteiro.
CLÁUSULA PRIMEIRA – O EMPREGADO exercerá a função de auxiliar de padeiro, com salário mensal de R$ 1.900,00.
CLÁUSULA SEGUNDA – O presente contrato é celebrado a título de experiência, pelo prazo de 45 (quarenta e cinco) dias.
CLÁUSULA TERCEIRA – Se, findo o prazo, o EMPREGADO continuar a prestar serviços, o contrato passará a vigorar por prazo indeterminado.`,
      contains: ['O valor mensal é de R$ 1.900,00 e o prazo é de 45 dias.'],
      excludes: ['indeterminado', '2 meses'],
    },
    {
      name: 'a "total mensal" row of a price table and a term in the present tense ("vigora por")',
      text: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE MANUTENÇÃO DE INFORMÁTICA
CONTRATANTE: PADARIA PÃO DOURADO LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
CONTRATADA: TECNOSUPORTE SERVIÇOS DE INFORMÁTICA LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-32.
CLÁUSULA 1ª – DO OBJETO
1. A CONTRATADA prestará à CONTRATANTE serviços de manutenção dos computadores da sede da CONTRATANTE.
CLÁUSULA 2ª – DO PREÇO E DO PAGAMENTO
1. Pelos serviços, a CONTRATANTE pagará os valores da tabela abaixo, até o dia 10 (dez) de cada mês.
Serviço | Quantidade | Valor unitário | Total
Visita técnica mensal | 1 | R$ 800,00 | R$ 800,00
Atendimento remoto (horas) | 10 | R$ 90,00 | R$ 900,00
Total mensal | | | R$ 1.700,00
CLÁUSULA 3ª – DO PRAZO
1. Este contrato vigora por 12 (doze) meses a partir de sua assinatura.`,
      contains: ['O valor mensal é de R$ 1.700,00 e o prazo é de 12 meses.'],
      excludes: ['R$ 800,00'],
    },
    {
      name: 'a term that "vale por" 30 months; what it becomes if the tenant stays ("se prorroga") is not the term',
      text: `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADORA: ANA LIMA, brasileira, solteira. LOCATÁRIO: PEDRO ALVES, brasileiro, casado.
1. A Locadora dá em locação ao Locatário a casa da Rua T-62, nº 118, Goiânia/GO.
2. A locação vale por 30 meses, de 01.04.2026 a 30.09.2028.
Parágrafo único. Se o Locatário continuar no imóvel sem oposição, a locação se prorroga por prazo indeterminado.
3. O aluguel mensal é de R$ 2.150,00 e vence no dia 10 de cada mês.`,
      contains: [
        'O valor mensal é de R$ 2.150,00 e o prazo é de 30 meses, de 01/04/2026 a 30/09/2028.',
      ],
      excludes: ['indeterminado'],
    },
    {
      name: 'a free loan: the rent "arbitrado nos termos do art. 582" if the land is not returned is no monthly value',
      text: `CONTRATO DE COMODATO
COMODANTE: OSVALDO COSTA, brasileiro, casado. COMODATÁRIO: CLEITON NUNES, brasileiro, solteiro.
CLÁUSULA 1ª – O Comodante empresta ao Comodatário, de graça, uma área de 8 hectares do imóvel rural denominado Fazenda Córrego Fundo, matrícula 45.210 do Cartório de Registro de Imóveis de Patos de Minas, para o plantio de milho.
CLÁUSULA 2ª – O comodato vale por 3 anos.
CLÁUSULA 3ª – Se o Comodatário não devolver a área no prazo, paga ao Comodante, enquanto durar a demora, aluguel mensal de R$ 1.200,00, arbitrado nos termos do art. 582 do Código Civil.`,
      contains: [
        'O prazo é de 36 meses.',
        'O contrato tem por objeto o empréstimo de uma área de 8 hectares do imóvel rural denominado Fazenda Córrego Fundo',
      ],
      excludes: ['valor mensal', ',.'],
    },
    {
      name: 'parties defined by a short form of their own names are named, company types kept ("S.A.", "ME")',
      text: `ACORDO DE CONFIDENCIALIDADE RECÍPROCA
TECNOVA AUTOMAÇÃO INDUSTRIAL LTDA., com sede em Campinas/SP, inscrita no CNPJ sob o nº 66.661.760/0001-58, doravante "TECNOVA"; e AGROMAQ IMPLEMENTOS AGRÍCOLAS S.A., com sede em São Carlos/SP, inscrita no CNPJ sob o nº 31.372.159/0001-60, doravante "AGROMAQ", ajustam o que segue.
PRIMEIRA – FINALIDADE
1.1 As Partes negociam o desenvolvimento, pela TECNOVA, de um sistema de controle eletrônico para a linha de plantadeiras da AGROMAQ.
SEGUNDA – SIGILO
2.1 A TECNOVA e a AGROMAQ mantêm sigilo sobre as informações recebidas.`,
      contains: ['entre Tecnova Automação Industrial Ltda e Agromaq Implementos Agrícolas S.A. '],
      excludes: ['a tecnova', 'S.a.', 'S.A..', 'pela TECNOVA.'],
    },
    {
      name: 'a term written in words ("vigora por dois anos")',
      text: `${NDA_HEAD}CLÁUSULA PRIMEIRA – A RECEPTORA manterá sigilo sobre as informações técnicas recebidas da REVELADORA.
CLÁUSULA SEGUNDA – Este Acordo vigora por dois anos, a contar da assinatura.`,
      contains: ['O prazo é de 24 meses.'],
      excludes: [],
    },
    {
      name: 'a secrecy that lasts "durante a vigência e por dois anos após" it is no term',
      text: `${NDA_HEAD}CLÁUSULA PRIMEIRA – A RECEPTORA manterá sigilo sobre as informações técnicas recebidas da REVELADORA durante a vigência e por dois anos após o seu término.`,
      contains: [],
      excludes: ['prazo é de'],
    },
    {
      name: 'a monthly fee written only in words',
      text: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS CONTÁBEIS
CLIENTE: MERCADINHO IRMÃOS TAVARES LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
ESCRITÓRIO: CONTASERV ASSESSORIA CONTÁBIL LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-32.
CLÁUSULA PRIMEIRA – O ESCRITÓRIO presta ao CLIENTE serviços de escrituração contábil e fiscal.
CLÁUSULA SEGUNDA – O CLIENTE paga ao ESCRITÓRIO honorários mensais de novecentos e cinquenta reais, até o quinto dia útil de cada mês.`,
      contains: ['O valor mensal é de R$ 950,00.'],
      excludes: [],
    },
    {
      name: 'a monthly rent in words owed only while the thing is not returned is no monthly value',
      text: `CONTRATO DE COMODATO
COMODANTE: PEDRO ALVES, brasileiro, casado. COMODATÁRIA: ANA LIMA, brasileira, solteira.
CLÁUSULA PRIMEIRA – O COMODANTE empresta gratuitamente à COMODATÁRIA o sítio Boa Vista, em Itu/SP.
CLÁUSULA SEGUNDA – Se não restituir o sítio no prazo, a COMODATÁRIA pagará aluguel mensal de mil e duzentos reais.`,
      contains: [],
      excludes: ['valor mensal'],
    },
    {
      name: 'a compound role takes the article of the party who holds it',
      text: `CONTRATO DE PARCERIA – LEI 13.352/2016
STUDIO BELLA FORMA CABELEIREIROS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, doravante denominada SALÃO-PARCEIRO, e KAROLINE DOS SANTOS REIS, brasileira, solteira, inscrita no CPF sob o nº 123.456.789-09, doravante denominada PROFISSIONAL-PARCEIRO.
CLÁUSULA PRIMEIRA – O SALÃO-PARCEIRO cede à PROFISSIONAL-PARCEIRO o uso de uma bancada de corte e escova, com cadeira.`,
      contains: [
        'entre o salão-parceiro Studio Bella Forma Cabeleireiros Ltda e a profissional-parceiro Karoline dos Santos Reis',
      ],
      excludes: [],
    },
    {
      name: '"prazo de duração indeterminado" is an indefinite term',
      text: `CONTRATO SOCIAL – SOCIEDADE LIMITADA
SÓCIOS: PEDRO ALVES, brasileiro, casado, e ANA LIMA, brasileira, solteira.
CLÁUSULA PRIMEIRA – A sociedade girará sob o nome Alves & Lima Ltda., com sede em Campinas/SP.
CLÁUSULA SEGUNDA – A sociedade iniciará suas atividades na data do registro e terá prazo de duração indeterminado.`,
      contains: ['O prazo é indeterminado.'],
      excludes: ['meses'],
    },
  ];
  it.each(cases)('$name', ({ text, contains, excludes }) => {
    const result = analyzeText(text, { fileName: 'contrato.txt' });
    if (!result.ok) throw new Error(result.error.code);
    const summary = result.value.finalScore.resumo_contrato.replace(/\u00a0/gu, ' ');
    for (const part of contains) expect(summary).toContain(part);
    for (const part of excludes) expect(summary).not.toContain(part);
  });
});

describe('summarizeCriterion', () => {
  const finding = (title: string, points: number): TFinding => ({
    id: 'x#1',
    rule: 'financeiro.multa_excessiva',
    criterion: 'keyValuesAnalysis',
    title,
    description: 'd',
    severity: 'alta',
    points,
    clause: { ref: 'Cláusula 6ª', page: 1, excerpt: 'e', start: 0, end: 1 },
  });

  it('says what is fine when nothing was found', () => {
    for (const criterion of CRITERIA) {
      expect(summarizeCriterion(criterion, [])).toMatch(/^[A-ZÁÉÍÓÚN].+\.$/u);
    }
  });

  it('counts the findings and names the costliest one with its clause', () => {
    expect(
      summarizeCriterion('keyValuesAnalysis', [
        finding('Juros altos', 12),
        finding('Multa acima do razoável', 25),
      ]),
    ).toBe('2 pontos de atenção; o principal: multa acima do razoável (Cláusula 6ª).');
  });
});
