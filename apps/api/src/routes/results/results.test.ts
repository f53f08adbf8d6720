import { analyze } from '@contrato-claro/analyzer';
import {
  SIDE_NOT_IN_CONTRACT,
  ZContractStatus,
  ZPreview,
  ZResults,
  toPreview,
  type TAnalysis,
} from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCalendar, todayInSaoPaulo } from '../../services/build-calendar';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, multipart, PDF_BYTES, readFixture } from '../../../test/contracts';
import { analyses } from '../../db/schema';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A real lease PDF whose late fine falls on the tenant only, analysed by the real analyzer. */
async function leaseAnalysis(): Promise<TAnalysis> {
  const bytes = await readFixture('contrato-locacao-multa.pdf');
  const result = await analyze(new Uint8Array(bytes), { fileName: 'contrato-locacao-multa.pdf' });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const fineOf = (analysis: TAnalysis) =>
  analysis.keyValuesAnalysis.findings.find(
    (finding) => finding.rule === 'financeiro.multa_excessiva',
  )!;

describe('results: the reader side', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let analysis: TAnalysis;
  let id: string;

  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const rowOf = async (analysisId: string) =>
    (await db().select().from(analyses).where(eq(analyses.id, analysisId)))[0]!;
  /** Marks a row as analysed with the lease, owned by `owner`. */
  const finish = async (analysisId: string) => {
    await db()
      .update(analyses)
      .set({
        status: 'done',
        ownerId: owner.id,
        results: analysis,
        preview: toPreview(analysis, analysisId),
        finishedAt: new Date(),
      })
      .where(eq(analyses.id, analysisId));
  };
  const getResults = (analysisId: string, headers = owner.headers) =>
    app().inject({ method: 'GET', url: `/api/services/score/results/${analysisId}`, headers });
  const putSide = (analysisId: string, side: unknown, headers = owner.headers) =>
    app().inject({
      method: 'PUT',
      url: `/api/services/score/results/${analysisId}/side`,
      headers,
      payload: { side },
    });

  beforeAll(async () => {
    analysis = await leaseAnalysis();
    testApp = await buildTestApp();
    await testApp.app.ready();
    owner = await createUser(db(), 'dona@example.com');
    stranger = await createUser(db(), 'outra@example.com');
    const [row] = await db()
      .insert(analyses)
      .values({
        uploaderSecretHash: '0'.repeat(64),
        fileName: 'locacao.pdf',
        fileSize: 1000,
        fileKind: 'pdf',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: analyses.id });
    id = row!.id;
    await finish(id);
  });
  afterAll(() => testApp.close());

  it('serves the neutral analysis, with the sides to choose from, when no side was chosen', async () => {
    const response = await getResults(id);
    expect(response.statusCode).toBe(200);
    const results = ZResults.parse(response.json());
    expect(results.side).toBeNull();
    expect(results.parties?.map((party) => party.role)).toEqual(['LOCADOR', 'LOCATÁRIA']);
    const {
      userServiceId,
      analyzedAt,
      side,
      breakdown,
      reportedFindingIds,
      lawyerRequest,
      calendarEvents,
      version,
      ...stored
    } = results;
    expect([userServiceId, side, typeof analyzedAt]).toEqual([id, null, 'string']);
    // A contract sent once: its only version.
    expect(version).toEqual({ previousId: null, number: 1, count: 1 });
    expect(reportedFindingIds).toEqual([]);
    expect(lawyerRequest).toBeNull();
    // "Por que esta nota?" is the breakdown the analyzer kept with the score.
    expect({ ...stored, breakdown }).toEqual(analysis);
    // The same count the calendar file holds today.
    expect(calendarEvents).toBe(
      buildCalendar({ results, reminderDays: 3, today: todayInSaoPaulo() }).events,
    );
    expect(breakdown.score).toBe(analysis.finalScore.score);
    expect(breakdown.criteria.map((row) => row.criterion)).toHaveLength(7);
  });

  it('PUT …/side weighs the results for the tenant, keeps the choice, and never rewrites the stored analysis', async () => {
    const response = await putSide(id, 'LOCATÁRIA');
    expect(response.statusCode).toBe(200);
    const tenant = ZResults.parse(response.json());
    expect(tenant.side).toBe('locatario');
    expect(fineOf(tenant).readerStance).toBe('contra');
    expect(tenant.finalScore.resumo_contrato).toContain('Você, como locatária, fica com a nota');
    // "Por que esta nota?" explains the tenant's score, not the neutral one.
    expect(tenant.breakdown.score).toBe(tenant.finalScore.score);
    expect(ZResults.parse((await getResults(id)).json())).toEqual(tenant);
    const row = await rowOf(id);
    expect(row.readerSide).toBe('locatario');
    expect(row.results).toEqual(analysis);
  });

  it('for the landlord the same fine is in their favour and costs nothing', async () => {
    const landlord = ZResults.parse((await putSide(id, 'locador')).json());
    expect(landlord.side).toBe('locador');
    expect(fineOf(landlord)).toMatchObject({ readerStance: 'a_favor', points: 0 });
    expect(landlord.finalScore.score).toBeGreaterThan(analysis.finalScore.score);
  });

  it('null goes back to the neutral analysis', async () => {
    const neutral = ZResults.parse((await putSide(id, null)).json());
    expect(neutral.side).toBeNull();
    expect(neutral.finalScore).toEqual(analysis.finalScore);
    expect(fineOf(neutral)).toEqual(fineOf(analysis));
    expect((await rowOf(id)).readerSide).toBeNull();
  });

  it('refuses a side the contract does not have, or that is not a role, in pt-BR', async () => {
    const missing = await putSide(id, 'FIADOR');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'VALIDATION', details: [SIDE_NOT_IN_CONTRACT] });
    const malformed = await putSide(id, '<b>LOCADOR</b>');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual(['side: Use apenas o nome do papel, como LOCATÁRIO']);
    expect((await rowOf(id)).readerSide).toBeNull();
  });

  it('is for the owner only: 401 without a token, 404 for another user as for an unknown id', async () => {
    const anonymous = await putSide(id, 'locador', {} as typeof owner.headers);
    expect(anonymous.statusCode).toBe(401);
    const foreign = await putSide(id, 'locador', stranger.headers);
    const unknown = await putSide(UNKNOWN_ID, 'locador');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await rowOf(id)).readerSide).toBeNull();
  });

  it('keeps the preview neutral and redacted whatever side is chosen', async () => {
    await putSide(id, 'locatario');
    const response = await app().inject({
      method: 'GET',
      url: `/api/contracts/${id}`,
      headers: owner.headers,
    });
    const status = ZContractStatus.parse(response.json());
    expect(ZPreview.parse(status.preview)).toEqual(toPreview(analysis, id));
    expect(response.body).not.toContain('Você, como');
    expect(response.body).not.toContain(fineOf(analysis).title);
    expect(response.body).not.toMatch(/locatario|readerStance|burdens|"side"/u);
    await putSide(id, null);
  });

  it('takes an optional side on upload, applied when the results are served', async () => {
    const body = multipart('locacao.pdf', PDF_BYTES, 'file', { side: 'LOCATÁRIO' });
    const uploaded = await app().inject({
      method: 'POST',
      url: '/api/contracts',
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode).toBe(202);
    const uploadedId = uploaded.json().userServiceId as string;
    expect((await rowOf(uploadedId)).readerSide).toBe('LOCATÁRIO');
    await finish(uploadedId);
    const results = ZResults.parse((await getResults(uploadedId)).json());
    expect(results.side).toBe('locatario');
    expect(fineOf(results).readerStance).toBe('contra');
  });

  it('serves the neutral analysis when the side sent on upload is not in the contract', async () => {
    const body = multipart('locacao.pdf', PDF_BYTES, 'file', { side: 'COMPRADOR' });
    const uploaded = await app().inject({
      method: 'POST',
      url: '/api/contracts',
      payload: body.payload,
      headers: body.headers,
    });
    const uploadedId = uploaded.json().userServiceId as string;
    await finish(uploadedId);
    const results = ZResults.parse((await getResults(uploadedId)).json());
    expect(results.side).toBeNull();
    expect(results.finalScore).toEqual(analysis.finalScore);
  });

  it('refuses a malformed side on upload and keeps nothing', async () => {
    const before = (await db().select().from(analyses)).length;
    const body = multipart('locacao.pdf', PDF_BYTES, 'file', { side: '1; drop table' });
    const response = await app().inject({
      method: 'POST',
      url: '/api/contracts',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(['side: Use apenas o nome do papel, como LOCATÁRIO']);
    expect((await db().select().from(analyses)).length).toBe(before);
  });
});
