import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_PARTY_EVENTS, FUNNEL_STEPS, type TFunnelResponse } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAnalysis, seedEvent, seedLawyerRequest, seedLead } from '../../test/back-office-seed';
import { createTestDatabase } from '../../test/db';
import type { DatabaseHandle } from '../db/client';
import { analyses } from '../db/schema';
import { deleteUser } from './delete-user';
import { exportLeadsCsv } from './export-leads-csv';
import { getFunnel, periodStarts } from './get-funnel';
import { listLeads } from './list-leads';
import { setLeadStatus } from './set-lead-status';

let database: DatabaseHandle;
let filesDir: string;
const ids: Record<string, string> = {};

/**
 * Two weeks of November 2026 (São Paulo, UTC−3) with known counts: L1 (Tecnologia) came from a
 * Locação analysis and was reached by a lawyer; L2 (Saúde) uploaded at 23:00 São Paulo time (the
 * next day in UTC), asked for a lawyer and did not answer the call; L3 registered without an
 * analysis; A2 and A3 stayed anonymous; A5 was previewed and clicked, then purged unclaimed.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(tmpdir(), 'back-office-'));
  const db = database.db;
  ids.l1 = await seedLead(db, {
    qualifiedAt: '2026-11-02T13:03:00Z',
    name: 'José "Zé" da Conceição; Jr.',
    companyName: '=HYPERLINK("http://x")',
    businessSegment: 'Tecnologia',
  });
  ids.l2 = await seedLead(db, {
    qualifiedAt: '2026-11-11T02:02:00Z',
    businessSegment: 'Saúde',
    employeesNumber: '1-10',
  });
  ids.l3 = await seedLead(db, {
    qualifiedAt: '2026-11-12T15:00:00Z',
    businessSegment: 'Educação',
  });
  const a1 = await seedAnalysis(db, {
    createdAt: '2026-11-02T13:00:00Z',
    ownerId: ids.l1,
    contractType: 'Locação',
    score: 85,
    finishedAfterSeconds: 30,
  });
  const a2 = await seedAnalysis(db, {
    createdAt: '2026-11-03T12:00:00Z',
    contractType: 'Trabalho',
    score: 60,
    finishedAfterSeconds: 90,
  });
  const a3 = await seedAnalysis(db, {
    createdAt: '2026-11-10T12:00:00Z',
    status: 'failed',
    errorCode: 'NO_TEXT_FOUND',
  });
  const a4 = await seedAnalysis(db, {
    createdAt: '2026-11-11T02:00:00Z',
    ownerId: ids.l2,
    contractType: 'Outro',
    score: 40,
    finishedAfterSeconds: 60,
  });
  const uploaded = 'Contract Uploaded';
  for (const [analysisId, at] of [
    [a1, '2026-11-02T13:00:00Z'],
    [a2, '2026-11-03T12:00:00Z'],
    [a3, '2026-11-10T12:00:00Z'],
    [a4, '2026-11-11T02:00:00Z'],
  ] as const) {
    await seedEvent(db, { name: uploaded, at, analysisId });
  }
  await seedEvent(db, { name: uploaded, at: '2026-11-16T12:00:00Z' }); // after the period
  for (const at of ['2026-11-02T13:01:00Z', '2026-11-02T13:05:00Z']) {
    await seedEvent(db, { name: 'Score Viewed', at, analysisId: a1 }); // reloaded: one preview
  }
  await seedEvent(db, { name: 'Score Viewed', at: '2026-11-03T12:02:00Z', analysisId: a2 });
  await seedEvent(db, { name: 'Score Viewed', at: '2026-11-11T02:01:00Z', analysisId: a4 });
  const click = (analysisId: string, at: string, clauseTitle: string) =>
    seedEvent(db, { name: 'Details Button Clicked', at, analysisId, properties: { clauseTitle } });
  await click(a1, '2026-11-02T13:02:00Z', 'Riscos financeiros');
  await click(a4, '2026-11-11T02:01:30Z', 'Contradição');
  await click(a4, '2026-11-11T03:00:00Z', 'Datas importantes'); // after registering
  await seedLawyerRequest(db, {
    userId: ids.l1,
    analysisId: a1,
    at: '2026-11-02T13:10:00Z',
    handledAt: '2026-11-02T14:00:00Z',
    handled: 'em_contato',
  });
  await seedLawyerRequest(db, {
    userId: ids.l2,
    analysisId: a4,
    at: '2026-11-11T02:05:00Z',
    handledAt: '2026-11-11T03:00:00Z',
    handled: 'attempt',
  });
  // A1's preview reopened in the second week: its cohort is still the first week's.
  await seedEvent(db, { name: 'Score Viewed', at: '2026-11-12T10:00:00Z', analysisId: a1 });
  const a5 = await seedAnalysis(db, {
    createdAt: '2026-11-04T12:00:00Z',
    contractType: 'Trabalho',
  });
  await seedEvent(db, { name: uploaded, at: '2026-11-04T12:00:00Z', analysisId: a5 });
  await seedEvent(db, { name: 'Score Viewed', at: '2026-11-04T12:01:00Z', analysisId: a5 });
  await click(a5, '2026-11-04T12:02:00Z', 'Contradição');
  await db.delete(analyses).where(eq(analyses.id, a5)); // purged unclaimed
  for (const at of ['2026-11-02T15:00:00Z', '2026-11-02T15:01:00Z']) {
    await seedEvent(db, { name: 'Report Downloaded', at, analysisId: a1, userId: ids.l1 });
  }
  await seedEvent(db, { name: 'Calendar Added', at: '2026-11-10T15:00:00Z', analysisId: a4 });
  await seedEvent(db, {
    name: FIRST_PARTY_EVENTS.redlineDownloaded,
    at: '2026-11-02T15:02:00Z',
    analysisId: a1,
    userId: ids.l1,
  });
  // L2's contract came back revised and was compared, on the 10th at 23:30 in São Paulo.
  await seedEvent(db, {
    name: FIRST_PARTY_EVENTS.versionCompared,
    at: '2026-11-11T02:30:00Z',
    analysisId: a4,
    userId: ids.l2,
  });
  // A revised version of A4, uploaded and previewed by its owner, is no new contract received.
  const a4v2 = await seedAnalysis(db, {
    createdAt: '2026-11-12T12:00:00Z',
    ownerId: ids.l2,
    previousId: a4,
    contractType: 'Outro',
    score: 40,
  });
  await seedEvent(db, { name: uploaded, at: '2026-11-12T12:00:00Z', analysisId: a4v2 });
  await seedEvent(db, { name: 'Score Viewed', at: '2026-11-12T12:01:00Z', analysisId: a4v2 });
});
afterAll(async () => {
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

const period = { from: '2026-11-02', to: '2026-11-15' };
const steps = (
  uploads: number,
  previews: number,
  detailClicks: number,
  leads: number,
  lawyerRequests: number,
  contacted: number,
) => ({ uploads, previews, detailClicks, leads, lawyerRequests, contacted });

/** Every step of every row of the funnel is at most the step before it. */
function expectNarrowing(funnel: TFunnelResponse) {
  const rows = [
    funnel.totals,
    ...funnel.periods.map((row) => row.steps),
    ...funnel.bySegment.map((row) => row.steps),
    ...funnel.byContractType.map((row) => row.steps),
  ];
  for (const row of rows) {
    FUNNEL_STEPS.slice(1).forEach((step, index) => {
      expect(row[step], step).toBeLessThanOrEqual(row[FUNNEL_STEPS[index]!]);
    });
  }
}

describe('getFunnel', () => {
  it('follows the contracts received in the period (a cohort) step by step, per week, segment and contract type', async () => {
    const funnel = await getFunnel({
      db: database.db,
      query: { ...period, granularity: 'semana' },
    });
    // A1 reached a lawyer, A4 asked for one (the unanswered call is no contact), A5 was clicked
    // before its purge, A2 previewed, A3 failed; L3 sent no contract in the period.
    expect(funnel.totals).toEqual(steps(5, 4, 3, 2, 2, 1));
    expect(funnel.periods).toEqual([
      {
        period: '2026-11-02',
        steps: steps(3, 3, 2, 1, 1, 1),
        takeaways: { report: 2, calendar: 0, message: 0, redline: 1, comparison: 0 },
      },
      {
        period: '2026-11-09',
        steps: steps(2, 1, 1, 1, 1, 0),
        takeaways: { report: 0, calendar: 1, message: 0, redline: 0, comparison: 1 },
      },
    ]);
    expect(funnel.bySegment).toEqual([
      { label: 'Saúde', steps: steps(1, 1, 1, 1, 1, 0) },
      { label: 'Tecnologia', steps: steps(1, 1, 1, 1, 1, 1) },
      { label: null, steps: steps(3, 2, 1, 0, 0, 0) },
    ]);
    expect(funnel.byContractType).toEqual([
      { label: 'Locação', steps: steps(1, 1, 1, 1, 1, 1) },
      { label: 'Outro', steps: steps(1, 1, 1, 1, 1, 0) },
      { label: 'Trabalho', steps: steps(1, 1, 0, 0, 0, 0) },
      { label: null, steps: steps(2, 1, 1, 0, 0, 0) },
    ]);
    expect(funnel.takeaways).toEqual({
      report: 2,
      calendar: 1,
      message: 0,
      redline: 1,
      comparison: 1,
    });
    expectNarrowing(funnel);
  });

  it('never lets a step exceed the one before it, whatever the period cuts', async () => {
    for (const [from, to] of [
      ['2026-11-02', '2026-11-02'],
      ['2026-11-03', '2026-11-10'],
      ['2026-11-11', '2026-11-30'],
      ['2026-11-12', '2026-11-12'],
    ] as const) {
      const funnel = await getFunnel({ db: database.db, query: { from, to, granularity: 'dia' } });
      expectNarrowing(funnel);
    }
    // The preview reopened on 12 November belongs to a contract of the first week: no cohort.
    const later = await getFunnel({
      db: database.db,
      query: { from: '2026-11-12', to: '2026-11-12', granularity: 'dia' },
    });
    expect(later.totals).toEqual(steps(0, 0, 0, 0, 0, 0));
  });

  it('puts an event in the São Paulo day it happened, and reports the analyses health', async () => {
    const funnel = await getFunnel({ db: database.db, query: { ...period, granularity: 'dia' } });
    expect(funnel.periods).toHaveLength(14);
    const day = (date: string) => funnel.periods.find((row) => row.period === date)!.steps;
    expect(day('2026-11-10').uploads).toBe(2); // 09:00 and 23:00 in São Paulo
    expect(day('2026-11-11').uploads).toBe(0);
    expect(funnel.health.days.find((row) => row.day === '2026-11-10')).toEqual({
      day: '2026-11-10',
      analyses: 2,
      failed: 1,
    });
    expect(funnel.health.failures).toEqual([{ code: 'NO_TEXT_FOUND', count: 1 }]);
    expect(funnel.health.medianSecondsToPreview).toBe(60);
    const takeaways = (date: string) =>
      funnel.periods.find((row) => row.period === date)!.takeaways;
    expect(takeaways('2026-11-10')).toMatchObject({ calendar: 1, comparison: 1 });
  });

  it('lists weeks from the Monday of the first day', () => {
    expect(periodStarts('2026-11-04', '2026-11-16', 'semana')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
  });
});

describe('listLeads', () => {
  const list = async (filters: Record<string, string> = {}) =>
    (await listLeads({ db: database.db, filters: { ...period, ...filters }, limit: 25, offset: 0 }))
      .leads;
  const idsOf = (leads: { id: string }[]) => leads.map((lead) => lead.id);

  it('lists leads newest first with their analysis, lawyer request and clicked criterion', async () => {
    const leads = await list();
    expect(idsOf(leads)).toEqual([ids.l3, ids.l2, ids.l1]);
    expect(leads[1]).toMatchObject({
      businessSegment: 'Saúde',
      employeesNumber: '1-10',
      status: 'qualified_lead',
      hasRequestedLawyer: true,
      clickedCriterion: 'Contradição', // the click before registering, not the one after
      analysis: { contractType: 'Outro', score: 40 },
    });
    expect(leads[0]).toMatchObject({ hasRequestedLawyer: false, clickedCriterion: null });
    expect(leads[0]!.analysis).toBeNull();
    expect(JSON.stringify(leads)).not.toContain('Conceição');
  });

  it.each([
    [{ segment: 'Saúde' }, ['l2']],
    [{ employees: '1-10' }, ['l2']],
    [{ lawyer: 'sim' }, ['l2', 'l1']],
    [{ lawyer: 'nao' }, ['l3']],
    [{ band: 'Satisfatório' }, ['l1']],
    [{ band: 'Crítico' }, ['l2']],
    [{ band: 'Atenção' }, []],
    [{ from: '2026-11-11' }, ['l3']], // L2 registered on the 10th, 23:02 in São Paulo
    [{ to: '2026-11-10' }, ['l2', 'l1']],
  ])('filters by %o', async (filters, expected) => {
    expect(idsOf(await list(filters))).toEqual(expected.map((key) => ids[key]));
  });

  it('filters by the status staff set', async () => {
    await setLeadStatus({ db: database.db, leadId: ids.l3!, status: 'descartado' });
    expect(idsOf(await list({ status: 'descartado' }))).toEqual([ids.l3]);
    await setLeadStatus({ db: database.db, leadId: ids.l3!, status: 'qualified_lead' });
  });
});

describe('exportLeadsCsv', () => {
  it('writes UTF-8 with a BOM, `;` fields, CRLF lines, quoted quotes and no live formulas', async () => {
    const { csv, count } = await exportLeadsCsv({
      db: database.db,
      filters: { ...period, segment: 'Tecnologia' },
    });
    expect(count).toBe(1);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Data do cadastro;Nome;E-mail;Celular;Empresa;Segmento;Funcionários;Status;Pediu advogado;Critério clicado;Tipo de contrato;Nota',
    );
    expect(lines[1]).toMatch(
      /^02\/11\/2026 10:03;"José ""Zé"" da Conceição; Jr\.";[^;]+@example\.com;\(11\) 98765-4321;"'=HYPERLINK\(""http:\/\/x""\)";Tecnologia;11-80;Lead qualificado;Sim;Riscos financeiros;Locação;85$/u,
    );
    expect(lines[2]).toBe('');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe("a customer's account deletion", () => {
  it('removes them from the leads, the export and the funnel', async () => {
    await deleteUser({ db: database.db, userId: ids.l1!, filesDir });
    expect(idsOf(await listLeadsAll())).not.toContain(ids.l1);
    const { csv } = await exportLeadsCsv({ db: database.db, filters: period });
    expect(csv).not.toContain('Conceição');
    const funnel = await getFunnel({
      db: database.db,
      query: { ...period, granularity: 'semana' },
    });
    expect(funnel.totals).toEqual(steps(4, 3, 2, 1, 1, 0));
    expect(funnel.bySegment.map((row) => row.label)).not.toContain('Tecnologia');
  });
});

async function listLeadsAll() {
  return (await listLeads({ db: database.db, filters: period, limit: 25, offset: 0 })).leads;
}
function idsOf(leads: { id: string }[]) {
  return leads.map((lead) => lead.id);
}
