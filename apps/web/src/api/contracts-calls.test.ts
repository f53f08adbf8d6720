import { AppError, TOKEN_STORAGE_KEY, type TContractStatus } from '@contrato-claro/shared';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock';
import { ANALYSIS_ID, preview } from '../test/fixtures';
import { setRedirect } from './client';
import {
  MAX_RETRY_INTERVAL_MS,
  POLL_INTERVAL_MS,
  followAnalysis,
  uploadContract,
} from './contracts-calls';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage?: (event: MessageEvent<string>) => void;
  onerror?: () => void;
  isClosed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.isClosed = true;
  }
  emit(status: TContractStatus) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(status) }));
  }
}

const status = (overrides: Partial<TContractStatus>): TContractStatus => ({
  userServiceId: ANALYSIS_ID,
  status: 'processing',
  progress: { stage: 'analisando riscos', percent: 50 },
  ...overrides,
});
const done = status({ status: 'done', progress: { stage: null, percent: 100 }, preview });

describe('uploadContract', () => {
  beforeEach(() => {
    setRedirect(() => {});
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('posts the file as multipart with the bearer token and reports progress', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const onProgress = vi.fn();
    const file = new File(['%PDF-1.7'], 'contrato.pdf', { type: 'application/pdf' });
    const upload = uploadContract(file, { onProgress });
    const xhr = FakeXhr.last;

    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/contracts']);
    expect(xhr.headers).toEqual({ Authorization: 'Bearer abc' });
    expect((xhr.body as FormData).get('file')).toBe(file);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);

    xhr.answer(202, { userServiceId: ANALYSIS_ID, status: 'queued' });
    await expect(upload).resolves.toEqual({ userServiceId: ANALYSIS_ID, status: 'queued' });
  });

  it('rejects with the AppError of an error answer', async () => {
    const upload = uploadContract(new File(['x'], 'a.pdf'));
    FakeXhr.last.answer(415, { error: 'UNSUPPORTED_FILE_TYPE', message: 'Formato não suportado.' });
    await expect(upload).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('rejects with a network AppError when the connection fails', async () => {
    const upload = uploadContract(new File(['x'], 'a.pdf'));
    FakeXhr.last.onerror?.();
    await expect(upload).rejects.toBeInstanceOf(AppError);
  });

  it('aborts with the signal', async () => {
    const controller = new AbortController();
    const upload = uploadContract(new File(['x'], 'a.pdf'), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('followAnalysis', () => {
  beforeEach(() => {
    setRedirect(() => {});
    FakeEventSource.last = undefined;
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.useRealTimers());

  it('follows the server-sent events until the analysis is done', async () => {
    const onUpdate = vi.fn();
    const following = followAnalysis(ANALYSIS_ID, { onUpdate });
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`/api/contracts/${ANALYSIS_ID}/events`);

    source.emit(status({}));
    source.emit(done);
    await expect(following).resolves.toEqual(done);
    expect(onUpdate.mock.calls.map(([update]) => update.status)).toEqual(['processing', 'done']);
    expect(source.isClosed).toBe(true);
  });

  it('resolves with a failed analysis too', async () => {
    const failed = status({
      status: 'failed',
      error: { code: 'PDF_ENCRYPTED', message: 'O PDF está protegido por senha.' },
    });
    const following = followAnalysis(ANALYSIS_ID);
    FakeEventSource.last!.emit(failed);
    await expect(following).resolves.toEqual(failed);
  });

  it('reads the status when the stream breaks, then resumes the stream with a growing wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let reads = 0;
    mockApi({ [`GET /api/contracts/${ANALYSIS_ID}`]: () => ((reads += 1), { body: status({}) }) });
    const onUpdate = vi.fn();
    const following = followAnalysis(ANALYSIS_ID, { onUpdate });
    const first = FakeEventSource.last!;
    first.onerror?.();
    expect(first.isClosed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(1); // one read at once, no stream yet
    expect(FakeEventSource.last).toBe(first);

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    const second = FakeEventSource.last!;
    expect(second).not.toBe(first); // the stream is opened again
    second.onerror?.(); // refused again (a busy server): the next wait is twice as long
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(reads).toBe(2);
    expect(FakeEventSource.last).toBe(second);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    const third = FakeEventSource.last!;
    expect(third).not.toBe(second);

    third.emit(done);
    await expect(following).resolves.toEqual(done);
    expect(onUpdate).toHaveBeenCalledTimes(3);
  });

  it('never waits more than MAX_RETRY_INTERVAL_MS between two tries of the stream', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi({ [`GET /api/contracts/${ANALYSIS_ID}`]: () => ({ body: status({}) }) });
    const following = followAnalysis(ANALYSIS_ID);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      FakeEventSource.last!.onerror?.();
      await vi.advanceTimersByTimeAsync(MAX_RETRY_INTERVAL_MS);
    }
    const source = FakeEventSource.last!;
    expect(source.isClosed).toBe(false);
    source.emit(done);
    await expect(following).resolves.toEqual(done);
  });

  it('polls when the browser has no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    mockApi({ [`GET /api/contracts/${ANALYSIS_ID}`]: () => ({ body: done }) });
    await expect(followAnalysis(ANALYSIS_ID)).resolves.toEqual(done);
  });

  it('rejects with the AppError when polling fails', async () => {
    vi.stubGlobal('EventSource', undefined);
    mockApi({
      [`GET /api/contracts/${ANALYSIS_ID}`]: () => ({
        status: 404,
        body: { error: 'NOT_FOUND', message: 'Não encontrado.' },
      }),
    });
    await expect(followAnalysis(ANALYSIS_ID)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('waits out a lost connection and resumes by itself when the browser is back online', async () => {
    vi.stubGlobal('EventSource', undefined);
    let isOffline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !isOffline);
    const api = vi.fn(async () => {
      if (isOffline) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(done), { status: 200 });
    });
    vi.stubGlobal('fetch', api);
    const onConnection = vi.fn();
    const following = followAnalysis(ANALYSIS_ID, { onConnection });

    await waitFor(() => expect(onConnection).toHaveBeenCalledWith(false));
    expect(api).toHaveBeenCalledTimes(1);
    isOffline = false;
    window.dispatchEvent(new Event('online'));
    await expect(following).resolves.toEqual(done);
    expect(onConnection.mock.calls).toEqual([[false], [true]]);
  });

  it('stops with the signal while it waits for the connection', async () => {
    vi.stubGlobal('EventSource', undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const controller = new AbortController();
    const onConnection = vi.fn();
    const following = followAnalysis(ANALYSIS_ID, { signal: controller.signal, onConnection });
    await waitFor(() => expect(onConnection).toHaveBeenCalledWith(false));
    controller.abort();
    await expect(following).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops with the signal', async () => {
    const controller = new AbortController();
    const following = followAnalysis(ANALYSIS_ID, { signal: controller.signal });
    controller.abort();
    await expect(following).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeEventSource.last!.isClosed).toBe(true);
  });
});
