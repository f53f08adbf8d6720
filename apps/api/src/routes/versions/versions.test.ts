import { analyzeText } from '@contrato-claro/analyzer';
import {
  CRITERIA,
  FIRST_PARTY_EVENTS,
  ZAnalysisList,
  ZComparison,
  ZResults,
  ZUploadResponse,
  type TAnalysis,
} from '@contrato-claro/shared';
import { readdir } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  createUser,
  insertFinishedAnalysis,
  multipart,
  PASTED_LEASE,
  readFixture,
  waitForOutcome,
} from '../../../test/contracts';
import { queryRows } from '../../db/client';
import { analyses, analysisOriginals, analyticsEvents } from '../../db/schema';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The other party's answer: the fine lowered to 2%, the forum clause moved up and renumbered. */
const REVISED = PASTED_LEASE.replace(
  'multa de 20% (vinte por cento)',
  'multa de 2% (dois por cento)',
)
  .replace(
    /CLÁUSULA QUINTA – DO FORO\nFica eleito o foro da comarca de Curitiba\/PR para dirimir as questões deste contrato\./u,
    '',
  )
  .replace(
    'CLÁUSULA PRIMEIRA – DO OBJETO',
    'CLÁUSULA PRIMEIRA – DO FORO\nFica eleito o foro da comarca de Curitiba/PR para dirimir as questões deste contrato.\nCLÁUSULA SEGUNDA – DO OBJETO',
  )
  .replace('CLÁUSULA SEGUNDA – DO PRAZO', 'CLÁUSULA TERCEIRA – DO PRAZO')
  .replace('CLÁUSULA TERCEIRA – DO ALUGUEL', 'CLÁUSULA QUARTA – DO ALUGUEL')
  .replace('CLÁUSULA QUARTA – DA MULTA', 'CLÁUSULA QUINTA – DA MULTA');

function analysed(text: string): TAnalysis {
  const result = analyzeText(text, { fileName: 'contrato-locacao.pdf' });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('versions: the revised contract uploaded from an analysis and compared with it', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let before: TAnalysis;
  let id: string;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const paste = (analysisId: string, text: string, headers: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url: `/api/contracts/${analysisId}/versions/text`,
      payload: { text },
      headers,
    });
  const comparison = (versionId: string, headers: Record<string, string>) =>
    app().inject({ method: 'GET', url: `/api/contracts/${versionId}/comparison`, headers });
  const fineFinding = () =>
    CRITERIA.flatMap((criterion) => before[criterion].findings).find((finding) =>
      finding.clause.excerpt.includes('20%'),
    )!;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ANALYSIS_CONCURRENCY: '1' }, workers: true });
    await testApp.app.ready();
    owner = await createUser(db(), 'dona@example.com');
    stranger = await createUser(db(), 'outra@example.com');
    before = analysed(PASTED_LEASE);
    id = await insertFinishedAnalysis(db(), before, owner.id);
  });
  afterAll(() => testApp.close());

  it('analyses the pasted revision like any upload, then compares it: clauses, findings, score and the points asked for', async () => {
    expect(fineFinding(), 'the 20% fine is a finding of the first version').toBeDefined();
    // The owner asked the other party to lower the fine.
    const message = await app().inject({
      method: 'POST',
      url: `/api/services/score/results/${id}/message`,
      headers: owner.headers,
      payload: { findingIds: [fineFinding().id] },
    });
    expect(message.statusCode).toBe(200);

    const response = await paste(id, REVISED, owner.headers);
    expect(response.statusCode).toBe(202);
    const { userServiceId: versionId } = ZUploadResponse.parse(response.json());
    expect((await waitForOutcome(app(), versionId, owner.headers)).status).toBe('done');

    const answer = await comparison(versionId, owner.headers);
    expect(answer.statusCode).toBe(200);
    const result = ZComparison.parse(answer.json());
    expect(result.before).toMatchObject({ userServiceId: id, score: before.finalScore.score });
    expect(result.after.userServiceId).toBe(versionId);
    expect(result.requested).toEqual([
      expect.objectContaining({ findingId: fineFinding().id, status: 'atendido' }),
    ]);
    expect(result.findings.resolved.map((finding) => finding.id)).toContain(fineFinding().id);
    const foro = result.clauses.find((clause) => clause.title?.includes('FORO'));
    expect(foro).toMatchObject({ status: 'unchanged', renumbered: true, moved: true });
    const multa = result.clauses.find((clause) => clause.title?.includes('MULTA'));
    expect(multa?.status).toBe('changed');
    expect(multa?.parts).toContainEqual({ op: 'insert', text: '2' });

    // Stored with the same chain: the version revises the first one and belongs to it.
    const [row] = await db()
      .select({ previousId: analyses.previousId, rootId: analyses.versionRootId })
      .from(analyses)
      .where(eq(analyses.id, versionId));
    expect(row).toEqual({ previousId: id, rootId: id });
    // Its results know their place: the second of two, revising the first.
    const results = await app().inject({
      method: 'GET',
      url: `/api/services/score/results/${versionId}`,
      headers: owner.headers,
    });
    expect(ZResults.parse(results.json()).version).toEqual({ previousId: id, number: 2, count: 2 });

    // "Version Compared" once per version, with counts only.
    await comparison(versionId, owner.headers);
    const events = await db()
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.name, FIRST_PARTY_EVENTS.versionCompared),
          eq(analyticsEvents.analysisId, versionId),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]!.properties).toEqual({
      resolved: result.findings.resolved.length,
      remaining: result.findings.remaining.length,
      new: result.findings.new.length,
      changedClauses: result.clauses.filter((clause) => clause.status !== 'unchanged').length,
    });

    // Nobody else reads it: a visitor 401, a stranger the same 404 as an unknown id.
    expect((await comparison(versionId, {})).statusCode).toBe(401);
    expect((await comparison(versionId, stranger.headers)).statusCode).toBe(404);
    expect((await comparison(UNKNOWN_ID, owner.headers)).statusCode).toBe(404);
    // A first version has nothing to be compared with.
    expect((await comparison(id, owner.headers)).statusCode).toBe(404);
  });

  it('takes a new version only from the owner of a finished analysis', async () => {
    expect((await paste(id, REVISED, {})).statusCode).toBe(401);
    const strangers = await paste(id, REVISED, stranger.headers);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect((await paste(UNKNOWN_ID, REVISED, owner.headers)).statusCode).toBe(404);
    const [{ count }] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from analyses where previous_id = ${id}`,
    );
    expect(count).toBe(1);
  });

  it('refuses bad input like any upload, in pt-BR', async () => {
    const short = await paste(id, 'curto demais', owner.headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBeTruthy();
    const body = multipart('planilha.xlsx', Buffer.from('isto não é um contrato'));
    const unsupported = await app().inject({
      method: 'POST',
      url: `/api/contracts/${id}/versions`,
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toMatchObject({ error: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('keeps an uploaded .docx encrypted, lists the versions under the first one, and deletes them all with it', async () => {
    const body = multipart('contrato-servicos.docx', await readFixture('contrato-servicos.docx'));
    const response = await app().inject({
      method: 'POST',
      url: `/api/contracts/${id}/versions`,
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(response.statusCode).toBe(202);
    const versionId = response.json().userServiceId as string;
    const [stored] = await queryRows<{ content: string }>(
      db(),
      sql`select content from analysis_originals where analysis_id = ${versionId}`,
    );
    expect(stored!.content.startsWith('enc1.')).toBe(true);
    const [decrypted] = await db()
      .select({ content: analysisOriginals.content })
      .from(analysisOriginals)
      .where(eq(analysisOriginals.analysisId, versionId));
    expect(Buffer.from(decrypted!.content, 'base64').subarray(0, 2).toString()).toBe('PK');
    await waitForOutcome(app(), versionId, owner.headers);

    // "Minhas análises": one item, its versions under it, newest first.
    const list = ZAnalysisList.parse(
      (await app().inject({ method: 'GET', url: '/api/contracts', headers: owner.headers })).json(),
    );
    expect(list.analyses.map((analysis) => analysis.userServiceId)).toEqual([id]);
    const versions = list.analyses[0]!.versions;
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({
      userServiceId: versionId,
      fileName: 'contrato-servicos.docx',
    });
    expect(versions[1]!.createdAt <= versions[0]!.createdAt).toBe(true);

    // Deleting the first version deletes every version, originals included.
    const deleted = await app().inject({
      method: 'DELETE',
      url: `/api/contracts/${id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const [{ count }] = await queryRows<{ count: number }>(
      db(),
      sql`select (select count(*) from analyses)::int + (select count(*) from analysis_originals)::int as count`,
    );
    expect(count).toBe(0);
  });
});

describe('deleting versions', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const remove = (analysisId: string, headers: Record<string, string>) =>
    app().inject({ method: 'DELETE', url: `/api/contracts/${analysisId}`, headers });
  const rows = () =>
    db()
      .select({ id: analyses.id, previousId: analyses.previousId, rootId: analyses.versionRootId })
      .from(analyses);
  const version = async (analysisId: string) =>
    ZResults.parse(
      (
        await app().inject({
          method: 'GET',
          url: `/api/services/score/results/${analysisId}`,
          headers: owner.headers,
        })
      ).json(),
    ).version;

  // No workers: the last version stays queued, its upload waiting in DATA_DIR.
  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
    owner = await createUser(db(), 'dona@example.com');
    stranger = await createUser(db(), 'outra@example.com');
  });
  afterAll(() => testApp.close());

  it('deletes a later version alone (the next one then revises the one before) and a first version with every version, leaving nothing behind', async () => {
    const first = await insertFinishedAnalysis(db(), analysed(PASTED_LEASE), owner.id);
    const second = await insertFinishedAnalysis(db(), analysed(REVISED), owner.id);
    await db()
      .update(analyses)
      .set({ previousId: first, versionRootId: first })
      .where(eq(analyses.id, second));
    const [finding] = CRITERIA.flatMap((criterion) => analysed(PASTED_LEASE)[criterion].findings);
    const reported = await app().inject({
      method: 'POST',
      url: `/api/services/score/results/${first}/feedback`,
      headers: owner.headers,
      payload: { findingId: finding!.id, reason: 'nao_se_aplica' },
    });
    expect(reported.statusCode).toBe(201);
    const body = multipart('contrato-servicos.docx', await readFixture('contrato-servicos.docx'));
    const upload = await app().inject({
      method: 'POST',
      url: `/api/contracts/${second}/versions`,
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(upload.statusCode).toBe(202);
    const third = ZUploadResponse.parse(upload.json()).userServiceId;
    expect(await readdir(app().filesDir)).toHaveLength(1);
    expect(await version(second)).toEqual({ previousId: first, number: 2, count: 3 });

    // Only the owner deletes: a visitor 401, anyone else the 404 of an unknown id.
    expect((await remove(second, {})).statusCode).toBe(401);
    expect((await remove(second, stranger.headers)).statusCode).toBe(404);
    expect((await remove(first, stranger.headers)).statusCode).toBe(404);
    expect(await rows()).toHaveLength(3);

    // The middle version goes alone; the third now revises the first.
    expect((await remove(second, owner.headers)).statusCode).toBe(204);
    expect(await rows()).toEqual(
      expect.arrayContaining([
        { id: first, previousId: null, rootId: null },
        { id: third, previousId: first, rootId: first },
      ]),
    );
    expect(await rows()).toHaveLength(2);
    expect(await version(first)).toEqual({ previousId: null, number: 1, count: 2 });

    // The first version goes with every version: rows, kept .docx, reports, waiting upload.
    expect((await remove(first, owner.headers)).statusCode).toBe(204);
    const [left] = await queryRows<{ count: number }>(
      db(),
      sql`select (select count(*) from analyses)::int + (select count(*) from analysis_originals)::int
        + (select count(*) from finding_feedback)::int as count`,
    );
    expect(left!.count).toBe(0);
    expect(await readdir(app().filesDir)).toEqual([]);
    expect((await remove(first, owner.headers)).statusCode).toBe(404);
  });
});
