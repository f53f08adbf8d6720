import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { multipart, PDF_BYTES } from '../../test/contracts';
import { freePort } from '../../test/processes';
import { waitUntil } from '../../test/wait';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/**
 * A Redis of this test's own (redis-server on a free port), started late and stopped while the API
 * runs: the rate limits must hold throughout, counted in memory while Redis is away.
 */
describe.skipIf(!hasRedisServer)('rate limits while Redis is down', () => {
  let testApp: TestApp | undefined;
  let server: ChildProcess | undefined;
  const logs: string[] = [];
  afterAll(async () => {
    await testApp?.close();
    server?.kill('SIGKILL');
  });

  const startRedis = async (port: number) => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (;;) {
      const probe = new Redis(port, { lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => undefined);
      const isUp = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (isUp) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return child;
  };
  const uploadFrom = (remoteAddress: string) =>
    testApp!.app.inject({
      method: 'POST',
      url: '/api/contracts',
      remoteAddress,
      ...multipart('contrato.pdf', PDF_BYTES),
    });
  const statuses = async (address: string, count: number) => {
    const codes: number[] = [];
    for (let i = 0; i < count; i += 1) codes.push((await uploadFrom(address)).statusCode);
    return codes;
  };

  it('starts with Redis down, limits in memory with a warning, then counts in Redis once it is up', async () => {
    const port = await freePort();
    testApp = await buildTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, UPLOADS_PER_MINUTE: '3' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
    });
    await testApp.app.ready();

    expect(await statuses('203.0.113.10', 4)).toEqual([202, 202, 202, 429]);
    expect(logs.join('')).toContain('rate limits counted in memory until Redis answers again');

    server = await startRedis(port);
    const counted = new Redis(port);
    // ioredis reconnects by itself; the next requests are counted in Redis.
    let keys: string[] = [];
    await waitUntil(async () => {
      await uploadFrom('203.0.113.11');
      keys = await counted.keys('contrato-claro:rate-limit:*');
      return keys.length > 0;
    }, 200);
    expect(keys.length).toBeGreaterThan(0);
    expect(logs.join('')).toContain('Redis is back');
    counted.disconnect();

    const exited = once(server, 'exit');
    server.kill('SIGKILL');
    await exited;
    expect(await statuses('203.0.113.12', 4)).toEqual([202, 202, 202, 429]);
    expect(logs.join('')).not.toMatch(/"statusCode":500/);
  }, 120_000);

  it('answers at once, counting in memory, while a connected Redis is frozen', async () => {
    await testApp?.close();
    const port = await freePort();
    server = await startRedis(port);
    testApp = await buildTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, UPLOADS_PER_MINUTE: '3' },
    });
    await testApp.app.ready();
    expect(await statuses('203.0.113.20', 1)).toEqual([202]);
    // Stopped, not gone: the connection stays open and nothing answers on it.
    server.kill('SIGSTOP');
    try {
      // Every request is answered (the command timeout), and the limit still holds.
      expect(await statuses('203.0.113.21', 4)).toEqual([202, 202, 202, 429]);
    } finally {
      server.kill('SIGCONT');
    }
  }, 120_000);
});
