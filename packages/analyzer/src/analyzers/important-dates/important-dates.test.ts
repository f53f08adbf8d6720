import { describe, expect, it } from 'vitest';
import { INDEFINITE_TERM_WHY, importantDatesAnalyzer, importantDates } from '.';
import { documentFromText } from '../../prepare';
import { describeCases } from '../test-cases';
import { addBusinessDays, addMonths, isBusinessDay, nextMonthDay } from './calendar';

describeCases('important-dates', importantDatesAnalyzer);

describe('calendar', () => {
  it('skips weekends and national holidays when counting business days', () => {
    // 2026-04-17 is a Friday; 2026-04-21 (Tiradentes) is a national holiday.
    expect(isBusinessDay('2026-04-21')).toBe(false);
    expect(isBusinessDay('2026-04-18')).toBe(false);
    expect(addBusinessDays('2026-04-17', 2)).toBe('2026-04-22');
    // Christmas and New Year.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(isBusinessDay('2027-01-01')).toBe(false);
  });

  it('adds months clamping the day and finds the next due day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-10', 30)).toBe('2028-09-10');
    expect(nextMonthDay('2026-03-10', 10)).toBe('2026-03-10');
    expect(nextMonthDay('2026-03-11', 5)).toBe('2026-04-05');
    expect(nextMonthDay('2026-01-15', 31)).toBe('2026-01-31');
  });
});

describe('importantDates', () => {
  const doc = documentFromText(
    [
      'CONTRATO DE LOCAÇÃO RESIDENCIAL',
      '',
      'CLÁUSULA SEGUNDA – DO PRAZO',
      '',
      'O prazo da locação é de 30 (trinta) meses, com início em 10/03/2026.',
      '',
      'CLÁUSULA TERCEIRA – DO ALUGUEL',
      '',
      'O aluguel mensal é de R$ 1.800,00, com vencimento no dia 10 (dez) de cada mês.',
      '',
      'CLÁUSULA QUARTA – DA VISTORIA',
      '',
      'O LOCADOR fará a vistoria em até 5 (cinco) dias úteis contados da assinatura deste contrato.',
      '',
      'São Paulo, 17 de abril de 2026.',
      '',
      '_______________________',
      'LOCADOR',
    ].join('\n'),
  );
  const dates = importantDates(doc);
  const byKind = (kind: string) => dates.filter((date) => date.kind === kind);

  it('computes the end of the term from the start and the duration', () => {
    expect(byKind('inicio')[0]?.date).toBe('2026-03-10');
    expect(byKind('vigencia')[0]?.date).toBe('2028-09-09');
  });

  it('computes the first due date and business-day deadlines from the signature', () => {
    expect(byKind('vencimento')[0]?.date).toBe('2026-03-10');
    expect(byKind('vencimento')[0]?.monthly).toEqual({ day: 10, businessDay: false });
    expect(byKind('assinatura')[0]?.date).toBe('2026-04-17');
    // Five business days after Friday 17/04/2026, skipping Tiradentes (21/04).
    expect(byKind('prazo')[0]?.date).toBe('2026-04-27');
  });

  it('reads the start of a term that runs "a contar de" a date, in the present tense', () => {
    const nda = documentFromText(
      [
        'ACORDO DE CONFIDENCIALIDADE',
        '',
        'CLÁUSULA PRIMEIRA – DA VIGÊNCIA',
        '',
        'Este Acordo vigora por 24 (vinte e quatro) meses, a contar de 15/03/2026.',
      ].join('\n'),
    );
    const found = importantDates(nda);
    expect(found.find((date) => date.kind === 'inicio')?.date).toBe('2026-03-15');
    expect(found.find((date) => date.kind === 'vigencia')?.date).toBe('2028-03-14');
  });

  it('ends a term counted "desta data" from the day the contract is signed, in the unit it is written', () => {
    const lease = (term: string) =>
      importantDates(
        documentFromText(
          [
            'CONTRATO DE LOCAÇÃO RESIDENCIAL',
            '',
            `3. O prazo de locação é de ${term} a contar desta data.`,
            '',
            '4. O aluguel mensal é de R$ 600,00, pago até o dia 25 de cada mês.',
            '',
            'Manaus, 25 de janeiro de 2017.',
            '',
            '_______________________',
            'LOCADORA',
          ].join('\n'),
        ),
      ).find((date) => date.kind === 'vigencia')?.date;
    expect(lease('12 (doze) meses')).toBe('2018-01-24');
    expect(lease('90 (noventa) dias')).toBe('2017-04-24');
    expect(lease('2 (dois) anos')).toBe('2019-01-24');
    // Business days and an indefinite term have no end to compute.
    expect(lease('30 (trinta) dias úteis')).toBeNull();
    expect(lease('prazo indeterminado,')).toBeNull();
  });

  it.each([
    ['A mensalidade será paga até o dia 10 (dez) de cada mês.', 10, false],
    ['O aluguel vence no dia 5 do mês seguinte ao vencido.', 5, true],
    ['As parcelas serão pagas até o dia 05 (cinco) dos meses subsequentes.', 5, true],
    [
      'O repasse será feito com o pagamento até o dia 20 (vinte) do mesmo mês subsequente.',
      20,
      true,
    ],
    ['Os honorários vencem no dia 15 do mês de referência.', 15, false],
  ])('reads the monthly due day of «%s»', (sentence, day, after) => {
    const doc = documentFromText(
      `CONTRATO DE PRESTAÇÃO DE SERVIÇOS\n\nCLÁUSULA PRIMEIRA – DO PAGAMENTO\n\n${sentence}\n\nSão Paulo, 2 de março de 2026.`,
    );
    const due = importantDates(doc).filter((date) => date.monthly);
    expect(due.map((date) => date.monthly)).toEqual([{ day, businessDay: false }]);
    // Paid in arrears, the first due day falls in the month after the signature's.
    expect(due[0]?.date?.slice(0, 7)).toBe(after ? '2026-04' : '2026-03');
  });

  it.each([
    'O CLIENTE compareceu no dia 10 do mês passado para a vistoria.',
    'A reunião do dia 5 dos meses anteriores foi cancelada.',
  ])('finds no monthly due day in «%s»', (sentence) => {
    const doc = documentFromText(
      `CONTRATO DE PRESTAÇÃO DE SERVIÇOS\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\n${sentence}`,
    );
    expect(importantDates(doc).filter((date) => date.monthly)).toEqual([]);
  });

  it('tells a fee due on a business day from a monthly deadline to hand over documents', () => {
    const accounting = documentFromText(
      [
        'CONTRATO DE PRESTAÇÃO DE SERVIÇOS CONTÁBEIS',
        '',
        'CLÁUSULA PRIMEIRA – DOS HONORÁRIOS',
        '',
        'O CLIENTE paga ao ESCRITÓRIO honorários mensais de R$ 950,00, até o quinto dia útil de cada mês.',
        '',
        'CLÁUSULA SEGUNDA – DOS DOCUMENTOS',
        '',
        'O CLIENTE deve entregar ao ESCRITÓRIO até o dia 5 (cinco) de cada mês os extratos bancários.',
      ].join('\n'),
    );
    const found = importantDates(accounting);
    expect(found.filter((date) => date.kind === 'vencimento').map((date) => date.text)).toEqual([
      'quinto dia útil de cada mês',
    ]);
    expect(found.filter((date) => date.kind === 'prazo').map((date) => date.text)).toEqual([
      'dia 5 (cinco) de cada mês',
    ]);
    // Both come back every month: the fifth business day, and day 5.
    expect(found.map((date) => date.monthly).filter(Boolean)).toEqual([
      { day: 5, businessDay: true },
      { day: 5, businessDay: false },
    ]);
  });

  it('reads the start and end of a term given as a range ("de 01.04.2026 a 30.09.2028")', () => {
    const lease = documentFromText(
      [
        'CONTRATO DE LOCAÇÃO RESIDENCIAL',
        '',
        'CLÁUSULA SEGUNDA – DO PRAZO',
        '',
        'A locação vale por 30 meses, de 01.04.2026 a 30.09.2028.',
        '',
        'CLÁUSULA TERCEIRA – DA VISTORIA',
        '',
        'A vistoria foi feita de 10/03/2026 a 12/03/2026.',
      ].join('\n'),
    );
    const found = importantDates(lease);
    expect(found.filter((date) => date.kind === 'inicio').map((date) => date.date)).toEqual([
      '2026-04-01',
    ]);
    expect(found.filter((date) => date.kind === 'fim').map((date) => date.date)).toEqual([
      '2028-09-30',
    ]);
    expect(found.find((date) => date.kind === 'vigencia')?.date).toBe('2028-09-30');
  });

  it('points every date at its clause', () => {
    for (const date of dates) {
      expect(doc.text.slice(date.start, date.end)).toBe(date.text);
      expect(date.clauseRef).not.toBe('');
    }
  });
});

describe('a term with no end day', () => {
  const vigencia = (sentence: string) =>
    importantDates(
      documentFromText(
        ['CONTRATO DE PRESTAÇÃO DE SERVIÇOS', '', 'CLÁUSULA QUINTA – DO PRAZO', '', sentence].join(
          '\n',
        ),
      ),
    ).find((date) => date.kind === 'vigencia');

  it.each([
    'O presente contrato vigorará por prazo indeterminado.',
    'Este acordo é celebrado por tempo indeterminado, a contar da assinatura.',
    'A vigência deste instrumento será indeterminada, podendo ser denunciado a qualquer tempo.',
  ])('says an indefinite term has no end date, and why: %s', (sentence) => {
    expect(vigencia(sentence)).toMatchObject({ date: null, undetermined: INDEFINITE_TERM_WHY });
  });

  it.each([
    'O prazo deste contrato é de 12 (doze) meses, com início em 10/03/2026.',
    'O contrato vigorará de 01/02/2026 a 31/01/2027.',
    'O prazo é de 12 (doze) meses, findo o qual passará a vigorar por prazo indeterminado.',
  ])('keeps the computed end of a fixed term, or leaves it unexplained: %s', (sentence) => {
    expect(vigencia(sentence)?.undetermined).toBeUndefined();
  });
});

describe('the first due date', () => {
  const contract = (start: string, payment: string) =>
    documentFromText(
      [
        'CONTRATO DE LOCAÇÃO RESIDENCIAL',
        '',
        'CLÁUSULA PRIMEIRA – DO PRAZO',
        '',
        `O prazo da locação é de 30 (trinta) meses, com início em ${start}.`,
        '',
        'CLÁUSULA SEGUNDA – DO ALUGUEL',
        '',
        payment,
      ].join('\n'),
    );
  const cases: { name: string; start: string; payment: string; due: string }[] = [
    {
      name: 'the due day of the start month when it is still ahead',
      start: '01/04/2026',
      payment: 'O aluguel mensal de R$ 1.800,00 vence no dia 10 (dez) de cada mês.',
      due: '2026-04-10',
    },
    {
      name: 'the next month when the due day has passed',
      start: '20/04/2026',
      payment: 'O aluguel mensal de R$ 1.800,00 vence no dia 10 (dez) de cada mês.',
      due: '2026-05-10',
    },
    {
      name: 'paid in arrears: after the first month has run out',
      start: '20/03/2026',
      payment:
        'O aluguel mensal de R$ 1.800,00 será pago até o dia 10 (dez) do mês seguinte ao vencido.',
      due: '2026-05-10',
    },
    {
      name: 'paid in arrears from the first of the month',
      start: '01/03/2026',
      payment: 'O aluguel mensal de R$ 1.800,00 será pago até o dia 10 do mês subsequente.',
      due: '2026-04-10',
    },
    {
      name: 'the date the contract gives the first payment',
      start: '01/04/2026',
      payment:
        'O aluguel mensal de R$ 1.800,00 será pago em parcelas, vencendo a primeira em 5 de junho de 2026 e as demais no dia 5 (cinco) de cada mês.',
      due: '2026-06-05',
    },
  ];
  it.each(cases)('$name', ({ start, payment, due }) => {
    const dates = importantDates(contract(start, payment));
    const dueDay = dates.find((date) => date.kind === 'vencimento' && /cada|mês/u.test(date.text));
    expect(dueDay?.date).toBe(due);
  });
});
