/**
 * @contrato-claro/analyzer — bytes in, analysis out. Pure TypeScript, no I/O besides reading its
 * own dictionaries, no globals: extraction → segmentation/entities/classification → the seven
 * analyzers → scoring and summary.
 */
import {
  CRITERIA,
  scoreBand,
  type TAnalysis,
  type TAnalysisStage,
  type TClauseLocation,
  type TCriterion,
  type TCriterionResult,
  type TFinding,
  type TScanProgress,
} from '@contrato-claro/shared';
import { ANALYZERS, defaultClauseChecklist, exoticStatus, importantDates } from './analyzers';
import { registryFindings } from './rules';
import { indexDocument } from './analyzers/document-index';
import { isContract } from './classify';
import { consolidate } from './consolidate';
import { extract, normalizeText } from './extract';
import { excerptOf } from './excerpt';
import { paginate } from './extract/pages';
import { regimeOf } from './facts/regime';
import { legalBasisFor } from './legal/applicability';
import { clauseSlots, withAdvice } from './legal/model-clauses';
import { withOcrReading } from './ocr-reading';
import { prepareDocument } from './prepare';
import { burdensOf, readerParties } from './reader';
import { consequenceOf, explainOverall, movers, scoreCriterion } from './scoring';
import { pageAt } from './structure/outline/pages';
import { summarizeContract, summarizeCriterion } from './summary';
import {
  fail,
  ok,
  type AnalysisError,
  type AnalyzedDocument,
  type ExtractedText,
  type RawFinding,
  type Result,
} from './types';

/** Result and error types of `analyze`; the analysis shape lives in @contrato-claro/shared. */
export type { AnalysisError, AnalysisErrorCode, Result } from './types';
export type { TAnalysis, TAnalysisStage, TScanProgress } from '@contrato-claro/shared';
/**
 * Loads the Portuguese spelling dictionary now (a fraction of a second, about 20 MB). Call it
 * when a worker starts so the first analysis does not pay for it; otherwise the first call does.
 */
export { warmUpSpelling } from './analyzers/objective/spelling';
/** The vetted legal table (the only source of legal references in any output). */
export { LEGAL_REFERENCES } from './legal/references';

export { MAX_EXCERPT } from './excerpt';

/** Options of `analyze`. */
export interface AnalyzeOptions {
  /** Original file name (reported back; `.txt` files are accepted by name). */
  fileName: string;
  /**
   * Called when each stage starts, in the order of ANALYSIS_STAGES ('lendo o documento
   * digitalizado' only for a PDF with scanned pages).
   */
  onStage?: (stage: TAnalysisStage) => void;
  /** Called before OCR reads each scanned page ("página 3 de 12"). */
  onScanPage?: (progress: TScanProgress) => void;
}

function locate(doc: AnalyzedDocument, finding: RawFinding): TClauseLocation {
  const clause = indexDocument(doc).clauseAt(finding.start);
  return {
    ref: clause.ref,
    page: pageAt(doc.pages, finding.start) ?? clause.page,
    excerpt: excerptOf(doc.text, clause.start, clause.end, finding.start),
    start: finding.start,
    end: Math.max(finding.end, finding.start),
  };
}

function toFindings(
  doc: AnalyzedDocument,
  criterion: TCriterion,
  raw: readonly RawFinding[],
  points: readonly number[],
  counters: Map<string, number>,
): TFinding[] {
  return raw.map((finding, index) => {
    const n = (counters.get(finding.rule) ?? 0) + 1;
    counters.set(finding.rule, n);
    const result: TFinding = {
      id: `${finding.rule}#${n}`,
      rule: finding.rule,
      criterion,
      title: finding.title,
      description: finding.description,
      severity: finding.severity,
      consequence: consequenceOf(finding.rule, finding.missing),
      points: points[index]!,
      clause: locate(doc, finding),
    };
    if (finding.recommendation !== undefined) result.recommendation = finding.recommendation;
    if (finding.missing !== undefined) result.missing = finding.missing;
    if (finding.occurrences !== undefined) {
      result.occurrences = finding.occurrences.map((span) => ({
        ref: indexDocument(doc).clauseAt(span.start).ref,
        page: pageAt(doc.pages, span.start),
        start: span.start,
        end: span.end,
        text: doc.text.slice(span.start, span.end),
      }));
    }
    const legalBasis = legalBasisFor(finding.legalRef, doc);
    if (legalBasis !== undefined) result.legalBasis = legalBasis;
    const burdens = burdensOf(doc, criterion, finding.start);
    if (burdens !== undefined) result.burdens = burdens;
    return result;
  });
}

/** Runs the analyzers, scoring and summary on a prepared document. */
function analyzeDocument(
  doc: AnalyzedDocument,
  meta: { fileName: string; fileSize: number },
  onStage?: (stage: TAnalysisStage) => void,
): TAnalysis {
  onStage?.('analisando riscos');
  const raw = consolidate(
    doc,
    Object.fromEntries(
      CRITERIA.map((criterion) => [
        criterion,
        [...ANALYZERS[criterion].analyze(doc), ...registryFindings(doc, criterion)],
      ]),
    ) as Record<TCriterion, RawFinding[]>,
  );

  onStage?.('calculando nota');
  const counters = new Map<string, number>();
  const slots = clauseSlots(doc.entities, regimeOf(doc));
  const results = {} as Record<TCriterion, TCriterionResult>;
  for (const criterion of CRITERIA) {
    // Findings in text order, so ids (rule#n) follow the document.
    const ordered = [...raw[criterion]].sort((a, b) => a.start - b.start);
    const { score, points } = scoreCriterion(ordered);
    const findings = toFindings(doc, criterion, ordered, points, counters).map((finding) =>
      withAdvice(finding, slots),
    );
    results[criterion] = {
      score,
      band: scoreBand(score),
      summary: summarizeCriterion(criterion, findings),
      findings,
    };
  }
  const breakdown = explainOverall(results);
  const { score } = breakdown;
  const band = scoreBand(score);
  const { contractType, contractSubType, contractTitle } = doc.classification;
  return {
    fileName: meta.fileName,
    fileSize: meta.fileSize,
    pageCount: doc.pageCount,
    contractType,
    contractSubType,
    contractTitle,
    finalScore: {
      score,
      band,
      resumo_contrato: summarizeContract(doc, score, band, movers(results, breakdown)),
    },
    contradictionAnalysis: results.contradictionAnalysis,
    keyValuesAnalysis: results.keyValuesAnalysis,
    importantDatesAnalysis: results.importantDatesAnalysis,
    equilibriumAnalysis: results.equilibriumAnalysis,
    objectiveAnalysis: results.objectiveAnalysis,
    defaultClauses: { ...results.defaultClauses, items: defaultClauseChecklist(doc) },
    exoticClauses: {
      ...results.exoticClauses,
      status: exoticStatus(raw.exoticClauses, results.exoticClauses.score),
      count: raw.exoticClauses.length,
    },
    importantDates: importantDates(doc),
    entities: doc.entities,
    outline: doc.clauses.map(({ ref, title, kind, level, parentRef, page, start, end }) => ({
      ref,
      title,
      kind,
      level,
      parentRef,
      page,
      start,
      end,
    })),
    text: doc.text,
    parties: readerParties(doc),
    breakdown,
  };
}

function analyzeExtracted(
  extracted: ExtractedText,
  meta: { fileName: string; fileSize: number },
  onStage?: (stage: TAnalysisStage) => void,
): Result<TAnalysis, AnalysisError> {
  onStage?.('identificando cláusulas');
  const doc = prepareDocument(extracted);
  if (!isContract(doc)) return fail({ code: 'NOT_A_CONTRACT', detail: 'no contractual signal' });
  const analysis = analyzeDocument(doc, meta, onStage);
  return ok(extracted.ocr ? withOcrReading(analysis, extracted.ocr) : analysis);
}

/**
 * Analyses a contract file (PDF, DOCX, or UTF-8 `.txt` by name). Stages are reported through
 * `onStage` as they start: 'extraindo texto' → 'identificando cláusulas' → 'analisando riscos' →
 * 'calculando nota' (with 'lendo o documento digitalizado' after the first when OCR reads
 * scanned pages). Expected failures are values: UNSUPPORTED_FILE_TYPE, FILE_CORRUPTED,
 * PDF_ENCRYPTED, NO_TEXT_FOUND, EMPTY_DOCUMENT, TOO_MANY_PAGES, TOO_MANY_SCANNED_PAGES,
 * OCR_UNAVAILABLE and NOT_A_CONTRACT (no contractual signal, so no meaningless score is given).
 */
export async function analyze(
  bytes: Uint8Array,
  options: AnalyzeOptions,
): Promise<Result<TAnalysis, AnalysisError>> {
  options.onStage?.('extraindo texto');
  const extracted = await extract(bytes, {
    fileName: options.fileName,
    onScanPage: (progress) => {
      if (progress.page === 1) options.onStage?.('lendo o documento digitalizado');
      options.onScanPage?.(progress);
    },
  });
  if (!extracted.ok) return extracted;
  return analyzeExtracted(
    extracted.value,
    { fileName: options.fileName, fileSize: bytes.length },
    options.onStage,
  );
}

/**
 * Analyses plain contract text, normalised as extraction would (for the corpus, tests and
 * benchmarks). `fileSize` is the UTF-8 size of the text.
 */
export function analyzeText(
  text: string,
  options: AnalyzeOptions,
): Result<TAnalysis, AnalysisError> {
  options.onStage?.('extraindo texto');
  const normalized = normalizeText(text);
  if (normalized.trim() === '') return fail({ code: 'EMPTY_DOCUMENT', detail: 'empty text' });
  const pages = paginate(normalized);
  return analyzeExtracted(
    { kind: 'txt', text: normalized, pages, pageCount: pages.length },
    { fileName: options.fileName, fileSize: new TextEncoder().encode(text).length },
    options.onStage,
  );
}
