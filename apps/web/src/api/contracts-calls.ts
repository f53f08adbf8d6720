import {
  ZContractStatus,
  ZUploadResponse,
  type TContractStatus,
  type TPasteRequest,
  type TUploadResponse,
} from '@contrato-claro/shared';
import { waitForReconnect } from '../lib/connection';
import {
  API_BASE,
  authorizationHeader,
  isNetworkError,
  networkError,
  parseAnswer,
  parseJson,
  request,
  toAppError,
} from './client';

/** Delay between status requests when server-sent events are unavailable. */
export const POLL_INTERVAL_MS = 1500;
/** Longest wait between two tries of a stream that keeps failing (doubling from the above). */
export const MAX_RETRY_INTERVAL_MS = 15_000;

/**
 * Uploads a contract (multipart field `file`), reporting progress from 0 to 1. Uses
 * XMLHttpRequest because fetch cannot report upload progress.
 */
export function uploadContract(
  file: File,
  {
    onProgress,
    signal,
    path = '/contracts',
  }: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    /** Where to send it: a new contract, or a new version (`/contracts/:id/versions`). */
    path?: string;
  } = {},
): Promise<TUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(authorizationHeader())) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(toAppError(xhr.status, body));
      try {
        resolve(parseAnswer(ZUploadResponse, body));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * Sends a contract's pasted text (`POST /api/contracts/text`, or a new version's at
 * `/contracts/:id/versions/text`): analysed like an upload.
 */
export function pasteContract(
  text: string,
  { signal, path = '/contracts' }: { signal?: AbortSignal; path?: string } = {},
): Promise<TUploadResponse> {
  return request(`${path}/text`, {
    method: 'POST',
    body: { text } satisfies TPasteRequest,
    schema: ZUploadResponse,
    signal,
  });
}

/** One status read: `GET /api/contracts/:id`. */
export function getContractStatus(id: string, signal?: AbortSignal): Promise<TContractStatus> {
  return request(`/contracts/${id}`, { schema: ZContractStatus, signal });
}

const isFinished = (status: TContractStatus) =>
  status.status === 'done' || status.status === 'failed';

interface FollowOptions {
  onUpdate?: (status: TContractStatus) => void;
  /** False when the server stopped answering (offline or out of reach), true once it answers again. */
  onConnection?: (isConnected: boolean) => void;
  signal?: AbortSignal;
}

/**
 * Follows an analysis until it is `done` or `failed`, calling `onUpdate` with every status.
 * Listens to the server-sent events of `/api/contracts/:id/events`; if the stream cannot be
 * opened (the server may refuse it when busy) or breaks, it reads `GET /api/contracts/:id` once,
 * then opens the stream again after a wait that doubles with each failure (1.5 s up to 15 s) and
 * starts over once a message arrives; without EventSource it polls. A poll that gets no answer
 * (offline, server out of reach) does not end the follow: `onConnection(false)`, then polling
 * resumes by itself once the browser is back online (or a few seconds later), the analysis having
 * gone on on the server meanwhile. Resolves with the final status; rejects with an AppError the
 * server answered, or an AbortError when `signal` aborts.
 */
export function followAnalysis(
  id: string,
  { onUpdate, onConnection, signal }: FollowOptions = {},
): Promise<TContractStatus> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hasEventSource = typeof EventSource !== 'undefined';
    let retryDelay = POLL_INTERVAL_MS;

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      source?.close();
      clearTimeout(timer);
      outcome();
    };
    const receive = (status: TContractStatus) => {
      onUpdate?.(status);
      if (isFinished(status)) finish(() => resolve(status));
    };

    let isConnected = true;
    const connection = (next: boolean) => {
      if (next === isConnected) return;
      isConnected = next;
      onConnection?.(next);
    };
    const poll = async () => {
      try {
        const status = await getContractStatus(id, signal);
        if (settled) return;
        connection(true);
        receive(status);
        if (settled) return;
        if (!hasEventSource) {
          timer = setTimeout(poll, POLL_INTERVAL_MS);
          return;
        }
        timer = setTimeout(openStream, retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_INTERVAL_MS);
      } catch (error) {
        if (settled) return;
        if (!isNetworkError(error)) return finish(() => reject(error));
        connection(false);
        try {
          await waitForReconnect(signal);
        } catch {
          return; // aborted: the abort listener settles
        }
        void poll();
      }
    };

    signal?.addEventListener(
      'abort',
      () => finish(() => reject(new DOMException('Follow aborted', 'AbortError'))),
      { once: true },
    );
    if (signal?.aborted)
      return finish(() => reject(new DOMException('Follow aborted', 'AbortError')));

    function openStream() {
      if (settled) return;
      source = new EventSource(`${API_BASE}/contracts/${id}/events`);
      // Each message carries a whole status, in the shape of GET /contracts/:id.
      source.onmessage = (event: MessageEvent<string>) => {
        retryDelay = POLL_INTERVAL_MS;
        const parsed = ZContractStatus.safeParse(parseJson(event.data));
        if (parsed.success) receive(parsed.data);
      };
      source.onerror = () => {
        if (settled) return;
        source?.close();
        source = undefined;
        void poll();
      };
    }
    if (hasEventSource) openStream();
    else void poll();
  });
}

/** DELETE /contracts/:id: the owner deletes an analysis, its text and its results. */
export function deleteContract(id: string): Promise<void> {
  return request(`/contracts/${id}`, { method: 'DELETE' });
}
