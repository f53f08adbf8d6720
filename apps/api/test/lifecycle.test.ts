import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZContractStatus, type TContractStatus } from '@contrato-claro/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANALYZER_MODULE_ENV } from '../src/jobs/protocol';
import { FAKE_ANALYZER, multipart, PDF_BYTES } from './contracts';
import { exitOf, freePort, waitForHealth } from './processes';
import { waitUntil } from './wait';

const REPO_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const SLOW_START_ANALYZER = fileURLToPath(
  new URL('./fake-analyzer-slow-start.ts', import.meta.url),
);

/** The embedded mode: no database server, whatever the test run was given. */
const { DATABASE_URL: _server, JWT_SECRET: _secret, ...embeddedEnv } = process.env;

/**
 * The documented start command, `npm run start -w apps/api` (what `npm start` runs once the web
 * app is built), in a process group of its own as a terminal would start it: a signal sent to npm
 * alone is what `docker stop` does, one sent to the group is Ctrl-C.
 * Each test starts the server twice, one start took 80 s on the 2-core machine at load 18: their
 * 600 s are a bound for a hang, never a speed target.
 */
describe('npm start, stopped by a signal', () => {
  let dataDir: string;
  let port: number;
  const running = new Set<ChildProcess>();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-lifecycle-'));
    port = await freePort();
  });
  afterEach(() => {
    for (const child of running) process.kill(-child.pid!, 'SIGKILL');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const start = async (env: Record<string, string>) => {
    const child = spawn('npm', ['run', 'start', '-w', 'apps/api'], {
      cwd: REPO_DIR,
      detached: true,
      env: {
        ...embeddedEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'warn',
        ANALYSIS_CONCURRENCY: '1',
        [ANALYZER_MODULE_ENV]: FAKE_ANALYZER,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    await waitForHealth(child, port);
    return child;
  };

  const url = (route: string) => `http://127.0.0.1:${port}/api${route}`;

  const uploadFile = async (fileName: string) => {
    const body = multipart(fileName, PDF_BYTES);
    const answer = await fetch(url('/contracts'), {
      method: 'POST',
      headers: body.headers,
      body: body.payload,
    });
    expect(answer.status).toBe(202);
    const cookie = answer.headers.getSetCookie()[0]!.split(';')[0]!;
    return { id: ((await answer.json()) as { userServiceId: string }).userServiceId, cookie };
  };

  const statusOf = async (id: string, cookie: string): Promise<TContractStatus> =>
    ZContractStatus.parse(
      await (await fetch(url(`/contracts/${id}`), { headers: { cookie } })).json(),
    );

  const waitFor = async (
    id: string,
    cookie: string,
    isWanted: (status: TContractStatus) => boolean,
  ): Promise<TContractStatus> => {
    let status: TContractStatus | undefined;
    await waitUntil(async () => isWanted((status = await statusOf(id, cookie))), 100);
    return status!;
  };

  it('drains on SIGTERM to npm alone: the running analysis ends, then nothing is left running', async () => {
    // A grace no busy machine outlasts: the drain waits for the analysis, never for the grace.
    const npm = await start({ SHUTDOWN_GRACE_MS: '100000' });
    const { id, cookie } = await uploadFile('slow.pdf'); // about 3 s of stages
    await waitFor(id, cookie, (status) => status.progress.stage !== null);

    const exited = exitOf(npm);
    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    // npm waited for the server it started: nothing answers any more (no orphan kept the port).
    await expect(fetch(url('/health'))).rejects.toThrow();

    const again = await start({});
    const status = await statusOf(id, cookie);
    expect(status.status).toBe('done');
    const exitedAgain = exitOf(again);
    again.kill('SIGTERM');
    expect(await exitedAgain).toBe(0);
  }, 600_000);

  it('requeues, never fails, an analysis whose child was starting when Ctrl-C came', async () => {
    const npm = await start({
      SHUTDOWN_GRACE_MS: '0',
      [ANALYZER_MODULE_ENV]: SLOW_START_ANALYZER,
    });
    const { id, cookie } = await uploadFile('contrato.pdf');
    await waitFor(id, cookie, (status) => status.status === 'processing');

    const exited = exitOf(npm);
    process.kill(-npm.pid!, 'SIGINT'); // the whole group, as a terminal does
    expect(await exited).toBe(0);

    const again = await start({});
    const status = await waitFor(id, cookie, (s) => s.status === 'done' || s.status === 'failed');
    expect(status.status).toBe('done');
    const exitedAgain = exitOf(again);
    process.kill(-again.pid!, 'SIGINT');
    expect(await exitedAgain).toBe(0);
  }, 600_000);
});
