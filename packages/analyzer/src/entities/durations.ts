import type { TEntities } from '@contrato-claro/shared';
import type { SegmentedDocument } from '../types';
import { parseNumberWords } from './number-words';
import { DURATION_AFTER_WORDS, DURATION_FIGURE } from './patterns';
import { Claims, matchAt, numberPhrasesOf, spanOf } from './spans';

/** One duration, as the public schema defines it. */
export type Duration = TEntities['durations'][number];
type Groups = Partial<Record<string, string>>;

const UNITS: Readonly<Record<string, Duration['unit']>> = {
  hora: 'horas',
  horas: 'horas',
  dia: 'dias',
  dias: 'dias',
  semana: 'semanas',
  semanas: 'semanas',
  mes: 'meses',
  meses: 'meses',
  ano: 'anos',
  anos: 'anos',
};

/**
 * Durations: "30 (trinta) dias", "12 (doze) meses", "prazo de 2 anos", "48 horas", "trinta dias
 * corridos". `businessDays` is true for "dias úteis"; `inWords` is the amount written in words
 * (null when only a figure is written).
 */
export function extractDurations(doc: SegmentedDocument): Duration[] {
  const { text, fold } = doc;
  const claims = new Claims(text.length);
  const found: Duration[] = [];

  const add = (
    start: number,
    end: number,
    amount: number,
    inWords: number | null,
    groups: Groups,
  ) => {
    if (!claims.claim(start, end)) return;
    found.push({
      ...spanOf(text, start, end),
      amount,
      inWords,
      unit: UNITS[groups.unit!]!,
      businessDays: groups.kind === 'uteis',
    });
  };

  for (const match of fold.matchAll(DURATION_FIGURE)) {
    const groups = match.groups!;
    const inWords = groups.words === undefined ? null : parseNumberWords(groups.words);
    // "30 (trinta) dias" keeps its words; "30 (conforme anexo) dias" is not a duration.
    if (groups.words !== undefined && inWords === null) continue;
    add(match.index, match.index + match[0].length, Number(groups.amount), inWords, groups);
  }
  // "trinta dias corridos", "noventa (90) dias", "um ano".
  for (const phrase of numberPhrasesOf(doc)) {
    const tail = matchAt(DURATION_AFTER_WORDS, fold, phrase.end);
    const inWords = tail ? parseNumberWords(fold.slice(phrase.start, phrase.end)) : null;
    if (!tail || inWords === null) continue;
    const groups = tail.groups!;
    const amount = groups.amount === undefined ? inWords : Number(groups.amount);
    add(phrase.start, phrase.end + tail[0].length, amount, inWords, groups);
  }
  return found.sort((a, b) => a.start - b.start);
}
