import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** A handler per "METHOD /api/path"; it may return a promise to hold the answer back. */
export type MockHandlers = Record<string, (body: unknown) => MockAnswer | Promise<MockAnswer>>;

/**
 * Replaces `fetch` with an in-memory API. Unknown routes answer 404 in the API's error shape.
 * Returns the spy so tests can inspect the requests.
 */
export function mockApi(handlers: MockHandlers) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const handler = handlers[key];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = handler
      ? await handler(body)
      : { status: 404, body: { error: 'NOT_FOUND', message: 'Não encontrado.' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The headers a mocked request was sent with. */
export function sentHeaders(spy: ReturnType<typeof mockApi>, call = 0): Record<string, string> {
  const init = spy.mock.calls[call]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

/** A promise the test resolves by hand, to observe in-between states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The analytics events sent so far, once at least `count` of them arrived. */
export function waitForEvents(spy: ReturnType<typeof mockApi>, count = 1) {
  return waitFor(() => {
    const events = spy.mock.calls
      .filter(([url]) => url === '/api/events')
      .map(([, init]) => JSON.parse(String(init?.body)) as { event: string; properties: unknown });
    if (events.length < count) throw new Error(`${events.length} of ${count} events sent`);
    return events;
  });
}
