import { z } from 'zod';
import { ZErrorCode } from './errors';
import { ZPreview } from './analysis';

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
  /** While queued: how many analyses will start before this one ("3 à frente"). */
  queue: z.object({ ahead: z.number().int().min(0) }).optional(),
  preview: ZPreview.optional(),
  error: z.object({ code: ZErrorCode, message: z.string() }).optional(),
});
export type TContractStatus = z.infer<typeof ZContractStatus>;

/** Path parameter of every analysis route. */
export const ZAnalysisIdParams = z.object({ id: z.uuid({ error: 'Identificador inválido' }) });
