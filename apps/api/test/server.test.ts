import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ANALYZER_MODULE_ENV } from '../src/jobs/protocol';
import { FAKE_ANALYZER, PDF_BYTES } from './contracts';
import { exitOf, freePort, waitForHealth } from './processes';
import { waitUntil } from './wait';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'cc-server-'));
/** Not created beforehand: a fresh checkout has no DATA_DIR either. */
const dataDir = join(scratch, 'fresh', 'data');
const webDir = join(scratch, 'web');
mkdirSync(webDir);
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Contrato Claro</title>');

/** Servers still running when the file ends (a test that failed or timed out): killed then. */
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** The embedded mode: no database server, whatever the test run was given. */
const { DATABASE_URL: _server, JWT_SECRET: _secret, ...embeddedEnv } = process.env;

/** Starts the real entry point (src/server.ts) on an embedded database in `dataDir`. */
async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  await waitForHealth(child, port);
  return child;
}

const account = {
  name: 'Ana Souza',
  email: 'ana.servidor@example.com',
  password: 'senha-segura-1',
};

/**
 * Each start compiles the server and opens (or creates) its embedded database: one took 80 s on
 * the 2-core machine at load 18, so the tests' 600 s are a bound for a hang, not a speed target.
 */
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
  }, 600_000);

  it('serves Prometheus metrics on METRICS_PORT only: requests, open streams, queue, memory', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const server = await startServer(port, {
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_GRACE_MS: '0',
      [ANALYZER_MODULE_ENV]: FAKE_ANALYZER,
    });
    const base = `http://127.0.0.1:${port}`;
    const streams = new AbortController();
    try {
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      // An analysis that hangs keeps its progress stream open.
      const form = new FormData();
      form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'hang.pdf');
      const uploaded = await fetch(`${base}/api/contracts`, { method: 'POST', body: form });
      expect(uploaded.status).toBe(202);
      const { userServiceId } = (await uploaded.json()) as { userServiceId: string };
      const cookie = uploaded.headers.getSetCookie()[0]!.split(';')[0]!;
      // Queued until the analysis child takes it, which a busy machine may delay.
      await waitUntil(async () => {
        const answer = await fetch(`${base}/api/contracts/${userServiceId}`, {
          headers: { cookie },
        });
        return ((await answer.json()) as { status: string }).status === 'processing';
      }, 100);
      const stream = await fetch(`${base}/api/contracts/${userServiceId}/events`, {
        headers: { cookie },
        signal: streams.signal,
      });
      expect(stream.status).toBe(200);

      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await scrape.text();
      expect(text).toMatch(
        /^contrato_claro_http_request_duration_seconds_count\{route="\/api\/health",method="GET",status="200"\} [1-9]\d*$/m,
      );
      expect(text).toMatch(
        /^contrato_claro_http_request_duration_seconds_count\{route="\/api\/contracts",method="POST",status="202"\} 1$/m,
      );
      expect(text).toMatch(/^contrato_claro_event_streams_open 1$/m);
      expect(text).toMatch(/^contrato_claro_analyses\{status="processing"\} 1$/m);
      expect(text).toMatch(/^contrato_claro_process_resident_memory_bytes \d+/m);
      // Not on the public port (the SPA's fallback answers there, never the metrics).
      expect(await (await fetch(`${base}/metrics`)).text()).not.toContain('contrato_claro_');
    } finally {
      streams.abort();
      const stopped = exitOf(server);
      server.kill('SIGTERM');
      expect(await stopped).toBe(0);
    }
  }, 600_000);
});
