import type {
  TAnalysisStage,
  TPreview,
  TProgress,
  TScanProgress,
  TUploadResponse,
} from '@contrato-claro/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { followAnalysis, pasteContract, uploadContract } from '../../api/contracts';
import { connectionErrorMessage } from '../../lib/connection';
import { messages } from '../../messages/pt-BR';

/** Where an upload is: sending the bytes, then following the server's analysis stages. */
export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; fraction: number }
  | {
      kind: 'analyzing';
      fileName: string;
      stage: TAnalysisStage | null;
      percent: number;
      /** While queued: analyses that start before this one; null once it runs. */
      queueAhead: number | null;
      /** The scanned page OCR is reading, once the document turned out to be a scan. */
      scan?: TScanProgress;
      /** The server stopped answering; following resumes by itself once it answers again. */
      isReconnecting: boolean;
    }
  | {
      kind: 'error';
      message: string;
      /** False for a file that can never pass as it is: another file is needed, not a retry. */
      canRetry: boolean;
      /** The request got no answer (offline, server out of reach): nothing is wrong with the file. */
      isConnection: boolean;
    };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const loadFlow = () => import('./upload-flow');

/**
 * Sends a contract and follows its analysis until the preview is ready, then hands it to
 * `onPreview`. Leaving the screen aborts the upload and the event stream. Every failure says what
 * happened in pt-BR — offline or server out of reach included, even before the first upload (when
 * the code that checks the file cannot be downloaded) — and offers to try again unless the file
 * itself can never pass.
 */
export function useContractUpload(
  onPreview: (preview: TPreview) => void,
  /** Where uploads go: `/contracts`, or `/contracts/:id/versions` for a new version. */
  path = '/contracts',
) {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const lastAttempt = useRef<{ files: File[] } | { text: string } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const fail = useCallback((message: string, canRetry: boolean, isConnection = false) => {
    setPhase({ kind: 'error', message, canRetry, isConnection });
  }, []);

  /** Sends the contract with `send`, then follows its analysis: the same for a file and a text. */
  const start = useCallback(
    async (
      name: string,
      send: (options: {
        signal: AbortSignal;
        onProgress: (fraction: number) => void;
      }) => Promise<TUploadResponse>,
    ) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const { signal } = current;
      setPhase({ kind: 'uploading', fileName: name, fraction: 0 });
      const analyzing = { kind: 'analyzing', fileName: name } as const;
      try {
        const { userServiceId } = await send({
          signal,
          onProgress: (fraction) => setPhase({ kind: 'uploading', fileName: name, fraction }),
        });
        let progress: TProgress & { queueAhead: number | null } = {
          stage: null,
          percent: 0,
          queueAhead: null,
        };
        setPhase({ ...analyzing, ...progress, isReconnecting: false });
        const final = await followAnalysis(userServiceId, {
          signal,
          onUpdate: (status) => {
            progress = { ...status.progress, queueAhead: status.queue?.ahead ?? null };
            setPhase({ ...analyzing, ...progress, isReconnecting: false });
          },
          onConnection: (isConnected) =>
            setPhase({ ...analyzing, ...progress, isReconnecting: !isConnected }),
        });
        if (final.status === 'done' && final.preview) return onPreview(final.preview);
        const { isFileRejection } = await loadFlow();
        const code = final.error?.code;
        fail(
          final.error?.message ?? messages.upload.errors.noPreview,
          code === undefined || !isFileRejection(code),
        );
      } catch (error) {
        if (isAbort(error)) return;
        const { describeFailure } = await loadFlow();
        const failure = describeFailure(error);
        fail(failure.message, failure.canRetry, failure.isConnection);
      }
    },
    [fail, onPreview],
  );

  /** Checks the picked files in the browser, then sends the one file, or says what is wrong. */
  const choose = useCallback(
    async (files: File[]) => {
      const [file] = files;
      if (!file) return;
      controller.current?.abort();
      lastAttempt.current = { files };
      let flow: Awaited<ReturnType<typeof loadFlow>>;
      try {
        flow = await loadFlow();
      } catch {
        // The checks are downloaded on the first pick: offline, they cannot be.
        return fail(connectionErrorMessage(), true, true);
      }
      const problem = files.length > 1 ? messages.upload.errors.many : flow.validateFile(file);
      // A file refused by the browser-side checks: nothing is sent, nothing to retry.
      if (problem) return fail(problem, false);
      void start(file.name, (options) => uploadContract(file, { ...options, path }));
    },
    [fail, start, path],
  );

  /** Sends pasted contract text (its length checked by the form) the same way as a file. */
  const paste = useCallback(
    (text: string) => {
      lastAttempt.current = { text };
      void start(messages.upload.pastedName, ({ signal }) => pasteContract(text, { signal, path }));
    },
    [start, path],
  );

  const retry = useCallback(() => {
    const last = lastAttempt.current;
    if (last === null) return;
    if ('files' in last) void choose(last.files);
    else paste(last.text);
  }, [choose, paste]);

  return { phase, choose, paste, retry };
}
