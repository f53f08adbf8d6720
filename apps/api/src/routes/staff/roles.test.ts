import type { TStaffRole } from '@contrato-claro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerThroughApi } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { seedLead } from '../../../test/back-office-seed';
import { createLawyerRequest, createStaff } from '../../../test/staff';
import { lawyerRequests } from '../../db/schema';

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
  /** A customer's lawyer request. */
  requestId: string;
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
  { method: 'GET', url: () => '/api/staff/requests', roles: ANY_STAFF },
  { method: 'GET', url: () => '/api/staff/requests?escopo=concluidos', roles: ANY_STAFF },
  { method: 'GET', url: (ids) => `/api/staff/requests/${ids.requestId}`, roles: ANY_STAFF },
  {
    method: 'PATCH',
    url: (ids) => `/api/staff/requests/${ids.requestId}`,
    payload: () => ({ note: 'Liguei, caixa postal.' }),
    roles: ANY_STAFF,
  },
  {
    method: 'GET',
    url: (ids) => `/api/staff/requests/${ids.requestId}/analysis`,
    roles: ANY_STAFF,
  },
  { method: 'GET', url: () => '/api/staff/sla?periodo=semana', roles: ANY_STAFF },
  { method: 'GET', url: () => '/api/staff/notifications', roles: ANY_STAFF },
  { method: 'GET', url: () => `/api/staff/leads?${period()}`, roles: ANY_STAFF },
  { method: 'GET', url: (ids) => `/api/staff/leads/${ids.leadId}`, roles: ANY_STAFF },
  {
    method: 'PATCH',
    url: (ids) => `/api/staff/leads/${ids.leadId}`,
    payload: () => ({ status: 'contatado' }),
    roles: ANY_STAFF,
  },
  { method: 'GET', url: () => `/api/staff/leads/export?${period()}`, roles: ADMIN },
  { method: 'GET', url: () => `/api/staff/funnel?${period()}&granularity=semana`, roles: ADMIN },
  // Last: it revokes the token it is called with.
  { method: 'POST', url: () => '/api/staff/auth/logout', roles: ANY_STAFF },
];

const PLACEHOLDERS: Ids = { otherStaffId: ':id', requestId: ':id', leadId: ':id' };

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
  await createLawyerRequest(t.app, { email: 'lead@example.com' });
  const [request] = await t.app.db.select({ id: lawyerRequests.id }).from(lawyerRequests);
  ids = {
    otherStaffId: (await createStaff(t.app, { role: 'advogado' })).id,
    requestId: request!.id,
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
  it(`${route.url(PLACEHOLDERS)}: no token and a customer token are 401`, async () => {
    expect((await call(route, null)).statusCode).toBe(401);
    expect((await call(route, customerToken)).statusCode).toBe(401);
  });

  it.each(['advogado', 'admin'] as const)(
    `${route.url(PLACEHOLDERS)}: a token of the role %s`,
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
