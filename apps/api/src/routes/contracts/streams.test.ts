import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES } from '@contrato-claro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { PDF_BYTES, upload } from '../../../test/contracts';
import { waitUntil } from '../../../test/wait';

describe('event streams: caps per client and per process', () => {
  let testApp: TestApp;
  let port: number;
  let analysis: { id: string; cookie: string };
  const open: http.ClientRequest[] = [];

  beforeAll(async () => {
    // No workers: the analysis stays queued and its streams stay open.
    testApp = await buildTestApp({
      env: { TRUST_PROXY: 'true', EVENT_STREAMS_PER_CLIENT: '2', EVENT_STREAMS_MAX: '3' },
    });
    analysis = await upload(testApp.app, 'fila.pdf', PDF_BYTES);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const request of open) request.destroy();
    await testApp.close();
  });

  /** Opens the stream from `ip`; resolves with the status and, for a refusal, the body. */
  const stream = async (ip: string) => {
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/api/contracts/${analysis.id}/events`,
      headers: { cookie: analysis.cookie, 'x-forwarded-for': ip },
    });
    open.push(request);
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    if (response.statusCode === 200) {
      await once(response, 'data');
      return { status: 200, headers: response.headers, body: null };
    }
    let body = '';
    for await (const chunk of response) body += String(chunk);
    return { status: response.statusCode, headers: response.headers, body: JSON.parse(body) };
  };

  it('refuses a client its third stream (429) and the process its fourth (503), in pt-BR', async () => {
    expect((await stream('203.0.113.1')).status).toBe(200);
    expect((await stream('203.0.113.1')).status).toBe(200);
    const perClient = await stream('203.0.113.1');
    expect(perClient.status).toBe(429);
    expect(perClient.body).toMatchObject({
      error: 'RATE_LIMITED',
      message: ERROR_MESSAGES.RATE_LIMITED,
    });
    expect(perClient.headers['retry-after']).toBe('30');

    expect((await stream('203.0.113.2')).status).toBe(200);
    const perProcess = await stream('203.0.113.3');
    expect(perProcess.status).toBe(503);
    expect(perProcess.body).toMatchObject({
      error: 'SERVER_BUSY',
      message: 'O servidor está com muitas análises no momento. Tente novamente em alguns minutos.',
    });

    // A closed stream frees its place.
    open[0]!.destroy();
    let again = await stream('203.0.113.3');
    await waitUntil(async () => {
      if (again.status === 200) return true;
      again = await stream('203.0.113.3');
      return false;
    }, 50);
    expect(again.status).toBe(200);
  });
});
