import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { buildTestApp, type TestApp } from '../../test/app';
import type { DatabaseHandle } from '../db/client';

const INDEX_HTML = '<!doctype html><html><body><div id="root">app</div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('SPA serving', () => {
  let database: DatabaseHandle;
  let webDir: string;
  let withBuild: TestApp;
  let withoutBuild: TestApp;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'contrato-claro-web-'));
    await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    database = await createTestDatabase();
    withBuild = await buildTestApp({ database, env: { WEB_DIST_DIR: webDir } });
    withoutBuild = await buildTestApp({ database });
  });
  afterAll(async () => {
    await withBuild.close();
    await withoutBuild.close();
    await database.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves index.html at /', async () => {
    const response = await withBuild.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends a strict CSP: scripts from our origin only, no inline, no framing', async () => {
    const response = await withBuild.app.inject({ method: 'GET', url: '/', headers: HTML });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to index.html on a direct load of a client route', async () => {
    const response = await withBuild.app.inject({
      method: 'GET',
      url: '/contract-analysis/preview?x=1',
      headers: HTML,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each([{ accept: '*/*' }, {}])(
    'falls back for a client that takes anything (%j), like curl',
    async (headers) => {
      const response = await withBuild.app.inject({
        method: 'GET',
        url: '/contract-analysis/results?id=1',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves built assets with a long cache', async () => {
    const response = await withBuild.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('never falls back for /api, even for a browser', async () => {
    const response = await withBuild.app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: HTML,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('NOT_FOUND');
  });

  it('answers a missing asset (not a page request) with 404', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/javascript' }]) {
      const response = await withBuild.app.inject({
        method: 'GET',
        url: '/assets/missing.js',
        headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('without a build, tells in pt-BR how to build it', async () => {
    const response = await withoutBuild.app.inject({
      method: 'GET',
      url: '/contract-analysis/preview',
      headers: HTML,
    });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build -w apps/web');
    expect(response.body).toContain('A interface web ainda não foi gerada');
  });
});
