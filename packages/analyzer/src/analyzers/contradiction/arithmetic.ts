/**
 * Every arithmetic relation the contract states, checked: instalments (and a down payment) that
 * must add up to a total, quantities times unit prices (in sentences and in tables), a company's
 * quotas times their value, lists of parts that split a total, percentages of a stated base,
 * discounts (in sentences and tables), figures written twice, in digits and in words, and
 * instalments that add up to more than the value of what is bought. The
 * inventory lists what held, what did not (with the finding showing the computation) and the
 * statements that look like a computation but could not be read.
 */
import { parseNumberWords } from '../../entities/number-words';
import { RULES, type AnalyzedDocument, type RawFinding } from '../../types';
import type { TCriterion } from '@contrato-claro/shared';
import { indexDocument, parseBrNumber, type Sentence } from '../document-index';
import { SPECS as KEY_VALUE_SPECS } from '../key-values/patterns';
import { figureOf, rateOf } from '../../rules/figures';
import { findingOf, formatMoney, formatNumber } from '../rule';
import {
  AMOUNT_WORDS,
  APPROXIMATE,
  DISCOUNT_BEFORE,
  DISCOUNTED_PRICE,
  DOWN_PAYMENT,
  DOWN_PAYMENT_BEFORE,
  FINANCING,
  FIRST_INSTALMENT,
  INSTALMENT_COUNT,
  INSTALMENTS,
  LIST_INTRO,
  LIST_TOTAL,
  MONEY,
  NOT_PARTS,
  NUMBER_AND_WORDS,
  PERCENT_OF_BASE,
  PERCENT_RESULT_CANDIDATE,
  QUOTA_COUNT,
  QUOTA_VALUE,
  SPECS,
  SPLIT_INTRO,
  SPLIT_TOTAL,
  TABLE_AMOUNT,
  TABLE_COLUMN,
  TABLE_QUANTITY,
  TOTAL_LABEL,
  TOTAL_MONEY,
  UNIT_PRICE,
  UNIT_PRICE_CANDIDATE,
  VALUE_OF_GOOD,
} from './patterns';

/** Two amounts agree when they differ by less than a cent or 0.5% (rounded instalments). */
export const agrees = (a: number, b: number): boolean =>
  Math.abs(a - b) < Math.max(0.01, Math.max(a, b) * 0.005);

/** The kinds of relation the module reads. */
export type RelationKind =
  | 'parcelas'
  | 'preco_unitario'
  | 'quotas'
  | 'lista'
  | 'percentual'
  | 'desconto'
  | 'extenso'
  | 'custo_parcelado';

interface Span {
  start: number;
  end: number;
}

/**
 * One relation the text states: checked (`ok`, or `mismatch` with its finding) or recognised but
 * not read (`unparsed`: a total and an instalment count without the instalment's value, amount
 * words that are not a number…).
 */
export type ArithmeticRelation = Span & { kind: RelationKind } & (
    | { status: 'ok'; computation: string }
    | { status: 'mismatch'; computation: string; finding: RawFinding }
    | { status: 'unparsed' }
  );

/** What a mismatch of each kind is, in the finding. */
const MISMATCH_LABEL: Record<Exclude<RelationKind, 'extenso' | 'custo_parcelado'>, string> = {
  parcelas: 'As parcelas não somam o total declarado',
  preco_unitario: 'A quantidade vezes o preço unitário não dá o total declarado',
  quotas: 'As quotas não somam o capital declarado',
  lista: 'Os valores listados não somam o total declarado',
  percentual: 'O percentual não corresponde ao valor escrito',
  desconto: 'O desconto não corresponde ao valor escrito',
};

/**
 * A checked relation: `computation` is the left side ("4 × R$ 7.000,00"), `result` what it
 * gives, `printed` what the text says it gives.
 */
function checked(
  kind: keyof typeof MISMATCH_LABEL,
  span: Span,
  computation: string,
  {
    result,
    printed,
    holds,
    show,
  }: { result: number; printed: number; holds: boolean; show: (value: number) => string },
): ArithmeticRelation {
  const stated = `${computation} = ${show(result)}`;
  if (holds) return { kind, ...span, status: 'ok', computation: stated };
  const finding = findingOf(SPECS.aritmetica, span, {
    description: `${MISMATCH_LABEL[kind]}: ${stated}, e não ${show(printed)} como está escrito.`,
  });
  return { kind, ...span, status: 'mismatch', computation: stated, finding };
}

const unparsed = (kind: RelationKind, span: Span): ArithmeticRelation => ({
  kind,
  ...span,
  status: 'unparsed',
});

const spanIn = (sentence: Sentence, index: number, length: number): Span => ({
  start: sentence.start + index,
  end: sentence.start + index + length,
});

/** Figures written twice, in digits and in words: "R$ 1.500,00 (mil e quinhentos reais)". */
function numberAndWords(sentence: Sentence): ArithmeticRelation[] {
  return [...sentence.fold.matchAll(NUMBER_AND_WORDS)].flatMap((match) => {
    const span = spanIn(sentence, match.index, match[0].length);
    const written = match.groups!.words!;
    const words = parseNumberWords(written);
    if (words === null) return AMOUNT_WORDS.test(written) ? [unparsed('extenso', span)] : [];
    const digits = parseBrNumber(match.groups!.num!);
    const computation = `${formatNumber(digits)} = "${written.trim()}" (${formatNumber(words)})`;
    if (agrees(digits, words)) return [{ kind: 'extenso', ...span, status: 'ok', computation }];
    const finding = findingOf(SPECS.numeroExtenso, span, {
      description: `O texto diz ${formatNumber(digits)} em algarismos, mas ${formatNumber(words)} por extenso ("${written.trim()}").`,
    });
    return [{ kind: 'extenso', ...span, status: 'mismatch', computation, finding }];
  });
}

/** The words of a figure written words first: "sessenta (30) dias", "mil reais (R$ 1.000,00)". */
const WORDS_FIRST = /^(?<words>\p{L}[^(]*?)\s*\(/u;

/**
 * Figures written words first, as the entities read them ("sessenta (30) dias", "dois por cento
 * (2%)", "mil reais (R$ 1.000,00)"): the words against the figure in parentheses.
 */
function wordsAndNumber(doc: AnalyzedDocument): ArithmeticRelation[] {
  const { money, percentages, durations } = doc.entities;
  const figures = [
    ...money.map(({ start, end, value, inWords }) => ({ start, end, value, inWords })),
    ...percentages.map(({ start, end, value, inWords }) => ({ start, end, value, inWords })),
    ...durations.map(({ start, end, amount, inWords }) => ({ start, end, value: amount, inWords })),
  ];
  return figures.flatMap(({ start, end, value, inWords }): ArithmeticRelation[] => {
    const written = WORDS_FIRST.exec(doc.text.slice(start, end))?.groups!.words;
    if (inWords === null || written === undefined) return [];
    const span = { start, end };
    const computation = `${formatNumber(value)} = "${written}" (${formatNumber(inWords)})`;
    if (agrees(value, inWords)) return [{ kind: 'extenso', ...span, status: 'ok', computation }];
    const finding = findingOf(SPECS.numeroExtenso, span, {
      description: `O texto diz ${formatNumber(value)} em algarismos, mas ${formatNumber(inWords)} por extenso ("${written}").`,
    });
    return [{ kind: 'extenso', ...span, status: 'mismatch', computation, finding }];
  });
}

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
  const down =
    DOWN_PAYMENT.exec(fold) ?? DOWN_PAYMENT_BEFORE.exec(fold) ?? FIRST_INSTALMENT.exec(fold);
  return {
    count: figureOf(instalments.groups!.count!) ?? 0,
    each: parseBrNumber(instalments.groups!.v!),
    down: down ? parseBrNumber(down.groups!.v!) : 0,
    index: instalments.index,
    length: instalments[0].length,
  };
}

const planSum = (plan: Plan): number => plan.count * plan.each + plan.down;

/** "R$ 20.000,00 + 4 × R$ 7.000,00". */
const planShown = (plan: Plan): string =>
  `${plan.down ? `${formatMoney(plan.down)} + ` : ''}${plan.count} × ${formatMoney(plan.each)}`;

const moneyCheck = (result: number, printed: number, holds = agrees(result, printed)) => ({
  result,
  printed,
  holds,
  show: formatMoney,
});

/**
 * "preço total de R$ X, em 6 parcelas de R$ Y" in one sentence. Instalments with interest
 * ("com juros") may exceed a cash price; they never fall short of it.
 */
function instalmentTotal(sentence: Sentence): ArithmeticRelation | null {
  const plan = planOf(sentence.fold);
  if (plan !== null && (plan.count < 2 || APPROXIMATE.test(sentence.fold))) return null;
  // The total may come before ("preço total de R$ X, em 6 parcelas", "R$ 1.620,00 dividido em 12
  // parcelas") or after ("em 12 parcelas de R$ Y, totalizando R$ X").
  const total = [...sentence.fold.matchAll(TOTAL_MONEY), ...sentence.fold.matchAll(SPLIT_TOTAL)]
    .map((match) => parseBrNumber(match.groups!.v!))
    .find((value) => plan === null || (value !== plan.down && value !== plan.each));
  if (total === undefined) return null;
  if (plan === null) {
    const count = INSTALMENT_COUNT.exec(sentence.fold);
    return count === null
      ? null
      : unparsed('parcelas', spanIn(sentence, count.index, count[0].length));
  }
  const sum = planSum(plan);
  const isFinanced = sum > total && FINANCING.test(sentence.fold);
  return checked(
    'parcelas',
    spanIn(sentence, plan.index, plan.length),
    planShown(plan),
    moneyCheck(sum, total, isFinanced || agrees(sum, total)),
  );
}

/** A total stated in the sentence itself (`search`, not `test`: the patterns are global). */
const hasTotal = (fold: string): boolean =>
  fold.search(TOTAL_MONEY) !== -1 || fold.search(SPLIT_TOTAL) !== -1;

/** How many sentences before its instalments a payment table may state its total. */
const SCHEDULE_WINDOW = 6;

/**
 * A payment table over several lines of one clause or of the quadro-resumo: "Valor Total do
 * Contrato: R$ 163.299,60 / Entrada: R$ 9.900,00 … / Saldo: 120 prestações de R$ 1.278,33".
 * The down payment is the first one after the total (the lines that split the down payment
 * itself are not added twice).
 */
function scheduleTotal(sentences: readonly Sentence[], at: number): ArithmeticRelation | null {
  const sentence = sentences[at]!;
  const instalments = INSTALMENTS.exec(sentence.fold);
  if (instalments === null || hasTotal(sentence.fold)) return null;
  let from = at - 1;
  while (
    from >= Math.max(0, at - SCHEDULE_WINDOW) &&
    sentences[from]!.clause === sentence.clause &&
    !TOTAL_LABEL.test(sentences[from]!.fold)
  ) {
    from -= 1;
  }
  const label = from >= 0 ? TOTAL_LABEL.exec(sentences[from]!.fold) : null;
  if (label === null || sentences[from]!.clause !== sentence.clause) return null;
  const window = sentences
    .slice(from, at + 1)
    .map(({ fold }) => fold)
    .join(' ');
  if (APPROXIMATE.test(window)) return null;
  const down = DOWN_PAYMENT.exec(window);
  const plan: Plan = {
    count: figureOf(instalments.groups!.count!) ?? 0,
    each: parseBrNumber(instalments.groups!.v!),
    down: down ? parseBrNumber(down.groups!.v!) : 0,
    index: instalments.index,
    length: instalments[0].length,
  };
  const total = parseBrNumber(label.groups!.v!);
  const sum = planSum(plan);
  return checked(
    'parcelas',
    spanIn(sentence, plan.index, plan.length),
    planShown(plan),
    moneyCheck(sum, total, agrees(sum, total) || (sum > total && FINANCING.test(window))),
  );
}

/** Instalments above the value of what is bought by more than this share are a cost to tell. */
const PLAN_EXCESS = 0.1;

/**
 * Instalments that add up to more than the value the contract gives to what is bought (its
 * Tabela Fipe value, the service "até o valor de R$ X", the cash price), in a contract that
 * states neither the total to pay nor interest: the buyer pays the difference without being told
 * what it is for (a financial risk, keyValuesAnalysis).
 */
function planAboveValue(doc: AnalyzedDocument): ArithmeticRelation | null {
  const { sentences, preambleSentences } = indexDocument(doc);
  const all = [...preambleSentences, ...sentences];
  const valueAt = all.find((sentence) => VALUE_OF_GOOD.test(sentence.fold));
  if (valueAt === undefined) return null;
  const planAt = sentences.find((sentence) => {
    const plan = planOf(sentence.fold);
    return plan !== null && plan.count >= 2 && !hasTotal(sentence.fold);
  });
  if (planAt === undefined || FINANCING.test(planAt.fold)) return null;
  const plan = planOf(planAt.fold)!;
  const sum = planSum(plan);
  const isTotalStated = all.some((sentence) =>
    [...sentence.fold.matchAll(TOTAL_MONEY)].some((match) =>
      agrees(parseBrNumber(match.groups!.v!), sum),
    ),
  );
  if (isTotalStated) return null;
  const valueMatch = VALUE_OF_GOOD.exec(valueAt.fold)!;
  const value = parseBrNumber(valueMatch.groups!.v!);
  const span = spanIn(planAt, plan.index, plan.length);
  const computation = `${planShown(plan)} = ${formatMoney(sum)}`;
  if (sum <= value * (1 + PLAN_EXCESS)) {
    return { kind: 'custo_parcelado', ...span, status: 'ok', computation };
  }
  const label = doc.text
    .slice(
      valueAt.start + valueMatch.index,
      valueAt.start + valueMatch.index + valueMatch[0].length,
    )
    .replace(/\s+/gu, ' ');
  const excess = formatNumber(Math.round((sum / value - 1) * 1000) / 10);
  const finding = findingOf(KEY_VALUE_SPECS.custoParcelado, span, {
    description: `As parcelas somam ${computation.replace(' = ', ', ou seja, ')}: ${excess}% acima do valor que o contrato dá ao que é comprado ("${label}"), e o contrato não informa o total a pagar nem o que explica a diferença.`,
  });
  return { kind: 'custo_parcelado', ...span, status: 'mismatch', computation, finding };
}

/** "10 (dez) notebooks ao preço unitário de R$ Y, no total de R$ X". */
function unitPriceTotal(sentence: Sentence): ArithmeticRelation | null {
  const unit = UNIT_PRICE.exec(sentence.fold);
  if (!unit) {
    const candidate = UNIT_PRICE_CANDIDATE.exec(sentence.fold);
    return candidate !== null && hasTotal(sentence.fold)
      ? unparsed('preco_unitario', spanIn(sentence, candidate.index, candidate[0].length))
      : null;
  }
  const quantity = Number(unit.groups!.qty);
  const price = parseBrNumber(unit.groups!.v!);
  const total = [...sentence.fold.matchAll(TOTAL_MONEY)]
    .filter((match) => match.index > unit.index)
    .map((match) => parseBrNumber(match.groups!.v!))
    .find((value) => value !== price);
  if (total === undefined) return null;
  return checked(
    'preco_unitario',
    spanIn(sentence, unit.index, unit[0].length),
    `${quantity} × ${formatMoney(price)}`,
    moneyCheck(quantity * price, total),
  );
}

/** "capital social de R$ X, dividido em N quotas de R$ Y cada uma". */
function quotaCapital(sentence: Sentence): ArithmeticRelation | null {
  const quotas = QUOTA_VALUE.exec(sentence.fold);
  if (!quotas) return null;
  const count = parseBrNumber(quotas.groups!.count!);
  const each = parseBrNumber(quotas.groups!.v!);
  const capital = [...sentence.fold.matchAll(TOTAL_MONEY)]
    .map((match) => parseBrNumber(match.groups!.v!))
    .find((value) => value !== each);
  if (capital === undefined) return null;
  return checked(
    'quotas',
    spanIn(sentence, quotas.index, quotas[0].length),
    `${formatNumber(count)} quotas × ${formatMoney(each)}`,
    moneyCheck(count * each, capital),
  );
}

const percentOf = (base: number, rate: number): number => Math.round(base * rate) / 100;

/**
 * A percentage of a stated base with the figure it gives ("10% do valor de R$ 5.000,00, ou
 * seja, R$ 500,00"), and a price with a discount and the price after it ("R$ 1.100,00 com
 * desconto de 10%, ou seja, R$ 990,00"). For a discount the figure may be the discount itself
 * or the price after it.
 */
function percentages(sentence: Sentence): ArithmeticRelation[] {
  const relations = [PERCENT_OF_BASE, DISCOUNTED_PRICE].flatMap((pattern) =>
    [...sentence.fold.matchAll(pattern)].flatMap((match) => {
      const rate = rateOf(match.groups!.p!);
      if (rate === null) return [];
      const base = parseBrNumber(match.groups!.base!);
      const printed = parseBrNumber(match.groups!.result!);
      const span = spanIn(sentence, match.index, match[0].length);
      const isDiscount =
        pattern === DISCOUNTED_PRICE || DISCOUNT_BEFORE.test(sentence.fold.slice(0, match.index));
      if (!isDiscount) {
        const part = percentOf(base, rate);
        return checked(
          'percentual',
          span,
          `${formatNumber(rate)}% de ${formatMoney(base)}`,
          moneyCheck(part, printed),
        );
      }
      const after = base - percentOf(base, rate);
      const holds = agrees(after, printed) || agrees(percentOf(base, rate), printed);
      return checked(
        'desconto',
        span,
        `${formatMoney(base)} − ${formatNumber(rate)}%`,
        moneyCheck(after, printed, holds),
      );
    }),
  );
  if (relations.length > 0) return relations;
  const candidate = PERCENT_RESULT_CANDIDATE.exec(sentence.fold);
  return candidate === null
    ? []
    : [unparsed('percentual', spanIn(sentence, candidate.index, candidate[0].length))];
}

/** The columns of a table header line, in order (null when the line is not one). */
type Column = 'total' | 'unit' | 'qty' | 'discount' | 'price';

function headerColumns(line: string): Column[] | null {
  if (line.search(TABLE_AMOUNT) !== -1) return null;
  const columns = [...line.matchAll(TABLE_COLUMN)].map(
    (match) => Object.entries(match.groups!).find(([, value]) => value !== undefined)![0] as Column,
  );
  const has = (column: Column) => columns.includes(column);
  const isTable =
    has('total') && ((has('qty') && has('unit')) || (has('price') && has('discount')));
  return isTable ? columns : null;
}

/** A figure of a table cell: money, or a percentage (returned as a negative marker). */
interface Cell {
  value: number;
  isPercent: boolean;
  index: number;
}

function cellsOf(line: string): Cell[] {
  return [...line.matchAll(TABLE_AMOUNT)].map((match) => {
    const raw = match.groups!.n!;
    return {
      value: parseBrNumber(raw.replace('%', '').trim()),
      isPercent: raw.includes('%'),
      index: match.index,
    };
  });
}

/**
 * The rows of a table of amounts (header found by its columns): quantity × unit price = total,
 * and price − discount = total (the discount in money or in percent). The last amounts of a row
 * are matched to the header's amount columns in order (a measure in the description, "mesa de
 * 1,20 m", comes before them); a row with fewer amounts ends the table.
 */
function tableRows(doc: AnalyzedDocument): ArithmeticRelation[] {
  const relations: ArithmeticRelation[] = [];
  let columns: Column[] | null = null;
  let offset = 0;
  for (const line of doc.fold.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    if (columns !== null) {
      const cells = cellsOf(line);
      const amountColumns = columns.filter((column) => column !== 'qty');
      if (cells.length >= amountColumns.length) {
        const row = rowRelation(columns, amountColumns, cells.slice(-amountColumns.length), line, {
          start,
          end: start + line.length,
        });
        if (row !== null) relations.push(row);
        continue;
      }
      if (line.trim() === '') continue;
    }
    columns = headerColumns(line);
  }
  return relations;
}

function rowRelation(
  columns: readonly Column[],
  amountColumns: readonly Column[],
  cells: readonly Cell[],
  line: string,
  span: Span,
): ArithmeticRelation | null {
  const cell = (column: Column) => cells[amountColumns.indexOf(column)];
  const total = cell('total')!;
  if (columns.includes('qty')) {
    const unit = cell('unit');
    const quantity = unit && TABLE_QUANTITY.exec(line.slice(0, unit.index));
    if (!unit || !quantity) return null;
    const count = parseBrNumber(quantity.groups!.n!);
    return checked(
      'preco_unitario',
      span,
      `${formatNumber(count)} × ${formatMoney(unit.value)}`,
      moneyCheck(count * unit.value, total.value),
    );
  }
  const price = cell('price');
  const discount = cell('discount');
  if (!price || !discount || price.isPercent || total.isPercent) return null;
  const off = discount.isPercent ? percentOf(price.value, discount.value) : discount.value;
  const shown = discount.isPercent
    ? `${formatNumber(discount.value)}%`
    : formatMoney(discount.value);
  return checked(
    'desconto',
    span,
    `${formatMoney(price.value)} − ${shown}`,
    moneyCheck(price.value - off, total.value),
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
    return { amount: planSum(plan), shown: planShown(plan), quotas: count };
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
function listTotal(sentences: readonly Sentence[], at: number): ArithmeticRelation | null {
  const intro = sentences[at]!;
  if (!LIST_INTRO.test(intro.fold) || !SPLIT_INTRO.test(intro.fold)) return null;
  if (NOT_PARTS.test(intro.fold)) return null;
  const total = LIST_TOTAL.exec(intro.fold);
  if (total === null) return null;
  const items = listItems(sentences, at);
  if (items.length < 2 || items.some((item) => APPROXIMATE.test(item))) return null;
  const parts = items.map(partOf);
  const span = spanIn(intro, total.index, total[0].length);
  const declared = parseBrNumber(total.groups!.v!);
  if (parts.every((part) => part.amount !== null)) {
    const sum = parts.reduce((acc, part) => acc + part.amount!, 0);
    // Instalments with interest may exceed a cash price; they can never fall short of it.
    const isFinanced = sum > declared && items.some((item) => FINANCING.test(item));
    return checked(
      'lista',
      span,
      parts.map((part) => part.shown).join(' + '),
      moneyCheck(sum, declared, isFinanced || agrees(sum, declared)),
    );
  }
  const quotas = QUOTA_COUNT.exec(intro.fold);
  if (quotas === null || parts.some((part) => part.quotas === null)) return unparsed('lista', span);
  const declaredQuotas = parseBrNumber(quotas.groups!.count!);
  const sumQuotas = parts.reduce((acc, part) => acc + part.quotas!, 0);
  return checked('lista', span, parts.map((part) => formatNumber(part.quotas!)).join(' + '), {
    result: sumQuotas,
    printed: declaredQuotas,
    holds: sumQuotas === declaredQuotas,
    show: (value) => `${formatNumber(value)} quotas`,
  });
}

const cache = new WeakMap<AnalyzedDocument, ArithmeticRelation[]>();

/**
 * Every arithmetic relation of the document, in document order of the checks (built once per
 * document, linear in its size): the figures and their words in the preamble and the body, the
 * computations of the body's sentences and lists, and the rows of its tables.
 */
export function arithmeticRelations(doc: AnalyzedDocument): ArithmeticRelation[] {
  const cached = cache.get(doc);
  if (cached !== undefined) return cached;
  const { sentences, preambleSentences } = indexDocument(doc);
  // A contract without clauses has its preamble sentences among the body's: one relation a span.
  const seen = new Set<number>();
  const relations = [
    ...[preambleSentences, sentences].flatMap((part) => [
      ...part.flatMap(numberAndWords),
      ...part.map((_, at) => scheduleTotal(part, at)).filter((relation) => relation !== null),
    ]),
    ...wordsAndNumber(doc),
  ].filter((relation) => !seen.has(relation.start) && seen.add(relation.start));
  relations.push(
    ...sentences.flatMap((sentence, at) =>
      [
        instalmentTotal(sentence),
        unitPriceTotal(sentence),
        quotaCapital(sentence),
        listTotal(sentences, at),
        ...percentages(sentence),
      ].filter((relation) => relation !== null),
    ),
    ...tableRows(doc),
  );
  const cost = planAboveValue(doc);
  if (cost !== null) relations.push(cost);
  cache.set(doc, relations);
  return relations;
}

/** The findings of `criterion` among the relations that do not hold. */
export function arithmeticFindings(doc: AnalyzedDocument, criterion: TCriterion): RawFinding[] {
  const rules: readonly string[] = RULES[criterion];
  return arithmeticRelations(doc).flatMap((relation) =>
    relation.status === 'mismatch' && rules.includes(relation.finding.rule)
      ? [relation.finding]
      : [],
  );
}
