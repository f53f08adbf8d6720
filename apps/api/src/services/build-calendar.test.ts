import { analyzeText } from '@contrato-claro/analyzer';
import { explainScore } from '@contrato-claro/analyzer/reader';
import type { TResults } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { icsEvents } from '../../test/read-back';
import { buildCalendar, todayInSaoPaulo } from './build-calendar';

/** An accounting contract: fees on the 5th business day, a report on the 30th, a fixed end. */
const CONTRACT = [
  'CONTRATO DE PRESTAÇÃO DE SERVIÇOS CONTÁBEIS',
  '',
  'CONTRATANTE: PADARIA BOA MASSA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.',
  'CONTRATADO: ESCRITÓRIO CONTÁBIL EXATO LTDA., inscrito no CNPJ sob o nº 11.444.777/0001-61.',
  '',
  'CLÁUSULA PRIMEIRA – DO OBJETO',
  '',
  'O CONTRATADO prestará à CONTRATANTE serviços de contabilidade, folha de pagamento e apuração de tributos.',
  '',
  'CLÁUSULA SEGUNDA – DO PRAZO',
  '',
  'Este contrato vigora com início em 01/10/2026 e término em 31/03/2027.',
  '',
  'CLÁUSULA TERCEIRA – DOS HONORÁRIOS',
  '',
  'A CONTRATANTE paga ao CONTRATADO honorários mensais de R$ 950,00, até o quinto dia útil de cada mês.',
  '',
  'CLÁUSULA QUARTA – DOS RELATÓRIOS',
  '',
  'O CONTRATADO deve entregar até o dia 30 de cada mês o balancete do mês anterior.',
  '',
  'CLÁUSULA QUINTA – DO FORO',
  '',
  'Fica eleito o foro da comarca de São Paulo/SP.',
].join('\n');

function results(): TResults {
  const analysis = analyzeText(CONTRACT, { fileName: 'contabilidade.txt' });
  if (!analysis.ok) throw new Error(analysis.error.code);
  return {
    ...analysis.value,
    userServiceId: '00000000-0000-4000-8000-000000000001',
    analyzedAt: '2026-10-20T12:00:00.000Z',
    side: null,
    breakdown: explainScore(analysis.value),
    reportedFindingIds: [],
    lawyerRequest: null,
  };
}

describe('buildCalendar', () => {
  const { ics, events: count } = buildCalendar({
    results: results(),
    reminderDays: 0,
    today: '2026-10-20',
  });
  const { events } = icsEvents(ics);
  const startsOf = (label: string) =>
    events.filter((event) => event.summary.startsWith(label)).map((event) => event.start);

  it('lists the fifth business day of each month from today to the end, skipping holidays', () => {
    expect(count).toBe(events.length);
    expect(startsOf('Vencimento dos pagamentos')).toEqual([
      '2026-11-09', // 2 November (Finados) is a national holiday
      '2026-12-07',
      '2027-01-08', // 1 January is one too
      '2027-02-05',
      '2027-03-05',
    ]);
  });

  it('moves a day past the 28th to the end of shorter months instead of skipping them', () => {
    expect(startsOf('Prazo —')).toEqual([
      '2026-10-30',
      '2026-11-30',
      '2026-12-30',
      '2027-01-30',
      '2027-02-28',
      '2027-03-30',
    ]);
  });

  it('adds the end of the contract once, as an all-day event ringing at 09:00 on the day', () => {
    const end = events.filter((event) => event.start === '2027-03-31');
    expect(end).toHaveLength(1);
    expect(end[0]).toMatchObject({
      summary: 'Término do contrato — contabilidade.txt',
      isAllDay: true,
      trigger: 'PT9H',
      alarmText: expect.stringMatching(/^Hoje: /u),
    });
    // The start (01/10/2026) is past: a calendar is for what is ahead.
    expect(events.some((event) => event.start === '2026-10-01')).toBe(false);
  });

  it("tells today's date in São Paulo, not in UTC", () => {
    // 01:30 UTC on 21 October is still 20 October, 22:30, in São Paulo.
    expect(todayInSaoPaulo(new Date('2026-10-21T01:30:00Z'))).toBe('2026-10-20');
  });
});
