import {
  FINDING_NOT_IN_ANALYSIS,
  FIRST_PARTY_EVENTS,
  ZFindingFeedbackResponse,
  ZResults,
} from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, insertFinishedAnalysis } from '../../../test/contracts';
import { sampleAnalysis } from '../../../test/sample-analysis';
import { analyticsEvents, findingFeedback } from '../../db/schema';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/services/score/results/:id/feedback ("Isto está errado?")', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let id: string;
  const analysis = sampleAnalysis('locacao.pdf', 1000);
  const finding = analysis.keyValuesAnalysis.findings[0]!;

  const db = () => testApp.database.db;
  const report = (analysisId: string, payload: object, headers: object = owner.headers) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/services/score/results/${analysisId}/feedback`,
      headers: headers as Record<string, string>,
      payload,
    });
  const reports = () => db().select().from(findingFeedback);
  const reportEvents = () =>
    db()
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, FIRST_PARTY_EVENTS.findingReported));

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
    owner = await createUser(db(), 'dona@example.com');
    stranger = await createUser(db(), 'outra@example.com');
    id = await insertFinishedAnalysis(db(), analysis, owner.id);
  });
  afterAll(() => testApp.close());

  it('keeps the report with the analysis for the team, and counts a first-party event without the comment', async () => {
    const comment = 'A multa é de 2%, não de 50%. Meu CPF é 123.456.789-09.';
    const response = await report(id, { findingId: finding.id, reason: 'trecho_errado', comment });
    expect(response.statusCode).toBe(201);
    expect(ZFindingFeedbackResponse.parse(response.json()).findingId).toBe(finding.id);

    const [stored] = await reports();
    expect(stored).toMatchObject({
      analysisId: id,
      userId: owner.id,
      findingId: finding.id,
      rule: finding.rule,
      reason: 'trecho_errado',
      comment,
      reviewedAt: null,
    });
    const [event] = await reportEvents();
    expect(event).toMatchObject({ userId: owner.id, analysisId: id });
    expect(event!.properties).toEqual({ rule: finding.rule, reason: 'trecho_errado' });
  });

  it('tells the owner which findings were reported when the results are served', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/services/score/results/${id}`,
      headers: owner.headers,
    });
    const results = ZResults.parse(response.json());
    expect(results.reportedFindingIds).toEqual([finding.id]);
    expect(results.breakdown.criteria).toHaveLength(7);
  });

  it('replaces an earlier report of the same finding (one per finding)', async () => {
    const response = await report(id, { findingId: finding.id, reason: 'nao_se_aplica' });
    expect(response.statusCode).toBe(201);
    const stored = await reports();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reason: 'nao_se_aplica', comment: null });
    expect(await reportEvents()).toHaveLength(2);
  });

  it('is for the owner only: 401 without a token, 404 for another user as for an unknown id', async () => {
    const payload = { findingId: finding.id, reason: 'outro' };
    const anonymous = await report(id, payload, {});
    expect(anonymous.statusCode).toBe(401);
    const foreign = await report(id, payload, stranger.headers);
    const unknown = await report(UNKNOWN_ID, payload);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await reports()).map((row) => row.userId)).toEqual([owner.id]);
  });

  it('refuses a finding the analysis does not have, an unknown reason and a long comment, in pt-BR', async () => {
    const missing = await report(id, { findingId: 'outro#1', reason: 'outro' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'VALIDATION',
      details: [FINDING_NOT_IN_ANALYSIS],
    });
    const reason = await report(id, { findingId: finding.id, reason: 'não gostei' });
    expect(reason.json().details).toEqual(['reason: Escolha um motivo']);
    const long = await report(id, {
      findingId: finding.id,
      reason: 'outro',
      comment: 'a'.repeat(1001),
    });
    expect(long.json().details).toEqual(['comment: Use no máximo 1000 caracteres']);
    expect(await reports()).toHaveLength(1);
  });

  it('goes with the analysis when its owner deletes it', async () => {
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/contracts/${id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await reports()).toEqual([]);
  });
});
