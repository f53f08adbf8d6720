import type { TEventRequest } from '@contrato-claro/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  bearer,
  insertAnalysis,
  LEAD_FORM,
  newUploader,
  registerThroughApi,
} from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { analyticsEvents } from '../../db/schema';

let t: TestApp;
let analysisId: string;
beforeAll(async () => {
  t = await buildTestApp();
  analysisId = await insertAnalysis(t.app, newUploader(t.app));
});
afterAll(() => t.close());

const send = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: payload as object,
    ...(token ? { headers: bearer(token) } : {}),
  });
const lastEvent = async () =>
  (
    await t.app.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.createdAt)).limit(1)
  )[0]!;

describe('POST /api/events', () => {
  const events = (): TEventRequest[] => [
    { event: 'Score Viewed', properties: { score: 72, documentId: analysisId } },
    { event: 'Details Button Clicked', properties: { clauseTitle: 'Multa rescisória' } },
    {
      event: 'Lawyer Consultation Requested',
      properties: { userId: 'u-1', source: 'header_button', timestamp: new Date().toISOString() },
    },
  ];

  it('stores each event of the closed list with 202, linked to the analysis it names', async () => {
    for (const event of events()) {
      const response = await send(event);
      expect(response.statusCode, event.event).toBe(202);
      const stored = await lastEvent();
      expect(stored.name).toBe(event.event);
      expect(stored.properties).toEqual(event.properties);
      expect(stored.userId).toBeNull();
      const namesAnalysis = JSON.stringify(event.properties).includes(analysisId);
      expect(stored.analysisId).toBe(namesAnalysis ? analysisId : null);
    }
  });

  it('links the user when a valid bearer token comes along, and ignores an invalid one', async () => {
    const { userId, token } = await registerThroughApi(t.app, {
      email: 'events@example.com',
      password: 'senha-forte-1',
    });
    const event = { event: 'Details Button Clicked', properties: { clauseTitle: 'Foro' } };
    expect((await send(event, token)).statusCode).toBe(202);
    expect((await lastEvent()).userId).toBe(userId);
    expect((await send(event, 'not-a-token')).statusCode).toBe(202);
    expect((await lastEvent()).userId).toBeNull();
  });

  it('keeps a link-less event when the named analysis does not exist', async () => {
    const response = await send({
      event: 'Score Viewed',
      properties: { score: 10, documentId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(202);
    expect((await lastEvent()).analysisId).toBeNull();
  });

  it('stores the company profile of "Lead Qualification Completed", not the contact details', async () => {
    const response = await send({ event: 'Lead Qualification Completed', properties: LEAD_FORM });
    expect(response.statusCode).toBe(202);
    expect((await lastEvent()).properties).toEqual({
      employeesNumber: LEAD_FORM.employeesNumber,
      businessSegment: LEAD_FORM.businessSegment,
      hasCompanyName: true,
    });
  });

  it.each([
    ['an event name outside the list', { event: 'Page Hacked', properties: {} }],
    [
      "an event SPEC §7 does not list (the pipeline is not the browser's to report)",
      { event: 'Analysis Completed', properties: { userServiceId: analysisId, score: 72 } },
    ],
    [
      'the first-party report of a finding, which only the server records',
      { event: 'Finding Reported', properties: { rule: 'x', reason: 'outro' } },
    ],
    [
      'an unknown property',
      {
        event: 'Score Viewed',
        properties: { score: 1, documentId: '00000000-0000-4000-8000-000000000000', extra: 1 },
      },
    ],
    ['an invalid property', { event: 'Score Viewed', properties: { score: 101, documentId: 'x' } }],
    ['no properties', { event: 'Details Button Clicked' }],
  ])('answers 400 VALIDATION for %s', async (_name, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION');
  });

  it('answers 413 PAYLOAD_TOO_LARGE over 4 KB', async () => {
    const response = await send({
      event: 'Details Button Clicked',
      properties: { clauseTitle: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('limits events per client IP (429 RATE_LIMITED)', async () => {
    const { max } = RATE_LIMITS.eventsPerIp;
    const event = { event: 'Details Button Clicked', properties: { clauseTitle: 'Multa' } };
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/events', remoteAddress, payload: event });
    for (let index = 0; index < max; index += 1) {
      expect((await from('10.9.0.1')).statusCode).toBe(202);
    }
    expect((await from('10.9.0.1')).statusCode).toBe(429);
    expect((await from('10.9.0.2')).statusCode).toBe(202);
  });
});
