import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, freePort, waitForHealth } from './processes';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'cc-server-'));
/** Not created beforehand: a fresh checkout has no DATA_DIR either. */
const dataDir = join(scratch, 'fresh', 'data');
const webDir = join(scratch, 'web');
mkdirSync(webDir);
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Contrato Claro</title>');

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The embedded mode: no database server, whatever the test run was given. */
const { DATABASE_URL: _server, JWT_SECRET: _secret, ...embeddedEnv } = process.env;

/** Starts the real entry point (src/server.ts) on an embedded database in `dataDir`. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...embeddedEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
      ANALYSIS_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(child, port);
  return child;
}

const account = {
  name: 'Ana Souza',
  email: 'ana.servidor@example.com',
  password: 'senha-segura-1',
};

describe('the server entry point', () => {
  it('starts on a missing DATA_DIR, stops cleanly on SIGTERM and keeps its data across a restart', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    const { access_token: token } = (await registered.json()) as { access_token: string };

    const exited = exitOf(first);
    first.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    const second = await startServer(port);
    try {
      // The account and the secret that signed its token survived the restart.
      const profile = await fetch(`http://127.0.0.1:${port}/api/users/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { email: string }).email).toBe(account.email);
      const spa = await fetch(`http://127.0.0.1:${port}/contract-analysis/preview`, {
        headers: { accept: 'text/html' },
      });
      expect(spa.status).toBe(200);
      expect(await spa.text()).toContain('Contrato Claro');
    } finally {
      const stopped = exitOf(second);
      second.kill('SIGINT');
      expect(await stopped).toBe(0);
    }
  }, 150_000);
});
