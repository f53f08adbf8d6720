import { analyze } from '@contrato-claro/analyzer';
import {
  CRITERIA,
  FIRST_PARTY_EVENTS,
  MESSAGE_FINDING_NOT_IN_ANALYSIS,
  ZMessage,
  type TAnalysis,
} from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, insertFinishedAnalysis, readFixture } from '../../../test/contracts';
import { docxText, icsEvents, pdfPages } from '../../../test/read-back';
import { analyticsEvents } from '../../db/schema';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The real lease PDF (a late fine on the tenant, rent due on day 5), analysed for real. */
async function leaseAnalysis(): Promise<TAnalysis> {
  const bytes = await readFixture('contrato-locacao-multa.pdf');
  const result = await analyze(new Uint8Array(bytes), { fileName: 'contrato-locação-multa.pdf' });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('what the owner takes away: report, calendar and message', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let analysis: TAnalysis;
  let id: string;

  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const findings = () => CRITERIA.flatMap((criterion) => analysis[criterion].findings);
  const eventsNamed = (name: string) =>
    db()
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, name), eq(analyticsEvents.analysisId, id)));
  const get = (path: string, headers: Record<string, string> = owner.headers) =>
    app().inject({ method: 'GET', url: `/api/services/score/results/${path}`, headers });
  const post = (path: string, payload: object, headers = owner.headers) =>
    app().inject({ method: 'POST', url: `/api/services/score/results/${path}`, headers, payload });

  beforeAll(async () => {
    analysis = await leaseAnalysis();
    testApp = await buildTestApp();
    await testApp.app.ready();
    owner = await createUser(db(), 'dona@example.com');
    stranger = await createUser(db(), 'outra@example.com');
    id = await insertFinishedAnalysis(db(), analysis, owner.id);
  });
  afterAll(() => testApp.close());

  describe.each([
    ['GET', 'report.pdf'],
    ['GET', 'calendar.ics'],
    ['POST', 'message'],
    ['POST', 'message.docx'],
  ] as const)('%s …/%s is for the owner only', (method, path) => {
    const send = (analysisId: string, headers: Record<string, string>) =>
      app().inject({
        method,
        url: `/api/services/score/results/${analysisId}/${path}`,
        headers,
        ...(method === 'POST' ? { payload: { findingIds: [findings()[0]!.id] } } : {}),
      });

    it('answers 401 to a visitor, 404 to another user and to an unknown id', async () => {
      expect((await send(id, {})).statusCode).toBe(401);
      const other = await send(id, stranger.headers);
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toBe('NOT_FOUND');
      expect((await send(UNKNOWN_ID, owner.headers)).statusCode).toBe(404);
    });
  });

  it('renders the PDF report: every finding title, accents intact, page numbers and disclaimer', async () => {
    const response = await get(`${id}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''relatorio-contrato-loca%C3%A7%C3%A3o-multa.pdf",
    );
    const pages = await pdfPages(new Uint8Array(response.rawPayload));
    const all = pages.join(' ');
    expect(all).toContain('Relatório da análise do contrato');
    expect(all).toContain('contrato-locação-multa.pdf');
    expect(all).toContain('Locação — Residencial');
    expect(all).toContain(analysis.finalScore.band);
    expect(findings().length).toBeGreaterThan(0);
    for (const finding of findings()) expect(all).toContain(finding.title);
    for (const title of ['Contradição', 'Equilíbrio contratual', 'Cláusulas atípicas']) {
      expect(all).toContain(title);
    }
    expect(all).toContain('Checklist das cláusulas padrões');
    expect(all).toContain('Datas importantes');
    expect(all).toContain('R$ 2.000,00');
    pages.forEach((page, index) => {
      expect(page).toContain(`Página ${index + 1} de ${pages.length}`);
      expect(page).toContain('não substitui a orientação de um advogado');
    });
    expect(await eventsNamed(FIRST_PARTY_EVENTS.reportDownloaded)).toMatchObject([
      { userId: owner.id, properties: { findings: findings().length } },
    ]);
  });

  it('makes a calendar of the dates: "dia 5 de cada mês" recurs until the end, with reminders', async () => {
    const response = await get(`${id}/calendar.ics?lembrete=7`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = icsEvents(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
    const rent = events.find((event) => event.rrule !== null);
    expect(rent).toMatchObject({
      summary: 'Vencimento dos pagamentos — contrato-locação-multa.pdf',
      start: '2025-03-05',
      isAllDay: true,
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=5;UNTIL=20270831',
      // 09:00 seven days before the day's midnight.
      trigger: '-P6DT15H',
      alarmText: 'Em 7 dias: Vencimento dos pagamentos',
    });
    expect(rent!.description).toContain('dia 5 (cinco) de cada mês');
    expect(await eventsNamed(FIRST_PARTY_EVENTS.calendarAdded)).toMatchObject([
      { properties: { events: events.length, reminderDays: 7 } },
    ]);
  });

  it('refuses a reminder that is not one of the options', async () => {
    const response = await get(`${id}/calendar.ics?lembrete=4`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      '(querystring) lembrete: Escolha com quantos dias de antecedência lembrar',
    ]);
  });

  it('writes a message with the chosen findings only, signed by the owner', async () => {
    const [chosen, left] = findings().filter((finding) => finding.suggestedWording);
    expect(left).toBeDefined();
    const response = await post(`${id}/message`, { findingIds: [chosen!.id] });
    expect(response.statusCode).toBe(200);
    const message = ZMessage.parse(response.json());
    expect(message.subject).toBe('Proposta de ajustes — Contrato de locação residencial');
    expect(message.text).toContain(`1. ${chosen!.title} (${chosen!.clause.ref})`);
    expect(message.text).toContain(`Por quê: ${chosen!.meaning ?? chosen!.description}`);
    expect(message.text).toContain(
      `Peço que a cláusula passe a ter esta redação: "${chosen!.suggestedWording}"`,
    );
    // Advice to the reader is never forwarded as a request.
    expect(message.text).not.toContain('Proposta:');
    expect(message.text).not.toContain(left!.title);
    expect(message.text).not.toContain('2. ');
    expect(message.text.trimEnd().endsWith('Atenciosamente,\nPessoa')).toBe(true);
    expect(await eventsNamed(FIRST_PARTY_EVENTS.messageCreated)).toMatchObject([
      { properties: { findings: 1, format: 'texto' } },
    ]);
  });

  it('gives the same message as a Word document', async () => {
    const ids = findings()
      .filter((finding) => finding.suggestedWording)
      .map((finding) => finding.id);
    const text = ZMessage.parse((await post(`${id}/message`, { findingIds: ids })).json()).text;
    const response = await post(`${id}/message.docx`, { findingIds: ids });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('mensagem-contrato-loca');
    const words = await docxText(response.rawPayload);
    for (const line of text.split('\n').filter(Boolean)) expect(words).toContain(line);
  });

  it('refuses a message without findings or with one the analysis does not have', async () => {
    const none = await post(`${id}/message`, { findingIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual(['findingIds: Escolha ao menos um ponto para negociar']);
    const unknown = await post(`${id}/message`, { findingIds: ['nao.existe#1'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([MESSAGE_FINDING_NOT_IN_ANALYSIS]);
    // A finding with no wording to ask for is advice to the reader, not a request.
    const advice = findings().find((finding) => !finding.suggestedWording);
    if (advice) {
      const refused = await post(`${id}/message`, { findingIds: [advice.id] });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('limits the files one owner generates per minute (429 RATE_LIMITED)', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 21; request += 1) {
      statuses.push((await get(`${id}/calendar.ics`)).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(
      statuses.slice(statuses.indexOf(429)).map(() => 429),
    );
    // Another user's limit is their own.
    expect((await get(`${id}/calendar.ics`, stranger.headers)).statusCode).toBe(404);
  });
});
