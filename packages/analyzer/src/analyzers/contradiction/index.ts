/**
 * contradictionAnalysis: numbers that disagree with their words, parameters stated with two
 * values, a party's qualification against itself (qualification.ts), the contract against its
 * own nature and two clauses with two rules for one situation (conflicts.ts), two courts, sums
 * that do not add up, references to clauses that do not exist, roles inverted or left over from
 * another template, and signatures of someone never qualified.
 */
import { parseNumberWords } from '../../entities/number-words';
import { regimeOf } from '../../facts/regime';
import type { TSeverity } from '@contrato-claro/shared';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, parseBrNumber, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import { roleMentions } from '../roles';
import { findingOf, formatMoney, formatNumber } from '../rule';
import {
  BASE_END,
  BASE_FILLER,
  BASE_WORDS,
  FORUM_ELECTION,
  PRICE_SENTENCE,
  VARIABLE_AND_WORDS,
  PARAMETERS,
  RATE_BASE,
  RATE_PARAMETERS,
  RATE_PERIOD_WORDS,
  RATE_SCHEDULE,
  SPECS,
  WEEK_ORDINALS,
  WEEKDAYS,
  type ParameterPattern,
} from './patterns';
import {
  differentSigner,
  swappedRoles,
  undefinedRoles,
  unidentifiedSupplier,
  unqualifiedGuarantors,
} from './parties';
import { agrees, arithmeticFindings } from './arithmetic';
import { crossReferences } from '../../structure/references';
import { qualificationConflicts, twoCeps } from './qualification';
import { natureConflicts, ruleConflicts } from './conflicts';

/**
 * A figure left as a template variable next to amount words that are fixed: the words will not
 * match whatever value fills the variable (high severity when it is the price).
 */
function variableVersusWords(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.fold.matchAll(VARIABLE_AND_WORDS)) {
      const words = parseNumberWords(match.groups!.words!);
      if (words === null) continue;
      const start = sentence.start + match.index;
      const span = { start, end: start + match[0].length };
      const isPrice = PRICE_SENTENCE.test(sentence.fold);
      const wordsAt = start + match[0].lastIndexOf(match.groups!.words!);
      const written = doc.text.slice(wordsAt, wordsAt + match.groups!.words!.length).trim();
      findings.push(
        findingOf(SPECS.numeroExtenso, span, {
          severity: isPrice ? 'alta' : 'média',
          title: 'Valor variável com extenso fixo',
          // The variable itself is template code, never shown to the reader.
          description: `O número é um campo a preencher do modelo, mas o extenso está fixo ("${written}", ${formatNumber(words)}): qualquer outro valor preenchido vai contradizer o extenso.`,
        }),
      );
    }
  }
  return findings;
}

type Period = 'mês' | 'ano' | 'dia';

interface Occurrence {
  value: number;
  start: number;
  end: number;
  sentence: Sentence;
  /** Period of a rate ("ao mês"), null when not stated. */
  period: Period | null;
  /** Words naming the base of a rate ("faturamento bruto"), null when not stated. */
  base: string | null;
}

/** Values of one parameter (one role, for parameters kept per role), in document order. */
interface ParameterGroup {
  label: string;
  describe: (item: Occurrence) => string;
  /** Values further apart than this ratio are different things (see ParameterPattern). */
  maxRatio: number | null;
  /** Two sentences of one clause may disagree (see ParameterPattern). */
  acrossSentences: boolean;
  /** Severity when both values sit in one clause (see ParameterPattern). */
  withinClauseSeverity: TSeverity | null;
  /** Severity of the parameter's findings, when not the rule's (see ParameterPattern). */
  severity: TSeverity | null;
  items: Occurrence[];
}

function valueOf(parameter: ParameterPattern, match: RegExpMatchArray): number | null {
  const groups = match.groups!;
  switch (parameter.unit) {
    case 'money':
      return parseBrNumber(groups.v!);
    case 'months': {
      const amount = groups.n === undefined ? parseNumberWords(groups.w ?? '') : Number(groups.n);
      if (amount === null) return null;
      const unit = groups.u!;
      if (unit.startsWith('ano')) return amount * 12;
      return unit.startsWith('mes') ? amount : amount / 30;
    }
    case 'number':
    case 'percent': {
      const raw = groups.n ?? groups.n2;
      if (raw !== undefined) return parseBrNumber(raw);
      const words = groups.w ?? groups.w2;
      return words === undefined ? null : parseNumberWords(words);
    }
    case 'weekday': {
      // One number per weekday of the month: the ordinal in tens, the weekday in units.
      const ordinal = WEEK_ORDINALS.findIndex((stem) => groups.ord!.startsWith(stem));
      const day = WEEKDAYS.findIndex((name) => groups.day!.startsWith(name));
      return ordinal * 10 + day;
    }
    default: {
      const unknown: never = parameter.unit;
      return unknown;
    }
  }
}

function describerOf(parameter: ParameterPattern): (item: Occurrence) => string {
  if (parameter.unit === 'money') return ({ value }) => formatMoney(value);
  if (parameter.unit === 'months') return ({ value }) => `${formatNumber(value)} meses`;
  if (parameter.unit === 'percent') return describeRate;
  if (parameter.unit === 'weekday') return ({ value }) => weekdayName(value);
  if (parameter.key === 'vencimento') return ({ value }) => `dia ${value}`;
  if (parameter.key === 'area') return ({ value }) => `${formatNumber(value)} m²`;
  return ({ value }) => `${formatNumber(value)} dias`;
}

/** "a última quarta-feira do mês" (see the weekday case of `valueOf`). */
function weekdayName(value: number): string {
  const ordinal = WEEK_ORDINAL_NAMES[Math.floor(value / 10)]!;
  const day = WEEKDAY_NAMES[value % 10]!;
  const isMasculine = day === 'sábado' || day === 'domingo';
  return `${isMasculine ? 'o' : 'a'} ${ordinal}${isMasculine ? 'o' : 'a'} ${day} do mês`;
}

const WEEK_ORDINAL_NAMES = ['primeir', 'segund', 'terceir', 'quart', 'quint', 'últim'];
const WEEKDAY_NAMES = [
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
  'domingo',
];

/** "em" before a phrase, contracted with its article ("na última quarta-feira", "no sábado"). */
const inPhrase = (phrase: string): string =>
  /^[ao] /u.test(phrase) ? `n${phrase}` : `em ${phrase}`;

const describeRate = ({ value, period }: Occurrence): string =>
  `${formatNumber(value)}%${period === null ? '' : ` ao ${period}`}`;

/** Two rates are the same parameter unless they state different periods or bases. */
function isSameParameter(a: Occurrence, b: Occurrence): boolean {
  if (a.period !== null && b.period !== null && a.period !== b.period) return false;
  if (a.base === null || b.base === null) return true;
  // "faturamento bruto" and "faturamento bruto mensal" name the same base.
  return a.base.startsWith(b.base) || b.base.startsWith(a.base);
}

/** The base of a rate in a few words ("sobre o faturamento bruto do mês" → "faturamento bruto"). */
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

function periodBefore(gap: string): Period | null {
  return RATE_PERIOD_WORDS.find(({ pattern }) => pattern.test(gap))?.period ?? null;
}

const firstRole = (doc: AnalyzedDocument, sentence: Sentence): string =>
  roleMentions(doc, sentence.fold, sentence.start)[0]?.key ?? '';

/** How far before a percentage its noun may stand. */
const RATE_WINDOW = 80;

function stateParameters(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  add: (key: string, group: Omit<ParameterGroup, 'items'>, item: Occurrence) => void,
): void {
  const { contractType } = regimeOf(doc);
  const parameters = PARAMETERS.filter(
    ({ contractTypes }) => contractTypes === undefined || contractTypes.includes(contractType),
  );
  for (const sentence of sentences) {
    for (const parameter of parameters) {
      if (parameter.context && !parameter.context.test(sentence.fold)) continue;
      for (const match of sentence.fold.matchAll(parameter.pattern)) {
        const value = valueOf(parameter, match);
        if (value === null) continue;
        const lead = sentence.fold.slice(Math.max(0, match.index - 40), match.index);
        if (parameter.notBefore?.test(lead)) continue;
        const role = parameter.byRole ? firstRole(doc, sentence) : '';
        const charge = parameter.charges?.exec(sentence.fold)?.groups!.charge ?? '';
        const start = sentence.start + match.index;
        add(
          `${parameter.key}|${role}|${charge}`,
          {
            label: parameter.label,
            describe: describerOf(parameter),
            maxRatio: parameter.maxRatio ?? null,
            acrossSentences: parameter.acrossSentences ?? false,
            withinClauseSeverity: parameter.withinClauseSeverity ?? null,
            severity: parameter.severity ?? null,
          },
          { value, start, end: start + match[0].length, sentence, period: null, base: null },
        );
      }
    }
  }
}

/** Named rates ("royalties de 6%"): each percentage entity read with the noun before it. */
function stateRates(
  doc: AnalyzedDocument,
  add: (key: string, group: Omit<ParameterGroup, 'items'>, item: Occurrence) => void,
): void {
  const { sentenceAt } = indexDocument(doc);
  for (const rate of doc.entities.percentages) {
    const sentence = sentenceAt(rate.start);
    if (sentence === null || RATE_SCHEDULE.test(sentence.fold)) continue;
    const offset = rate.start - sentence.start;
    const before = sentence.fold.slice(Math.max(0, offset - RATE_WINDOW), offset);
    const parameter = RATE_PARAMETERS.find(
      (candidate) =>
        candidate.noun.test(before) &&
        (candidate.context === undefined || candidate.context.test(sentence.fold)),
    );
    if (parameter === undefined) continue;
    const gap = before.slice(before.search(parameter.noun));
    const role = parameter.byRole ? firstRole(doc, sentence) : '';
    add(
      `${parameter.key}|${role}`,
      {
        label: parameter.label,
        describe: describeRate,
        maxRatio: null,
        acrossSentences: false,
        withinClauseSeverity: null,
        severity: null,
      },
      {
        value: rate.value,
        start: rate.start,
        end: rate.end,
        sentence,
        period: rate.period ?? periodBefore(gap),
        base: baseAfter(sentence.fold.slice(rate.end - sentence.start)),
      },
    );
  }
}

function divergentValues(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const groups = new Map<string, ParameterGroup>();
  const add = (key: string, group: Omit<ParameterGroup, 'items'>, item: Occurrence) => {
    const found = groups.get(key) ?? { ...group, items: [] };
    found.items.push(item);
    groups.set(key, found);
  };
  // The quadro-resumo and the description of the object often sit in the preamble.
  stateParameters(doc, [...indexDocument(doc).preambleSentences, ...sentences], add);
  stateRates(doc, add);
  const findings: RawFinding[] = [];
  for (const group of groups.values()) {
    const { label, describe, items } = group;
    const divergence = divergenceOf(items, group);
    if (divergence === null) continue;
    const { reference, others } = divergence;
    const [other, ...more] = others;
    const isWithinClause = reference.sentence.clause === other!.sentence.clause;
    findings.push(
      findingOf(SPECS.valorDivergente, other!, {
        ...(isWithinClause && group.withinClauseSeverity !== null
          ? { severity: group.withinClauseSeverity }
          : group.severity !== null
            ? { severity: group.severity }
            : {}),
        description: `O contrato fixa ${label} ${inPhrase(describe(reference))} (${placeOf(doc, reference, other!)}) e ${inPhrase(describe(other!))} (${placeOf(doc, other!, reference)}).`,
        // Every statement of the disagreement is a place of the same problem.
        occurrences: [reference, ...more].map(({ start, end }) => ({ start, end })),
      }),
    );
  }
  return findings;
}

/** Where a statement is: its clause, or its words when the other statement is in the same clause. */
function placeOf(doc: AnalyzedDocument, item: Occurrence, other: Occurrence): string {
  const ref = item.sentence.clause.ref;
  if (ref !== other.sentence.clause.ref) return ref;
  return `${ref}: "${doc.text.slice(item.start, item.end).replace(/\s+/gu, ' ')}"`;
}

/**
 * The values that disagree, in other clauses, with the first statement of the same parameter
 * that disagrees with anything. Rates of different periods or bases are different parameters:
 * each item is held against the first item it is comparable with (one reference per
 * period/base, so linear).
 */
function divergenceOf(
  items: readonly Occurrence[],
  { maxRatio, acrossSentences }: Pick<ParameterGroup, 'maxRatio' | 'acrossSentences'>,
): { reference: Occurrence; others: Occurrence[] } | null {
  const references: Occurrence[] = [];
  const signatures = new Set<string>();
  let found: { reference: Occurrence; others: Occurrence[] } | null = null;
  for (const item of items) {
    const reference = references.find((candidate) => isSameParameter(candidate, item));
    if (
      reference !== undefined &&
      (found === null || found.reference === reference) &&
      !agrees(item.value, reference.value) &&
      (item.sentence.clause.ref !== reference.sentence.clause.ref ||
        (acrossSentences && item.sentence !== reference.sentence)) &&
      (maxRatio === null ||
        Math.max(item.value, reference.value) <= maxRatio * Math.min(item.value, reference.value))
    ) {
      found ??= { reference, others: [] };
      found.others.push(item);
    }
    const signature = `${item.period}|${item.base}`;
    if (!signatures.has(signature)) {
      references.push(item);
      signatures.add(signature);
    }
  }
  return found;
}

function twoForums(doc: AnalyzedDocument): RawFinding[] {
  const forums = documentFacts(doc).forums.filter((forum) =>
    FORUM_ELECTION.test(forum.sentence.fold),
  );
  const first = forums[0];
  const other = forums.find((forum) => first !== undefined && forum.city !== first.city);
  if (first === undefined || other === undefined) return [];
  return [
    findingOf(SPECS.foroDuplo, other, {
      description: `O contrato elege o foro de ${titleCase(first.city)} (${first.sentence.clause.ref}) e também o de ${titleCase(other.city)} (${other.sentence.clause.ref}).`,
    }),
  ];
}

const titleCase = (city: string): string =>
  city.replace(
    /(^|\s)(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );

const SEVERITY_RANK: Record<TSeverity, number> = { alta: 0, média: 1, baixa: 2 };

/**
 * The most severe of the findings that sit in one clause. Consolidation merges findings of one
 * rule in one clause into the first as places of one problem, but two values that disagree in a
 * preamble (the lot's area, and the CEP of an address) are two problems: the graver one is
 * reported, and the other is not shown as a place of it.
 */
function onePerClause(doc: AnalyzedDocument, findings: readonly RawFinding[]): RawFinding[] {
  const { clauseAt } = indexDocument(doc);
  const kept = new Map<string, RawFinding>();
  const ranked = [...findings].sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.start - b.start,
  );
  for (const finding of ranked) {
    const ref = clauseAt(finding.start).ref;
    if (!kept.has(ref)) kept.set(ref, finding);
  }
  return [...kept.values()];
}

/** contradictionAnalysis (see module doc). */
export const contradictionAnalyzer: Analyzer = {
  criterion: 'contradictionAnalysis',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    return [
      ...arithmeticFindings(doc, 'contradictionAnalysis'),
      ...variableVersusWords(doc, sentences),
      ...onePerClause(doc, [...divergentValues(doc, sentences), ...twoCeps(doc)]),
      ...qualificationConflicts(doc),
      ...natureConflicts(doc, sentences),
      ...ruleConflicts(doc, sentences),
      ...twoForums(doc),
      ...crossReferences(doc),
      ...undefinedRoles(doc, sentences),
      ...unidentifiedSupplier(doc),
      ...swappedRoles(doc, sentences),
      ...differentSigner(doc),
      ...unqualifiedGuarantors(doc),
    ];
  },
};
