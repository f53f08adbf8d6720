import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ERROR_MESSAGES,
  MAX_UPLOAD_BYTES,
  ZContractStatus,
  ZPreview,
  ZResults,
} from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  createUser,
  FAKE_ANALYZER,
  PDF_BYTES,
  readFixture,
  upload,
  waitForOutcome,
} from '../../../test/contracts';
import { FINDING_MARKER } from '../../../test/sample-analysis';
import { analyses } from '../../db/schema';
import { waitUntil } from '../../../test/wait';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('contracts: upload, status, events, results, deletion', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let done: { id: string; cookie: string };

  const app = () => testApp.app;
  const rowCount = async () => (await testApp.database.db.select().from(analyses)).length;
  const storedFiles = async () => readdir(testApp.app.filesDir).catch((): string[] => []);

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { ANALYSIS_CONCURRENCY: '1' },
      workers: true,
      jobs: { analyzerModule: FAKE_ANALYZER, pollMs: 500 },
    });
    await testApp.app.ready();
    owner = await createUser(testApp.database.db, 'dona@example.com');
    stranger = await createUser(testApp.database.db, 'outra@example.com');
    const uploaded = await upload(app(), 'contrato.pdf', PDF_BYTES);
    done = { id: uploaded.id, cookie: uploaded.cookie };
    await waitForOutcome(app(), done.id, { cookie: done.cookie });
  });
  afterAll(() => testApp.close());

  describe('POST /api/contracts', () => {
    it('accepts a PDF with 202, a queued status and an HttpOnly SameSite=Lax cookie', async () => {
      const { response, id } = await upload(app(), 'outro.pdf', PDF_BYTES);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ userServiceId: id, status: 'queued' });
      const cookie = response.cookies.find((c) => c.name === 'cc_uploader');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
      expect(cookie?.secure).toBeFalsy(); // Secure only in production
      const [row] = await testApp.database.db.select().from(analyses).where(eq(analyses.id, id));
      expect(row).toMatchObject({ fileName: 'outro.pdf', fileKind: 'pdf', ownerId: null });
      expect(row!.uploaderSecretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(7 * 86_400_000, -4);
    });

    it('accepts a DOCX recognised by its bytes', async () => {
      const { response } = await upload(
        app(),
        'sem-extensao',
        await readFixture('contrato-servicos.docx'),
      );
      expect(response.statusCode).toBe(202);
    });

    it('keeps one browser secret across uploads, so the uploader keeps access to each', async () => {
      const first = await upload(app(), 'a.pdf', PDF_BYTES);
      const second = await upload(app(), 'b.pdf', PDF_BYTES, first.cookie);
      expect(second.cookie).toBe(first.cookie);
      for (const id of [first.id, second.id]) {
        const response = await app().inject({
          method: 'GET',
          url: `/api/contracts/${id}`,
          headers: { cookie: first.cookie },
        });
        expect(response.statusCode).toBe(200);
      }
    });

    it.each([
      {
        label: 'an executable renamed .pdf',
        name: 'programa.pdf',
        bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00PE\x00\x00'),
        status: 415,
        code: 'UNSUPPORTED_FILE_TYPE',
      },
      {
        label: 'a zip archive without a Word document, renamed .docx',
        name: 'x.docx',
        // The end record of an empty archive: a readable zip that holds no word/document.xml.
        bytes: Buffer.from('PK\x05\x06' + '\x00'.repeat(18), 'latin1'),
        status: 415,
        code: 'UNSUPPORTED_FILE_TYPE',
      },
      {
        label: 'an empty file',
        name: 'vazio.pdf',
        bytes: Buffer.alloc(0),
        status: 422,
        code: 'EMPTY_DOCUMENT',
      },
      {
        label: '10 MB + 1 byte',
        name: 'grande.pdf',
        bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF_BYTES.length)]),
        status: 413,
        code: 'FILE_TOO_LARGE',
      },
    ] as const)(
      'refuses $label ($status $code) and stores nothing',
      async ({ name, bytes, status, code }) => {
        const rowsBefore = await rowCount();
        const filesBefore = await storedFiles();
        const { response } = await upload(app(), name, bytes);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({
          error: code,
          message: ERROR_MESSAGES[code as 'FILE_TOO_LARGE'],
        });
        expect(response.cookies).toHaveLength(0);
        expect(await rowCount()).toBe(rowsBefore);
        // Earlier jobs may finish (and delete their files) meanwhile: only check nothing was added.
        expect((await storedFiles()).filter((file) => !filesBefore.includes(file))).toEqual([]);
      },
    );

    it('refuses an old .doc by its bytes (415)', async () => {
      const { response } = await upload(app(), 'antigo.doc', await readFixture('old-word.doc'));
      expect(response.statusCode).toBe(415);
    });

    it('asks for the "file" field (400 VALIDATION)', async () => {
      const { multipart } = await import('../../../test/contracts');
      const body = multipart('c.pdf', PDF_BYTES, 'document');
      const response = await app().inject({
        method: 'POST',
        url: '/api/contracts',
        payload: body.payload,
        headers: body.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION',
        details: ['file: Envie o arquivo no campo "file"'],
      });
    });

    it('limits uploads per client IP (429 RATE_LIMITED)', async () => {
      const limited = await buildTestApp({
        database: testApp.database,
        env: { UPLOADS_PER_MINUTE: '1' },
      });
      try {
        expect((await upload(limited.app, 'um.pdf', PDF_BYTES)).response.statusCode).toBe(202);
        const { response } = await upload(limited.app, 'dois.pdf', PDF_BYTES);
        expect(response.statusCode).toBe(429);
        expect(response.json()).toEqual({
          error: 'RATE_LIMITED',
          message: ERROR_MESSAGES.RATE_LIMITED,
        });
      } finally {
        await limited.close();
      }
    });

    it('refuses a request that is not multipart (415)', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/contracts',
        payload: { file: 'x' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('GET /api/contracts/:id', () => {
    it('gives the uploader the preview once done: scores and summary, never a finding', async () => {
      const response = await app().inject({
        method: 'GET',
        url: `/api/contracts/${done.id}`,
        headers: { cookie: done.cookie },
      });
      expect(response.statusCode).toBe(200);
      const status = ZContractStatus.parse(response.json());
      expect(status).toMatchObject({ status: 'done', progress: { percent: 100 } });
      const preview = ZPreview.parse(status.preview); // strict: no extra keys
      expect(preview.userServiceId).toBe(done.id);
      expect(preview.keyValuesAnalysis).toEqual({ score: 60 });
      expect(response.body).not.toContain(FINDING_MARKER);
      expect(response.body).not.toContain('findings');
    });

    it('deletes the original file once analysed', async () => {
      const [row] = await testApp.database.db
        .select()
        .from(analyses)
        .where(eq(analyses.id, done.id));
      expect(row!.filePath).toBeNull();
    });

    it('answers the same 404 without the cookie, with another browser, or for an unknown id', async () => {
      const other = await upload(app(), 'de-outro.pdf', PDF_BYTES);
      const answers = await Promise.all([
        app().inject({ method: 'GET', url: `/api/contracts/${done.id}` }),
        app().inject({
          method: 'GET',
          url: `/api/contracts/${done.id}`,
          headers: { cookie: other.cookie },
        }),
        app().inject({
          method: 'GET',
          url: `/api/contracts/${done.id}`,
          headers: stranger.headers,
        }),
        app().inject({
          method: 'GET',
          url: `/api/contracts/${UNKNOWN_ID}`,
          headers: { cookie: done.cookie },
        }),
        app().inject({
          method: 'GET',
          url: `/api/contracts/${done.id}`,
          headers: { cookie: 'cc_uploader=forged.value' },
        }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ error: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND });
      }
    });

    it('refuses a malformed id with 400 VALIDATION', async () => {
      const response = await app().inject({ method: 'GET', url: '/api/contracts/123' });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual(['(params) id: Identificador inválido']);
    });
  });

  describe('GET /api/contracts/:id/events', () => {
    it('streams every change as the GET payload and ends after done', async () => {
      const { id, cookie } = await upload(app(), 'eventos.pdf', PDF_BYTES);
      const response = await app().inject({
        method: 'GET',
        url: `/api/contracts/${id}/events`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const events = response.body
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => ZContractStatus.parse(JSON.parse(block.slice(6))));
      expect(events.length).toBeGreaterThanOrEqual(2);
      const last = events.at(-1)!;
      expect(last.status).toBe('done');
      expect(last.preview?.userServiceId).toBe(id);
      const percents = events.map((event) => event.progress.percent);
      expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    });

    it('stops following the analysis when the client disconnects', async () => {
      const idle = await buildTestApp(); // no workers: the job stays queued, the stream open
      try {
        const { id, cookie } = await upload(idle.app, 'fila.pdf', PDF_BYTES);
        await idle.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = idle.app.server.address() as AddressInfo;
        const request = http.get({
          host: '127.0.0.1',
          port,
          path: `/api/contracts/${id}/events`,
          headers: { cookie },
        });
        const [response] = (await once(request, 'response')) as [http.IncomingMessage];
        await once(response, 'data');
        expect(idle.app.analysisJobs.bus.listenerCount(id)).toBe(1);
        request.destroy();
        await waitUntil(() => idle.app.analysisJobs.bus.listenerCount(id) === 0);
        expect(idle.app.analysisJobs.bus.listenerCount(id)).toBe(0);
      } finally {
        await idle.close();
      }
    });

    it('answers 404 in JSON to a browser that did not upload', async () => {
      const response = await app().inject({
        method: 'GET',
        url: `/api/contracts/${done.id}/events`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('NOT_FOUND');
    });
  });

  describe('results after login in the browser that uploaded', () => {
    it('gives a logged-in uploader an analysis nobody owns, and nobody else', async () => {
      const uploaded = await upload(app(), 'depois-do-login.pdf', PDF_BYTES);
      const other = await upload(app(), 'outro-navegador.pdf', PDF_BYTES);
      await waitForOutcome(app(), uploaded.id, { cookie: uploaded.cookie });
      const url = `/api/services/score/results/${uploaded.id}`;
      const ownerOf = async () =>
        (
          await testApp.database.db
            .select({ ownerId: analyses.ownerId })
            .from(analyses)
            .where(eq(analyses.id, uploaded.id))
        )[0]!.ownerId;

      const withoutCookie = await app().inject({ method: 'GET', url, headers: stranger.headers });
      const otherBrowser = await app().inject({
        method: 'GET',
        url,
        headers: { ...stranger.headers, cookie: other.cookie },
      });
      expect([withoutCookie.statusCode, otherBrowser.statusCode]).toEqual([404, 404]);
      expect(await ownerOf()).toBeNull();

      const claimed = await app().inject({
        method: 'GET',
        url,
        headers: { ...owner.headers, cookie: uploaded.cookie },
      });
      expect(claimed.statusCode).toBe(200);
      expect(ZResults.parse(claimed.json()).userServiceId).toBe(uploaded.id);
      expect(await ownerOf()).toBe(owner.id);

      const sameBrowserOtherUser = await app().inject({
        method: 'GET',
        url,
        headers: { ...stranger.headers, cookie: uploaded.cookie },
      });
      expect(sameBrowserOtherUser.statusCode).toBe(404);
      expect(await ownerOf()).toBe(owner.id);
    });
  });

  describe('results and deletion (owner only)', () => {
    beforeAll(async () => {
      await testApp.database.db
        .update(analyses)
        .set({ ownerId: owner.id })
        .where(eq(analyses.id, done.id));
    });

    it('gives the owner the full results', async () => {
      const response = await app().inject({
        method: 'GET',
        url: `/api/services/score/results/${done.id}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(200);
      const results = ZResults.parse(response.json());
      expect(results.userServiceId).toBe(done.id);
      expect(results.keyValuesAnalysis.findings[0]?.description).toContain(FINDING_MARKER);
    });

    it('lets the owner read the status without the cookie', async () => {
      const response = await app().inject({
        method: 'GET',
        url: `/api/contracts/${done.id}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses results without a token (401) and to another user like an unknown id (404)', async () => {
      const anonymous = await app().inject({
        method: 'GET',
        url: `/api/services/score/results/${done.id}`,
        headers: { cookie: done.cookie },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error).toBe('UNAUTHORIZED');
      const foreign = await app().inject({
        method: 'GET',
        url: `/api/services/score/results/${done.id}`,
        headers: stranger.headers,
      });
      const unknown = await app().inject({
        method: 'GET',
        url: `/api/services/score/results/${UNKNOWN_ID}`,
        headers: owner.headers,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(unknown.body);
    });

    it('refuses a token signed with another key or algorithm', async () => {
      const [header, payload] = owner.headers.authorization.slice(7).split('.');
      const unsigned = `${header}.${payload}.`;
      const response = await app().inject({
        method: 'GET',
        url: `/api/services/score/results/${done.id}`,
        headers: { authorization: `Bearer ${unsigned}` },
      });
      expect(response.statusCode).toBe(401);
    });

    it('DELETE removes the analysis for the owner only', async () => {
      const url = `/api/contracts/${done.id}`;
      expect((await app().inject({ method: 'DELETE', url })).statusCode).toBe(401);
      expect(
        (await app().inject({ method: 'DELETE', url, headers: stranger.headers })).statusCode,
      ).toBe(404);
      const deleted = await app().inject({ method: 'DELETE', url, headers: owner.headers });
      expect(deleted.statusCode).toBe(204);
      const rows = await testApp.database.db
        .select()
        .from(analyses)
        .where(eq(analyses.id, done.id));
      expect(rows).toHaveLength(0);
      const again = await app().inject({ method: 'GET', url, headers: owner.headers });
      expect(again.statusCode).toBe(404);
    });
  });
});
