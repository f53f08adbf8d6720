import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { FAKE_ANALYZER, PDF_BYTES, upload, waitForOutcome } from '../../test/contracts';
import { createTestDatabase, isServerDatabase } from '../../test/db';
import type { DatabaseHandle } from '../db/client';
import { analyses } from '../db/schema';
import { purgeExpiredAnalyses } from '../services/purge-expired-analyses';
import { removeOrphanFiles } from '../services/remove-orphan-files';
import { waitUntil } from '../../test/wait';

/** The analysis job pipeline in either mode: hostile parsers, restarts, load and purge. */
describe('analysis jobs', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  const apps: TestApp[] = [];

  const startApp = async (env: Record<string, string> = {}) => {
    const testApp = await buildTestApp({
      database,
      dataDir,
      env: {
        ANALYSIS_CONCURRENCY: '2',
        ANALYSIS_TIMEOUT_MS: '4000',
        ANALYSIS_MEMORY_MB: '300',
        UPLOADS_PER_MINUTE: '1000',
        ...env,
      },
      workers: true,
      jobs: { analyzerModule: FAKE_ANALYZER, pollMs: 500 },
    });
    apps.push(testApp);
    await testApp.app.ready();
    return testApp;
  };
  const rowOf = async (id: string) =>
    (await database.db.select().from(analyses).where(eq(analyses.id, id)))[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-jobs-'));
  });
  afterAll(async () => {
    for (const testApp of apps) await testApp.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('fails a looping, a memory-hungry, a crashing and a stray-throwing parser with their codes; others complete', async () => {
    // The clock's limit far away: however busy the machine, the loop spends its CPU budget first.
    const { app } = await startApp({ ANALYSIS_CLOCK_FACTOR: '100' });
    const names = ['spin.pdf', 'memory.pdf', 'crash.pdf', 'stray.pdf', 'ok-1.pdf', 'ok-2.pdf'];
    const uploads = await Promise.all(names.map((name) => upload(app, name, PDF_BYTES)));
    const outcomes = await Promise.all(
      uploads.map(({ id, cookie }) => waitForOutcome(app, id, { cookie })),
    );
    expect(outcomes.map((outcome) => outcome.error?.code ?? outcome.status)).toEqual([
      'ANALYSIS_TIMEOUT',
      'DOCUMENT_TOO_LARGE',
      'ANALYSIS_FAILED',
      // An error outside the analysis (pdf.js on a damaged xref): a clear failure of the file.
      'FILE_CORRUPTED',
      'done',
      'done',
    ]);
    // The budget is CPU time, spent by the loop: the document's doing, said as such.
    expect(outcomes[0]?.error?.message).toMatch(/exigiu mais processamento/);
    expect(outcomes[0]?.error?.message).not.toMatch(/arquivo menor/);
    const [spin] = await database.db
      .select({ cpuMs: analyses.cpuMs })
      .from(analyses)
      .where(eq(analyses.id, uploads[0]!.id));
    expect(spin?.cpuMs).toBeGreaterThan(4000); // charged what it used
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await readdir(app.filesDir)).toEqual([]); // every original deleted once analysed
    await apps.pop()!.close();
  }, 600_000);

  it('stops a stalled analysis at its clock limit as a busy server, never as a too-large file', async () => {
    // It spends no CPU: only the clock (2 × a 1 s budget) ends it.
    const { app } = await startApp({ ANALYSIS_TIMEOUT_MS: '1000', ANALYSIS_CLOCK_FACTOR: '2' });
    const { id, cookie } = await upload(app, 'hang.pdf', PDF_BYTES);
    const outcome = await waitForOutcome(app, id, { cookie });
    expect(outcome.error?.code).toBe('SERVER_BUSY');
    expect(outcome.error?.message).toMatch(/Tente novamente em alguns minutos/);
    expect(outcome.error?.message).not.toMatch(/arquivo menor/);
    await apps.pop()!.close();
  });

  it('finishes a job that was running when the server stopped', async () => {
    const first = await startApp();
    const { id, cookie } = await upload(first.app, 'slow.pdf', PDF_BYTES);
    for (;;) {
      const row = await rowOf(id);
      if (row?.status === 'processing' && row.stage !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await apps.pop()!.close();
    // Both modes: past the stop's grace (SHUTDOWN_GRACE_MS, 0 in tests) the child is killed and
    // the job put back, uncounted, to run again after the restart.
    expect(await rowOf(id)).toMatchObject({ status: 'queued', filePath: expect.any(String) });

    const second = await startApp();
    const outcome = await waitForOutcome(second.app, id, { cookie });
    expect(outcome.status).toBe('done');
  });

  it.skipIf(isServerDatabase)(
    'embedded: requeues at start-up the jobs of a server that died, and gives up after 3 attempts',
    async () => {
      await apps.pop()!.close();
      const insertOrphan = async (attempts: number) => {
        const storedName = `orphan-${attempts}`;
        await writeFile(path.join(dataDir, 'files', storedName), PDF_BYTES);
        const [row] = await database.db
          .insert(analyses)
          .values({
            uploaderSecretHash: 'a'.repeat(64),
            fileName: 'orfao.pdf',
            fileSize: PDF_BYTES.length,
            fileKind: 'pdf',
            filePath: storedName,
            status: 'processing',
            attempts,
            expiresAt: sql`now() + interval '1 day'`,
          })
          .returning({ id: analyses.id });
        return row!.id;
      };
      const revived = await insertOrphan(1);
      const hopeless = await insertOrphan(3);
      await startApp();
      await waitUntil(async () => {
        const [a, b] = await Promise.all([rowOf(revived), rowOf(hopeless)]);
        return a?.status === 'done' && b?.status === 'failed';
      }, 100);
      expect(await rowOf(revived)).toMatchObject({ status: 'done', attempts: 2 });
      expect(await rowOf(hopeless)).toMatchObject({
        status: 'failed',
        errorCode: 'ANALYSIS_FAILED',
      });
    },
  );

  it('completes 20 concurrent uploads: accepted = rows = finished', async () => {
    const { app } = apps.at(-1)!;
    const before = (await database.db.select().from(analyses)).length;
    const uploads = await Promise.all(
      Array.from({ length: 20 }, (_, index) => upload(app, `lote-${index}.pdf`, PDF_BYTES)),
    );
    const accepted = uploads.filter(({ response }) => response.statusCode === 202);
    expect(accepted).toHaveLength(20);
    expect((await database.db.select().from(analyses)).length - before).toBe(20);
    const outcomes = await Promise.all(
      accepted.map(({ id, cookie }) => waitForOutcome(app, id, { cookie })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'done')).toHaveLength(20);
  });

  it('purges unclaimed analyses past their retention, with their files, and keeps the rest', async () => {
    const { app } = apps.at(-1)!;
    const insert = async (expired: boolean, storedName: string | null) => {
      if (storedName) await writeFile(path.join(app.filesDir, storedName), PDF_BYTES);
      const [row] = await database.db
        .insert(analyses)
        .values({
          uploaderSecretHash: 'b'.repeat(64),
          fileName: 'antigo.pdf',
          fileSize: 1,
          fileKind: 'pdf',
          filePath: storedName,
          status: 'done',
          expiresAt: expired ? sql`now() - interval '1 second'` : sql`now() + interval '1 day'`,
        })
        .returning({ id: analyses.id });
      return row!.id;
    };
    const expired = await insert(true, 'expired-file');
    const fresh = await insert(false, null);
    const purged = await purgeExpiredAnalyses({ db: database.db, filesDir: app.filesDir });
    expect(purged).toBe(1);
    expect(await rowOf(expired)).toBeUndefined();
    expect(await rowOf(fresh)).toBeDefined();
    expect(await readdir(app.filesDir)).not.toContain('expired-file');
  });

  it('removes stored files no analysis refers to once they are an hour old, partial ones after the upload idle timeout', async () => {
    const { app } = apps.at(-1)!;
    const orphan = path.join(app.filesDir, 'orphan-upload');
    await writeFile(orphan, PDF_BYTES);
    await writeFile(path.join(app.filesDir, 'cut-off.part'), PDF_BYTES);
    const partialIdleMs = 15_000;
    const referenced = await upload(app, 'em-uso.pdf', PDF_BYTES); // its file is referenced
    expect(referenced.response.statusCode).toBe(202);
    const now = Date.now();
    const sweep = (at: number) =>
      removeOrphanFiles({ db: database.db, filesDir: app.filesDir, partialIdleMs, now: at });
    expect(await sweep(now)).toBe(0);
    expect(await sweep(now + partialIdleMs + 1_000)).toBe(1);
    expect(await readdir(app.filesDir)).not.toContain('cut-off.part');
    expect(await readdir(app.filesDir)).toContain('orphan-upload');
    const removed = await sweep(now + 2 * 60 * 60 * 1000);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await readdir(app.filesDir)).not.toContain('orphan-upload');
    const [row] = await database.db.select().from(analyses).where(eq(analyses.id, referenced.id));
    if (row?.filePath) expect(await readdir(app.filesDir)).toContain(row.filePath);
  });
});
