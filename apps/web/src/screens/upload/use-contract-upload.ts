import type { TAnalysisStage, TPreview } from '@contrato-claro/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { followAnalysis, uploadContract } from '../../api/contracts';
import { messages } from '../../messages/pt-BR';

/** Where an upload is: sending the bytes, then following the server's analysis stages. */
export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; fraction: number }
  | { kind: 'analyzing'; fileName: string; stage: TAnalysisStage | null; percent: number }
  | { kind: 'error'; message: string; canRetry: boolean };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const loadFlow = () => import('./upload-flow');

/**
 * Sends a contract and follows its analysis until the preview is ready, then hands it to
 * `onPreview`. Leaving the screen aborts the upload and the event stream.
 */
export function useContractUpload(onPreview: (preview: TPreview) => void) {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const lastFile = useRef<File | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      lastFile.current = file;
      const { signal } = current;
      setPhase({ kind: 'uploading', fileName: file.name, fraction: 0 });
      try {
        const { userServiceId } = await uploadContract(file, {
          signal,
          onProgress: (fraction) => setPhase({ kind: 'uploading', fileName: file.name, fraction }),
        });
        setPhase({ kind: 'analyzing', fileName: file.name, stage: null, percent: 0 });
        const final = await followAnalysis(userServiceId, {
          signal,
          onUpdate: ({ progress }) =>
            setPhase({ kind: 'analyzing', fileName: file.name, ...progress }),
        });
        if (final.status === 'done' && final.preview) return onPreview(final.preview);
        setPhase({
          kind: 'error',
          message: final.error?.message ?? messages.upload.errors.noPreview,
          canRetry: true,
        });
      } catch (error) {
        if (isAbort(error)) return;
        const { errorMessage } = await loadFlow();
        setPhase({ kind: 'error', message: errorMessage(error), canRetry: true });
      }
    },
    [onPreview],
  );

  /** A file refused by the browser-side checks: nothing is sent, nothing to retry. */
  const reject = useCallback((message: string) => {
    controller.current?.abort();
    lastFile.current = null;
    setPhase({ kind: 'error', message, canRetry: false });
  }, []);

  /** Checks the picked files in the browser, then sends the one file, or says what is wrong. */
  const choose = useCallback(
    async (files: File[]) => {
      const [file] = files;
      if (!file) return;
      const { validateFile } = await loadFlow();
      const problem = files.length > 1 ? messages.upload.errors.many : validateFile(file);
      if (problem) reject(problem);
      else void start(file);
    },
    [reject, start],
  );

  const retry = useCallback(() => {
    if (lastFile.current) void start(lastFile.current);
  }, [start]);

  return { phase, choose, retry };
}
