import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, PDF_BYTES, upload } from '../../../test/contracts';
import { users } from '../../db/schema';
import { cleanFileName } from '../../services/create-analysis';
import { waitUntil } from '../../../test/wait';

const BOUNDARY = 'contrato-corte';
const PART_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="contrato.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n';

describe('uploads cut off, malformed or from a deleted account', () => {
  let testApp: TestApp;
  let port: number;
  const sockets: net.Socket[] = [];
  const files = () => readdir(testApp.app.filesDir).catch((): string[] => []);

  beforeAll(async () => {
    // Long enough that a busy machine never stalls this long between the bytes of a whole body,
    // or before a cut-off upload's partial file is seen; short enough to wait for in one test.
    testApp = await buildTestApp({ env: { UPLOAD_IDLE_TIMEOUT_MS: '5000' } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await testApp.close();
  });

  /** Sends the head of an upload announcing far more bytes than it sends. */
  const startCutOffUpload = async () => {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    await once(socket, 'connect');
    socket.write(
      `POST /api/contracts HTTP/1.1\r\nHost: localhost\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 500000\r\n\r\n` +
        PART_HEAD +
        'x'.repeat(64 * 1024),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    await waitUntil(async () => (await files()).length > 0);
    return { socket, answer: () => answer };
  };

  it('answers 400 in pt-BR to a multipart request without a boundary', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'sem fronteira',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION',
      message: ERROR_MESSAGES.VALIDATION,
      details: ['content-type: multipart/form-data precisa do parâmetro boundary'],
    });
  });

  it('drops a body that stops coming after the idle timeout (408), its partial file with it', async () => {
    const upload = await startCutOffUpload();
    expect((await files()).length).toBe(1);
    await waitUntil(() => upload.answer().includes('\r\n\r\n{'));
    // The idle timeout's answer in the one error shape (the 120 s request timeout has no body).
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 408/);
    expect(upload.answer()).toContain(ERROR_MESSAGES.REQUEST_TIMEOUT);
    expect(await files()).toEqual([]);
    upload.socket.destroy();
  });

  it('removes at once the partial file of a client that goes away mid-upload', async () => {
    const upload = await startCutOffUpload();
    upload.socket.destroy();
    // Bounded by the test's time, not a deadline: removal is at once, but a busy machine is slow.
    await waitUntil(async () => (await files()).length === 0);
    expect(await files()).toEqual([]);
  });

  it('answers at once, in pt-BR, a whole body whose closing boundary never comes, and keeps no file', async () => {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    await once(socket, 'connect');
    const body = PART_HEAD + 'conteúdo sem a fronteira final\r\n';
    socket.write(
      `POST /api/contracts HTTP/1.1\r\nHost: localhost\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // The socket stays open: the answer comes because the body ended, not because it was closed
    // or timed out (the idle timeout would answer 408).
    while (!answer.includes('}')) await once(socket, 'data');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(answer.slice(answer.indexOf('{')))).toEqual({
      error: 'VALIDATION',
      message: ERROR_MESSAGES.VALIDATION,
      details: ['requisição: a requisição chegou incompleta ou malformada'],
    });
    expect(await files()).toEqual([]);
    socket.destroy();
  });

  it('answers a half-closed, cut-off request in the one error shape, in pt-BR', async () => {
    const upload = await startCutOffUpload();
    upload.socket.end();
    await waitUntil(() => upload.answer().includes('}'));
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 400/);
    const body = JSON.parse(upload.answer().slice(upload.answer().indexOf('{'))) as unknown;
    expect(body).toEqual({
      error: 'VALIDATION',
      message: ERROR_MESSAGES.VALIDATION,
      details: ['requisição: a requisição chegou incompleta ou malformada'],
    });
    expect(await files()).toEqual([]);
  });

  it('answers 401 (the token died with its account), not 500, to a deleted account with the uploader cookie', async () => {
    const { id, cookie } = await upload(testApp.app, 'contrato.pdf', PDF_BYTES);
    const gone = await createUser(testApp.database.db, 'apagada@example.com');
    await testApp.database.db.delete(users).where(eq(users.id, gone.id));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/services/score/results/${id}`,
      headers: { ...gone.headers, cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('writes validation details in pt-BR, also where a schema has no message of its own', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { event: 42, properties: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const details = (response.json() as { details: string[] }).details.join(' ');
    expect(details).not.toMatch(/Invalid|expected|received|Required/);
    expect(details).toMatch(/inválid|esperava/);
  });
});

describe('file names', () => {
  it('lose their path, control and bidi characters (U+202E would make "fdp.exe" read "exe.pdf")', () => {
    expect(cleanFileName('C:\\pasta\\contrato\u202Efdp.exe')).toBe('contratofdp.exe');
    expect(cleanFileName('../\u0000\u2066locação\u2069 final.pdf')).toBe('locação final.pdf');
    expect(cleanFileName('\u202E')).toBe('contrato');
  });
});
