import { describe, expect, it } from 'vitest';
import { CRITERIA, type TAnalysis } from '@contrato-claro/shared';
import { analyzeText } from '../../src/index';
import type { TAnnotation } from './annotation';
import {
  figuresOf,
  foldForMatching,
  judgeContract,
  locate,
  spearmanOfBands,
  spreadOf,
  type ContractJudgement,
} from './judge';

// A short contract written for this test (the real corpus is never copied into the repository).
const TEXT = `CONTRATO DE LOCAÇÃO RESIDENCIAL

LOCADOR: JOÃO PEREIRA DA SILVA, brasileiro, CPF 123.456.789-09, residente em Campinas/SP.
LOCATÁRIA: MARIA SOUZA LIMA, brasileira, CPF 987.654.321-00, residente em Campinas/SP.

CLÁUSULA 1ª – O LOCADOR aluga à LOCATÁRIA o imóvel da Rua das Flores, 10, Campinas/SP.
CLÁUSULA 2ª – O aluguel mensal é de R$ 1.500,00 (mil e quinhentos reais), pago até o dia 5 de cada mês.
CLÁUSULA 3ª – A locação vigorará por 30 (trinta) meses.
CLÁUSULA 4ª – O atraso implica multa de 10% (dez por cento) e juros de 1% ao mês.
CLÁUSULA 5ª – A LOCATÁRIA renuncia a qualquer indenização por benfeitorias.
CLÁUSULA 6ª – Fica eleito o foro de Campinas/SP.

Campinas, 10 de março de 2026.

LOCADOR ____________________    LOCATÁRIA ____________________
`;

const annotation = (overrides: Partial<TAnnotation> = {}): TAnnotation => ({
  type: 'locação',
  subtype: 'residencial',
  regime: ['locação urbana (Lei 8.245)'],
  parties: [
    { role: 'LOCADOR', name: 'JOÃO PEREIRA DA SILVA' },
    { role: 'LOCATÁRIA', name: 'MARIA SOUZA LIMA' },
  ],
  checklist: {
    partes: 'LOCADOR: JOÃO PEREIRA DA SILVA',
    objeto: 'O LOCADOR aluga à LOCATÁRIA o imóvel',
    pagamento: 'O aluguel mensal é de R$ 1.500,00',
    vigencia: 'A locação vigorará por 30 (trinta) meses.',
    obrigacoes: null,
    rescisao: null,
    multa: 'multa de 10% (dez por cento)',
    foro: 'Fica eleito o foro de Campinas/SP.',
    confidencialidade: null,
    protecao_dados: null,
    forca_maior: null,
    reajuste: null,
    assinaturas: 'LOCADOR ____',
    testemunhas: null,
  },
  expected_for_type: ['partes', 'objeto', 'pagamento', 'vigencia', 'foro', 'reajuste'],
  entities: {
    money: ['R$ 1.500,00'],
    percentages: ['10% (dez por cento)', '1% ao mês'],
    dates: ['10 de março de 2026'],
    deadlines: ['30 (trinta) meses'],
  },
  issues: [
    {
      criterion: 'defaultClauses',
      severity: 'média',
      needle: 'A locação vigorará por 30 (trinta) meses.',
      what: 'Sem índice de reajuste para 30 meses.',
      law: null,
      mechanism: 'missing-element',
    },
  ],
  fine: [
    { needle: 'renuncia a qualquer indenização por benfeitorias', why: 'Lei 8.245, art. 35.' },
  ],
  band: 'Atenção',
  band_reason: 'Sem reajuste.',
  summary:
    'Locação residencial entre JOÃO PEREIRA DA SILVA e MARIA SOUZA LIMA, por 30 meses, aluguel de R$ 1.500,00.',
  ...overrides,
});

const analysisOf = (text: string): TAnalysis => {
  const result = analyzeText(text, { fileName: 'teste.txt' });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

/** The analysis with its findings replaced by `findings` (each a rule, span and optional missing key). */
function withFindings(
  analysis: TAnalysis,
  findings: { rule: string; start: number; end: number; missing?: 'vigencia' | 'reajuste' }[],
): TAnalysis {
  const copy = structuredClone(analysis);
  for (const criterion of CRITERIA) copy[criterion].findings = [];
  copy.keyValuesAnalysis.findings = findings.map((f, i) => ({
    id: `${f.rule}#${i}`,
    rule: f.rule,
    criterion: 'keyValuesAnalysis',
    title: f.rule,
    description: '',
    severity: 'média',
    points: 12,
    clause: { ref: `c${i}`, page: 1, excerpt: '', start: f.start, end: f.end },
    ...(f.missing === undefined ? {} : { missing: f.missing }),
  }));
  return copy;
}

describe('foldForMatching / locate', () => {
  it.each([
    ['accents and case', 'A LOCAÇÃO VIGORARÁ', 'a locacao vigorara'],
    ['ligatures (NFKD)', 'juros oﬁciais', 'juros oficiais'],
    ['decomposed accents', 'locac\u0327a\u0303o', 'locação'],
    ['line breaks and runs of spaces', 'multa\n  de   10%', 'multa de 10%'],
    ['curly quotes and long dashes', '“prazo” — fim', '"prazo" - fim'],
  ])('matches across %s', (_name, text, needle) => {
    expect(locate(foldForMatching(text), needle)).not.toBeNull();
  });

  it('returns the span in the original text', () => {
    const text = 'Cláusula  1ª\n– O LOCADOR';
    const span = locate(foldForMatching(text), 'o locador')!;
    expect(text.slice(span.start, span.end)).toBe('O LOCADOR');
  });

  it('does not locate what is not there', () => {
    expect(locate(foldForMatching('multa de 2%'), 'multa de 20%')).toBeNull();
  });
});

describe('judgeContract', () => {
  const base = analysisOf(TEXT);
  const span = (needle: string) => locate(foldForMatching(base.text), needle)!;

  it('confirms a finding overlapping an annotated issue, refutes one on a lawful clause', () => {
    const term = span('vigorará por 30');
    const waiver = span('renuncia a qualquer');
    const elsewhere = span('Fica eleito o foro');
    const judged = judgeContract(
      'x',
      TEXT,
      annotation(),
      withFindings(base, [
        { rule: 'a', ...term },
        { rule: 'b', ...waiver },
        { rule: 'c', ...elsewhere },
      ]),
    );
    expect(judged.findings.map((f) => f.verdict)).toEqual(['confirmed', 'refuted', 'unjudged']);
    expect(judged.issues.map((i) => i.found)).toEqual([true]);
  });

  it('refutes a "missing" finding when the annotation locates the element, not otherwise', () => {
    const title = { start: 0, end: 10 };
    const judged = judgeContract(
      'x',
      TEXT,
      annotation(),
      withFindings(base, [
        { rule: 'padrao.ausente', ...title, missing: 'vigencia' },
        { rule: 'padrao.ausente', ...title, missing: 'reajuste' },
      ]),
    );
    expect(judged.findings.map((f) => f.verdict)).toEqual(['refuted', 'unjudged']);
    expect(figuresOf([judged]).refutedMissing).toBe(1);
  });

  it('counts a second finding of the same rule on the same clause as a repeat', () => {
    const term = span('vigorará por 30');
    const judged = judgeContract(
      'x',
      TEXT,
      annotation(),
      withFindings(base, [
        { rule: 'a', ...term },
        { rule: 'a', ...term },
      ]),
    );
    expect(judged.findings.map((f) => f.isRepeat)).toEqual([false, true]);
  });

  it('judges an engine refusal as a miss of every issue and of the band', () => {
    const judged = judgeContract('x', TEXT, annotation(), { error: 'NOT_A_CONTRACT' });
    const figures = figuresOf([judged]);
    expect(figures.analysed).toEqual({ hits: 0, total: 1 });
    expect(figures.issuesFound).toEqual({ hits: 0, total: 1 });
    expect(figures.band).toEqual({ hits: 0, total: 1 });
  });

  it('checks the summary for template variables, parties, value and term', () => {
    const good = structuredClone(base);
    good.finalScore.resumo_contrato =
      'Locação residencial de JOÃO PEREIRA DA SILVA a MARIA SOUZA LIMA por 30 meses, aluguel de R$ 1.500,00.';
    expect(judgeContract('x', TEXT, annotation(), good).summary).toMatchObject({
      isClean: true,
      hasRightParties: true,
      hasRightValue: true,
      hasRightTerm: true,
    });
    const bad = structuredClone(base);
    bad.finalScore.resumo_contrato =
      'Locação entre {{nome}} e a LOCATÁRIA por 12 meses, R$ 900,00.';
    expect(judgeContract('x', TEXT, annotation(), bad).summary).toMatchObject({
      isClean: false,
      hasRightParties: false,
      hasRightValue: false,
      hasRightTerm: false,
    });
  });

  it('checks the kind of document, the roles, the kinds of price and term and the reasons', () => {
    const lawyer = annotation();
    const judge = (summary: string, annotated: TAnnotation = lawyer) => {
      const analysis = structuredClone(base);
      analysis.finalScore.resumo_contrato = summary;
      return judgeContract('x', TEXT, annotated, analysis).summary!;
    };
    const parties = 'entre o locador João Pereira da Silva e a locatária Maria Souza Lima';
    expect(
      judge(`Trata-se de um contrato de locação (Lei do Inquilinato) ${parties}.`),
    ).toMatchObject({ hasRightType: true, hasRightRoles: true });
    // Another kind, or a regime the lawyer does not list, or the roles swapped.
    expect(judge(`Trata-se de um contrato de prestação de serviços ${parties}.`).hasRightType).toBe(
      false,
    );
    expect(
      judge(`Trata-se de um contrato de locação (relação de consumo) ${parties}.`),
    ).toMatchObject({ hasRightType: false });
    expect(
      judge(
        'Trata-se de um contrato de locação entre a locatária João Pereira da Silva e o locador Maria Souza Lima.',
      ).hasRightRoles,
    ).toBe(false);
    // A success fee is no amount; an indefinite term is not its notice period.
    const fee = annotation({
      summary: 'Representação por prazo indeterminado, com honorários de 20% do valor recuperado.',
    });
    expect(judge('Trata-se de um contrato. O preço é de R$ 0,20.', fee).hasRightPriceKind).toBe(
      false,
    );
    expect(
      judge('Trata-se de um contrato. A remuneração é de 20% do valor recuperado.', fee),
    ).toMatchObject({ hasRightPriceKind: true });
    expect(judge('Trata-se de um contrato. O prazo é de 6 meses.', fee).hasRightTermKind).toBe(
      false,
    );
    expect(
      judge('Trata-se de um contrato. O contrato vale por prazo indeterminado.', fee),
    ).toMatchObject({ hasRightTermKind: true });
    // A reason for the score is a finding the lawyer's issue confirms (the needle's span).
    const issue = TEXT.indexOf('A locação vigorará');
    const reasons = (start: number) => {
      const analysis = withFindings(base, [{ rule: 'Multa alta', start, end: start + 10 }]);
      analysis.finalScore.resumo_contrato =
        'Trata-se de um contrato de locação. A nota 60 (Atenção) se deve principalmente a: multa alta.';
      return judgeContract('x', TEXT, lawyer, analysis).summary!.hasConfirmedReasons;
    };
    expect(reasons(issue)).toBe(true);
    expect(reasons(TEXT.indexOf('Fica eleito'))).toBe(false);
  });

  it('reads amounts without thousands separators and durations with their words in parentheses', () => {
    const summary = structuredClone(base);
    summary.finalScore.resumo_contrato =
      'Locação de JOÃO PEREIRA DA SILVA a MARIA SOUZA LIMA por 30 (trinta) meses, aluguel de R$ 1500.';
    const lawyer = annotation({
      summary: 'Locação de JOÃO PEREIRA DA SILVA a MARIA SOUZA LIMA por 30 meses, R$ 1.500,00.',
    });
    expect(judgeContract('x', TEXT, lawyer, summary).summary).toMatchObject({
      hasRightValue: true,
      hasRightTerm: true,
    });
  });

  it('measures checklist accuracy on the expected keys and entity recall by span', () => {
    const judged = judgeContract('x', TEXT, annotation(), base);
    const reajuste = judged.checklist.find((c) => c.key === 'reajuste')!;
    expect(reajuste).toEqual({ key: 'reajuste', expected: false, found: false });
    expect(judged.entities.money).toEqual({ found: 1, total: 1 });
  });
});

describe('corpus-wide figures', () => {
  /** A judgement reduced to what the band figures read. */
  const scored = (score: number | null, expected: string): ContractJudgement =>
    ({ score, band: { expected, found: null } }) as ContractJudgement;

  it('correlates scores with the bands by rank (ties averaged), ignoring refused documents', () => {
    const ordered = [scored(20, 'Crítico'), scored(60, 'Atenção'), scored(90, 'Satisfatório')];
    expect(spearmanOfBands(ordered)).toBe(1);
    const reversed = [scored(90, 'Crítico'), scored(60, 'Atenção'), scored(20, 'Satisfatório')];
    expect(spearmanOfBands(reversed)).toBe(-1);
    const withTies = [
      scored(70, 'Atenção'),
      scored(75, 'Atenção'),
      scored(30, 'Crítico'),
      scored(85, 'Satisfatório'),
      scored(null, 'Crítico'),
    ];
    expect(spearmanOfBands(withTies)).toBeCloseTo(0.949, 3);
    expect(spearmanOfBands([scored(70, 'Atenção'), scored(71, 'Crítico')])).toBeNull();
  });

  it('measures the busiest 10-point window of the scores', () => {
    const judgements = [70, 72, 79, 80, 40, null].map((s) => scored(s, 'Atenção'));
    expect(spreadOf(judgements)).toEqual({ hits: 3, total: 5 });
  });

  it('counts issues found by mechanism and refused documents', () => {
    const base = analysisOf(TEXT);
    const found = judgeContract('a', TEXT, annotation(), base);
    const refused = judgeContract('b', TEXT, annotation(), { error: 'NOT_A_CONTRACT' });
    const figures = figuresOf([found, refused]);
    expect(figures.refused).toBe(1);
    expect(figures.byMechanism['missing-element'].total).toBe(2);
    expect(figures.byMechanism.typo).toEqual({ hits: 0, total: 0 });
  });
});
