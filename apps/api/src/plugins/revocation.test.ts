import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerThroughApi } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, isServerDatabase } from '../../test/db';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/client';

/**
 * How long the other process is watched for the revocation: NOTIFY takes milliseconds, the cache
 * it must beat keeps a token version 30 s; the margin between them is for a busy machine.
 */
const BROADCAST_BOUND_MS = 20_000;

const profileStatus = async (app: App, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) }))
    .statusCode;

/** The status `app` answers for the token once it changes from 200, within the bound. */
const statusAfterRevocation = async (app: App, token: string) => {
  const started = Date.now();
  for (;;) {
    const status = await profileStatus(app, token);
    if (status !== 200 || Date.now() - started > BROADCAST_BOUND_MS) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
