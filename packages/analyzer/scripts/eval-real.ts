/**
 * The yardstick: `npm run eval:real -w packages/analyzer [-- DIR ...] [--verbose] [--record]`.
 *
 * Analyses every contract of each folder (default: the development set `../shared/corpus-real`,
 * the blind set `../shared/corpus-check` and the paraphrase suite `test/paraphrase`) and judges
 * every finding instance against the lawyer's annotation (`test/corpus-real/judge.ts` defines the
 * verdicts). Prints, per folder and per criterion: the confirmed and refuted shares of the
 * findings, the annotated issues found (all, "alta" and per mechanism), refused documents, band
 * agreement, Spearman's correlation between our score and the lawyer's band, the busiest 10-point
 * window of the scores, checklist accuracy, entity recall, the summary checks and the arithmetic
 * relations checked. For the paraphrase suite it also prints the robustness ratio: issues found
 * on the paraphrases ÷ found on their originals.
 *
 * Only the development set and our own paraphrases are shown contract by contract (with the
 * misses, excerpts and unresolved citations under `--verbose`); every other folder is blind and
 * prints aggregates only — never a contract's name, a needle or an excerpt.
 *
 * The figures are compared with the committed baseline (`test/corpus-real/baseline.json`, one
 * entry per folder): the exit code is 1 when any figure of any folder is worse. `--record`
 * rewrites the baseline, and refuses to lower a figure on the same files (a baseline only moves
 * up, in the commit that earns it) unless the figure is named with `--lower=NAME[,NAME]` (as
 * `folder:figure` or `figure` for every folder) — a trade-off made on purpose, explained in that
 * commit; when a folder's files changed, `--record --new-corpus` records it afresh, in a commit of
 * its own. A folder that is absent is skipped with a message.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CRITERIA } from '@contrato-claro/shared';
import { arithmeticRelations } from '../src/analyzers/contradiction/arithmetic';
import { analyzeText } from '../src/index';
import { regimeOf, type Regime } from '../src/facts/regime';
import { documentFromText } from '../src/prepare';
import {
  DEFAULT_BLIND_CORPUS_DIR,
  DEFAULT_REAL_CORPUS_DIR,
  fingerprintOf,
  hasRealCorpus,
  loadRealCorpus,
  MECHANISMS,
  PARAPHRASE_DIR,
  type RealEntry,
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

/** The figures of one folder and the fingerprint of the files they were measured on. */
interface FolderBaseline {
  corpus: string;
  figures: Record<string, number | null>;
}

/** Folder label (its base name) → its figures. */
type Baseline = Record<string, FolderBaseline>;

/** A folder to measure: its label, path and whether it may be shown contract by contract. */
interface Folder {
  label: string;
  dir: string;
  /** Development data (corpus-real, our paraphrases): per-contract lines and misses may print. */
  isOpen: boolean;
}

/** The folders whose contracts may be printed one by one; any other folder is blind. */
const OPEN_FOLDERS = new Set([DEFAULT_REAL_CORPUS_DIR, PARAPHRASE_DIR]);

const folderOf = (dir: string): Folder => ({
  label: basename(dir),
  dir,
  isOpen: OPEN_FOLDERS.has(dir),
});

const ratio = (s: Share): number | null =>
  s.total === 0 ? null : Math.round((s.hits / s.total) * 10_000) / 10_000;

const percent = (s: Share): string =>
  s.total === 0 ? '  n/a' : `${((100 * s.hits) / s.total).toFixed(0).padStart(4)}%`;

const shareText = (s: Share): string => `${percent(s)} (${s.hits}/${s.total})`;

/** The figures as named metrics, in print order. */
function metricsOf(f: Figures): Metric[] {
  const higher = (name: string, s: Share): Metric => ({ name, value: ratio(s), better: 'higher' });
  const lower = (name: string, s: Share): Metric => ({ name, value: ratio(s), better: 'lower' });
  return [
    higher('analysed', f.analysed),
    higher('confirmed', f.confirmed),
    lower('refuted', f.refuted),
    { name: 'refused', value: f.refused, better: 'lower' },
    { name: 'refutedMissing', value: f.refutedMissing, better: 'lower' },
    { name: 'repeated', value: f.repeated, better: 'lower' },
    higher('issuesFound', f.issuesFound),
    higher('altaFound', f.altaFound),
    ...MECHANISMS.map((m) => higher(`mechanism.${m}`, f.byMechanism[m])),
    higher('checklist', f.checklist),
    higher('band', f.band),
    { name: 'spearman', value: f.spearman, better: 'higher' },
    lower('spread', f.spread),
    ...ENTITY_KINDS.map((kind) => higher(`entities.${kind}`, f.entities[kind])),
    higher('summary.clean', f.summaryClean),
    higher('summary.parties', f.summaryParties),
    higher('summary.value', f.summaryValue),
    higher('summary.term', f.summaryTerm),
    higher('summary.type', f.summaryType),
    higher('summary.roles', f.summaryRoles),
    higher('summary.priceKind', f.summaryPriceKind),
    higher('summary.termKind', f.summaryTermKind),
    higher('summary.reasons', f.summaryReasons),
    higher('citations', f.citations),
    ...CRITERIA.flatMap((c) => [
      higher(`${c}.confirmed`, f.byCriterion[c].confirmed),
      lower(`${c}.refuted`, f.byCriterion[c].refuted),
      higher(`${c}.issuesFound`, f.byCriterion[c].issuesFound),
    ]),
  ];
}

/** Metrics worse than the baseline (null on either side is not comparable). */
function regressions(
  metrics: readonly Metric[],
  baseline: FolderBaseline['figures'],
  label: string,
): string[] {
  return metrics.flatMap((metric) => {
    const before = baseline[metric.name];
    if (before === undefined || before === null || metric.value === null) return [];
    const worse = metric.better === 'higher' ? metric.value < before : metric.value > before;
    return worse ? [`${label}:${metric.name}: ${metric.value} (linha de base ${before})`] : [];
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
      `    perdido [${issue.severity}] ${issue.criterion}/${issue.mechanism}: «${issue.needle.slice(0, 80)}»`,
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
      `${c.padEnd(24)} ${percent(confirmed).padStart(8)} ${percent(refuted).padStart(8)}  ${shareText(issuesFound)}   [${confirmed.total} achados]`,
    );
  }
  console.log(
    `${'geral'.padEnd(24)} ${percent(f.confirmed).padStart(8)} ${percent(f.refuted).padStart(8)}  ${shareText(f.issuesFound)}   [${f.findings} achados]`,
  );
  const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
  console.log('\nProblemas achados por mecanismo');
  for (const mechanism of MECHANISMS) {
    const s = f.byMechanism[mechanism];
    if (s.total > 0) line(`  ${mechanism}`, shareText(s));
  }
  console.log('');
  line('Contratos analisados', `${f.analysed.hits}/${f.analysed.total}`);
  line(
    'Documentos recusados',
    `${f.refused}${f.refusedCodes.length > 0 ? ` (${f.refusedCodes.join(', ')})` : ''}`,
  );
  line('Problemas "alta" achados', shareText(f.altaFound));
  line('"Ausente" refutados pela anotação', String(f.refutedMissing));
  line('Achados repetidos', String(f.repeated));
  line('Checklist (itens esperados)', shareText(f.checklist));
  line('Faixa igual à do advogado', shareText(f.band));
  line('Spearman (nota × faixa do advogado)', f.spearman === null ? 'n/a' : f.spearman.toFixed(2));
  line('Notas na janela de 10 pontos mais cheia', shareText(f.spread));
  for (const kind of ENTITY_KINDS) line(`Entidades: ${kind}`, shareText(f.entities[kind]));
  line('Resumo sem variáveis de modelo', shareText(f.summaryClean));
  line('Resumo com as partes certas', shareText(f.summaryParties));
  line('Resumo com valor certo', shareText(f.summaryValue));
  line('Resumo com prazo certo', shareText(f.summaryTerm));
  line('Resumo com o tipo certo (e sem regime a mais)', shareText(f.summaryType));
  line('Resumo sem papéis trocados', shareText(f.summaryRoles));
  line('Resumo com o tipo de preço certo', shareText(f.summaryPriceKind));
  line('Resumo com o tipo de prazo certo', shareText(f.summaryTermKind));
  line('Resumo só com motivos confirmados', shareText(f.summaryReasons));
  line('Citações de lei resolvidas na tabela', shareText(f.citations));
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

function printArithmetic(counts: readonly ArithmeticCount[], isOpen: boolean): void {
  const checked = counts.reduce((sum, count) => sum + count.checked, 0);
  const mismatches = counts.reduce((sum, count) => sum + count.mismatches, 0);
  console.log(`\nRelações aritméticas verificadas: ${checked} (${mismatches} divergentes)`);
  const unread = counts.filter((count) => count.unparsed.length > 0);
  if (unread.length === 0 || !isOpen) return;
  console.log('Relações aritméticas não lidas:');
  for (const { id, unparsed } of unread) {
    console.log(`  ${id}:`);
    for (const line of unparsed) console.log(`    ${line.slice(0, 140)}`);
  }
}

/** The regimes the annotations name, with the flag of ours that stands for each. */
const REGIME_FLAGS: readonly { label: string; annotated: RegExp; flag: keyof Regime }[] = [
  { label: 'consumo', annotated: /consumo/u, flag: 'isConsumer' },
  { label: 'adesão', annotated: /ades[ãa]o/u, flag: 'isAdhesion' },
  { label: 'locação urbana', annotated: /loca[çc][ãa]o urbana|8\.245/u, flag: 'isLease' },
  { label: 'trabalho', annotated: /trabalho|CLT/u, flag: 'isEmployment' },
  { label: 'estágio', annotated: /est[áa]gio|11\.788/u, flag: 'isInternship' },
  { label: 'administrativo', annotated: /administrativo|8\.666|14\.133/u, flag: 'isPublic' },
];

/** Per regime: contracts where the lawyer and we agree, and the wrong calls each way. */
interface RegimeCount {
  label: string;
  agree: number;
  missed: number;
  wrong: number;
}

function countRegimes(corpus: readonly RealEntry[]): RegimeCount[] {
  const regimes = corpus.map((entry) => ({
    annotated: entry.annotation.regime.join(' '),
    ours: regimeOf(documentFromText(entry.text)),
  }));
  return REGIME_FLAGS.map(({ label, annotated, flag }) => {
    const count = { label, agree: 0, missed: 0, wrong: 0 };
    for (const { annotated: theirs, ours } of regimes) {
      const isTheirs = annotated.test(theirs);
      const isOurs = ours[flag] === true;
      if (isTheirs === isOurs) count.agree += 1;
      else if (isTheirs) count.missed += 1;
      else count.wrong += 1;
    }
    return count;
  });
}

function printRegimes(counts: readonly RegimeCount[], total: number): void {
  console.log('\nRegime (contratos em que concordamos com o advogado; ausentes / a mais)');
  for (const { label, agree, missed, wrong } of counts) {
    console.log(`  ${label.padEnd(42)} ${agree}/${total}  (ausente ${missed}, a mais ${wrong})`);
  }
}

/** What one folder measured. */
interface FolderRun {
  folder: Folder;
  corpus: RealEntry[];
  judgements: ContractJudgement[];
  metrics: Metric[];
}

function judgeCorpus(corpus: readonly RealEntry[]): ContractJudgement[] {
  return corpus.map((entry) => {
    const result = analyzeText(entry.text, { fileName: `${entry.id}.txt` });
    return judgeContract(
      entry.id,
      entry.text,
      entry.annotation,
      result.ok ? result.value : { error: result.error.code },
    );
  });
}

function runFolder(folder: Folder, verbose: boolean): FolderRun {
  const corpus = loadRealCorpus(folder.dir);
  const judgements = judgeCorpus(corpus);
  console.log(
    `\n======== ${folder.label} (${corpus.length} contratos${folder.isOpen ? '' : '; cego: só agregados'}) ========`,
  );
  if (folder.isOpen) for (const judgement of judgements) printContract(judgement, verbose);
  const figures = figuresOf(judgements);
  printFigures(figures);
  if (folder.isOpen) printUnresolvedCitations(judgements);
  const arithmetic = corpus.map((entry) => countArithmetic(entry.id, entry.text));
  printArithmetic(arithmetic, folder.isOpen);
  const regimes = countRegimes(corpus);
  printRegimes(regimes, corpus.length);
  const metrics: Metric[] = [
    ...metricsOf(figures),
    ...regimes.map(({ label, agree }) => ({
      name: `regime.${label}`,
      value: agree / Math.max(1, corpus.length),
      better: 'higher' as const,
    })),
    {
      name: 'arithmetic.checked',
      value: arithmetic.reduce((sum, count) => sum + count.checked, 0),
      better: 'higher',
    },
  ];
  return { folder, corpus, judgements, metrics };
}

/**
 * Issues found on the paraphrases ÷ issues found on their originals (the same slugs of the
 * development set): 1 means the analyzer reads a rewording as well as the text it was tuned on.
 */
function robustnessOf(paraphrases: FolderRun, originals: FolderRun): Metric {
  const foundIn = (run: FolderRun, ids: ReadonlySet<string>) =>
    run.judgements
      .filter((j) => ids.has(j.id))
      .reduce((sum, j) => sum + j.issues.filter((i) => i.found).length, 0);
  const ids = new Set(paraphrases.judgements.map((j) => j.id));
  const pairedIds = new Set(originals.judgements.map((j) => j.id).filter((id) => ids.has(id)));
  const onOriginals = foundIn(originals, pairedIds);
  const value =
    onOriginals === 0
      ? null
      : Math.round((foundIn(paraphrases, pairedIds) / onOriginals) * 10_000) / 10_000;
  console.log(
    `\nRobustez às paráfrases (${pairedIds.size} pares): problemas achados nas paráfrases ÷ nos originais = ${value ?? 'n/a'}`,
  );
  return { name: 'robustness', value, better: 'higher' };
}

function readBaseline(): Baseline | null {
  try {
    return JSON.parse(readFileSync(BASELINE_PATH, 'utf8')) as Baseline;
  } catch {
    return null;
  }
}

/** One fingerprint of every file of a folder (slugs included), so a blind folder names none. */
const fingerprintOfCorpus = (corpus: readonly RealEntry[]): string =>
  fingerprintOf(corpus.map((entry) => `${entry.id}:${entry.fingerprint}`).join('\n'));

function main(): number {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const record = args.includes('--record');
  const dirArgs = args.filter((arg) => !arg.startsWith('--')).map((arg) => resolve(arg));
  const dirs =
    dirArgs.length > 0
      ? dirArgs
      : [DEFAULT_REAL_CORPUS_DIR, DEFAULT_BLIND_CORPUS_DIR, PARAPHRASE_DIR];
  const runs: FolderRun[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir) || !hasRealCorpus(dir)) {
      console.log(`eval:real: nenhum contrato anotado em ${dir}; pasta pulada.`);
      continue;
    }
    runs.push(runFolder(folderOf(dir), verbose));
  }
  if (runs.length === 0) {
    console.log('eval:real: nenhum corpus encontrado; avaliação pulada.');
    return 0;
  }
  const paraphrases = runs.find((run) => run.folder.dir === PARAPHRASE_DIR);
  const originals = runs.find((run) => run.folder.dir === DEFAULT_REAL_CORPUS_DIR);
  if (paraphrases !== undefined && originals !== undefined) {
    paraphrases.metrics.push(robustnessOf(paraphrases, originals));
  }

  const baseline = readBaseline() ?? {};
  const lowered = new Set(
    args.flatMap((arg) => (arg.startsWith('--lower=') ? arg.slice(8).split(',') : [])),
  );
  const changedCorpus: string[] = [];
  const worse: string[] = [];
  const refused: string[] = [];
  for (const run of runs) {
    const before = baseline[run.folder.label];
    const fingerprint = fingerprintOfCorpus(run.corpus);
    if (before === undefined || before.corpus !== fingerprint) {
      changedCorpus.push(run.folder.label);
      continue;
    }
    worse.push(...regressions(run.metrics, before.figures, run.folder.label));
    const kept = run.metrics.filter(
      (m) => !lowered.has(m.name) && !lowered.has(`${run.folder.label}:${m.name}`),
    );
    refused.push(...regressions(kept, before.figures, run.folder.label));
  }

  if (record) {
    if (refused.length > 0) {
      console.log('\nLinha de base NÃO gravada: ela só sobe. Pioraram:');
      for (const line of refused) console.log(`  - ${line}`);
      return 1;
    }
    if (changedCorpus.length > 0 && !args.includes('--new-corpus')) {
      console.log(
        `\nLinha de base NÃO gravada: arquivos mudaram em ${changedCorpus.join(', ')}; use --record --new-corpus, num commit próprio.`,
      );
      return 1;
    }
    const next: Baseline = { ...baseline };
    for (const run of runs) {
      next[run.folder.label] = {
        corpus: fingerprintOfCorpus(run.corpus),
        figures: Object.fromEntries(run.metrics.map((m) => [m.name, m.value])),
      };
    }
    writeFileSync(BASELINE_PATH, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`\nLinha de base gravada em ${BASELINE_PATH}.`);
    return 0;
  }
  if (changedCorpus.length > 0) {
    console.log(
      `\nA linha de base foi medida em outros arquivos (${changedCorpus.join(', ')}): grave outra com --record --new-corpus, num commit próprio.`,
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
