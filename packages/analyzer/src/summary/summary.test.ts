import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRITERIA, type TFinding } from '@contrato-claro/shared';
import { analyzeText } from '../index';
import { warmUpSpelling } from '../analyzers/objective/spelling';
import { scoreReasons, summarizeCriterion } from '.';

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

  it('keeps a contract with only small drafting flaws "Satisfatório" and says what to review', () => {
    const text = readFileSync(`${CORPUS}prestacao-servicos-redacao.txt`, 'utf8');
    const result = analyzeText(text, { fileName: 'x.txt' });
    if (!result.ok) throw new Error(result.error.code);
    const { resumo_contrato: summary, band } = result.value.finalScore;
    expect(band).toBe('Satisfatório');
    expect(summary).toMatch(/indica um contrato sem pontos graves; vale revisar: .+\.$/u);
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
      name: 'a free loan: the rent "arbitrado nos termos do art. 582" if the land is not returned is no monthly value; the term as written ("3 anos")',
      text: `CONTRATO DE COMODATO
COMODANTE: OSVALDO COSTA, brasileiro, casado. COMODATÁRIO: CLEITON NUNES, brasileiro, solteiro.
CLÁUSULA 1ª – O Comodante empresta ao Comodatário, de graça, uma área de 8 hectares do imóvel rural denominado Fazenda Córrego Fundo, matrícula 45.210 do Cartório de Registro de Imóveis de Patos de Minas, para o plantio de milho.
CLÁUSULA 2ª – O comodato vale por 3 anos.
CLÁUSULA 3ª – Se o Comodatário não devolver a área no prazo, paga ao Comodante, enquanto durar a demora, aluguel mensal de R$ 1.200,00, arbitrado nos termos do art. 582 do Código Civil.`,
      contains: [
        'O prazo é de 3 anos.',
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
      name: 'a term written in words ("vigora por dois anos"), said as written',
      text: `${NDA_HEAD}CLÁUSULA PRIMEIRA – A RECEPTORA manterá sigilo sobre as informações técnicas recebidas da REVELADORA.
CLÁUSULA SEGUNDA – Este Acordo vigora por dois anos, a contar da assinatura.`,
      contains: ['O prazo é de 2 anos.'],
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
      contains: ['O contrato vale por prazo indeterminado.'],
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

/** A case of the summary: words it must and must not contain. */
interface SummaryCase {
  name: string;
  text: string;
  contains: string[];
  excludes: string[];
}

/** The summary of a text, with the non-breaking space of "R$ 1,00" as a plain space. */
function summaryOf(text: string): string {
  const result = analyzeText(text, { fileName: 'contrato.txt' });
  if (!result.ok) throw new Error(result.error.code);
  return result.value.finalScore.resumo_contrato.replace(/\u00a0/gu, ' ');
}

function checkCases(cases: readonly SummaryCase[]): void {
  it.each(cases)('$name', ({ text, contains, excludes }) => {
    const summary = summaryOf(text);
    for (const part of contains) expect(summary).toContain(part);
    for (const part of excludes) expect(summary).not.toContain(part);
  });
}

/** The parties of a sale of goods, for cases that differ only in the price clause. */
const SALE_HEAD = `CONTRATO DE COMPRA E VENDA DE BENS MÓVEIS
VENDEDORA: MÓVEIS SERRANA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Caxias do Sul/RS.
COMPRADOR: RAFAEL DORNELES, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.
CLÁUSULA PRIMEIRA – A VENDEDORA vende ao COMPRADOR um conjunto de móveis planejados para cozinha.
`;
/** The parties of a service contract, for cases that differ only in their clauses. */
const SERVICE_HEAD = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE: CLÍNICA VIDA PLENA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
CONTRATADA: ORTIZ SERVIÇOS MÉDICOS LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-32.
CLÁUSULA PRIMEIRA – A CONTRATADA prestará serviços médicos de plantão na unidade da CONTRATANTE.
`;

describe('resumo_contrato: how the price is paid', () => {
  checkCases([
    {
      name: 'instalments counted before their value ("60 parcelas, mensais e consecutivas, no valor de")',
      text: `${SALE_HEAD}CLÁUSULA SEGUNDA – DO PREÇO
O COMPRADOR pagará o bem em 60 (sessenta) parcelas, mensais e consecutivas, no valor atual de R$ 150,00 (cento e cinquenta reais), vencíveis todo dia 10.`,
      contains: ['O preço é pago em 60 parcelas mensais de R$ 150,00.'],
      excludes: ['valor total'],
    },
    {
      name: 'a first instalment and the monthly ones ("1 parcela de R$ X e mais 59 parcelas")',
      text: `${SALE_HEAD}CLÁUSULA SEGUNDA – DO PREÇO
O bem é adquirido de forma parcelada, sendo 1 (uma) parcela de R$ 400,00 (quatrocentos reais) e mais 35 (trinta e cinco) parcelas, mensais e consecutivas, de R$ 210,00 (duzentos e dez reais).`,
      contains: ['O preço é pago em 1 parcela de R$ 400,00 e 35 parcelas mensais de R$ 210,00.'],
      excludes: [],
    },
    {
      name: 'a total split into instalments: the total and how it is paid',
      text: `${SALE_HEAD}CLÁUSULA SEGUNDA – DO PREÇO
O COMPRADOR pagará à VENDEDORA o valor de R$ 1.800,00 (mil e oitocentos reais), dividido em 12 parcelas de R$ 150,00 (cento e cinquenta reais).`,
      contains: ['O valor total é de R$ 1.800,00, com 12 parcelas de R$ 150,00.'],
      excludes: ['O preço é de'],
    },
    {
      name: 'a summary table: the total, the entry in instalments and the balance',
      text: `INSTRUMENTO PARTICULAR DE COMPROMISSO DE VENDA E COMPRA
QUADRO RESUMO
VENDEDORA: TERRAS DO SUL LOTEAMENTOS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
COMPRADOR: MARCELO TEIXEIRA, brasileiro, solteiro, inscrito no CPF sob o nº 123.456.789-09.
Valor Total do Contrato: R$ 98.400,00
Entrada: R$ 6.000,00, dividida em 2 parcelas mensais
1ª parcela da Entrada: R$ 3.000,00, vencimento 10/03/2026
2ª parcela da Entrada: R$ 3.000,00, vencimento 10/04/2026
Saldo: 110 prestações mensais de R$ 840,00, vencendo a primeira em 10/05/2026.
CLÁUSULA PRIMEIRA – A VENDEDORA promete vender ao COMPRADOR o lote 7 da quadra C do loteamento Jardim Sul.`,
      contains: [
        'O valor total é de R$ 98.400,00, com entrada de R$ 6.000,00 em 2 parcelas e 110 prestações mensais de R$ 840,00.',
      ],
      excludes: ['R$ 3.000,00'],
    },
    {
      name: 'the total of the sale, not the subtotal of one item ("totalizando")',
      text: `${SALE_HEAD}1.1. Os itens são: a) 3 (três) armários, ao preço unitário de R$ 1.000,00 (mil reais), totalizando R$ 3.000,00 (três mil reais); b) 1 (uma) mesa, ao preço de R$ 2.000,00 (dois mil reais).
CLÁUSULA SEGUNDA – DO PREÇO
2.1. O preço total da venda é de R$ 5.000,00 (cinco mil reais), pago na entrega.`,
      contains: ['O valor total é de R$ 5.000,00.'],
      excludes: ['R$ 3.000,00.'],
    },
    {
      name: 'a value "por mês" written after the amount is monthly; a price of R$ 0,00 is no price',
      text: `CONTRATO DE LICENÇA DE USO DE SOFTWARE
LICENCIANTE: ALFA SISTEMAS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
LICENCIADA: BETA COMÉRCIO LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-32.
CLÁUSULA PRIMEIRA – A LICENCIANTE concede à LICENCIADA licença de uso do sistema de gestão.
CLÁUSULA SEGUNDA – DO INVESTIMENTO
Licença: R$ 0,00
Suporte e hospedagem: R$ 380,00/mês`,
      contains: ['O valor mensal é de R$ 380,00.'],
      excludes: ['R$ 0,00'],
    },
    {
      name: 'an internship grant paid "a título de bolsa-auxílio" is monthly; the workload is said',
      text: `TERMO DE COMPROMISSO DE ESTÁGIO
CONCEDENTE: ALFA ENGENHARIA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
ESTAGIÁRIA: JÚLIA PRADO, brasileira, solteira, estudante de Engenharia Civil.
CLÁUSULA 1ª – O estágio será realizado de segunda a sexta-feira, das 13h às 19h, perfazendo 30 horas semanais.
CLÁUSULA 2ª – A CONCEDENTE pagará R$ 900,00 (novecentos reais), à ESTAGIÁRIA, a título de bolsa-auxílio.
CLÁUSULA 3ª – Este termo terá vigência de 01/03/2026 a 28/02/2027.`,
      contains: [
        'O valor mensal é de R$ 900,00; a jornada é de 30 horas semanais e o prazo vai de 01/03/2026 a 28/02/2027.',
      ],
      excludes: [],
    },
    {
      name: 'a legal cap on the workload is no workload',
      text: `TERMO DE COMPROMISSO DE ESTÁGIO
CONCEDENTE: ALFA ENGENHARIA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
ESTAGIÁRIA: JÚLIA PRADO, brasileira, solteira, estudante de Engenharia Civil.
CLÁUSULA 1ª – A jornada de estágio não poderá ultrapassar 6 (seis) horas diárias e 30 (trinta) horas semanais.`,
      contains: [],
      excludes: ['jornada é de'],
    },
    {
      name: 'prices per shift: the range of one unit',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – DA REMUNERAÇÃO
2.1. A CONTRATANTE pagará à CONTRATADA: a) o valor de R$ 900,00 (novecentos reais) por plantão de 12 horas nos dias úteis; b) o valor de R$ 1.000,00 (mil reais) por plantão de 12 horas nos fins de semana; c) o valor de R$ 1.700,00 (mil e setecentos reais) por plantão de 24 horas.`,
      contains: ['O valor vai de R$ 900,00 a R$ 1.000,00 por plantão de 12 horas.'],
      excludes: ['R$ 1.700,00'],
    },
    {
      name: 'an insurance cover, a cap, a deposit and a copy fee are no price',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – DA REMUNERAÇÃO
2.1. A CONTRATADA manterá seguro com capital segurado de R$ 50.000,00 (cinquenta mil reais).
2.2. Despesas de deslocamento serão reembolsadas até o limite de R$ 300,00 (trezentos reais).
2.3. A CONTRATADA entrega caução de R$ 2.000,00 (dois mil reais).
2.4. Será cobrada a taxa de R$ 20,00 (vinte reais) pela emissão de segunda via de documentos.`,
      contains: [],
      excludes: ['R$ 50.000,00', 'R$ 300,00', 'R$ 2.000,00', 'R$ 20,00'],
    },
    {
      name: 'an enrolment fee and the monthly fees of a form',
      text: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS
CONTRATADA: ESCOLA DE IDIOMAS LÍNGUA VIVA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
CONTRATANTE: PAULA RIBEIRO, brasileira, solteira, inscrita no CPF sob o nº 123.456.789-09.
CLÁUSULA PRIMEIRA – A CONTRATADA ministrará à CONTRATANTE o curso de inglês intermediário.
CLÁUSULA SEGUNDA – DO INVESTIMENTO
Matrícula\tR$ 250,00
Nº de Mensalidades: 10\tR$ 420,00`,
      contains: ['A matrícula é de R$ 250,00, mais 10 mensalidades de R$ 420,00.'],
      excludes: ['mensalidades mensais'],
    },
    {
      name: "a loan's amount and its instalments, interest said before them",
      text: `CONTRATO DE MÚTUO
MUTUANTE: OSCAR LIMA, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.
MUTUÁRIA: PADARIA TRIGAL LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
CLÁUSULA 1ª – O MUTUANTE entrega neste ato à MUTUÁRIA, por transferência bancária, R$ 12.000,00 (doze mil reais).
CLÁUSULA 2ª – A MUTUÁRIA devolverá o valor emprestado, acrescido de juros de 1% ao mês, em 12 (doze) parcelas mensais de R$ 1.066,00 (mil e sessenta e seis reais).`,
      contains: ['O empréstimo é de R$ 12.000,00, a pagar em 12 parcelas mensais de R$ 1.066,00.'],
      excludes: [],
    },
    {
      name: 'a loan whose amount the object already says: only how it is repaid',
      text: `CONTRATO DE MÚTUO
MUTUANTE: OSCAR LIMA, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.
MUTUÁRIA: PADARIA TRIGAL LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
CLÁUSULA 1ª – DO OBJETO
O MUTUANTE empresta à MUTUÁRIA a quantia de R$ 12.000,00 (doze mil reais), creditada nesta data.
CLÁUSULA 2ª – DA DEVOLUÇÃO
A MUTUÁRIA devolverá a quantia em 12 (doze) parcelas mensais de R$ 1.000,00 (mil reais).`,
      contains: [
        'O contrato tem por objeto o empréstimo da quantia de R$ 12.000,00',
        'O empréstimo é pago em 12 parcelas mensais de R$ 1.000,00.',
      ],
      excludes: ['O empréstimo é de R$ 12.000,00'],
    },
    {
      name: "a company's capital, not the value of its quotas",
      text: `CONTRATO SOCIAL DE SOCIEDADE LIMITADA
SÓCIOS: PEDRO ALVES, brasileiro, casado, e ANA LIMA, brasileira, solteira.
CLÁUSULA PRIMEIRA – A sociedade girará sob o nome Alves & Lima Ltda., com sede em Campinas/SP.
CLÁUSULA SEGUNDA – O capital social é de R$ 50.000,00 (cinquenta mil reais), dividido em 50.000 (cinquenta mil) quotas de valor nominal de R$ 1,00 (um real) cada uma.`,
      contains: ['O capital social é de R$ 50.000,00'],
      excludes: ['R$ 1,00'],
    },
    {
      name: 'an amount written only in words after a blank figure is no price: the value is blank',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – DO PREÇO
A CONTRATANTE pagará à CONTRATADA o valor total de R$ {{valor}} (QUATROCENTOS REAIS), à vista.`,
      contains: ['O valor está em branco'],
      excludes: ['R$ 400,00'],
    },
    {
      name: 'a price set in another document is said to be there',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – DO PREÇO
Pelos serviços será devido o pagamento no valor e na forma estipulados no Anexo I, parte integrante deste contrato.`,
      contains: ['O valor é definido no anexo'],
      excludes: [],
    },
    {
      name: 'a price table without "R$": the first instalment, its discount and the balance',
      text: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS
CONTRATADA: ESCOLA CRESCER LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
CONTRATANTE: PAULA RIBEIRO, brasileira, solteira, inscrita no CPF sob o nº 123.456.789-09.
CLÁUSULA PRIMEIRA – A CONTRATADA prestará serviços educacionais ao filho da CONTRATANTE no ano letivo de 2026.
CLÁUSULA SEGUNDA – DO PREÇO
A anuidade é paga conforme o quadro:
Parcela\tVencimento\tValor\tDesconto\tTotal com desconto
01\t10/02/2026\t1.300,00\t130,00\t1.170,00
§ 1º O saldo será pago em 11 (onze) parcelas, até o dia 10 de cada mês.`,
      contains: [
        'A 1ª parcela é de R$ 1.300,00 (R$ 1.170,00 com desconto), e o saldo é pago em 11 parcelas',
      ],
      excludes: ['R$ 130,00'],
    },
    {
      name: 'a table of dates and quantities names no price column: no price is read from it',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – DO CRONOGRAMA
Etapa\tData\tPlantões
01\t10/03/2026\t12
02\t10/04/2026\t14`,
      contains: [],
      excludes: ['parcela é de', 'O valor é de'],
    },
    {
      name: 'an annex named for something else than the price says nothing about the price',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – As especificações técnicas dos plantões estão descritas no Anexo I.`,
      contains: [],
      excludes: ['definido no anexo'],
    },
    {
      name: 'a donation handed over in instalments, its amount said once (in the object)',
      text: `CONTRATO DE DOAÇÃO
DOADORA: LÚCIA MENDES, brasileira, viúva. DONATÁRIO: CAIO MENDES, brasileiro, solteiro.
CLÁUSULA PRIMEIRA – A DOADORA doa ao DONATÁRIO, por liberalidade, R$ 30.000,00 (trinta mil reais).
CLÁUSULA SEGUNDA – A quantia será transferida em 3 (três) parcelas de R$ 10.000,00 (dez mil reais).`,
      contains: [
        'O contrato tem por objeto a doação de R$ 30.000,00',
        'A doação é entregue em 3 parcelas de R$ 10.000,00.',
      ],
      excludes: ['preço', 'A doação é de'],
    },
    {
      name: 'a monthly fee and the estimated total of the contract',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – DO PREÇO
2.1. A CONTRATANTE pagará mensalidade de R$ 9.000,00 (nove mil reais), até o dia 5 de cada mês.
2.2. O valor total estimado do contrato é de R$ 108.000,00 (cento e oito mil reais).`,
      contains: ['O valor mensal é de R$ 9.000,00 (R$ 108.000,00 no total).'],
      excludes: [],
    },
    {
      name: 'fees paid monthly ("com vencimento no dia 15 de cada mês") are a monthly value',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – DOS HONORÁRIOS
A CONTRATANTE pagará à CONTRATADA honorários no montante de R$ 6.000,00 (seis mil reais), com vencimento no dia 15 de cada mês.`,
      contains: ['O valor mensal é de R$ 6.000,00.'],
      excludes: ['O preço é de'],
    },
    {
      name: 'a price the contract says is paid ("pagará R$ X") outside the payment clause',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – Pela implantação do sistema, a CONTRATANTE pagará R$ 4.500,00 (quatro mil e quinhentos reais) na assinatura.
CLÁUSULA TERCEIRA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.`,
      contains: ['O preço é de R$ 4.500,00.'],
      excludes: [],
    },
    {
      name: 'a fine the contract says is paid ("pagará multa de R$ X") is no price',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – A parte que descumprir este contrato pagará à outra multa de R$ 10.000,00 (dez mil reais).`,
      contains: [],
      excludes: ['R$ 10.000,00'],
    },
    {
      name: 'a threshold ("empréstimos acima de R$ X") is no price',
      text: `CONTRATO SOCIAL DE SOCIEDADE LIMITADA
SÓCIOS: PEDRO ALVES, brasileiro, casado, e ANA LIMA, brasileira, solteira.
CLÁUSULA PRIMEIRA – A sociedade girará sob o nome Alves & Lima Ltda., com sede em Campinas/SP.
CLÁUSULA SEGUNDA – Dependem da aprovação dos sócios a contratação de empréstimos acima de R$ 30.000,00 (trinta mil reais) e a venda de imóveis.`,
      contains: [],
      excludes: ['R$ 30.000,00', 'empréstimo é'],
    },
  ]);
});

describe('resumo_contrato: the term as written, renewal, exit and deadlines', () => {
  checkCases([
    {
      name: '"O prazo de locação é de 12 (doze) meses"',
      text: `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADORA: ANA LIMA, brasileira, solteira. LOCATÁRIO: PEDRO ALVES, brasileiro, casado.
1. A LOCADORA aluga ao LOCATÁRIO a casa da Rua das Acácias, 90, Manaus/AM.
2. O prazo de locação é de 12 (doze) meses a contar desta data.
3. O aluguel mensal é de R$ 900,00 (novecentos reais).`,
      contains: ['O valor mensal é de R$ 900,00 e o prazo é de 12 meses.'],
      excludes: [],
    },
    {
      name: 'a term in days stays in days (30 dias, never "1 mês"); what it becomes later is no term',
      text: `CONTRATO DE CONSIGNAÇÃO DE VEÍCULO
CONTRATANTE: RUI BARROS, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.
CONTRATADA: AUTO FORTE VEÍCULOS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
1) A CONTRATADA expõe à venda o veículo do CONTRATANTE, pelo preço pré-fixado pelo CONTRATANTE: R$ 80.000,00.
2) O presente contrato vigorará pelo prazo de 30 dias. Após, prorrogar-se-á por prazo indeterminado.`,
      contains: ['O preço é de R$ 80.000,00 e o prazo é de 30 dias.'],
      excludes: ['1 mês', 'indeterminado'],
    },
    {
      name: 'a term written "01 (ano)", renewed automatically',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O presente contrato é celebrado pelo prazo de 01 (ano), contado da assinatura, sendo renovado automaticamente por iguais períodos.`,
      contains: ['O prazo é de 1 ano, renovável automaticamente.'],
      excludes: [],
    },
    {
      name: 'a minimum term is a term ("tem prazo de no mínimo 12 meses")',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – A CONTRATANTE declara ciência de que o presente contrato tem prazo de no mínimo 12 (doze) meses.`,
      contains: ['O prazo mínimo é de 12 meses.'],
      excludes: [],
    },
    {
      name: 'a condition on the length of an internship is no term ("duração igual ou superior a 1 ano")',
      text: `TERMO DE COMPROMISSO DE ESTÁGIO
CONCEDENTE: ALFA ENGENHARIA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
ESTAGIÁRIA: JÚLIA PRADO, brasileira, solteira, estudante de Engenharia Civil.
CLÁUSULA 1ª – A estagiária terá direito, sempre que o estágio tenha duração igual ou superior a 1 (um) ano, a recesso de 30 (trinta) dias.`,
      contains: [],
      excludes: ['prazo é de', '12 meses', '1 ano'],
    },
    {
      name: 'a term left blank, with the price blank too: said once',
      text: `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADORA: ANA LIMA, brasileira, solteira. LOCATÁRIO: PEDRO ALVES, brasileiro, casado.
1. A LOCADORA aluga ao LOCATÁRIO a casa da Rua das Acácias, 90, Manaus/AM.
2. O contrato terá duração de {{ $duracao }} meses, com início em {{ $inicio }}.
3. O aluguel mensal é de R$ {{ $valor }}.`,
      contains: ['O valor e o prazo estão em branco.'],
      excludes: ['{{'],
    },
    {
      name: 'an experience contract with its dates left blank: the legal cap is said',
      text: `CONTRATO DE TRABALHO A TÍTULO DE EXPERIÊNCIA
Por este instrumento, ALFA ALIMENTOS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, denominada EMPREGADORA, e o Sr(a) {tmp1->nome}, denominado EMPREGADO, firmam o presente contrato individual de trabalho, em caráter de experiência.
1) O EMPREGADO exercerá a função de {srj->rj_desc}, com salário mensal de R\${tmp1->salario}.
2) Este contrato tem início a partir de {dtoc(tmp1->admissa)}, vencendo-se em {dtoc(tmp1->vctoexp)}.`,
      contains: ['no máximo 90 dias, CLT art. 445'],
      excludes: ['{'],
    },
    {
      name: 'what the contract becomes after the term ("passando o contrato a viger por prazo indeterminado") is no term',
      text: `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADORA: ANA LIMA, brasileira, solteira. LOCATÁRIO: PEDRO ALVES, brasileiro, casado.
1. A LOCADORA aluga ao LOCATÁRIO a casa da Rua das Acácias, 90, Manaus/AM.
2. Findo o prazo, permanecendo o LOCATÁRIO no imóvel, passando o contrato a viger por prazo indeterminado, poderá ser denunciado na forma da lei.`,
      contains: [],
      excludes: ['indeterminado'],
    },
    {
      name: 'a duration says more than the dates it also gives; a renewal for an indefinite term',
      text: `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADOR: PEDRO ALVES, brasileiro, casado. LOCATÁRIA: ANA LIMA, brasileira, solteira.
Vigência do contrato: 10/07/2026 a 09/07/2029
1. O LOCADOR aluga à LOCATÁRIA o apartamento 301 da Rua Goiás, 50, Taguatinga/DF.
2. O prazo de vigência da locação é de 36 (trinta e seis) meses.
3. Sem manifestação em contrário, haverá renovação automática do presente instrumento, por prazo indeterminado.`,
      contains: ['O prazo é de 36 meses, renovável automaticamente por prazo indeterminado.'],
      excludes: ['vai de'],
    },
    {
      name: '"pois o prazo deste é indeterminado", and an exit by either party with notice',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O presente contrato poderá ser rescindido pelas partes a qualquer tempo, mediante comunicação escrita com antecedência mínima de 60 (sessenta) dias, pois o prazo deste é indeterminado.`,
      contains: [
        'O contrato vale por prazo indeterminado e pode ser rescindido por qualquer das partes com 60 dias de aviso.',
      ],
      excludes: [],
    },
    {
      name: 'an indefinite term in a sentence with a reflexive "se" is still the term',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O presente contrato, que se rege pelo Código Civil, vigorará por prazo indeterminado.`,
      contains: ['O contrato vale por prazo indeterminado.'],
      excludes: [],
    },
    {
      name: 'a notice not to renew is no exit',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O contrato vigorará por 12 (doze) meses, renovando-se por iguais períodos desde que nenhuma das partes se pronuncie em contrário, com antecedência mínima de 30 (trinta) dias do término.`,
      contains: ['O prazo é de 12 meses.'],
      excludes: ['rescindido', 'aviso'],
    },
    {
      name: 'the time to deliver the result; a time to pay is not one',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – A CONTRATADA terá o prazo de 20 (vinte) dias úteis para entregar o laudo técnico, a contar do recebimento dos exames.
CLÁUSULA TERCEIRA – A CONTRATANTE terá o prazo de 5 (cinco) dias para pagar cada fatura.`,
      contains: ['O prazo para entregar o laudo técnico é de 20 dias úteis.'],
      excludes: ['pagar cada fatura'],
    },
    {
      name: 'a lock-in period ("prazo de fidelidade de 12 meses") is a minimum term',
      text: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE INTERNET
CONTRATADA: CONECTA FIBRA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
CONTRATANTE: PAULA RIBEIRO, brasileira, solteira, inscrita no CPF sob o nº 123.456.789-09.
CLÁUSULA PRIMEIRA – A CONTRATADA fornecerá à CONTRATANTE acesso à internet por fibra óptica.
CLÁUSULA SEGUNDA – O prazo de fidelidade é de 12 (doze) meses, contados da instalação.`,
      contains: ['O prazo mínimo é de 12 meses.'],
      excludes: [],
    },
    {
      name: 'the delivery time named before its duration ("O prazo de entrega do sistema é de 60 dias")',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O prazo de entrega do relatório final é de 60 (sessenta) dias, contados da assinatura.`,
      contains: ['O prazo de entrega é de 60 dias.'],
      excludes: [],
    },
    {
      name: 'a price held for a time ("manter o preço do plano por no mínimo 12 meses")',
      text: `TERMOS DE USO DO APLICATIVO PONTOFÁCIL
Ao utilizar o aplicativo PontoFácil, o usuário aceita estes termos. O editor do aplicativo PontoFácil oferece planos mensais.
1. O editor se compromete a manter o preço do plano contratado por no mínimo 12 (doze) meses.`,
      contains: ['O preço fica garantido por no mínimo 12 meses.'],
      excludes: [],
    },
    {
      name: 'a price that may be adjusted after a year is no price held',
      text: `TERMOS DE USO DO APLICATIVO PONTOFÁCIL
Ao utilizar o aplicativo PontoFácil, o usuário aceita estes termos. O editor do aplicativo PontoFácil oferece planos mensais.
1. O preço do plano poderá ser reajustado pelo IPCA após 12 (doze) meses de assinatura.`,
      contains: [],
      excludes: ['garantido'],
    },
    {
      name: 'a start date alone is no term',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – Este contrato vigorará a partir de 01/03/2026.`,
      contains: [],
      excludes: ['vale até', 'prazo vai'],
    },
    {
      name: 'a term that runs to a date',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – Este contrato vigorará até 31/12/2026.`,
      contains: ['O contrato vale até 31/12/2026.'],
      excludes: [],
    },
  ]);
});

describe('resumo_contrato: parties read from forms, CNPJs, grants, policies and online terms', () => {
  checkCases([
    {
      name: 'a form labels its parties ("Empresa..:", "Empregado:"); a blank name is said as such',
      text: `ACORDO INDIVIDUAL DE COMPENSAÇÃO DE HORAS
Pelo presente acordo individual de trabalho, celebrado entre a
Empresa..: METALÚRGICA SERRA AZUL LTDA.
           CNPJ: 11.222.333/0001-81
e seu
Empregado: {func->nome}
Cargo....: {func->cargo}
as partes ajustam, nos termos do art. 59 da CLT, as seguintes cláusulas:
I - O horário de trabalho será prorrogado em 48 minutos de segunda a quinta-feira, para compensar o sábado.
II - O presente acordo vigorará por tempo indeterminado e poderá ser rescindido pelas partes mediante notificação por escrito.
E por estarem de acordo, as partes assinam o presente em duas vias.`,
      contains: [
        'entre a empresa Metalúrgica Serra Azul Ltda e o empregado (nome em branco)',
        'O contrato vale por prazo indeterminado.',
      ],
      excludes: ['{func'],
    },
    {
      name: 'a role heading with the name in its "Razão Social" line; the representative is never named',
      text: `TERMO DE CONVÊNIO DE CONCESSÃO DE ESTÁGIO
Instituição de Ensino: {{$nome_instituicao}}
Agente de Integração :
Razão Social: PONTE CARREIRAS CONSULTORIA EM RH LTDA
CNPJ: 11.222.333/0001-81
Representante: MARIA DO CARMO SILVA
CLÁUSULA 1a - O presente convênio estabelece a cooperação entre as partes para a realização de estágios.
CLÁUSULA 2a - O convênio terá vigência de 01/03/2026 a 28/02/2027, podendo ser denunciado por qualquer uma das partes, mediante comunicado por escrito, com antecedência mínima de 30 (trinta) dias.`,
      contains: [
        'entre a instituição de ensino (nome em branco) e o agente de integração Ponte Carreiras Consultoria em RH Ltda',
        'O prazo vai de 01/03/2026 a 28/02/2027 e o contrato pode ser rescindido por qualquer das partes com 30 dias de aviso.',
      ],
      excludes: ['Maria do Carmo'],
    },
    {
      name: 'companies qualified by CNPJ take the plural role defined after them',
      text: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE ASSESSORIA EDUCACIONAL
Pelo presente instrumento, celebrado pela Faculdade Horizonte do Brasil – Fahor (CNPJ 11.222.333/0001-81), como primeira parte, e BETA EDUCAÇÃO LTDA – ME (44.555.666/0001-32), como segunda parte, com sede em Recife/PE, neste ato reconhecidas como Contratadas, e a pessoa abaixo qualificada, reconhecida como Contratante:
Nome: {{$aluno}}
CLÁUSULA PRIMEIRA – As Contratadas prestarão assessoria educacional à Contratante.`,
      contains: ['as contratadas Faculdade Horizonte do Brasil – Fahor e Beta Educação Ltda – ME'],
      excludes: [],
    },
    {
      name: 'a one-sided authorisation is given in favour of the organisation responsible',
      text: `Termo de Autorização de Uso de Imagem

Pelo presente instrumento, eu, abaixo identificado(a), autorizo gratuitamente o uso de minha imagem e voz captadas durante o 5º Encontro de Cooperativas, sob a responsabilidade da FEDERAÇÃO DAS COOPERATIVAS DO CERRADO (Fecoop), CNPJ: 11.222.333/0001-81, com sede em Goiânia/GO.`,
      contains: ['em favor da Federação das Cooperativas do Cerrado'],
      excludes: ['Fecoop)'],
    },
    {
      name: 'a privacy policy names its controller and the user',
      text: `Política de Privacidade

1. Esta Política de Privacidade, elaborada conforme a Lei nº 13.709/2018 (LGPD), explica como tratamos os dados pessoais dos usuários do nosso aplicativo. Ao utilizar o aplicativo, o usuário declara que leu e aceita estes termos.
2. Neste aplicativo, o responsável pelo tratamento dos dados pessoais coletados é DADOSEGURO TECNOLOGIA LTDA, que poderá ser contactada pelo e-mail indicado.
3. Os dados são coletados para a execução do contrato de prestação dos serviços e para o cumprimento de obrigações legais.
4. O usuário pode pedir a exclusão dos seus dados a qualquer tempo.`,
      contains: [
        'Trata-se de uma política de privacidade',
        'entre a controladora Dadoseguro Tecnologia Ltda e o usuário',
      ],
      excludes: [],
    },
    {
      name: 'online terms name the app their editor runs, when the text names it more than once',
      text: `Termos e Condições Gerais de Uso

1. O aplicativo RotaCerta! oferece consultas de rotas de entrega.
2. Ao utilizar o aplicativo RotaCerta!, o usuário aceita integralmente estas normas.
3. O editor do aplicativo poderá suspender contas que violem estes termos.`,
      contains: ['entre o editor do aplicativo RotaCerta! e o usuário'],
      excludes: [],
    },
    {
      name: 'an app named only once may be a word that opens a sentence: it is not named',
      text: `Termos e Condições Gerais de Uso

1. Estes termos regem o uso do nosso aplicativo. Os dados do usuário são tratados conforme a política de privacidade.
2. Ao utilizar o aplicativo, o usuário aceita integralmente estas normas.
3. O editor do aplicativo poderá suspender contas que violem estes termos.`,
      contains: [],
      excludes: ['aplicativo Os', 'entre o editor'],
    },
  ]);
});

describe('resumo_contrato: the kind and the object', () => {
  checkCases([
    {
      name: 'an acronym before the title ("TCE - TERMO DE COMPROMISSO DE ESTÁGIO") is dropped',
      text: `TCE - TERMO DE COMPROMISSO DE ESTÁGIO
CONCEDENTE: ALFA ENGENHARIA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
ESTAGIÁRIA: JÚLIA PRADO, brasileira, solteira, estudante de Engenharia Civil.
CLÁUSULA 1ª – A ESTAGIÁRIA realizará atividades de apoio à engenharia de obras.`,
      contains: ['Trata-se de um termo de compromisso de estágio'],
      excludes: ['tce'],
    },
    {
      name: 'acronyms keep their case in the kind ("licença de software SaaS")',
      text: `CONTRATO DE LICENÇA DE SOFTWARE SAAS
LICENCIANTE: ALFA SISTEMAS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
LICENCIADA: BETA COMÉRCIO LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-32.
CLÁUSULA PRIMEIRA – A LICENCIANTE concede à LICENCIADA o uso do sistema de gestão, para até 5 usuários.`,
      contains: ['licença de software SaaS'],
      excludes: ['saas'],
    },
    {
      name: 'a verb inside a product name is no object ("o sistema Vende Mais")',
      text: `CONTRATO DE LICENÇA DE USO DE SOFTWARE
LICENCIANTE: ALFA SISTEMAS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
LICENCIADA: BETA COMÉRCIO LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-32.
CLÁUSULA PRIMEIRA – A LICENCIANTE concede à LICENCIADA o uso do sistema Vende Mais Loja, para até 5 usuários.`,
      contains: [],
      excludes: ['a venda de'],
    },
    {
      name: 'an adverb before the recipient ("empresta gratuitamente à COMODATÁRIA") is skipped',
      text: `CONTRATO DE COMODATO
COMODANTE: PEDRO ALVES, brasileiro, casado. COMODATÁRIA: ANA LIMA, brasileira, solteira.
CLÁUSULA PRIMEIRA – O COMODANTE empresta gratuitamente à COMODATÁRIA o sítio Boa Vista, em Itu/SP.`,
      contains: ['O contrato tem por objeto o empréstimo do sítio Boa Vista, em Itu/SP.'],
      excludes: ['gratuitamente'],
    },
  ]);
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

describe('resumo_contrato: the kind of document and the reasons for the score', () => {
  const summaryOf = (text: string) => {
    const result = analyzeText(text, { fileName: 'x.txt' });
    if (!result.ok) throw new Error(result.error.code);
    return result.value.finalScore.resumo_contrato;
  };

  it('names a long title by its head: "contrato de empreitada global", not what it is for', () => {
    const summary =
      summaryOf(`CONTRATO DE EMPREITADA GLOBAL PARA CONSTRUÇÃO DE RESIDÊNCIA UNIFAMILIAR NO LOTE 12 DA QUADRA 3
CONTRATANTE: JOÃO PEREIRA DA SILVA, brasileiro, CPF 123.456.789-09, residente em Campinas/SP.
EMPREITEIRA: CONSTRUTORA BOA OBRA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Campinas/SP.
CLÁUSULA 1ª – A EMPREITEIRA executará, com fornecimento de materiais e mão de obra, a construção de uma residência no lote 12 da quadra 3.
CLÁUSULA 2ª – O preço global é de R$ 250.000,00 (duzentos e cinquenta mil reais), pago conforme as etapas concluídas.
CLÁUSULA 3ª – A obra será concluída em 10 (dez) meses.
CLÁUSULA 4ª – Fica eleito o foro de Campinas/SP.`);
    expect(summary).toMatch(/^Trata-se de um contrato de empreitada global\b/u);
    expect(summary).not.toMatch(/construção de residência unifamiliar no lote/iu);
  });

  it('calls a gratuitous volunteer term neither a consumer relation nor employment', () => {
    const summary = summaryOf(`TERMO DE ADESÃO AO SERVIÇO VOLUNTÁRIO
ENTIDADE: ASSOCIAÇÃO AMIGOS DO BAIRRO, inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Campinas/SP.
VOLUNTÁRIO: JOSÉ CARLOS SOUZA, brasileiro, solteiro, residente em Campinas/SP.
CLÁUSULA 1ª – O VOLUNTÁRIO prestará serviço voluntário de apoio às aulas de reforço, sem remuneração, nos termos da Lei 9.608/1998, sem vínculo empregatício.
CLÁUSULA 2ª – O serviço será prestado às terças-feiras, das 14h às 17h, por 6 (seis) meses.
CLÁUSULA 3ª – Fica eleito o foro de Campinas/SP.`);
    expect(summary).toMatch(/^Trata-se de um termo de adesão ao serviço voluntário\b/u);
    expect(summary).not.toMatch(/relação de consumo|CLT/u);
  });

  const finding = (title: string, extra: Partial<TFinding>): TFinding => ({
    id: title,
    rule: 'financeiro.multa_excessiva',
    criterion: 'keyValuesAnalysis',
    title,
    description: '',
    severity: 'média',
    points: 10,
    clause: { ref: 'Cláusula 1ª', page: 1, excerpt: '', start: 0, end: 1 },
    ...extra,
  });

  it('gives as reasons the problems the text states before what it lacks, never drafting flaws', () => {
    const findings = [
      finding('Proteção de dados pessoais (LGPD) ausente', { missing: 'protecao_dados' }),
      finding('Campos em branco', { consequence: 'forma', severity: 'alta' }),
      finding('Multa diária sem limite', { severity: 'alta', consequence: 'dinheiro' }),
      finding('Foro na sede do fornecedor', { consequence: 'direitos' }),
    ];
    expect(scoreReasons(findings)).toEqual({
      isMinor: false,
      titles: ['multa diária sem limite', 'foro na sede do fornecedor'],
    });
    expect(scoreReasons(findings.slice(0, 2))).toEqual({
      isMinor: false,
      titles: ['proteção de dados pessoais (LGPD) ausente'],
    });
    expect(scoreReasons(findings.slice(1, 2))).toEqual({
      isMinor: true,
      titles: ['campos em branco'],
    });
  });
});
