import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { startMailbox } from './mailbox';
import { STAFF_ADMIN_EMAIL, joinStaffByApi } from './staff';
const run = promisify(execFile);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');
/**
 * Only a bound for an API that never starts (nothing else bounds the global setup), never a speed
 * target: one start of the server took 80 s on the 2-core machine at load 18.
 */
const START_TIMEOUT_MS = 600_000;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the e-mails the API sent are written (see mailbox.ts). */
    mailDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, api: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) {
      throw new Error(`The API exited with code ${api.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the real API (embedded database in a temporary DATA_DIR) serving the built SPA, and
 * hands its URL to the tests. It builds nothing: `npm run test:e2e` builds the SPA first.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing. Install Debian's Chromium (apt-get install chromium); ` +
        'the browser tests never download a browser.',
    );
  }
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run test:e2e` (it builds the SPA first).');
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const mailDir = path.join(dataDir, 'mail');
  const mailbox = await startMailbox(mailDir);
  let log = '';
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR,
    SMTP_URL: mailbox.url,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // Every journey registers a lead from this one address; the default (10 an hour) is tested by the API suite.
    REGISTRATIONS_PER_HOUR: '100',
    INIT_CWD: ROOT,
  };
  // The back office's first admin, as an operator creates it (before the start: PGlite is one
  // process); it joins once the API answers.
  try {
    await run(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/admin-create.ts', STAFF_ADMIN_EMAIL],
      { cwd: ROOT, env },
    );
  } catch (error) {
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  api.stdout?.on('data', keep);
  api.stderr?.on('data', keep);

  try {
    await waitForHealth(baseUrl, api, () => log);
    await joinStaffByApi(baseUrl, mailDir, STAFF_ADMIN_EMAIL);
  } catch (error) {
    api.kill('SIGKILL');
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);

  return async () => {
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      const timer = setTimeout(() => api.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
