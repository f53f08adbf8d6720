import { z } from 'zod';
import { ZErrorCode } from './errors';
import { ZPreview } from './analysis';
import { ZBand } from './score';

/** Lifecycle of an analysis job. */
export const ZAnalysisStatus = z.enum(['queued', 'processing', 'done', 'failed']);
export type TAnalysisStatus = z.infer<typeof ZAnalysisStatus>;

/** Stages pushed while a job runs, in order. */
export const ANALYSIS_STAGES = [
  'extraindo texto',
  'identificando cláusulas',
  'analisando riscos',
  'calculando nota',
] as const;
export const ZAnalysisStage = z.enum(ANALYSIS_STAGES);
export type TAnalysisStage = z.infer<typeof ZAnalysisStage>;

export const ZProgress = z.object({
  stage: ZAnalysisStage.nullable(),
  percent: z.number().int().min(0).max(100),
});
export type TProgress = z.infer<typeof ZProgress>;

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
  preview: ZPreview.optional(),
  error: z.object({ code: ZErrorCode, message: z.string() }).optional(),
});
export type TContractStatus = z.infer<typeof ZContractStatus>;

/** Path parameter of every analysis route. */
export const ZAnalysisIdParams = z.object({ id: z.uuid({ error: 'Identificador inválido' }) });

/** One row of "Minhas análises" (GET /contracts): never findings, only what the list shows. */
export const ZAnalysisSummary = z.object({
  userServiceId: z.uuid(),
  fileName: z.string(),
  contractType: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  status: ZAnalysisStatus,
  score: z.number().int().min(0).max(100).nullable(),
  band: ZBand.nullable(),
});
export type TAnalysisSummary = z.infer<typeof ZAnalysisSummary>;

/** GET /contracts: the signed-in user's analyses, newest first. */
export const ZAnalysisList = z.object({ analyses: z.array(ZAnalysisSummary) });
export type TAnalysisList = z.infer<typeof ZAnalysisList>;

/** POST /contracts/:id/claim answer: the analysis is now the signed-in user's. */
export const ZClaimResponse = z.object({ userServiceId: z.uuid() });
export type TClaimResponse = z.infer<typeof ZClaimResponse>;
