/**
 * `contrato-claro-analyze <file.pdf|.docx|.txt> [--json]`: analyses one contract file and prints
 * a readable pt-BR report, or the analysis JSON on stdout. Exit codes: 0 analysed, 1 usage
 * error, 2 the file could not be analysed (its pt-BR message on stderr).
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  CRITERIA,
  ERROR_MESSAGES,
  MAX_UPLOAD_BYTES,
  formatLegalBasis,
} from '@contrato-claro/shared';
import type {
  TAnalysis,
  TCriterion,
  TCriterionResult,
  TErrorCode,
  TExoticStatus,
  TFinding,
  TLegalBasis,
} from '@contrato-claro/shared';

/** Exit codes of the CLI. */
export const EXIT = { ok: 0, usage: 1, badFile: 2 } as const;

/** Every string the CLI shows (pt-BR). */
const MESSAGES = {
  usage:
    'Uso: contrato-claro-analyze <arquivo.pdf|.docx|.txt> [--json]\n' +
    '  Analisa um contrato e mostra o relatório (ou, com --json, a análise completa em JSON).',
  unknownOption: (option: string) => `Opção desconhecida: ${option}`,
  notFound: (path: string) => `Arquivo não encontrado: ${path}`,
  notAFile: (path: string) => `Não é um arquivo: ${path}`,
  heading: (fileName: string) => `Análise do contrato "${fileName}"`,
  type: (type: string, subType: string | null) => `Tipo: ${type}${subType ? ` (${subType})` : ''}`,
  title: (title: string) => `Título: ${title}`,
  pages: (count: number) => `Páginas: ${count}`,
  finalScore: (score: number, band: string) => `Nota final: ${score}/100 – ${band}`,
  summary: (text: string) => `Resumo: ${text}`,
  criterion: (label: string, score: number, band: string) => `${label}: ${score}/100 – ${band}`,
  exotic: (label: string, status: string, count: number) =>
    `${label}: ${status} (${count} ${count === 1 ? 'cláusula' : 'cláusulas'})`,
  noFindings: 'Nenhum ponto de atenção.',
  finding: (finding: TFinding) =>
    `[${finding.severity}] ${finding.clause.ref}${finding.clause.page ? ` (p. ${finding.clause.page})` : ''} – ${finding.title}`,
  legalBasis: (basis: TLegalBasis) => `Base legal: ${formatLegalBasis(basis)} – ${basis.rule}`,
  recommendation: (text: string) => `Recomendação: ${text}`,
  checklistItem: (present: boolean, label: string, ref: string | undefined) =>
    `${present ? '[x]' : '[ ]'} ${label}${ref ? ` (${ref})` : ''}`,
} as const;

const CRITERION_LABELS: Record<TCriterion, string> = {
  contradictionAnalysis: 'Contradição',
  keyValuesAnalysis: 'Riscos financeiros',
  importantDatesAnalysis: 'Datas importantes',
  equilibriumAnalysis: 'Equilíbrio contratual',
  objectiveAnalysis: 'Objetividade, erros e repetições',
  defaultClauses: 'Cláusulas padrão',
  exoticClauses: 'Cláusulas atípicas',
};

const EXOTIC_STATUS: Record<TExoticStatus, string> = {
  nenhuma: 'nenhuma',
  atencao: 'atenção',
  critica: 'crítica',
};

const indent = (text: string, depth: number): string =>
  text
    .split('\n')
    .map((line) => `${'  '.repeat(depth)}${line}`)
    .join('\n');

function formatFindings(findings: readonly TFinding[]): string[] {
  if (findings.length === 0) return [indent(MESSAGES.noFindings, 1)];
  return findings.flatMap((finding) => [
    indent(MESSAGES.finding(finding), 1),
    indent(finding.description, 2),
    ...(finding.legalBasis ? [indent(MESSAGES.legalBasis(finding.legalBasis), 2)] : []),
    ...(finding.recommendation ? [indent(MESSAGES.recommendation(finding.recommendation), 2)] : []),
  ]);
}

function formatCriterion(analysis: TAnalysis, criterion: TCriterion): string[] {
  const label = CRITERION_LABELS[criterion];
  const result: TCriterionResult = analysis[criterion];
  const head =
    criterion === 'exoticClauses'
      ? MESSAGES.exotic(
          label,
          EXOTIC_STATUS[analysis.exoticClauses.status],
          analysis.exoticClauses.count,
        )
      : MESSAGES.criterion(label, result.score, result.band);
  const checklist =
    criterion === 'defaultClauses'
      ? analysis.defaultClauses.items
          .filter((item) => item.expected)
          .map((item) =>
            indent(MESSAGES.checklistItem(item.present, item.label, item.clauseRef), 1),
          )
      : [];
  return [head, indent(result.summary, 1), ...checklist, ...formatFindings(result.findings), ''];
}

/** The readable report of an analysis. */
export function formatReport(analysis: TAnalysis): string {
  return [
    MESSAGES.heading(analysis.fileName),
    MESSAGES.type(analysis.contractType, analysis.contractSubType),
    ...(analysis.contractTitle ? [MESSAGES.title(analysis.contractTitle)] : []),
    MESSAGES.pages(analysis.pageCount),
    MESSAGES.finalScore(analysis.finalScore.score, analysis.finalScore.band),
    MESSAGES.summary(analysis.finalScore.resumo_contrato),
    '',
    ...CRITERIA.flatMap((criterion) => formatCriterion(analysis, criterion)),
  ].join('\n');
}

interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const processIo: Io = {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
};

/** Runs the CLI on `argv` (without node and script) and resolves with the exit code. */
export async function main(argv: readonly string[], io: Io = processIo): Promise<number> {
  const options = argv.filter((arg) => arg.startsWith('-'));
  const files = argv.filter((arg) => !arg.startsWith('-'));
  if (options.includes('--help') || options.includes('-h')) {
    io.stdout(MESSAGES.usage);
    return EXIT.ok;
  }
  const unknown = options.find((option) => option !== '--json');
  if (unknown !== undefined || files.length !== 1) {
    if (unknown !== undefined) io.stderr(MESSAGES.unknownOption(unknown));
    io.stderr(MESSAGES.usage);
    return EXIT.usage;
  }
  const path = files[0]!;
  const info = await stat(path).catch(() => null);
  if (!info) {
    io.stderr(MESSAGES.notFound(path));
    return EXIT.usage;
  }
  if (!info.isFile()) {
    io.stderr(MESSAGES.notAFile(path));
    return EXIT.usage;
  }
  const fail = (code: TErrorCode): number => {
    io.stderr(ERROR_MESSAGES[code]);
    return EXIT.badFile;
  };
  if (info.size > MAX_UPLOAD_BYTES) return fail('FILE_TOO_LARGE');
  const bytes = new Uint8Array(await readFile(path));
  // Loaded only now, so usage errors answer without loading the whole engine.
  const { analyze } = await import('./index');
  const result = await analyze(bytes, { fileName: basename(path) });
  if (!result.ok) return fail(result.error.code);
  io.stdout(
    options.includes('--json') ? JSON.stringify(result.value, null, 2) : formatReport(result.value),
  );
  return EXIT.ok;
}
