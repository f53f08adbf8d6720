import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, registerThroughApi } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, isServerDatabase } from '../../test/db';
import { waitUntil } from '../../test/wait';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/client';

const profileStatus = async (app: App, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) }))
    .statusCode;

/**
 * The status `app` answers for the token once it changes from 200. The clock is stopped during
 * each test (see beforeEach), so the cache's 30 s never run out: only the broadcast can change
 * it, however slow a busy machine makes it (the test's timeout is the bound).
 */
const statusAfterRevocation = async (app: App, token: string) => {
  let status = 200;
  await waitUntil(async () => (status = await profileStatus(app, token)) !== 200, 50);
  return status;
};

/**
 * Two API instances on one PostgreSQL server, each with its own cache of token versions (30 s):
 * a revocation made through one must be refused by the other at once, not 30 s later.
 */
describe.skipIf(!isServerDatabase)(
  'token revocation broadcast (runs with TEST_DATABASE_URL)',
  () => {
    let database: DatabaseHandle;
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      database = await createTestDatabase();
      first = await buildTestApp({ database });
      second = await buildTestApp({ database });
      await Promise.all([first.app.ready(), second.app.ready()]);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.close();
    });
    // The time the processes read stands still (timers still run): a cached token version never
    // expires in `second` by itself.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** An account signed in through `first` whose token `second` has cached as valid. */
    const cachedInSecond = async (email: string) => {
      const { token } = await registerThroughApi(first.app, { email, password: 'senha-forte-1' });
      expect(await profileStatus(second.app, token)).toBe(200);
      return token;
    };

    it('refuses in the other process, at once, a token revoked by "Sair"', async () => {
      const token = await cachedInSecond('sair@example.com');
      const logout = await first.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(logout.statusCode).toBe(204);
      expect(await statusAfterRevocation(second.app, token)).toBe(401);
    });

    it('refuses in the other process, at once, a token issued before a password change', async () => {
      const token = await cachedInSecond('senha@example.com');
      const change = await first.app.inject({
        method: 'POST',
        url: '/api/users/password',
        headers: bearer(token),
        payload: { currentPassword: 'senha-forte-1', password: 'senha-nova-22' },
      });
      expect(change.statusCode).toBe(200);
      const fresh = change.json<{ access_token: string }>().access_token;
      expect(await statusAfterRevocation(second.app, token)).toBe(401);
      expect(await profileStatus(second.app, fresh)).toBe(200);
    });
  },
);
