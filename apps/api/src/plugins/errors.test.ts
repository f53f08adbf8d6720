import { Writable } from 'node:stream';
import { AppError, ERROR_MESSAGES } from '@contrato-claro/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/app';

describe('error handling', () => {
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logLines.push(String(chunk));
        callback();
      },
    });
    testApp = await buildTestApp({ logStream });
    const { app } = testApp;
    app.get('/api/test/app-error', async () => {
      throw new AppError('INVALID_CODE');
    });
    app.get('/api/test/crash', async () => {
      throw new Error('secret internal detail: password=hunter2');
    });
    app.get('/api/test/db-crash', async () => {
      await app.db.execute(sql`select ${'segredo@example.com'}::int`);
    });
    app.post(
      '/api/test/echo',
      {
        schema: {
          body: z.object({ email: z.email({ error: 'E-mail inválido' }), age: z.number() }),
        },
      },
      async (request) => request.body,
    );
  });
  afterAll(() => testApp.close());

  it('answers an unknown /api route with NOT_FOUND in the one shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND });
  });

  it('answers an unknown method on /api the same way', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('NOT_FOUND');
  });

  it('maps a thrown AppError to its status and message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'INVALID_CODE',
      message: ERROR_MESSAGES.INVALID_CODE,
    });
  });

  it('hides an unexpected error behind INTERNAL with the request id, and logs it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      error: 'INTERNAL',
      message: ERROR_MESSAGES.INTERNAL,
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('hunter2');
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = logLines.find((line) => line.includes('secret internal detail'));
    expect(logged).toBeDefined();
    expect(JSON.parse(logged!).reqId).toBe(body.requestId);
  });

  it('logs a database failure by its code, never the values of its query', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/db-crash' });
    expect(response.statusCode).toBe(500);
    const logged = logLines.find(
      (line) =>
        line.includes(response.headers['x-request-id'] as string) &&
        line.includes('request failed'),
    );
    expect(logged).toBeDefined();
    expect(logged).not.toContain('segredo');
    // The SQLSTATE of "invalid input syntax for type integer".
    expect(JSON.stringify(JSON.parse(logged!).err)).toContain('22P02');
  });

  it('explains validation errors as "campo: mensagem"', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'x', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('VALIDATION');
    expect(body.message).toBe(ERROR_MESSAGES.VALIDATION);
    expect(body.details).toHaveLength(2);
    expect(body.details[0]).toBe('email: E-mail inválido');
    expect(body.details[1]).toMatch(/^age: /);
  });

  it('rejects malformed JSON as VALIDATION', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION',
      details: ['corpo: JSON inválido'],
    });
  });

  it('rejects an unsupported content type with UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('rejects a JSON body over the limit with PAYLOAD_TOO_LARGE', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', age: 1, padding: 'x'.repeat(200 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('ignores a request id sent by an untrusted client', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged' },
    });
    expect(response.headers['x-request-id']).not.toBe('forged');
  });
});
