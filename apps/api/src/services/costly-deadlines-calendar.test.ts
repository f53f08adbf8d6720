import { analyzeText } from '@contrato-claro/analyzer';
import { explainScore } from '@contrato-claro/analyzer/reader';
import type { TResults } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { icsEvents } from '../../test/read-back';
import { buildCalendar } from './build-calendar';

/** A lease that renews itself unless refused 30 days ahead, adjusted yearly. */
const LEASE = [
  'CONTRATO DE LOCAÇÃO RESIDENCIAL',
  'LOCADOR: JOÃO CARLOS MENDES, CPF 123.456.789-09. LOCATÁRIA: MARIANA COSTA LIMA, CPF 987.654.321-00.',
  'CLÁUSULA PRIMEIRA – DO OBJETO',
  'O LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua das Flores, 100, Curitiba/PR.',
  'CLÁUSULA SEGUNDA – DO PRAZO',
  'A locação terá prazo de 12 (doze) meses, com início em 1º de março de 2027.',
  'O contrato será renovado automaticamente por igual período, salvo se qualquer das partes comunicar o contrário com 30 (trinta) dias de antecedência.',
  'CLÁUSULA TERCEIRA – DO ALUGUEL',
  'O aluguel mensal de R$ 2.000,00 será reajustado anualmente pelo IPCA.',
].join('\n');

function results(): TResults {
  const analysis = analyzeText(LEASE, { fileName: 'locacao.txt' });
  if (!analysis.ok) throw new Error(analysis.error.code);
  return {
    ...analysis.value,
    userServiceId: '00000000-0000-4000-8000-000000000001',
    analyzedAt: '2026-12-07T12:00:00.000Z',
    side: null,
    breakdown: explainScore(analysis.value),
    reportedFindingIds: [],
    lawyerRequest: null,
    // What the results screen counts; the calendar file below never reads it.
    calendarEvents: 0,
    version: { previousId: null, number: 1, count: 1 },
  };
}

describe('the dates that cost money in the calendar', () => {
  it('puts the last day to refuse the renewal and the first adjustment in the calendar, each with its reminder', () => {
    const { ics } = buildCalendar({ results: results(), reminderDays: 7, today: '2026-12-07' });
    const { events } = icsEvents(ics);
    const notice = events.find((event) =>
      event.summary.startsWith('Último dia para avisar que não quer renovar'),
    );
    // The term ends on 2028-02-29; thirty days before.
    expect(notice).toMatchObject({ start: '2028-01-30', isAllDay: true });
    expect(notice!.trigger).toBe('-P6DT15H');
    expect(events.find((event) => event.summary.startsWith('Primeiro reajuste'))?.start).toBe(
      '2028-03-01',
    );
  });
});
