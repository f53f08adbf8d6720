/**
 * Arithmetic the contract states: instalments that must add up to a total, quantities times unit
 * prices, a company's quotas times their value, and lists of parts that split a total.
 */
import type { RawFinding } from '../../types';
import { parseBrNumber, type Sentence } from '../document-index';
import { findingOf, formatMoney, formatNumber } from '../rule';
import {
  APPROXIMATE,
  DOWN_PAYMENT,
  DOWN_PAYMENT_BEFORE,
  FINANCING,
  INSTALMENTS,
  LIST_INTRO,
  LIST_TOTAL,
  MONEY,
  NOT_PARTS,
  QUOTA_COUNT,
  QUOTA_VALUE,
  SPECS,
  SPLIT_INTRO,
  TOTAL_MONEY,
  UNIT_PRICE,
} from './patterns';

/** Two amounts agree when they differ by less than a cent or 0.5% (rounded instalments). */
export const agrees = (a: number, b: number): boolean =>
  Math.abs(a - b) < Math.max(0.01, Math.max(a, b) * 0.005);

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

/** Every arithmetic relation of the sentences that does not add up. */
export function arithmetic(sentences: readonly Sentence[]): RawFinding[] {
  return sentences.flatMap((sentence, at) =>
    [
      instalmentTotal(sentence),
      unitPriceTotal(sentence),
      quotaCapital(sentence),
      listTotal(sentences, at),
    ].filter((finding) => finding !== null),
  );
}
