import type { TStaffRole } from '@contrato-claro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerThroughApi } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { seedLead } from '../../../test/back-office-seed';
import { createStaff } from '../../../test/staff';

/**
 * Every staff route that needs a session, with the roles allowed. A new staff route is added
 * here: each one is tried without a token, with a customer's token, a lawyer's and an admin's.
 */
interface StaffRoute {
  method: 'GET' | 'POST' | 'PATCH';
  url: (ids: Ids) => string;
  payload?: (ids: Ids) => Record<string, unknown>;
  roles: TStaffRole[];
}
interface Ids {
  /** A member a request may act on (deactivated by the admin's pass). */
  otherStaffId: string;
  /** A qualified lead. */
  leadId: string;
}

/** Today's period of the back-office lists (São Paulo days). */
const period = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  return `from=${today}&to=${today}`;
};

const ANY_STAFF: TStaffRole[] = ['admin', 'advogado'];
const ADMIN: TStaffRole[] = ['admin'];

const ROUTES: StaffRoute[] = [
  { method: 'GET', url: () => '/api/staff/me', roles: ANY_STAFF },
  { method: 'GET', url: () => '/api/staff/members', roles: ADMIN },
  {
    method: 'POST',
    url: () => '/api/staff/members',
    payload: () => ({
      email: `convidado-${Math.random().toString(36).slice(2)}@equipe.example`,
      name: 'Convidado',
      role: 'advogado',
    }),
    roles: ADMIN,
  },
  {
    method: 'POST',
    url: (ids) => `/api/staff/members/${ids.otherStaffId}/deactivate`,
    roles: ADMIN,
  },
  { method: 'GET', url: () => `/api/staff/leads?${period()}`, roles: ANY_STAFF },
  { method: 'GET', url: (ids) => `/api/staff/leads/${ids.leadId}`, roles: ANY_STAFF },
  {
    method: 'PATCH',
    url: (ids) => `/api/staff/leads/${ids.leadId}`,
    payload: () => ({ status: 'contatado' }),
    roles: ANY_STAFF,
  },
  { method: 'GET', url: () => `/api/staff/leads/export?${period()}`, roles: ANY_STAFF },
  { method: 'GET', url: () => `/api/staff/funnel?${period()}&granularity=semana`, roles: ADMIN },
  // Last: it revokes the token it is called with.
  { method: 'POST', url: () => '/api/staff/auth/logout', roles: ANY_STAFF },
];

let t: TestApp;
let ids: Ids;
let customerToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const customer = await registerThroughApi(t.app, {
    email: 'cliente@example.com',
    password: 'senha-do-cliente-1',
  });
  customerToken = customer.token;
  ids = {
    otherStaffId: (await createStaff(t.app, { role: 'advogado' })).id,
    leadId: await seedLead(t.app.db, { qualifiedAt: new Date().toISOString() }),
  };
});
afterAll(async () => {
  await t.close();
});

const call = (route: StaffRoute, token: string | null) =>
  t.app.inject({
    method: route.method,
    url: route.url(ids),
    ...(token ? { headers: bearer(token) } : {}),
    ...(route.payload ? { payload: route.payload(ids) } : {}),
  });

describe.each(ROUTES)('$method staff route', (route) => {
  it(`${route.url({ otherStaffId: ':id', leadId: ':id' })}: no token and a customer token are 401`, async () => {
    expect((await call(route, null)).statusCode).toBe(401);
    expect((await call(route, customerToken)).statusCode).toBe(401);
  });

  it.each(['advogado', 'admin'] as const)(
    `${route.url({ otherStaffId: ':id', leadId: ':id' })}: a token of the role %s`,
    async (role) => {
      // A fresh member per call: logout and deactivation must not spoil the next case.
      const member = await createStaff(t.app, { role });
      const answer = await call(route, member.token);
      if (route.roles.includes(role)) {
        expect(answer.statusCode, answer.body).toBeLessThan(400);
      } else {
        expect(answer.statusCode, answer.body).toBe(403);
      }
    },
  );
});
