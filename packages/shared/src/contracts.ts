import { z } from 'zod';
import { ZErrorCode } from './errors';
import { ZPreview } from './analysis';
import { ZMyLawyerRequest } from './auth';
import { ZBand } from './score';

/** Lifecycle of an analysis job. */
export const ZAnalysisStatus = z.enum(['queued', 'processing', 'done', 'failed']);
export type TAnalysisStatus = z.infer<typeof ZAnalysisStatus>;

/**
 * Stages pushed while a job runs, in order. 'lendo o documento digitalizado' (OCR) only happens
 * for documents with scanned pages.
 */
export const ANALYSIS_STAGES = [
  'extraindo texto',
  'lendo o documento digitalizado',
  'identificando cláusulas',
  'analisando riscos',
  'calculando nota',
] as const;
export const ZAnalysisStage = z.enum(ANALYSIS_STAGES);
export type TAnalysisStage = z.infer<typeof ZAnalysisStage>;

/** Which scanned page OCR is reading ("página 3 de 12"). */
export const ZScanProgress = z.object({
  page: z.number().int().positive(),
  pages: z.number().int().positive(),
});
export type TScanProgress = z.infer<typeof ZScanProgress>;

export const ZProgress = z.object({
  stage: ZAnalysisStage.nullable(),
  percent: z.number().int().min(0).max(100),
  /** Present once a document turned out to have scanned pages, and kept until the end. */
  scan: ZScanProgress.optional(),
});
export type TProgress = z.infer<typeof ZProgress>;

/** Seconds OCR takes for one scanned page on one core (bench/ocr measures it). */
export const SECONDS_PER_SCANNED_PAGE = 3;
/** Seconds the rest of an analysis takes once the text is read. */
const SECONDS_AFTER_READING = 5;

/**
 * The remaining time of an analysis reading a scan, from the pages left to read at the pace the
 * pages were read so far (`secondsPerPage`, as the reader measured it: a busy server reads
 * slower than bench/ocr's quiet machine), never faster than that bench's pace; null when no
 * estimate is worth showing (text documents take a few seconds).
 */
export function estimateSecondsLeft(
  progress: TProgress,
  secondsPerPage: number | null = null,
): number | null {
  if (progress.stage !== 'lendo o documento digitalizado' || !progress.scan) return null;
  const pagesLeft = progress.scan.pages - progress.scan.page + 1;
  const pace = Math.max(SECONDS_PER_SCANNED_PAGE, secondsPerPage ?? 0);
  return Math.ceil(pagesLeft * pace + SECONDS_AFTER_READING);
}

/** POST /contracts answer (202). */
export const ZUploadResponse = z.object({
  userServiceId: z.uuid(),
  status: ZAnalysisStatus,
});
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

/** GET /contracts/:id answer, and the payload of each server-sent event. */
export const ZContractStatus = z.object({
  userServiceId: z.uuid(),
  status: ZAnalysisStatus,
  progress: ZProgress,
  /** While queued: how many analyses will start before this one ("3 à frente"). */
  queue: z.object({ ahead: z.number().int().min(0) }).optional(),
  preview: ZPreview.optional(),
  error: z.object({ code: ZErrorCode, message: z.string() }).optional(),
});
export type TContractStatus = z.infer<typeof ZContractStatus>;

/** Path parameter of every analysis route. */
export const ZAnalysisIdParams = z.object({ id: z.uuid({ error: 'Identificador inválido' }) });

/** A later version of an analysis, as "Minhas análises" lists it under the first one (issue 25). */
export const ZAnalysisVersion = z.object({
  userServiceId: z.uuid(),
  fileName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: ZAnalysisStatus,
  score: z.number().int().min(0).max(100).nullable(),
  band: ZBand.nullable(),
});
export type TAnalysisVersion = z.infer<typeof ZAnalysisVersion>;

/** One row of "Minhas análises" (GET /contracts): never findings, only what the list shows. */
export const ZAnalysisSummary = z.object({
  userServiceId: z.uuid(),
  fileName: z.string(),
  contractType: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  status: ZAnalysisStatus,
  score: z.number().int().min(0).max(100).nullable(),
  band: ZBand.nullable(),
  /** The customer's open lawyer request about this analysis, if any. */
  lawyerRequest: ZMyLawyerRequest.nullable(),
  /** Its later versions (uploaded with "Comparar com nova versão"), newest first. */
  versions: z.array(ZAnalysisVersion).default([]),
});
export type TAnalysisSummary = z.infer<typeof ZAnalysisSummary>;

/** GET /contracts: the signed-in user's analyses, newest first. */
export const ZAnalysisList = z.object({ analyses: z.array(ZAnalysisSummary) });
export type TAnalysisList = z.infer<typeof ZAnalysisList>;

/** POST /contracts/:id/claim answer: the analysis is now the signed-in user's. */
export const ZClaimResponse = z.object({ userServiceId: z.uuid() });
export type TClaimResponse = z.infer<typeof ZClaimResponse>;
