/**
 * One facts model per document: each fact the contract states (the monthly amount, the total
 * price, the term, the notice period, the due day, the late fine, each named rate, the
 * adjustment index, the lot's area, the day of a monthly draw) with every mention of it, each
 * with its value and span. A mention is a figure the entities already read (money, percentages,
 * durations, price indices; days of the month, areas and weekdays here) attached to a fact by the
 * noun it qualifies — the nearest noun before it, the noun right after it, or the clause heading
 * when the sentence names none (fact-nouns.ts). Built once per document (cached), in one pass
 * over the entities and the sentences.
 */
import type { TContractType } from '@contrato-claro/shared';
import { indexDocument, parseBrNumber, type Sentence } from '../analyzers/document-index';
import { roleMentions } from '../analyzers/roles';
import { formatMoney, formatNumber } from '../analyzers/rule';
import { parseNumberWords } from '../entities/number-words';
import { readTaxId } from '../entities/documents';
import { foldText } from '../text/fold';
import type { AnalyzedDocument } from '../types';
import {
  AFTER_TERM,
  DURATION_NOUN_AFTER,
  DURATION_NOUNS,
  GAP_BARRIER,
  LATE_PAYMENT,
  MONEY_NOUN_AFTER,
  MONEY_NOUNS,
  NOT_LATE,
  NOT_MONTHLY,
  RATE_NOUNS,
  SCHEDULE,
  TERMINATION,
  type FactKind,
  type FactNoun,
} from './fact-nouns';
import { regimeOf } from './regime';

export type { FactKind } from './fact-nouns';

/** One statement of a fact's value. */
export interface Mention {
  /** The comparable value: reais, months, days, percent, day of the month, m², an index's name. */
  value: number | string;
  /** The value in plain pt-BR: "R$ 1.500,00", "12 meses", "dia 5", "2% ao mês", "IGP-M". */
  shown: string;
  start: number;
  end: number;
  sentence: Sentence;
  /** A rate's period ("mês"), null when not stated. Rates of two periods are two facts. */
  period: string | null;
  /** A rate's base in a few words ("faturamento bruto"), null when not stated. */
  base: string | null;
}

/** A fact and every mention of it, in document order. */
export interface Fact {
  kind: FactKind;
  /**
   * The fact told apart from others of its kind: whose notice period or commission (the role
   * named first in the sentence), which charge falls due on a day ("condominio").
   */
  qualifier: string;
  /** The fact in plain pt-BR, with its article: "o prazo do contrato". */
  label: string;
  mentions: Mention[];
}

/** How each kind of fact is named, and where it applies. */
export const FACT_LABELS: Readonly<Record<FactKind, string>> = {
  aluguel: 'o valor mensal',
  preco_total: 'o preço total',
  prazo: 'o prazo do contrato',
  aviso: 'o prazo de aviso prévio',
  vencimento: 'o dia de vencimento',
  multa_mora: 'a multa por atraso',
  juros_mora: 'os juros de mora',
  juros_remuneratorios: 'os juros remuneratórios',
  royalties: 'os royalties',
  publicidade: 'a contribuição de publicidade',
  comissao: 'a comissão',
  administracao: 'a taxa de administração',
  indice_reajuste: 'o índice de reajuste',
  area: 'a área do imóvel',
  dia_sorteio: 'o dia do sorteio',
  dia_assembleia: 'o dia da assembleia',
  documento_parte: 'o documento da parte',
};

/** The lot's area is one fact only where a lot is sold (a house of 120 m² on 300 m² elsewhere). */
const AREA_CONTRACTS: readonly TContractType[] = ['Compra e venda', 'Promessa de compra e venda'];

/** How far before its figure a noun may stand, in characters. */
const NOUN_REACH = 60;
/** How far after its figure the noun that names it may stand. */
const AFTER_REACH = 60;

interface NounList {
  nouns: readonly FactNoun[];
  /** Every noun, one named group each (`n0`, `n1`…): the last match before a figure is its noun. */
  any: RegExp;
  /** The same anchored at both ends, for a noun read after a figure. */
  whole: RegExp;
}

function nounList(nouns: readonly FactNoun[]): NounList {
  const groups = nouns.map(({ noun }, index) => `(?<n${index}>${noun})`).join('|');
  return {
    nouns,
    any: new RegExp(String.raw`(?<!\p{L})(?:${groups})(?!\p{L})`, 'gu'),
    whole: new RegExp(String.raw`^(?:${groups})$`, 'u'),
  };
}

const MONEY = nounList(MONEY_NOUNS);
const RATES = nounList(RATE_NOUNS);
const DURATIONS = nounList(DURATION_NOUNS);

const nounOf = (list: NounList, match: RegExpMatchArray): FactNoun =>
  list.nouns[
    Number(
      Object.entries(match.groups!)
        .find(([, value]) => value !== undefined)![0]
        .slice(1),
    )
  ]!;

/** The fact a noun names in its sentence, or null (another thing, or a late fine out of place). */
function kindOf(noun: FactNoun, sentence: Sentence): FactKind | null {
  if (noun.kind === 'other') return null;
  if (noun.late === true && (!LATE_PAYMENT.test(sentence.fold) || NOT_LATE.test(sentence.fold)))
    return null;
  return noun.kind;
}

/** A figure's span and the end of the figure before it in its sentence (or the sentence start). */
interface Figure {
  start: number;
  end: number;
  sentence: Sentence;
  /** Where the text that may name this figure starts: the previous figure's end or the sentence. */
  from: number;
}

/**
 * The fact a figure is a value of: the noun right after it ("30 dias de antecedência", "R$ 600,00
 * a título de aluguel"); else the nearest noun before it, with nothing between them that makes
 * the figure a cap, a threshold or a step; else the heading of its clause, when the sentence
 * names no noun before its first figure.
 */
function kindOfFigure(
  doc: AnalyzedDocument,
  figure: Figure,
  list: NounList,
  after: RegExp | null,
): FactKind | null {
  const { sentence } = figure;
  const tail = doc.fold.slice(figure.end, Math.min(sentence.end, figure.end + AFTER_REACH));
  const named = after?.exec(tail) ?? null;
  if (named !== null) {
    const noun = named.groups?.noun;
    if (noun === undefined) return list === DURATIONS ? 'aviso' : null;
    const whole = list.whole.exec(noun) ?? list.whole.exec(noun.split(/\s+/u)[0]!);
    return whole === null ? null : kindOf(nounOf(list, whole), sentence);
  }
  const windowStart = Math.max(figure.from, figure.start - NOUN_REACH);
  const before = doc.fold.slice(windowStart, figure.start);
  let last: RegExpMatchArray | null = null;
  for (const match of before.matchAll(list.any)) last = match;
  if (last !== null) {
    const gap = before.slice(last.index! + last[0].length);
    return GAP_BARRIER.test(gap) ? null : kindOf(nounOf(list, last), sentence);
  }
  if (figure.from !== sentence.start || windowStart !== sentence.start) return null;
  return kindOfHeading(doc, sentence, list);
}

/** The one fact a clause heading names ("CLÁUSULA 4ª – DO ALUGUEL"), or null. */
function kindOfHeading(doc: AnalyzedDocument, sentence: Sentence, list: NounList): FactKind | null {
  const { clauseAt, topOf } = indexDocument(doc);
  const clause = clauseAt(sentence.start);
  const title = clause.title ?? topOf(clause).title;
  if (title === null) return null;
  const kinds = new Set<FactKind | null>();
  for (const match of doc.fold
    .slice(
      clause.start,
      clause.start + Math.min(title.length + 40, clause.bodyStart - clause.start),
    )
    .matchAll(list.any))
    kinds.add(kindOf(nounOf(list, match), sentence));
  const [kind] = kinds;
  return kinds.size === 1 && kind !== undefined ? kind : null;
}

/** A duration in months (the term) or days (a notice period), null for hours. */
function durationValue(amount: number, unit: string, inMonths: boolean): number | null {
  const days: Readonly<Record<string, number>> = { dias: 1, semanas: 7, meses: 30, anos: 365 };
  const months: Readonly<Record<string, number>> = {
    dias: 1 / 30,
    semanas: 7 / 30,
    meses: 1,
    anos: 12,
  };
  const factor = (inMonths ? months : days)[unit];
  return factor === undefined ? null : amount * factor;
}

const SINGULAR: Readonly<Record<string, string>> = {
  dias: 'dia',
  semanas: 'semana',
  meses: 'mês',
  anos: 'ano',
};
const unitName = (amount: number, unit: string): string =>
  amount === 1 ? (SINGULAR[unit] ?? unit) : unit;

/** The base of a rate right after it: "sobre o faturamento bruto", "do valor da parcela". */
const RATE_BASE =
  /^\s*(?:\([^)]*\)\s*)?,?\s*(?:sobre|do|da|dos|das|de)\s+(?<base>\p{L}+(?:\s+\p{L}+){0,5})/u;
/** Words inside a base that do not tell one base from another ("faturamento bruto mensal"). */
const BASE_FILLER =
  /^(?:d[aeo]s?|[ao]s?|n[ao]s?|aos|pel[ao]s?|cada|tod[oa]s?|mes|meses|mensa(?:l|is)|anua(?:l|is)|anos?|anterior|corrente|seguinte|vigente|respectiv[oa]s?)$/u;
/** A word that ends a base ("faturamento bruto | e permitir auditorias"). */
const BASE_END = /^(?:e|ou|que|ate|para|com|em|por|sem|sob|se|quando|conforme|mediante)$/u;
const BASE_WORDS = 3;
/** Period words between a rate's noun and its figure ("royalties mensais de 5%"). */
const PERIOD_WORDS: readonly (readonly [string, RegExp])[] = [
  ['mês', /\bmensa(?:l|is)\b/u],
  ['ano', /\banua(?:l|is)\b/u],
  ['dia', /\bdiari[oa]s?\b/u],
];

function baseAfter(fold: string): string | null {
  const base = RATE_BASE.exec(fold)?.groups!.base;
  if (base === undefined) return null;
  const words: string[] = [];
  for (const word of base.split(/\s+/u)) {
    if (BASE_END.test(word) || words.length === BASE_WORDS) break;
    if (!BASE_FILLER.test(word)) words.push(word);
  }
  return words.length === 0 ? null : words.join(' ');
}

/** A day of the month in words ("cinco", "vinte e cinco"). */
const DAY_IN_WORDS = String.raw`(?:(?:vinte|trinta)(?:\s+e\s+\p{L}+)?|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|(?:qua|ca)torze|quinze|dezesseis|dezessete|dezoito|dezenove)`;
/** Every month: "de cada mês", "dos meses subsequentes", "de todos os meses". */
const EVERY_MONTH = String.raw`(?:de\s+cada\s+(?:um\s+dos\s+)?mes(?:es)?(?:\s+(?:seguintes|subsequentes))?|d[oe]s?\s+mes(?:es)?\s+(?:subsequentes?|seguintes?|posteriores?|vincendos?)|de\s+todos\s+os\s+meses)`;
/** A day of every month: "dia 5 de cada mês", "dia cinco (05) dos meses seguintes". */
const DAY_OF_MONTH = new RegExp(
  String.raw`\bdia\s+(?:(?<n>\d{1,2})º?|(?<w>${DAY_IN_WORDS}))\s*(?:\([^)]{1,20}\)\s*)?${EVERY_MONTH}`,
  'gu',
);
/** After a day, the rest of a date or a count of business days: "dia 10/04", "dia 10 de março". */
const A_DATE_GOES_ON = String.raw`[\d/.-]|\s*(?:\([^)]{1,20}\)\s*)?(?:de\s+(?:\p{L}+\s+de\s+)?\d|de\s+(?:jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\p{L}*|uteis|util)`;
/** A due day named by its noun: "com vencimento no dia 10", "vencerá todo dia 5". */
const DUE_ON_DAY = new RegExp(
  String.raw`\b(?:vencimento|venc(?:e|era|erao|em|endo))\s+(?:\p{L}+\s+){0,3}?(?:todo\s+|no\s+)?dia\s+(?:(?<n>\d{1,2})º?|(?<w>${DAY_IN_WORDS}))(?!${A_DATE_GOES_ON})`,
  'gu',
);
/** A due day in a sentence about a payment, not a discount for paying early. */
const DUE_SENTENCE =
  /^(?!.*\b(?:descont\p{L}*|bonifica\p{L}*|pontualidade|abatimento)\b).*\b(?:venc|pag|aluguel|mensalidade)/u;
/** Just before the day: what happens after the due date ("não pagas até o dia 20", "após o dia 10"). */
const AFTER_DUE_DAY =
  /\b(?:nao\s+(?:\p{L}+\s+){0,3}?|apos\s+|a\s+partir\s+|depois\s+|alem\s+)(?:ate\s+)?(?:[oa]\s+|d[oa]\s+)?$/u;
/** A charge other than the price falls due on its own day. */
const CHARGE =
  /\b(?<charge>condominio|iptu|encargos|contas?\s+de\s+(?:agua|luz|energia|gas)|tributos|comiss|royalt|salari|repasse|fundo\s+de\s+\p{L}+)/u;

/** A number written Brazilian-style: "1.234,56", "180", "180,5". */
const BR_NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?`;
/** The lot's area: "ÁREA: 180 M²", "metragem total de 200 m²". */
const AREA = new RegExp(
  String.raw`\b(?:area(?:\s+total)?(?:\s+d[oe]\s+(?:lote|terreno|imovel))?|metragem(?:\s+total)?)\s*(?:de\s+|:\s*|e\s+de\s+)?(?<n>${BR_NUMBER})\s*(?:m2|m²|metros\s+quadrados)(?!\p{L})`,
  'gu',
);

/** Ordinals of a weekday in the month ("a primeira segunda-feira", "a última"). */
const WEEK_ORDINALS = ['primeir', 'segund', 'terceir', 'quart', 'quint', 'ultim'] as const;
const WEEK_ORDINAL_NAMES = ['primeir', 'segund', 'terceir', 'quart', 'quint', 'últim'] as const;
const WEEKDAYS = ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'] as const;
const WEEKDAY_NAMES = [
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
  'domingo',
] as const;
/** A weekday of the month: "ÚLTIMA QUARTA-FEIRA de cada mês", "primeiro sábado do mês". */
const WEEKDAY_OF_MONTH = String.raw`\b(?<ord>${WEEK_ORDINALS.join('|')})[oa]\s+(?<day>(?:segunda|terca|quarta|quinta|sexta)(?:-|\s)feira|sabado|domingo)\b`;
/** The event held once a month on that weekday: a draw, an assembly. */
const MONTHLY_EVENTS: readonly (readonly [FactKind, RegExp])[] = [
  [
    'dia_sorteio',
    new RegExp(String.raw`\b(?:sorteios?|extrac(?:ao|oes))\b[^.;]{0,60}?${WEEKDAY_OF_MONTH}`, 'gu'),
  ],
  [
    'dia_assembleia',
    new RegExp(
      String.raw`\bassembleias?(?:\s+gera(?:l|is))?(?:\s+ordinarias?)?\b[^.;]{0,60}?${WEEKDAY_OF_MONTH}`,
      'gu',
    ),
  ],
];

/** "a última quarta-feira do mês" for the weekday code (ordinal in tens, weekday in units). */
function weekdayName(value: number): string {
  const ordinal = WEEK_ORDINAL_NAMES[Math.floor(value / 10)]!;
  const day = WEEKDAY_NAMES[value % 10]!;
  const isMasculine = day === 'sábado' || day === 'domingo';
  return `${isMasculine ? 'o' : 'a'} ${ordinal}${isMasculine ? 'o' : 'a'} ${day} do mês`;
}

/** Words that make an index a substitute or a second option: "na falta do IGP-M, o IPCA". */
const SUBSTITUTE_INDEX =
  /\b(?:falta|extin\p{L}*|substitu\p{L}*|ausencia|impossibilidade|inexistencia|suspens\p{L}*|vedad\p{L}*|proibid\p{L}*|indisponib\p{L}*|outro\s+indice|vier\s+a|venha\s+a|ou)\b/u;
const ADJUSTMENT = /\breajust\p{L}*/u;

const LATE_KINDS: ReadonlySet<FactKind> = new Set(['multa_mora', 'juros_mora']);

type Add = (kind: FactKind, qualifier: string, mention: Mention, label?: string) => void;

/** The first role a sentence names before `until` (the whole sentence when not given). */
const firstRole = (doc: AnalyzedDocument, sentence: Sentence, until = sentence.end): string =>
  roleMentions(doc, sentence.fold.slice(0, until - sentence.start), sentence.start)[0]?.key ?? '';

/** A notice not to renew is not the notice to end the contract early. */
const RENEWAL = /\b(?:renova|prorroga)\p{L}*/u;

const mentionAt = (
  sentence: Sentence,
  start: number,
  end: number,
  value: number | string,
  shown: string,
): Mention => ({ value, shown, start, end, sentence, period: null, base: null });

/** Money, rates and durations, each with the fact its noun names. */
function readEntities(
  doc: AnalyzedDocument,
  sentenceAt: (at: number) => Sentence | null,
  add: Add,
) {
  const { money, percentages, durations } = doc.entities;
  const figures = [...money, ...percentages, ...durations].sort((a, b) => a.start - b.start);
  let previous = 0;
  const froms = new Map<number, number>();
  for (const figure of figures) {
    froms.set(figure.start, previous);
    previous = Math.max(previous, figure.end);
  }
  const figureOf = (start: number, end: number): Figure | null => {
    const sentence = sentenceAt(start);
    if (sentence === null) return null;
    return { start, end, sentence, from: Math.max(sentence.start, froms.get(start) ?? 0) };
  };

  for (const amount of money) {
    const figure = figureOf(amount.start, amount.end);
    if (figure === null || SCHEDULE.test(figure.sentence.fold)) continue;
    const kind = kindOfFigure(doc, figure, MONEY, MONEY_NOUN_AFTER);
    if (kind === null) continue;
    if (kind === 'aluguel' && NOT_MONTHLY.test(doc.fold.slice(amount.end, amount.end + 120)))
      continue;
    add(
      kind,
      '',
      mentionAt(figure.sentence, amount.start, amount.end, amount.value, formatMoney(amount.value)),
    );
  }

  for (const rate of percentages) {
    const figure = figureOf(rate.start, rate.end);
    if (figure === null || SCHEDULE.test(figure.sentence.fold)) continue;
    const kind = kindOfFigure(doc, figure, RATES, null);
    if (kind === null) continue;
    const gap = doc.fold.slice(Math.max(figure.from, rate.start - NOUN_REACH), rate.start);
    const period = rate.period ?? PERIOD_WORDS.find(([, words]) => words.test(gap))?.[0] ?? null;
    const role = kind === 'comissao' ? firstRole(doc, figure.sentence) : '';
    add(kind, role, {
      ...mentionAt(
        figure.sentence,
        rate.start,
        rate.end,
        rate.value,
        `${formatNumber(rate.value)}%${period === null ? '' : ` ao ${period}`}`,
      ),
      period,
      // A late charge is on whatever is owed ("o débito", "o valor devido", "a parcela").
      base: LATE_KINDS.has(kind) ? null : baseAfter(doc.fold.slice(rate.end, figure.sentence.end)),
    });
  }

  for (const duration of durations) {
    const figure = figureOf(duration.start, duration.end);
    if (figure === null) continue;
    const kind = kindOfFigure(doc, figure, DURATIONS, DURATION_NOUN_AFTER);
    if (kind !== 'prazo' && kind !== 'aviso') continue;
    const tail = doc.fold.slice(duration.end, duration.end + 80);
    if (kind === 'prazo' && AFTER_TERM.test(tail)) continue;
    if (kind === 'aviso' && !TERMINATION.test(figure.sentence.fold)) continue;
    const value = durationValue(duration.amount, duration.unit, kind === 'prazo');
    if (value === null) continue;
    const shown = `${formatNumber(duration.amount)} ${unitName(duration.amount, duration.unit)}`;
    // Whose notice, and of what: the side named before it, and renewal or termination.
    const qualifier =
      kind === 'aviso'
        ? `${RENEWAL.test(figure.sentence.fold) ? 'renovacao' : 'rescisao'} ${firstRole(doc, figure.sentence, duration.start)}`
        : '';
    add(kind, qualifier, mentionAt(figure.sentence, duration.start, duration.end, value, shown));
  }
}

/** Due days, the lot's area and the weekday of a monthly event, read from each sentence. */
function readSentences(doc: AnalyzedDocument, sentences: readonly Sentence[], add: Add) {
  const hasArea = AREA_CONTRACTS.includes(regimeOf(doc).contractType);
  for (const sentence of sentences) {
    const { fold } = sentence;
    const at = (index: number, length: number) =>
      [sentence.start + index, sentence.start + index + length] as const;
    if (DUE_SENTENCE.test(fold)) {
      const seen = new Set<number>();
      for (const match of [...fold.matchAll(DAY_OF_MONTH), ...fold.matchAll(DUE_ON_DAY)]) {
        const groups = match.groups!;
        const day = groups.n === undefined ? parseNumberWords(groups.w!) : Number(groups.n);
        const dayAt = match.index + match[0].search(/\bdia\s/u);
        if (day === null || day < 1 || day > 31 || seen.has(dayAt)) continue;
        seen.add(dayAt);
        if (AFTER_DUE_DAY.test(fold.slice(Math.max(0, dayAt - 40), dayAt))) continue;
        const charge = CHARGE.exec(fold)?.groups!.charge ?? '';
        const [start, end] = at(match.index, match[0].length);
        add('vencimento', charge, mentionAt(sentence, start, end, day, `dia ${day}`));
      }
    }
    if (hasArea) {
      for (const match of fold.matchAll(AREA)) {
        const area = parseBrNumber(match.groups!.n!);
        const [start, end] = at(match.index, match[0].length);
        add('area', '', mentionAt(sentence, start, end, area, `${formatNumber(area)} m²`));
      }
    }
    for (const [kind, pattern] of MONTHLY_EVENTS) {
      for (const match of fold.matchAll(pattern)) {
        const ordinal = WEEK_ORDINALS.findIndex((stem) => match.groups!.ord!.startsWith(stem));
        const day = WEEKDAYS.findIndex((name) => match.groups!.day!.startsWith(name));
        const value = ordinal * 10 + day;
        const [start, end] = at(match.index, match[0].length);
        add(kind, '', mentionAt(sentence, start, end, value, weekdayName(value)));
      }
    }
  }
}

/** The index each adjustment clause names, when it names one and only one. */
function readIndices(doc: AnalyzedDocument, sentenceAt: (at: number) => Sentence | null, add: Add) {
  const bySentence = new Map<Sentence, (typeof doc.entities.indices)[number][]>();
  for (const index of doc.entities.indices) {
    const sentence = sentenceAt(index.start);
    if (sentence !== null) bySentence.set(sentence, [...(bySentence.get(sentence) ?? []), index]);
  }
  for (const [sentence, indices] of bySentence) {
    if (new Set(indices.map(({ index }) => index)).size !== 1) continue;
    if (!ADJUSTMENT.test(sentence.fold) || SUBSTITUTE_INDEX.test(sentence.fold)) continue;
    const [first] = indices;
    const charge = CHARGE.exec(sentence.fold)?.groups!.charge ?? '';
    add(
      'indice_reajuste',
      charge,
      mentionAt(sentence, first!.start, first!.end, first!.index, first!.index),
    );
  }
}

/** Between a term's two dates: "de 01/03/2025 a 28/02/2026", "início em … e término em …". */
const DATE_TO_DATE =
  /^\s*(?:\(\s*inclusive\s*\)\s*)?,?\s*(?:a|ate|e\s+(?:termino|fim|encerramento)\s+em|(?:com\s+)?termin(?:o|ando)\s+em)\s*$/u;
/** Days in an average month: a term from 01/03 to 28/02 is twelve months. */
const DAYS_PER_MONTH = 30.4375;
const DAY_MS = 86_400_000;

/**
 * The term stated by its dates ("terá vigência de 01/04/2019 a 13/04/2019"): a mention of the
 * term in months, to hold against the term stated as a duration. Not in a sentence about an
 * extension, whose dates are the extension's.
 */
function readTermDates(
  doc: AnalyzedDocument,
  sentenceAt: (at: number) => Sentence | null,
  add: Add,
) {
  const dates = doc.entities.dates.filter(({ precision }) => precision === 'day');
  for (const [i, start] of dates.entries()) {
    const end = dates[i + 1];
    const sentence = sentenceAt(start.start);
    if (end === undefined || sentence === null || end.start >= sentence.end) continue;
    if (!DATE_TO_DATE.test(doc.fold.slice(start.end, end.start))) continue;
    const before = doc.fold.slice(Math.max(sentence.start, start.start - NOUN_REACH), start.start);
    const nouns = [...before.matchAll(DURATIONS.any)];
    const noun = nouns.at(-1);
    if (noun === undefined || kindOf(nounOf(DURATIONS, noun), sentence) !== 'prazo') continue;
    // "A prorrogação vigorará de … a …"; "podendo ser prorrogado" after the dates leaves them the term's.
    if (RENEWAL.test(doc.fold.slice(sentence.start, start.start))) continue;
    const days = (Date.parse(end.iso) - Date.parse(start.iso)) / DAY_MS + 1;
    if (!(days > 0)) continue;
    const shown = `de ${start.text} a ${end.text}`;
    add('prazo', '', mentionAt(sentence, start.start, end.end, days / DAYS_PER_MONTH, shown));
  }
}

/** A CPF or a CNPJ as written: "123.456.789-09", "12.345.678/0001-90", digits alone. */
const TAX_ID =
  /(?<!\d)(?:\d{3}\.?\d{3}\.?\d{3}-?\d{2}|\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})(?!\d)/u;
/** How far after a party's name its CPF or CNPJ may stand ("NOME\nCPF: …" in a signature block). */
const TAX_ID_REACH = 80;
/** A name must be this long to be found again by itself. */
const NAME_LENGTH = 10;

/** Another person named in the window: "JOÃO DA SILVA e MARIA LIMA, CPF …" is Maria's CPF. */
const ANOTHER_PERSON = /[,;]?\s+(?:[eE]|[oO][uU]|[cC][oO][mM])\s+(?:[oaOA]\s+)?\p{Lu}{2,}|\n\s*\n/u;

/** The text after a party's name up to its reach, another party's name or another person. */
function windowAfterName(doc: AnalyzedDocument, from: number, others: readonly string[]): string {
  let end = from + TAX_ID_REACH;
  const person = ANOTHER_PERSON.exec(doc.text.slice(from, end));
  if (person !== null) end = from + person.index;
  const fold = doc.fold.slice(from, end);
  const cut = Math.min(...others.map((other) => fold.indexOf(other)).filter((at) => at !== -1));
  return Number.isFinite(cut) ? fold.slice(0, cut) : fold;
}

/**
 * Each party's CPF or CNPJ wherever its name is written again with one (the signature block, a
 * clause that repeats the qualification): the document of the qualification is the first mention.
 */
function readPartyDocuments(
  doc: AnalyzedDocument,
  sentenceAt: (at: number) => Sentence | null,
  add: Add,
) {
  const { clauseAt } = indexDocument(doc);
  const names = doc.entities.parties.flatMap(({ name }) => (name === null ? [] : [foldText(name)]));
  for (const party of doc.entities.parties) {
    if (party.name === null || party.document === null || party.name.length < NAME_LENGTH) continue;
    const name = foldText(party.name);
    const others = names.filter((other) => other !== name);
    const kind = party.document.kind;
    for (
      let at = doc.fold.indexOf(name);
      at !== -1;
      at = doc.fold.indexOf(name, at + name.length)
    ) {
      if (/\p{L}/u.test(doc.fold[at - 1] ?? '') || /\p{L}/u.test(doc.fold[at + name.length] ?? ''))
        continue;
      const from = at + name.length;
      const window = windowAfterName(doc, from, others);
      const found = TAX_ID.exec(window);
      const id = found === null ? null : readTaxId(found[0]);
      if (found === null || id === null || id.kind !== kind) continue;
      const start = from + found.index;
      const end = start + found[0].length;
      // A signature block has no sentence: the clause it sits in stands for one.
      const clause = clauseAt(start);
      const sentence = sentenceAt(start) ?? {
        clause,
        start,
        end,
        fold: doc.fold.slice(start, end),
      };
      add(
        'documento_parte',
        name,
        mentionAt(sentence, start, end, id.value, `${kind} ${doc.text.slice(start, end)}`),
        `o ${kind} de ${party.name}`,
      );
    }
  }
}

function build(doc: AnalyzedDocument): Fact[] {
  const index = indexDocument(doc);
  const sentenceAt = (at: number): Sentence | null =>
    index.sentenceAt(at) ?? index.preambleSentenceAt(at);
  const facts = new Map<string, Fact>();
  const add: Add = (kind, qualifier, mention, label = FACT_LABELS[kind]) => {
    const key = `${kind}|${qualifier}`;
    const fact = facts.get(key) ?? { kind, qualifier, label, mentions: [] };
    fact.mentions.push(mention);
    facts.set(key, fact);
  };
  readEntities(doc, sentenceAt, add);
  // The quadro-resumo and the description of the object often sit in the preamble.
  // A document without clauses has its preamble as its body: each sentence is read once.
  const sentences = [...new Set([...index.preambleSentences, ...index.sentences])];
  readSentences(doc, sentences, add);
  readIndices(doc, sentenceAt, add);
  readTermDates(doc, sentenceAt, add);
  readPartyDocuments(doc, sentenceAt, add);
  for (const fact of facts.values()) fact.mentions.sort((a, b) => a.start - b.start);
  return [...facts.values()];
}

const cache = new WeakMap<AnalyzedDocument, readonly Fact[]>();

/** The facts of `doc`, each with all its mentions (built on first use). */
export function factsOf(doc: AnalyzedDocument): readonly Fact[] {
  let facts = cache.get(doc);
  if (facts === undefined) {
    facts = build(doc);
    cache.set(doc, facts);
  }
  return facts;
}
