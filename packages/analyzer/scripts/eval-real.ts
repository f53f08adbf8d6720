/**
 * The yardstick: `npm run eval:real -w packages/analyzer [-- DIR] [--verbose] [--record]`.
 *
 * Analyses every contract of the real corpus (DIR, default `../shared/corpus-real` beside the
 * repository) and judges every finding instance against the lawyer's annotation
 * (`test/corpus-real/judge.ts` defines the verdicts). Prints, per criterion and overall: the
 * confirmed and refuted shares of the findings, the annotated issues found (all and "alta"),
 * checklist accuracy on the keys the lawyer expects for the document, band agreement, repeated
 * findings, entity recall, the summary checks, the law citations the vetted law table resolves
 * (listing those it does not) and the arithmetic relations checked (listing, per contract, the
 * statements that look like a computation but could not be read).
 *
 * The figures are compared with the committed baseline (`test/corpus-real/baseline.json`): the
 * exit code is 1 when any figure is worse. `--record` rewrites the baseline, and refuses to lower
 * a figure on the same corpus (a baseline only moves up, in the commit that earns it) unless the
 * figure is named with `--lower=NAME[,NAME]` — a trade-off made on purpose, explained in that
 * commit; when the corpus itself changed, `--record --new-corpus` records it afresh, in a commit
 * of its own.
 * Without the corpus folder the evaluation is skipped (exit 0) with a message.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CRITERIA } from '@contrato-claro/shared';
import { arithmeticRelations } from '../src/analyzers/contradiction/arithmetic';
import { analyzeText } from '../src/index';
import { documentFromText } from '../src/prepare';
import {
  DEFAULT_REAL_CORPUS_DIR,
  hasRealCorpus,
  loadRealCorpus,
} from '../test/corpus-real/annotation';
import {
  ENTITY_KINDS,
  figuresOf,
  judgeContract,
  type ContractJudgement,
  type Figures,
  type Share,
} from '../test/corpus-real/judge';

const BASELINE_PATH = join(
  dirname(fileURLToPath(import.meta.url)),
  '../test/corpus-real/baseline.json',
);

/** One figure of the baseline: its value and which way is better. */
interface Metric {
  name: string;
  value: number | null;
  better: 'higher' | 'lower';
}

interface Baseline {
  /** Slug → fingerprint of every file the figures were measured on. */
  corpus: Record<string, string>;
  figures: Record<string, number | null>;
}

const ratio = (s: Share): number | null =>
  s.total === 0 ? null : Math.round((s.hits / s.total) * 10_000) / 10_000;

const percent = (s: Share): string =>
  s.total === 0 ? '  n/a' : `${((100 * s.hits) / s.total).toFixed(0).padStart(4)}%`;

/** The figures as named metrics, in print order. */
function metricsOf(f: Figures): Metric[] {
  const higher = (name: string, s: Share): Metric => ({ name, value: ratio(s), better: 'higher' });
  const lower = (name: string, s: Share): Metric => ({ name, value: ratio(s), better: 'lower' });
  return [
    higher('analysed', f.analysed),
    higher('confirmed', f.confirmed),
    lower('refuted', f.refuted),
    { name: 'refutedMissing', value: f.refutedMissing, better: 'lower' },
    { name: 'repeated', value: f.repeated, better: 'lower' },
    higher('issuesFound', f.issuesFound),
    higher('altaFound', f.altaFound),
    higher('checklist', f.checklist),
    higher('band', f.band),
    ...ENTITY_KINDS.map((kind) => higher(`entities.${kind}`, f.entities[kind])),
    higher('summary.clean', f.summaryClean),
    higher('summary.parties', f.summaryParties),
    higher('summary.value', f.summaryValue),
    higher('summary.term', f.summaryTerm),
    higher('citations', f.citations),
    ...CRITERIA.flatMap((c) => [
      higher(`${c}.confirmed`, f.byCriterion[c].confirmed),
      lower(`${c}.refuted`, f.byCriterion[c].refuted),
      higher(`${c}.issuesFound`, f.byCriterion[c].issuesFound),
    ]),
  ];
}

/** Metrics worse than the baseline (null on either side is not comparable). */
function regressions(metrics: readonly Metric[], baseline: Baseline['figures']): string[] {
  return metrics.flatMap((metric) => {
    const before = baseline[metric.name];
    if (before === undefined || before === null || metric.value === null) return [];
    const worse = metric.better === 'higher' ? metric.value < before : metric.value > before;
    return worse ? [`${metric.name}: ${metric.value} (linha de base ${before})`] : [];
  });
}

function printContract(j: ContractJudgement, verbose: boolean): void {
  const count = (verdict: string) => j.findings.filter((f) => f.verdict === verdict).length;
  const found = j.issues.filter((i) => i.found).length;
  const alta = j.issues.filter((i) => i.issue.severity === 'alta');
  const band = `${j.band.expected} → ${j.band.found ?? j.error}`;
  console.log(
    `${j.band.found === j.band.expected ? '✓' : '✗'} ${j.id.padEnd(60)} ${band.padEnd(27)}`,
    `${String(j.score ?? '-').padStart(3)}  C/R/N ${count('confirmed')}/${count('refuted')}/${count('unjudged')}`,
    ` problemas ${found}/${j.issues.length} (alta ${alta.filter((i) => i.found).length}/${alta.length})`,
  );
  if (!verbose) return;
  for (const { finding, verdict, reason, isRepeat } of j.findings) {
    const mark = { confirmed: 'C', refuted: 'R', unjudged: '·' }[verdict];
    console.log(
      `    ${mark}${isRepeat ? '*' : ' '} [${finding.severity}] ${finding.rule} @${finding.clause.ref}: ${finding.title}`,
      `«${finding.clause.excerpt.slice(0, 90).replace(/\s+/gu, ' ')}»${reason ? ` — ${reason.slice(0, 100)}` : ''}`,
    );
  }
  for (const { issue } of j.issues.filter((i) => !i.found)) {
    console.log(
      `    perdido [${issue.severity}] ${issue.criterion}: «${issue.needle.slice(0, 80)}»`,
    );
  }
  const wrongChecklist = j.checklist.filter((c) => c.expected !== c.found);
  if (wrongChecklist.length > 0) {
    const items = wrongChecklist.map((c) => `${c.key}=${c.found} (advogado: ${c.expected})`);
    console.log(`    checklist divergente: ${items.join(', ')}`);
  }
  if (j.summary !== null) {
    const failed = Object.entries(j.summary).filter(([, ok]) => !ok);
    if (failed.length > 0) console.log(`    resumo: falha em ${failed.map(([k]) => k).join(', ')}`);
  }
  for (const needle of j.unlocated) console.log(`    (trecho não localizado: «${needle}»)`);
}

function printFigures(f: Figures): void {
  console.log(
    `\n${'Critério'.padEnd(24)} ${'confirm.'.padStart(8)} ${'refut.'.padStart(8)}  problemas achados`,
  );
  for (const c of CRITERIA) {
    const { confirmed, refuted, issuesFound } = f.byCriterion[c];
    console.log(
      `${c.padEnd(24)} ${percent(confirmed).padStart(8)} ${percent(refuted).padStart(8)}  ${percent(issuesFound)} (${issuesFound.hits}/${issuesFound.total})   [${confirmed.total} achados]`,
    );
  }
  console.log(
    `${'geral'.padEnd(24)} ${percent(f.confirmed).padStart(8)} ${percent(f.refuted).padStart(8)}  ${percent(f.issuesFound)} (${f.issuesFound.hits}/${f.issuesFound.total})   [${f.findings} achados]`,
  );
  const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
  console.log('');
  line('Contratos analisados', `${f.analysed.hits}/${f.analysed.total}`);
  line(
    'Problemas "alta" achados',
    `${percent(f.altaFound)} (${f.altaFound.hits}/${f.altaFound.total})`,
  );
  line('"Ausente" refutados pela anotação', String(f.refutedMissing));
  line('Achados repetidos', String(f.repeated));
  line(
    'Checklist (itens esperados)',
    `${percent(f.checklist)} (${f.checklist.hits}/${f.checklist.total})`,
  );
  line('Faixa igual à do advogado', `${percent(f.band)} (${f.band.hits}/${f.band.total})`);
  for (const kind of ENTITY_KINDS) {
    const s = f.entities[kind];
    line(`Entidades: ${kind}`, `${percent(s)} (${s.hits}/${s.total})`);
  }
  line(
    'Resumo sem variáveis de modelo',
    `${percent(f.summaryClean)} (${f.summaryClean.hits}/${f.summaryClean.total})`,
  );
  line(
    'Resumo com as partes certas',
    `${percent(f.summaryParties)} (${f.summaryParties.hits}/${f.summaryParties.total})`,
  );
  line(
    'Resumo com valor certo',
    `${percent(f.summaryValue)} (${f.summaryValue.hits}/${f.summaryValue.total})`,
  );
  line(
    'Resumo com prazo certo',
    `${percent(f.summaryTerm)} (${f.summaryTerm.hits}/${f.summaryTerm.total})`,
  );
  line(
    'Citações de lei resolvidas na tabela',
    `${percent(f.citations)} (${f.citations.hits}/${f.citations.total})`,
  );
}

/** The law citations the vetted law table does not resolve, with the contracts citing them. */
function printUnresolvedCitations(judgements: readonly ContractJudgement[]): void {
  const unresolved = new Map<string, Set<string>>();
  for (const j of judgements) {
    for (const citation of j.citations.filter((c) => !c.resolved)) {
      unresolved.set(citation.law, (unresolved.get(citation.law) ?? new Set()).add(j.id));
    }
  }
  if (unresolved.size === 0) return;
  console.log('\nCitações de lei fora da tabela:');
  for (const [law, ids] of unresolved) console.log(`  ${law}: ${[...ids].join(', ')}`);
}

/** Arithmetic relations of one contract: how many were checked, how many disagree, which were not read. */
interface ArithmeticCount {
  id: string;
  checked: number;
  mismatches: number;
  unparsed: string[];
}

function countArithmetic(id: string, text: string): ArithmeticCount {
  const doc = documentFromText(text);
  const relations = arithmeticRelations(doc);
  return {
    id,
    checked: relations.filter((relation) => relation.status !== 'unparsed').length,
    mismatches: relations.filter((relation) => relation.status === 'mismatch').length,
    unparsed: relations
      .filter((relation) => relation.status === 'unparsed')
      .map(
        ({ kind, start, end }) => `${kind}: «${doc.text.slice(start, end).replace(/\s+/gu, ' ')}»`,
      ),
  };
}

function printArithmetic(counts: readonly ArithmeticCount[]): void {
  const checked = counts.reduce((sum, count) => sum + count.checked, 0);
  const mismatches = counts.reduce((sum, count) => sum + count.mismatches, 0);
  console.log(`\nRelações aritméticas verificadas: ${checked} (${mismatches} divergentes)`);
  const unread = counts.filter((count) => count.unparsed.length > 0);
  if (unread.length === 0) return;
  console.log('Relações aritméticas não lidas:');
  for (const { id, unparsed } of unread) {
    console.log(`  ${id}:`);
    for (const line of unparsed) console.log(`    ${line.slice(0, 140)}`);
  }
}

function readBaseline(): Baseline | null {
  try {
    return JSON.parse(readFileSync(BASELINE_PATH, 'utf8')) as Baseline;
  } catch {
    return null;
  }
}

const sameCorpus = (a: Baseline['corpus'], b: Baseline['corpus']) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([id, fingerprint]) => b[id] === fingerprint);

function main(): number {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const record = args.includes('--record');
  const dirArg = args.find((arg) => !arg.startsWith('--'));
  const dir = dirArg === undefined ? DEFAULT_REAL_CORPUS_DIR : resolve(dirArg);
  if (!hasRealCorpus(dir)) {
    console.log(`eval:real: corpus real não encontrado em ${dir}; avaliação pulada.`);
    return 0;
  }
  const corpus = loadRealCorpus(dir);
  const judgements = corpus.map((entry) => {
    const result = analyzeText(entry.text, { fileName: `${entry.id}.txt` });
    return judgeContract(
      entry.id,
      entry.text,
      entry.annotation,
      result.ok ? result.value : { error: result.error.code },
    );
  });
  for (const judgement of judgements) printContract(judgement, verbose);
  const figures = figuresOf(judgements);
  printFigures(figures);
  printUnresolvedCitations(judgements);
  const arithmetic = corpus.map((entry) => countArithmetic(entry.id, entry.text));
  printArithmetic(arithmetic);

  const metrics: Metric[] = [
    ...metricsOf(figures),
    {
      name: 'arithmetic.checked',
      value: arithmetic.reduce((sum, count) => sum + count.checked, 0),
      better: 'higher',
    },
  ];
  const fingerprints = Object.fromEntries(corpus.map((e) => [e.id, e.fingerprint]));
  const baseline = readBaseline();
  const comparable = baseline !== null && sameCorpus(baseline.corpus, fingerprints);
  const worse = comparable ? regressions(metrics, baseline.figures) : [];
  if (record) {
    const lowered = new Set(
      args.flatMap((arg) => (arg.startsWith('--lower=') ? arg.slice(8).split(',') : [])),
    );
    const refused = comparable
      ? regressions(
          metrics.filter((metric) => !lowered.has(metric.name)),
          baseline.figures,
        )
      : [];
    if (refused.length > 0 && !args.includes('--new-corpus')) {
      console.log('\nLinha de base NÃO gravada: ela só sobe. Pioraram:');
      for (const line of refused) console.log(`  - ${line}`);
      return 1;
    }
    const figuresByName = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
    writeFileSync(
      BASELINE_PATH,
      `${JSON.stringify({ corpus: fingerprints, figures: figuresByName }, null, 2)}\n`,
    );
    console.log(`\nLinha de base gravada em ${BASELINE_PATH}.`);
    return 0;
  }
  if (baseline === null) {
    console.log('\nSem linha de base: grave uma com --record.');
    return 1;
  }
  if (!comparable) {
    console.log(
      '\nA linha de base foi medida em outro corpus (arquivos diferentes): grave outra com --record --new-corpus, num commit próprio.',
    );
    return 1;
  }
  if (worse.length > 0) {
    console.log('\nPIOROU em relação à linha de base:');
    for (const line of worse) console.log(`  - ${line}`);
    return 1;
  }
  console.log('\nOK: nenhuma métrica abaixo da linha de base.');
  return 0;
}

process.exitCode = main();
