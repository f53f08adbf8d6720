import { analyzeText } from '@contrato-claro/analyzer';
import {
  CRITERIA,
  FIRST_PARTY_EVENTS,
  MESSAGE_FINDING_NOT_IN_ANALYSIS,
  type TAnalysis,
  type TFinding,
} from '@contrato-claro/shared';
import type JSZip from 'jszip';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  createUser,
  insertFinishedAnalysis,
  readFixture,
  upload,
  waitForOutcome,
} from '../../../test/contracts';
import { openInLibreOffice, readRedline } from '../../../test/redline-read-back';
import { analyticsEvents } from '../../db/schema';
import { W } from '../../redline/ooxml';
import { planRedline } from '../../redline/plan';
import { REDLINE_AUTHOR } from '../../redline/tracked-changes';

/** A lease with an abusive late fine and no clause on personal data. */
const LEASE = [
  'CONTRATO DE LOCAÇÃO RESIDENCIAL',
  'LOCADOR: JOÃO CARLOS MENDES, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.',
  'LOCATÁRIA: MARIANA COSTA LIMA, brasileira, solteira, inscrita no CPF sob o nº 987.654.321-00.',
  'CLÁUSULA PRIMEIRA – DO OBJETO',
  'O LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua das Flores, 100, Curitiba/PR, para fins residenciais.',
  'CLÁUSULA SEGUNDA – DO PRAZO',
  'A locação terá prazo de 30 (trinta) meses, com início em 1º de março de 2025 e término em 31 de agosto de 2027.',
  'CLÁUSULA TERCEIRA – DO ALUGUEL',
  'O aluguel mensal é de R$ 2.000,00 (dois mil reais), que a LOCATÁRIA pagará até o dia 5 (cinco) de cada mês. Em caso de atraso, a LOCATÁRIA pagará multa de 20% (vinte por cento) sobre o valor devido.',
  'CLÁUSULA QUARTA – DO FORO',
  'Fica eleito o foro da comarca de Curitiba/PR para dirimir as questões deste contrato.',
].join('\n');

const requests = (analysis: TAnalysis) =>
  CRITERIA.flatMap((criterion) => analysis[criterion].findings).filter(
    (finding): finding is TFinding & { suggestedWording: string } =>
      finding.suggestedWording !== undefined,
  );

/**
 * The text a reader gets by accepting every change, computed apart from the XML: each target
 * sentence replaced by its wording in its line, each missing clause a new line after the line of
 * its target's first words.
 */
function acceptedText(lines: string[], edits: ReturnType<typeof planRedline>): string[] {
  const result = [...lines];
  const inserted = new Map<string, string>();
  for (const edit of edits) {
    const index = result.findIndex((line) => line.includes(edit.target));
    if (edit.kind === 'replace' && index !== -1) {
      result[index] = result[index]!.replace(edit.target, edit.wording);
    } else {
      // After the line of the target's first words, after the lines inserted there before.
      const first = edit.target.split(' ').slice(0, 8).join(' ');
      const after = inserted.get(first) ?? result.find((line) => line.includes(first));
      const anchor = after === undefined ? -1 : result.indexOf(after);
      result.splice(anchor === -1 ? result.length : anchor + 1, 0, edit.wording);
      inserted.set(first, edit.wording);
    }
  }
  return result;
}

describe('"Baixar com sugestões (Word)": the suggestions as tracked changes', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let lease: TAnalysis;
  let id: string;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const redline = (
    analysisId: string,
    findingIds: string[],
    headers: Record<string, string> = owner.headers,
  ) =>
    app().inject({
      method: 'POST',
      url: `/api/services/score/results/${analysisId}/redline.docx`,
      headers,
      payload: { findingIds },
    });

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ANALYSIS_CONCURRENCY: '1' }, workers: true });
    await testApp.app.ready();
    owner = await createUser(db(), 'dona@example.com');
    stranger = await createUser(db(), 'outra@example.com');
    const result = analyzeText(LEASE, { fileName: 'contrato-locacao.pdf' });
    if (!result.ok) throw new Error(result.error.code);
    lease = result.value;
    id = await insertFinishedAnalysis(db(), lease, owner.id);
  });
  afterAll(() => testApp.close());

  it('writes a clean .docx of the text with one tracked change and one comment per suggestion; accept-all gives the suggestions, reject-all the original', async () => {
    const chosen = requests(lease);
    expect(chosen.length, 'the lease has findings with a suggested wording').toBeGreaterThan(1);
    const response = await redline(
      id,
      chosen.map((finding) => finding.id),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml.document');
    expect(response.headers['content-disposition']).toContain('sugestoes-contrato-locacao.docx');
    const reading = await readRedline(response.rawPayload);

    expect(reading.insertions).toHaveLength(chosen.length);
    expect(reading.comments).toHaveLength(chosen.length);
    for (const change of [...reading.insertions, ...reading.deletions]) {
      expect(change.getAttributeNS(W, 'author')).toBe(REDLINE_AUTHOR);
      expect(change.getAttributeNS(W, 'date')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/u);
    }
    expect(reading.comments[0]).toContain(`Sugestão do Contrato Claro — ${chosen[0]!.title}`);
    const lines = lease.text.split('\n');
    expect(reading.rejected).toEqual(lines);
    expect(reading.accepted).toEqual(acceptedText(lines, planRedline(lease, chosen)));
    for (const finding of chosen) {
      expect(reading.accepted.join('\n')).toContain(finding.suggestedWording);
    }

    const [event] = await db()
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.name, FIRST_PARTY_EVENTS.redlineDownloaded),
          eq(analyticsEvents.analysisId, id),
        ),
      );
    expect(event!.properties).toEqual({ suggestions: chosen.length, source: 'texto' });

    // LibreOffice opens it and reads the text, the suggestions included.
    const text = await openInLibreOffice(response.rawPayload);
    expect(text).toContain('CONTRATO DE LOCAÇÃO RESIDENCIAL');
    expect(text).toContain(chosen[0]!.suggestedWording.slice(0, 40));
  });

  it("marks the suggestions in the owner's own .docx, keeping its formatting", async () => {
    const bytes = await readFixture('contrato-servicos.docx');
    const sent = await upload(app(), 'contrato-servicos.docx', bytes, undefined);
    expect(sent.response.statusCode).toBe(202);
    // Claimed by the owner, as registering would.
    await app().inject({
      method: 'POST',
      url: `/api/contracts/${sent.id}/claim`,
      headers: { ...owner.headers, cookie: sent.cookie },
    });
    expect((await waitForOutcome(app(), sent.id, owner.headers)).status).toBe('done');
    const results = await app().inject({
      method: 'GET',
      url: `/api/services/score/results/${sent.id}`,
      headers: owner.headers,
    });
    const chosen = requests(results.json() as TAnalysis);
    expect(chosen.length, 'the services contract has a suggestion').toBeGreaterThan(0);

    const response = await redline(
      sent.id,
      chosen.map((finding) => finding.id),
    );
    expect(response.statusCode).toBe(200);
    const reading = await readRedline(response.rawPayload);
    const original = await readRedline(bytes);
    expect(reading.insertions).toHaveLength(chosen.length);
    expect(reading.comments).toHaveLength(chosen.length);
    // Rejecting every change gives back the owner's text, with their styles untouched.
    expect(reading.rejected).toEqual(original.rejected);
    const styles = async (zip: JSZip) => zip.file('word/styles.xml')?.async('string');
    expect(await styles(reading.parts)).toBe(await styles(original.parts));
    expect(await openInLibreOffice(response.rawPayload)).toContain(
      chosen[0]!.suggestedWording.slice(0, 40),
    );
  });

  it('is the owner’s only, and takes only findings that suggest a wording', async () => {
    const [first] = requests(lease);
    expect((await redline(id, [first!.id], {})).statusCode).toBe(401);
    expect((await redline(id, [first!.id], stranger.headers)).statusCode).toBe(404);
    const advice = CRITERIA.flatMap((criterion) => lease[criterion].findings).find(
      (finding) => finding.suggestedWording === undefined,
    );
    for (const ids of [['nao.existe#1'], ...(advice ? [[advice.id]] : [])]) {
      const refused = await redline(id, ids);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([MESSAGE_FINDING_NOT_IN_ANALYSIS]);
    }
    expect((await redline(id, [])).statusCode).toBe(400);
  });
});
