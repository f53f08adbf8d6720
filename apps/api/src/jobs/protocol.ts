import type { TAnalysis, TAnalysisStage, TScanProgress } from '@contrato-claro/shared';

/**
 * Messages between the pool (parent) and an analysis child process. The child reads the file
 * itself: only a path and the key that opens it (base64; null for a file never sealed) cross the
 * IPC channel on the way in.
 */
export type ParentMessage = {
  type: 'analyze';
  filePath: string;
  fileKey: string | null;
  fileName: string;
};

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'stage'; stage: TAnalysisStage }
  | { type: 'scan'; progress: TScanProgress }
  | { type: 'done'; analysis: TAnalysis }
  /** `ending`: the child exits right after this message and must not be given another job. */
  | { type: 'rejected'; code: string; detail: string | null; ending?: boolean };

/** What a running analysis reports: each stage as it starts, each scanned page OCR reads. */
export type ProgressEvent =
  { type: 'stage'; stage: TAnalysisStage } | { type: 'scan'; progress: TScanProgress };

/** The analyzer entry the child runs (packages/analyzer's `analyze`). */
export type AnalyzeFunction = (
  bytes: Uint8Array,
  options: {
    fileName: string;
    onStage?: (stage: TAnalysisStage) => void;
    onScanPage?: (progress: TScanProgress) => void;
  },
) => Promise<
  { ok: true; value: TAnalysis } | { ok: false; error: { code: string; detail?: string } }
>;

/** Environment variable naming a replacement analyzer module: a test seam for hostile parsers. */
export const ANALYZER_MODULE_ENV = 'CONTRATO_CLARO_ANALYZER_MODULE';
