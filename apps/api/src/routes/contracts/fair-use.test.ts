import { readdir } from 'node:fs/promises';
import {
  contentBombPdf,
  formFanOutPdf,
} from '../../../../../packages/analyzer/test/fixtures/hostile-pdf';
import { ZContractStatus } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  FAKE_ANALYZER,
  PDF_BYTES,
  readFixture,
  upload,
  waitForOutcome,
} from '../../../test/contracts';
import { waitUntil } from '../../../test/wait';
import { analyses } from '../../db/schema';
import { timeBudgetMs } from '../../jobs/time-budget';

const ATTACKER = '203.0.113.7';
const VISITOR = '198.51.100.20';

describe('fair use of the analysis slots', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const start = async (env: Record<string, string>, workers = true) => {
    testApp = await buildTestApp({
      env,
      workers,
      jobs: { analyzerModule: FAKE_ANALYZER, pollMs: 500 },
    });
    await testApp.app.ready();
    return testApp;
  };
  const rowOf = async (id: string) =>
    (await testApp!.database.db.select().from(analyses).where(eq(analyses.id, id)))[0]!;
  const statusOf = async (id: string, cookie: string) =>
    ZContractStatus.parse(
      (
        await testApp!.app.inject({
          method: 'GET',
          url: `/api/contracts/${id}`,
          headers: { cookie },
        })
      ).json(),
    );

  it('refuses pathological PDFs at upload, before any slot is taken, and keeps nothing', async () => {
    const { app } = await start({}, false);
    const bomb = await upload(app, 'bomba.pdf', contentBombPdf(20));
    expect(bomb.response.statusCode).toBe(422);
    expect(bomb.response.json()).toMatchObject({ error: 'DOCUMENT_TOO_COMPLEX' });
    expect(bomb.response.json().message).toMatch(/complexo demais/);
    const pages = await upload(app, 'paginas.pdf', await readFixture('blank-2000-pages.pdf'));
    expect(pages.response.statusCode).toBe(422);
    expect(pages.response.json()).toMatchObject({ error: 'TOO_MANY_PAGES' });
    expect(await testApp!.database.db.select().from(analyses)).toEqual([]);
    expect(await readdir(app.filesDir)).toEqual([]);
  });

  it('gives each PDF a time budget from its pages, and kills the analysis at that budget', async () => {
    expect(timeBudgetMs(1, { timeoutMs: 60_000, msPerPage: 2_000 })).toBe(12_000);
    expect(timeBudgetMs(200, { timeoutMs: 60_000, msPerPage: 2_000 })).toBe(60_000);
    expect(timeBudgetMs(null, { timeoutMs: 60_000, msPerPage: 2_000 })).toBe(60_000);

    const { app } = await start({
      ANALYSIS_TIMEOUT_MS: '60000',
      ANALYSIS_MS_PER_PAGE: '1',
      ANALYSIS_CLOCK_FACTOR: '100',
    });
    // A form fan-out's worth of pages (one, 3 KB); its budget is 10 s + 1 ms of CPU time.
    const { id, cookie } = await upload(app, 'spin.pdf', formFanOutPdf(8));
    expect(await rowOf(id)).toMatchObject({ pageCount: 1 });
    const outcome = await waitForOutcome(app, id, { cookie });
    expect(outcome.error?.code).toBe('ANALYSIS_TIMEOUT');
    // Killed for the CPU time it spent, at its own budget (polled every 250 ms), not at
    // ANALYSIS_TIMEOUT_MS's 60 s, however long the clock ran on a busy machine.
    const { cpuMs } = await rowOf(id);
    expect(cpuMs).toBeGreaterThan(10_000);
    expect(cpuMs).toBeLessThan(20_000);
  }, 600_000);

  it('keeps a slot for other clients while one client floods the queue, and shows the queue position', async () => {
    // The flood hangs without computing, so only the clock (factor × budget) would stop it: far
    // beyond the visitor's analysis, however slow a busy machine makes that.
    const { app } = await start({
      ANALYSIS_CONCURRENCY: '2',
      ANALYSIS_TIMEOUT_MS: '20000',
      ANALYSIS_CLOCK_FACTOR: '100',
    });
    const flood: Awaited<ReturnType<typeof upload>>[] = [];
    for (const name of ['hang-1.pdf', 'hang-2.pdf', 'hang-3.pdf']) {
      flood.push(await upload(app, name, PDF_BYTES, undefined, ATTACKER));
    }
    await waitUntil(async () => (await rowOf(flood[0]!.id)).status === 'processing', 50);
    const visitor = await upload(app, 'contrato.pdf', PDF_BYTES, undefined, VISITOR);
    const outcome = await waitForOutcome(app, visitor.id, { cookie: visitor.cookie });
    expect(outcome.status).toBe('done');
    // Done while the flood's first analysis still runs: it never waited for the flood.
    expect((await rowOf(flood[0]!.id)).status).toBe('processing');

    // One of the flood runs; the others wait their turn, in order.
    expect((await rowOf(flood[1]!.id)).status).toBe('queued');
    const last = await statusOf(flood[2]!.id, flood[2]!.cookie);
    expect(last).toMatchObject({ status: 'queued', queue: { ahead: 1 } });
    expect((await statusOf(flood[1]!.id, flood[1]!.cookie)).queue).toEqual({ ahead: 0 });
    expect((await statusOf(flood[0]!.id, flood[0]!.cookie)).queue).toBeUndefined();
  }, 240_000);

  it('refuses uploads beyond the hourly analysis-time budget of an IP and of an uploader', async () => {
    const { app } = await start(
      {
        ANALYSIS_TIMEOUT_MS: '15000',
        ANALYSIS_BUDGET_PER_IP_SECONDS: '20',
        ANALYSIS_BUDGET_PER_UPLOADER_SECONDS: '40',
      },
      false,
    );
    // Queued analyses reserve their whole budget (15 s each, no page count in these bytes).
    const first = await upload(app, 'a.pdf', PDF_BYTES, undefined, ATTACKER);
    const second = await upload(app, 'b.pdf', PDF_BYTES, first.cookie, ATTACKER);
    expect(second.response.statusCode).toBe(202);
    const refused = await upload(app, 'c.pdf', PDF_BYTES, first.cookie, ATTACKER);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.json()).toMatchObject({
      error: 'ANALYSIS_QUOTA_EXCEEDED',
      message: expect.stringMatching(/limite de tempo de análise/),
    });
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);

    // Another address is not held back by the first one's budget...
    const other = await upload(app, 'd.pdf', PDF_BYTES, undefined, VISITOR);
    expect(other.response.statusCode).toBe(202);
    // ...but the same browser (cookie) is, from any address, once its own budget is spent.
    const sameBrowser = await upload(app, 'e.pdf', PDF_BYTES, first.cookie, '192.0.2.1');
    expect(sameBrowser.response.statusCode).toBe(202);
    const spent = await upload(app, 'f.pdf', PDF_BYTES, first.cookie, '192.0.2.2');
    expect(spent.response.statusCode).toBe(429);
    expect(await readdir(app.filesDir)).toHaveLength(4);
  });

  it('refuses uploads for a while when the queue is full (503 SERVER_BUSY, Retry-After)', async () => {
    const { app } = await start({ ANALYSIS_MAX_QUEUE: '2' }, false);
    expect((await upload(app, 'a.pdf', PDF_BYTES, undefined, ATTACKER)).response.statusCode).toBe(
      202,
    );
    expect((await upload(app, 'b.pdf', PDF_BYTES, undefined, VISITOR)).response.statusCode).toBe(
      202,
    );
    const refused = await upload(app, 'c.pdf', PDF_BYTES, undefined, '192.0.2.9');
    expect(refused.response.statusCode).toBe(503);
    expect(refused.response.json()).toMatchObject({
      error: 'SERVER_BUSY',
      message: 'O servidor está com muitas análises no momento. Tente novamente em alguns minutos.',
    });
    expect(refused.response.headers['retry-after']).toBe('30');
    expect(await readdir(app.filesDir)).toHaveLength(2);
  });
});
