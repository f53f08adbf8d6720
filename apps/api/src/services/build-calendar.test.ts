import { analyzeText } from '@contrato-claro/analyzer';
import { termEnd } from '@contrato-claro/analyzer/calendar';
import { explainScore } from '@contrato-claro/analyzer/reader';
import type { TResults } from '@contrato-claro/shared';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { icsEvents } from '../../test/read-back';
import { buildCalendar, calendarEvents, contractEnd, todayInSaoPaulo } from './build-calendar';

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

/** A lease that states its start and its length, not its end, and the rent on the 5th. */
const LEASE = [
  'CONTRATO DE LOCAÇÃO RESIDENCIAL',
  '',
  'LOCADOR: JOÃO DA SILVA, inscrito no CPF sob o nº 529.982.247-25.',
  'LOCATÁRIA: MARIA SOUZA, inscrita no CPF sob o nº 111.444.777-35.',
  '',
  'CLÁUSULA PRIMEIRA – DO OBJETO',
  '',
  'O LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua das Flores, 100, São Paulo/SP, para fins residenciais.',
  '',
  'CLÁUSULA SEGUNDA – DO PRAZO',
  '',
  'A locação tem início em 10/11/2026 e vigorará pelo prazo de 12 (doze) meses.',
  '',
  'CLÁUSULA TERCEIRA – DO ALUGUEL',
  '',
  'O aluguel mensal é de R$ 2.000,00 (dois mil reais), a ser pago todo dia 5 de cada mês.',
  '',
  'CLÁUSULA QUARTA – DO FORO',
  '',
  'Fica eleito o foro da comarca de São Paulo/SP.',
].join('\n');

/**
 * What RFC 5545 requires of the files we write, beyond what ical.js (a lenient parser) reads:
 * CRLF lines of at most 75 octets, every DURATION and TRIGGER in the dur-value grammar (§3.3.6:
 * "P1DT" is not one), and no recurrence without an end (COUNT or UNTIL).
 */
function expectValidIcs(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  const lines = ics.split('\r\n').slice(0, -1);
  for (const line of lines) {
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  const unfolded = ics.replace(/\r\n[ \t]/gu, '');
  const durValue =
    /^[+-]?P(?:\d+W|(?:\d+D(?:T(?:\d+H(?:\d+M(?:\d+S)?)?|\d+M(?:\d+S)?|\d+S))?)|T(?:\d+H(?:\d+M(?:\d+S)?)?|\d+M(?:\d+S)?|\d+S))$/u;
  for (const [, value] of unfolded.matchAll(/^(?:DURATION|TRIGGER)[^:]*:(.*)$/gmu)) {
    expect(value, 'dur-value').toMatch(durValue);
  }
  for (const [, rule] of unfolded.matchAll(/^RRULE:(.*)$/gmu)) {
    expect(rule, 'bounded recurrence').toMatch(/(?:^|;)(?:COUNT|UNTIL)=/u);
  }
  // ical.js reads it back: every event has a start, an end after it, and a summary.
  for (const component of icsEvents(ics).calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    expect(event.summary).toBeTruthy();
    expect(event.endDate.compare(event.startDate)).toBe(1);
  }
}

function results(contract = CONTRACT, fileName = 'contabilidade.txt'): TResults {
  const analysis = analyzeText(contract, { fileName });
  if (!analysis.ok) throw new Error(analysis.error.code);
  return {
    ...analysis.value,
    userServiceId: '00000000-0000-4000-8000-000000000001',
    analyzedAt: '2026-10-20T12:00:00.000Z',
    side: null,
    breakdown: explainScore(analysis.value),
    reportedFindingIds: [],
    lawyerRequest: null,
    calendarEvents: 0,
    version: { previousId: null, number: 1, count: 1 },
  };
}

describe('calendarEvents', () => {
  it('is empty once every date of the contract is past: the results then offer no calendar', () => {
    const ahead = calendarEvents({ results: results(), reminderDays: 0, today: '2026-10-20' });
    expect(ahead.length).toBeGreaterThan(0);
    expect(calendarEvents({ results: results(), reminderDays: 0, today: '2040-01-01' })).toEqual(
      [],
    );
  });
});

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

  it('writes valid RFC 5545', () => {
    expectValidIcs(ics);
  });

  it("tells today's date in São Paulo, not in UTC", () => {
    // 01:30 UTC on 21 October is still 20 October, 22:30, in São Paulo.
    expect(todayInSaoPaulo(new Date('2026-10-21T01:30:00Z'))).toBe('2026-10-20');
  });
});

describe('buildCalendar of a lease with a start and a term', () => {
  const lease = results(LEASE, 'locacao.txt');
  const { ics } = buildCalendar({ results: lease, reminderDays: 3, today: '2026-10-20' });

  it('ends the contract at its start plus its term', () => {
    expect(contractEnd(lease)).toBe('2027-11-09');
    const { events } = icsEvents(ics);
    expect(events.filter((event) => event.start === '2027-11-09')).toHaveLength(1);
  });

  it('repeats the monthly rent until the end of the term, never forever', () => {
    const { events } = icsEvents(ics);
    const rent = events.find((event) => event.rrule !== null);
    expect(rent?.rrule).toMatch(/UNTIL=20271109/u);
    expectValidIcs(ics);
  });

  it('bounds a monthly date by a count when the contract gives no end', () => {
    const open = results(
      LEASE.replace(
        'A locação tem início em 10/11/2026 e vigorará pelo prazo de 12 (doze) meses.',
        'A locação vigora por prazo indeterminado.',
      ),
      'sem-prazo.txt',
    );
    const { ics: unbounded } = buildCalendar({
      results: open,
      reminderDays: 0,
      today: '2026-10-20',
    });
    const rent = icsEvents(unbounded).events.find((event) => event.rrule !== null);
    expect(rent?.rrule).toMatch(/COUNT=12/u);
    expectValidIcs(unbounded);
  });
});

describe('termEnd', () => {
  it('counts a term inclusively, in days, weeks, months and years', () => {
    expect(termEnd('2026-01-10', 12, 'meses')).toBe('2027-01-09');
    expect(termEnd('2026-10-01', 30, 'dias')).toBe('2026-10-30');
    expect(termEnd('2026-01-31', 1, 'meses')).toBe('2026-02-27');
    expect(termEnd('2024-03-01', 2, 'anos')).toBe('2026-02-28');
    expect(termEnd('2026-10-01', 2, 'semanas')).toBe('2026-10-14');
    expect(termEnd('2026-10-01', 0, 'meses')).toBeNull();
  });
});
