/**
 * The time facts a lawyer puts in a summary: the term as the contract writes it (read once, by
 * `documentFacts`: a duration, the dates, indefinite, or left blank), automatic renewal, how a
 * party may leave (the notice), the time to deliver a result, and the weekly workload of an
 * internship or a job.
 */
import type { TEntities } from '@contrato-claro/shared';
import { indexDocument, type Sentence } from '../analyzers/document-index';
import { documentFacts } from '../analyzers/facts';
import { importantDates } from '../analyzers/important-dates';
import { formatNumber } from '../analyzers/rule';
import { regimeOf } from '../facts/regime';
import type { AnalyzedDocument } from '../types';
import {
  AUTO_RENEWAL,
  EXIT_EITHER,
  EXIT_NOT_RENEWAL,
  EXIT_NOTICE,
  EXIT_VERB,
  EXIT_WITHOUT_CAUSE,
  PERFORMANCE_LEAD,
  PERFORMANCE_NOUN_LEAD,
  PERFORMANCE_WHAT,
  PRICE_LOCK_BEFORE,
  WORKLOAD_AFTER,
  WORKLOAD_LEAD,
} from './patterns';

type Duration = TEntities['durations'][number];

const SINGULAR: Readonly<Record<Duration['unit'], string>> = {
  horas: 'hora',
  dias: 'dia',
  semanas: 'semana',
  meses: 'mês',
  anos: 'ano',
};

/** "12 meses", "1 ano", "30 dias úteis": a duration as the contract writes it. */
function spoken(amount: number, unit: Duration['unit'], businessDays = false): string {
  const word = amount === 1 ? SINGULAR[unit] : unit;
  return `${formatNumber(amount)} ${word}${businessDays ? (amount === 1 ? ' útil' : ' úteis') : ''}`;
}

/** "01/04/2019" from "2019-04-01". */
const brDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');

/** Every sentence, preamble first (a "quadro resumo" states the term there). */
function allSentences(doc: AnalyzedDocument): Sentence[] {
  const index = indexDocument(doc);
  return [...index.preambleSentences, ...index.sentences];
}

/** "o prazo é de 12 meses, de 01/04/2026 a 31/03/2027", "o prazo está em branco". */
function describeContractTerm(doc: AnalyzedDocument): string | null {
  const { term, blankTerm } = documentFacts(doc);
  const dates = importantDates(doc);
  const start = dates.find((date) => date.kind === 'inicio' && date.date !== null)?.date;
  const end = dates.find((date) => date.kind === 'fim' && date.date !== null)?.date;
  if (term === null) {
    if (blankTerm !== null) {
      // The law caps an experience contract: the one term fact the blank cannot hide.
      return doc.classification.contractSubType === 'Experiência'
        ? 'o prazo está em branco (a experiência dura no máximo 90 dias, CLT art. 445)'
        : 'o prazo está em branco';
    }
    if (start && end) return `o prazo vai de ${brDate(start)} a ${brDate(end)}`;
    const year = SCHOOL_YEAR.exec(doc.fold);
    return year ? `vale para o ano letivo de ${year.groups!.year}` : null;
  }
  switch (term.kind) {
    case 'duration': {
      const { amount, unit, businessDays } = term.duration!;
      const span = spoken(amount, unit, businessDays);
      const lead = term.isMinimum ? 'o prazo mínimo é de' : 'o prazo é de';
      return start && end
        ? `${lead} ${span}, de ${brDate(start)} a ${brDate(end)}`
        : `${lead} ${span}`;
    }
    case 'dates':
      return `o prazo vai de ${brDate(term.from!)} a ${brDate(term.to!)}`;
    case 'until':
      return start
        ? `o prazo vai de ${brDate(start)} a ${brDate(term.to!)}`
        : `o contrato vale até ${brDate(term.to!)}`;
    case 'indefinite': {
      const minimum = term.duration;
      return minimum === null
        ? 'o contrato vale por prazo indeterminado'
        : `o contrato vale por prazo indeterminado, com prazo mínimo de ${spoken(minimum.amount, minimum.unit, minimum.businessDays)}`;
    }
    default: {
      const unreachable: never = term.kind;
      throw new Error(`unknown term ${String(unreachable)}`);
    }
  }
}

/** "ano letivo de 2025", "período letivo: 2026". */
const SCHOOL_YEAR = /\b(?:ano|periodo)\s+letivo(?:\s+de|:)?\s+(?<year>20\d{2})\b/u;

/**
 * How the contract renews itself: "renovável automaticamente", or "renovável automaticamente por
 * prazo indeterminado" (a lease that goes on when nobody objects); null when it does not.
 */
function renewal(doc: AnalyzedDocument): string | null {
  const sentence = allSentences(doc).find((candidate) => AUTO_RENEWAL.test(candidate.fold));
  if (sentence === undefined) return null;
  return /\bindeterminad[oa]\b/u.test(sentence.fold)
    ? 'renovável automaticamente por prazo indeterminado'
    : 'renovável automaticamente';
}

/** "pode ser rescindido por qualquer das partes com 30 dias de aviso", when the contract says so. */
function describeExit(doc: AnalyzedDocument): string | null {
  for (const sentence of allSentences(doc)) {
    const { fold } = sentence;
    if (!EXIT_VERB.test(fold) || !EXIT_WITHOUT_CAUSE.test(fold) || EXIT_NOT_RENEWAL.test(fold))
      continue;
    const notice = EXIT_NOTICE.exec(fold);
    if (notice === null) continue;
    const from = sentence.start + notice.index;
    const duration = doc.entities.durations.find(
      (entry) =>
        entry.start >= from &&
        entry.end <= sentence.end &&
        (entry.unit === 'dias' || entry.unit === 'meses'),
    );
    if (duration === undefined) continue;
    const who = EXIT_EITHER.test(fold) ? ' por qualquer das partes' : '';
    const span = spoken(duration.amount, duration.unit, duration.businessDays);
    return `pode ser rescindido${who} com ${span} de aviso`;
  }
  return null;
}

/**
 * "o prazo para entregar o resultado é de 30 dias úteis", "o prazo de entrega é de 60 dias": the
 * time to deliver, whether the deliverable follows the duration or precedes it.
 */
function describePerformance(doc: AnalyzedDocument): string | null {
  for (const duration of doc.entities.durations) {
    if (duration.unit === 'horas') continue;
    const span = spoken(duration.amount, duration.unit, duration.businessDays);
    const noun = PERFORMANCE_NOUN_LEAD.exec(
      doc.fold.slice(Math.max(0, duration.start - 80), duration.start),
    );
    if (noun !== null) return `o prazo de ${PERFORMANCE_NOUNS[noun.groups!.what!]} é de ${span}`;
    const before = doc.fold.slice(Math.max(0, duration.start - 30), duration.start);
    if (!PERFORMANCE_LEAD.test(before)) continue;
    const what = PERFORMANCE_WHAT.exec(doc.fold.slice(duration.end, duration.end + 80));
    if (what === null) continue;
    const at = duration.end + what.index + what[0].length - what.groups!.what!.length;
    const deliverable = doc.text.slice(at, at + what.groups!.what!.length).toLowerCase();
    return `o prazo para ${deliverable.replace(/^a\s+/u, '')} é de ${span}`;
  }
  return null;
}

/** "o preço fica garantido por no mínimo 1 ano". */
function describePriceLock(doc: AnalyzedDocument): string | null {
  for (const duration of doc.entities.durations) {
    if (duration.unit === 'horas') continue;
    const before = PRICE_LOCK_BEFORE.exec(
      doc.fold.slice(Math.max(0, duration.start - 120), duration.start),
    );
    if (before === null) continue;
    const least = (before.groups!.least ?? before.groups!.least2) ? 'no mínimo ' : '';
    return `o preço fica garantido por ${least}${spoken(duration.amount, duration.unit)}`;
  }
  return null;
}

const PERFORMANCE_NOUNS: Readonly<Record<string, string>> = {
  entrega: 'entrega',
  conclusao: 'conclusão',
  execucao: 'execução',
};

/** "a jornada é de 30 horas semanais", in an internship or a job. */
function describeWorkload(doc: AnalyzedDocument): string | null {
  const regime = regimeOf(doc);
  if (!regime.isInternship && !regime.isEmployment) return null;
  const duration = doc.entities.durations.find(
    (entry) =>
      entry.unit === 'horas' &&
      WORKLOAD_LEAD.test(doc.fold.slice(Math.max(0, entry.start - 60), entry.start)) &&
      WORKLOAD_AFTER.test(doc.fold.slice(entry.end, entry.end + 30)),
  );
  return duration === undefined
    ? null
    : `a jornada é de ${formatNumber(duration.amount)} horas semanais`;
}

/**
 * The time facts in words ("o prazo é de 12 meses, renovável automaticamente, e pode ser
 * rescindido com 30 dias de aviso"), or null when the contract states none.
 */
export function describeTerm(doc: AnalyzedDocument): string | null {
  const parts: string[] = [];
  const workload = describeWorkload(doc);
  if (workload !== null) parts.push(workload);
  const term = describeContractTerm(doc);
  if (term !== null) {
    const isFixed = !/indeterminado|em branco|ano letivo/u.test(term);
    const renews = isFixed ? renewal(doc) : null;
    parts.push(renews === null ? term : `${term}, ${renews}`);
  }
  const performance = describePerformance(doc);
  if (performance !== null) parts.push(performance);
  const lock = describePriceLock(doc);
  if (lock !== null) parts.push(lock);
  const exit = describeExit(doc);
  // "o contrato vale por prazo indeterminado e pode ser rescindido…": one subject for both.
  if (exit !== null)
    parts.push(parts.at(-1)?.startsWith('o contrato') ? exit : `o contrato ${exit}`);
  if (parts.length === 0) return null;
  // "…, de 01/03/2026 a 28/02/2028, e o contrato pode…": a comma closes a part that has one.
  const last = parts.pop()!;
  if (parts.length === 0) return last;
  const rest = parts.join(', ');
  return `${rest}${rest.includes(',') ? ',' : ''} e ${last}`;
}
