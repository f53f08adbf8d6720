/**
 * contradictionAnalysis: numbers that disagree with their words, parameters stated with two
 * values, two courts, sums that do not add up, references to clauses that do not exist, roles
 * inverted or left over from another template, and signatures of someone never qualified.
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
  APPROXIMATE,
  BASE_END,
  BASE_FILLER,
  BASE_WORDS,
  DOWN_PAYMENT,
  DOWN_PAYMENT_BEFORE,
  FINANCING,
  FORUM_ELECTION,
  INSTALMENTS,
  LIST_INTRO,
  LIST_TOTAL,
  MONEY,
  NOT_PARTS,
  NUMBER_AND_WORDS,
  PRICE_SENTENCE,
  VARIABLE_AND_WORDS,
  PARAMETERS,
  QUOTA_COUNT,
  QUOTA_VALUE,
  RATE_BASE,
  RATE_PARAMETERS,
  RATE_PERIOD_WORDS,
  RATE_SCHEDULE,
  SPECS,
  SPLIT_INTRO,
  TOTAL_MONEY,
  UNIT_PRICE,
  type ParameterPattern,
} from './patterns';
import {
  differentSigner,
  qualificationConflicts,
  swappedRoles,
  undefinedRoles,
  unidentifiedSupplier,
} from './parties';
import { crossReferences } from './references';

/** Two amounts agree when they differ by less than a cent or 0.5% (rounded instalments). */
const agrees = (a: number, b: number): boolean =>
  Math.abs(a - b) < Math.max(0.01, Math.max(a, b) * 0.005);

function numberVersusWords(sentences: readonly Sentence[]): RawFinding[] {
  const findings: RawFinding[] = [];
  // A contract without clauses has its preamble sentences among the body's: one finding a span.
  const seen = new Set<number>();
  for (const sentence of sentences) {
    for (const match of sentence.fold.matchAll(NUMBER_AND_WORDS)) {
      const words = parseNumberWords(match.groups!.words!);
      if (words === null) continue;
      const digits = parseBrNumber(match.groups!.num!);
      if (agrees(digits, words)) continue;
      const start = sentence.start + match.index;
      if (seen.has(start)) continue;
      seen.add(start);
      findings.push(
        findingOf(
          SPECS.numeroExtenso,
          { start, end: start + match[0].length },
          {
            description: `O texto diz ${formatNumber(digits)} em algarismos, mas ${formatNumber(words)} por extenso ("${match.groups!.words!.trim()}").`,
          },
        ),
      );
    }
  }
  return findings;
}

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
      const variable = match.groups!.var!;
      const wordsAt = start + match[0].lastIndexOf(match.groups!.words!);
      const written = doc.text.slice(wordsAt, wordsAt + match.groups!.words!.length).trim();
      findings.push(
        findingOf(SPECS.numeroExtenso, span, {
          severity: isPrice ? 'alta' : 'média',
          title: 'Valor variável com extenso fixo',
          description: `O número é um campo do modelo (${variable}), mas o extenso está fixo ("${written}", ${formatNumber(words)}): qualquer outro valor preenchido vai contradizer o extenso.`,
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
  items: Occurrence[];
}

function valueOf(parameter: ParameterPattern, match: RegExpMatchArray): number | null {
  const groups = match.groups!;
  switch (parameter.unit) {
    case 'money':
      return parseBrNumber(groups.v!);
    case 'months': {
      const amount = Number(groups.n);
      const unit = groups.u!;
      if (unit.startsWith('ano')) return amount * 12;
      return unit.startsWith('mes') ? amount : amount / 30;
    }
    case 'number':
    case 'percent': {
      const raw = groups.n ?? groups.n2;
      return raw === undefined ? null : parseBrNumber(raw);
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
  if (parameter.key === 'vencimento') return ({ value }) => `dia ${value}`;
  if (parameter.key === 'area') return ({ value }) => `${formatNumber(value)} m²`;
  return ({ value }) => `${formatNumber(value)} dias`;
}

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
          : {}),
        description: `O contrato fixa ${label} em ${describe(reference)} (${placeOf(doc, reference, other!)}) e em ${describe(other!)} (${placeOf(doc, other!, reference)}).`,
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

/** An instalment plan in one text: N × each, plus a down payment when there is one. */
interface Plan {
  count: number;
  each: number;
  down: number;
  /** Offset of the instalments in the text. */
  index: number;
  length: number;
}

function planOf(fold: string): Plan | null {
  const instalments = INSTALMENTS.exec(fold);
  if (!instalments) return null;
  const down = DOWN_PAYMENT.exec(fold) ?? DOWN_PAYMENT_BEFORE.exec(fold);
  return {
    count: Number(instalments.groups!.count),
    each: parseBrNumber(instalments.groups!.v!),
    down: down ? parseBrNumber(down.groups!.v!) : 0,
    index: instalments.index,
    length: instalments[0].length,
  };
}

const planSum = (plan: Plan): number => plan.count * plan.each + plan.down;

function arithmeticFinding(span: { start: number; end: number }, description: string): RawFinding {
  return findingOf(SPECS.aritmetica, span, { description });
}

/** "preço total de R$ X, em 6 parcelas de R$ Y" in one sentence. */
function instalmentTotal(sentence: Sentence): RawFinding | null {
  const plan = planOf(sentence.fold);
  if (plan === null || plan.count < 2 || APPROXIMATE.test(sentence.fold)) return null;
  // The total may come before ("preço total de R$ X, em 6 parcelas") or after
  // ("em 12 parcelas de R$ Y, totalizando R$ X").
  const total = [...sentence.fold.matchAll(TOTAL_MONEY)]
    .map((match) => parseBrNumber(match.groups!.v!))
    .find((value) => value !== plan.down && value !== plan.each);
  if (total === undefined || agrees(planSum(plan), total)) return null;
  const start = sentence.start + plan.index;
  return arithmeticFinding(
    { start, end: start + plan.length },
    `${plan.count} parcelas de ${formatMoney(plan.each)}${plan.down ? ` mais a entrada de ${formatMoney(plan.down)}` : ''} somam ${formatMoney(planSum(plan))}, e não o total de ${formatMoney(total)} declarado.`,
  );
}

/** "10 (dez) notebooks ao preço unitário de R$ Y, no total de R$ X". */
function unitPriceTotal(sentence: Sentence): RawFinding | null {
  const unit = UNIT_PRICE.exec(sentence.fold);
  if (!unit) return null;
  const quantity = Number(unit.groups!.qty);
  const price = parseBrNumber(unit.groups!.v!);
  const total = [...sentence.fold.matchAll(TOTAL_MONEY)]
    .filter((match) => match.index > unit.index)
    .map((match) => parseBrNumber(match.groups!.v!))
    .find((value) => value !== price);
  if (total === undefined || agrees(quantity * price, total)) return null;
  const start = sentence.start + unit.index;
  return arithmeticFinding(
    { start, end: start + unit[0].length },
    `${quantity} unidades a ${formatMoney(price)} somam ${formatMoney(quantity * price)}, e não o total de ${formatMoney(total)} declarado.`,
  );
}

/** "capital social de R$ X, dividido em N quotas de R$ Y cada uma". */
function quotaCapital(sentence: Sentence): RawFinding | null {
  const quotas = QUOTA_VALUE.exec(sentence.fold);
  if (!quotas) return null;
  const count = parseBrNumber(quotas.groups!.count!);
  const each = parseBrNumber(quotas.groups!.v!);
  const capital = [...sentence.fold.matchAll(TOTAL_MONEY)]
    .map((match) => parseBrNumber(match.groups!.v!))
    .find((value) => value !== each);
  if (capital === undefined || agrees(count * each, capital)) return null;
  const start = sentence.start + quotas.index;
  return arithmeticFinding(
    { start, end: start + quotas[0].length },
    `${formatNumber(count)} quotas de ${formatMoney(each)} somam ${formatMoney(count * each)}, e não o capital de ${formatMoney(capital)} declarado.`,
  );
}

/** One item of a list that splits a total: its amount, how to show it and its quotas. */
interface Part {
  amount: number | null;
  shown: string;
  quotas: number | null;
}

function partOf(fold: string): Part {
  const quotas = QUOTA_COUNT.exec(fold);
  const count = quotas ? parseBrNumber(quotas.groups!.count!) : null;
  const plan = planOf(fold);
  if (plan !== null) {
    const down = plan.down ? `${formatMoney(plan.down)} + ` : '';
    return {
      amount: planSum(plan),
      shown: `${down}${plan.count} × ${formatMoney(plan.each)}`,
      quotas: count,
    };
  }
  const money = MONEY.exec(fold);
  const amount = money ? parseBrNumber(money.groups!.v!) : null;
  return { amount, shown: amount === null ? '' : formatMoney(amount), quotas: count };
}

/**
 * The items of the list that `sentences[at]` introduces: its direct sub-items ("a)", "I –"),
 * each item's sentences joined, or the lines that follow it in its own clause (bullets, or no
 * marker at all), up to the first sentence that is neither.
 */
function listItems(sentences: readonly Sentence[], at: number): string[] {
  const intro = sentences[at]!.clause;
  const items = new Map<string, string>();
  for (let i = at + 1; i < sentences.length; i += 1) {
    const { clause, fold } = sentences[i]!;
    const key =
      clause === intro
        ? `${i}`
        : clause.kind === 'item' && clause.parentRef === intro.ref
          ? clause.ref
          : null;
    if (key === null) break;
    items.set(key, `${items.get(key) ?? ''} ${fold}`);
  }
  return [...items.values()];
}

/**
 * A total split in a list ("preço de R$ 180.000,00, pago da seguinte forma: a) entrada de
 * R$ 20.000,00; b) 100 prestações de R$ 1.500,00"; "capital social de R$ 90.000,00 ... assim
 * distribuídas: a) FULANO: 50.000 quotas, no valor de R$ 50.000,00"): the items must add up to
 * the total, in money and, for a company's capital, in quotas. Lists of alternatives or of charges
 * on top of the total, lists with an item that has no amount, and approximate amounts are not
 * summed.
 */
function listTotal(sentences: readonly Sentence[], at: number): RawFinding | null {
  const intro = sentences[at]!;
  if (!LIST_INTRO.test(intro.fold) || !SPLIT_INTRO.test(intro.fold)) return null;
  if (NOT_PARTS.test(intro.fold)) return null;
  const total = LIST_TOTAL.exec(intro.fold);
  if (total === null) return null;
  const items = listItems(sentences, at);
  if (items.length < 2 || items.some((item) => APPROXIMATE.test(item))) return null;
  const parts = items.map(partOf);
  const span = {
    start: intro.start + total.index,
    end: intro.start + total[0].length + total.index,
  };
  const declared = parseBrNumber(total.groups!.v!);
  if (parts.every((part) => part.amount !== null)) {
    const sum = parts.reduce((acc, part) => acc + part.amount!, 0);
    // Instalments with interest may exceed a cash price; they can never fall short of it.
    const isFinanced = sum > declared && items.some((item) => FINANCING.test(item));
    if (agrees(sum, declared) || isFinanced) return null;
    return arithmeticFinding(
      span,
      `Os valores listados (${parts.map((part) => part.shown).join(' + ')}) somam ${formatMoney(sum)}, e não o total de ${formatMoney(declared)} declarado.`,
    );
  }
  const quotas = QUOTA_COUNT.exec(intro.fold);
  if (quotas === null || parts.some((part) => part.quotas === null)) return null;
  const declaredQuotas = parseBrNumber(quotas.groups!.count!);
  const sumQuotas = parts.reduce((acc, part) => acc + part.quotas!, 0);
  if (sumQuotas === declaredQuotas) return null;
  return arithmeticFinding(
    span,
    `As quotas listadas (${parts.map((part) => formatNumber(part.quotas!)).join(' + ')}) somam ${formatNumber(sumQuotas)}, e não as ${formatNumber(declaredQuotas)} quotas declaradas.`,
  );
}

function arithmetic(sentences: readonly Sentence[]): RawFinding[] {
  return sentences.flatMap((sentence, at) =>
    [
      instalmentTotal(sentence),
      unitPriceTotal(sentence),
      quotaCapital(sentence),
      listTotal(sentences, at),
    ].filter((finding) => finding !== null),
  );
}

const SEVERITY_RANK: Record<TSeverity, number> = { alta: 0, média: 1, baixa: 2 };

/**
 * The most severe of the findings that sit in one clause. Consolidation merges findings of one
 * rule in one clause into the first as places of one problem, but two values that disagree in a
 * preamble (the lot's area, and the buyer's civil status) are two problems: the graver one is
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
      ...numberVersusWords([...indexDocument(doc).preambleSentences, ...sentences]),
      ...variableVersusWords(doc, sentences),
      ...onePerClause(doc, [...divergentValues(doc, sentences), ...qualificationConflicts(doc)]),
      ...twoForums(doc),
      ...arithmetic(sentences),
      ...crossReferences(doc),
      ...undefinedRoles(doc, sentences),
      ...unidentifiedSupplier(doc),
      ...swappedRoles(doc, sentences),
      ...differentSigner(doc),
    ];
  },
};
