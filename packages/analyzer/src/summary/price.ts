/**
 * The price as a lawyer states it in a summary: the total and how it is paid (an entry and N
 * instalments of X), the monthly value (rent, fee, grant), a loan's or a donation's amount and
 * its instalments, a price per unit (per shift, per hour), an enrolment fee, a company's capital.
 * Read from the money entities and the words around each amount, never computed: every amount
 * said is one the contract writes.
 */
import { indexDocument, parseBrNumber } from '../analyzers/document-index';
import { documentFacts, PENALTY_RENT } from '../analyzers/facts';
import { formatMoney, formatNumber } from '../analyzers/rule';
import { figureOf } from '../rules/figures';
import { blanksOf } from '../facts/blanks';
import { checklistOf } from '../facts/elements';
import { regimeOf } from '../facts/regime';
import type { AnalyzedDocument, Clause } from '../types';
import {
  AMOUNT_BASE,
  AMOUNT_EXCLUDED_AFTER,
  AMOUNT_EXCLUDED_BEFORE,
  AMOUNT_MONTHLY_AFTER,
  AMOUNT_PER_UNIT,
  AMOUNT_SPLIT_AFTER,
  AMOUNT_THRESHOLD,
  AMOUNT_TITLED_AFTER,
  BALANCE_COUNT,
  DUE_MONTHLY_AFTER,
  ELSEWHERE_PRICE,
  PHRASE_END,
  PRICE_KEYWORDS,
  type PriceKeyword,
  type PriceRole,
} from './patterns';
import { listed } from './text';

/** An amount of the contract with what it is. */
interface Amount {
  value: number;
  role: PriceRole;
  /** How many instalments of it ("60 parcelas de R$ 127,00"), when said. */
  count: number | null;
  /** The instalment noun as a summary writes it, singular ("parcela", "prestação"). */
  noun: string;
  /** Whether the instalments are said to be monthly. */
  isMonthly: boolean;
  /** "por plantão de 12 horas", when the amount is a price per unit. */
  perUnit: string | null;
  /** The fee's name for a `taxa` ("matrícula", "taxa de implantação"). */
  label: string | null;
}

/** The price in words, and the same without its leading amount when the object already says it. */
export interface PriceStatement {
  text: string;
  /** The amount the statement opens with ("o empréstimo é de R$ 60.000,00"). */
  lead: number | null;
  /** The statement without that amount ("o empréstimo é pago em 12 parcelas…"), or null. */
  withoutLead: string | null;
}

/** How far before an amount its words are read. */
const LEFT_REACH = 100;
/** How far after an amount its words are read. */
const RIGHT_REACH = 120;

/** The words before an amount, back to the line start, a sentence end or the previous amount. */
function leftOf(doc: AnalyzedDocument, start: number, previousEnd: number): string {
  const lineStart = doc.fold.lastIndexOf('\n', start - 1) + 1;
  const left = doc.fold.slice(Math.max(previousEnd, start - LEFT_REACH, lineStart), start);
  const last = [...left.matchAll(PHRASE_END)].at(-1);
  return last === undefined ? left : left.slice(last.index + last[0].length);
}

/** The words after an amount, up to the line end, a sentence end or the next amount. */
function rightOf(doc: AnalyzedDocument, end: number, nextStart: number): string {
  const lineEnd = doc.fold.indexOf('\n', end);
  const to = Math.min(nextStart, end + RIGHT_REACH, lineEnd === -1 ? doc.fold.length : lineEnd);
  const right = doc.fold.slice(end, to);
  const stop = [...right.matchAll(PHRASE_END)][0];
  return stop === undefined ? right : right.slice(0, stop.index);
}

type KeywordMatch = { keyword: PriceKeyword; match: RegExpExecArray };

/**
 * The keyword closest before the amount (the one that ends last; of two ending together, the
 * longer: "30 mensalidades" over "mensalidades"); a weak one ("valor", "preço") only when there
 * is no strong one.
 */
function nearestKeyword(left: string): KeywordMatch | null {
  let best: KeywordMatch | null = null;
  const endOf = (match: RegExpExecArray) => match.index + match[0].length;
  for (const keyword of PRICE_KEYWORDS) {
    for (const match of left.matchAll(keyword.pattern)) {
      const isBetter =
        best === null ||
        (best.keyword.isWeak && !keyword.isWeak) ||
        (best.keyword.isWeak === keyword.isWeak &&
          (endOf(match) > endOf(best.match) ||
            (endOf(match) === endOf(best.match) && match[0].length > best.match[0].length)));
      if (isBetter) best = { keyword, match };
    }
  }
  return best;
}

/** The instalment noun as a summary writes it, singular, by its folded stem. */
const INSTALMENT_NOUNS: readonly (readonly [string, string])[] = [
  ['parcela', 'parcela'],
  ['presta', 'prestação'],
  ['mensalidade', 'mensalidade'],
  ['pagamento', 'pagamento'],
  ['vez', 'vez'],
  ['boleto', 'boleto'],
];

/** "prestacoes" → "prestação". */
const instalmentNoun = (folded: string): string =>
  INSTALMENT_NOUNS.find(([stem]) => folded.startsWith(stem))?.[1] ?? 'parcela';

/** Folded fee names as a summary writes them. */
const FEE_NAMES: Readonly<Record<string, string>> = {
  matricula: 'matrícula',
  'taxa de matricula': 'taxa de matrícula',
  inscricao: 'inscrição',
  'taxa de inscricao': 'taxa de inscrição',
  'taxa de adesao': 'taxa de adesão',
  'taxa de implantacao': 'taxa de implantação',
  'taxa unica de implantacao': 'taxa única de implantação',
  'taxa de instalacao': 'taxa de instalação',
  'taxa inicial de franquia': 'taxa inicial de franquia',
  'taxa de franquia': 'taxa de franquia',
};

/** "taxa inicial de franquia de" → "taxa inicial de franquia"; "matricula:" → "matrícula". */
function feeLabel(keyword: string): string {
  const label = keyword.replace(/\s+(?:de|no\s+valor\s+de)\s*$/u, '').replace(/[:\s]+$/u, '');
  return FEE_NAMES[label] ?? label;
}

/**
 * Whether the words before an amount make it no price: a fine, a cover, a cap after the closest
 * price word ("juros … em 12 parcelas de" is still an instalment; "parcela … de multa" is not).
 */
function isExcluded(left: string, found: KeywordMatch | null): boolean {
  const last = [...left.matchAll(AMOUNT_EXCLUDED_BEFORE)].at(-1);
  if (
    last !== undefined &&
    (found === null || found.keyword.isWeak || last.index > found.match.index)
  )
    return true;
  // "multa … calculada sobre o aluguel de R$ X": the amount is the base of something else.
  return found !== null && AMOUNT_BASE.test(left.slice(0, found.match.index));
}

/** What one amount is, or null when it is no price (a fine, an insurance cover, a cap…). */
function readAmount(
  doc: AnalyzedDocument,
  money: { start: number; end: number; value: number },
  left: string,
  right: string,
  isPaymentClause: boolean,
  isLoan: boolean,
): Amount | null {
  if (AMOUNT_THRESHOLD.test(left) || AMOUNT_EXCLUDED_AFTER.test(right)) return null;
  const found = nearestKeyword(left);
  if (isExcluded(left, found)) return null;
  const isMonthly =
    AMOUNT_MONTHLY_AFTER.test(right) ||
    /mensa(?:l|is)/u.test(doc.fold.slice(money.start, money.end)) ||
    (found?.keyword.role === 'parcela' && /\bmensa(?:l|is)\b/u.test(found.match[0]));
  const titled = AMOUNT_TITLED_AFTER.exec(right)?.groups?.what;
  let role: PriceRole | null = found?.keyword.role ?? null;
  // A sum handed over is the loan in a loan contract, a price anywhere else.
  if (role === 'emprestimo' && found?.keyword.isWeak && !isLoan) role = 'preco';
  if (titled !== undefined) role = /^(?:sinal|entrada)$/u.test(titled) ? 'entrada' : 'mensal';
  // "R$ 450,00/mês" is a monthly value whatever precedes it.
  if (role === null && isMonthly) role = 'mensal';
  const isPlainWord = found?.keyword.isWeak === true && found.keyword.isPayingVerb !== true;
  if (role === null || (isPlainWord && role === 'preco' && !isPaymentClause)) return null;
  const split = AMOUNT_SPLIT_AFTER.exec(right);
  if (role === 'preco' && found?.keyword.isWeak) {
    if (isMonthly || DUE_MONTHLY_AFTER.test(right)) role = 'mensal';
    else if (split !== null) role = 'subtotal';
  }
  const unit = AMOUNT_PER_UNIT.exec(right)?.indices?.groups?.unit;
  const groups = found?.match.groups ?? {};
  const count =
    role === 'parcela'
      ? figureOf(groups.count ?? '')
      : split?.groups?.count
        ? figureOf(split.groups.count)
        : null;
  return {
    value: money.value,
    role,
    count: count !== null && Number.isFinite(count) ? count : null,
    noun: instalmentNoun(groups.noun ?? 'parcelas'),
    isMonthly,
    perUnit:
      unit === undefined || role === 'parcela' || role === 'total' || role === 'subtotal'
        ? null
        : `por ${doc.text
            .slice(money.end + unit[0], money.end + unit[1])
            .replace(/\s+/gu, ' ')
            .toLowerCase()}`,
    label: role === 'taxa' ? feeLabel(found!.match[0]) : null,
  };
}

/** The clauses where a plain "valor de R$ X" is the price: the payment clause and the preamble. */
function paymentClauses(doc: AnalyzedDocument): Clause[] {
  const index = indexDocument(doc);
  const ref = checklistOf(doc).find((item) => item.key === 'pagamento')?.clauseRef;
  const clause = doc.clauses.find((candidate) => candidate.ref === ref);
  const clauses = doc.clauses.filter((candidate) => candidate.kind === 'preamble');
  if (clause !== undefined) clauses.push(index.topOf(clause));
  return clauses;
}

/** Whether a template blank ends just before `offset` ("R$ {$valor} (…)"). */
const isAfterBlank = (doc: AnalyzedDocument, offset: number): boolean =>
  doc.entities.placeholders.some((blank) => blank.end <= offset && blank.end >= offset - 20);

/** Every amount of the contract that is part of the price, in text order. */
function amountsOf(doc: AnalyzedDocument): Amount[] {
  const index = indexDocument(doc);
  const payment = paymentClauses(doc);
  const money = doc.entities.money;
  const isLoan = regimeOf(doc).contractType === 'Mútuo';
  const amounts: Amount[] = [];
  money.forEach((entry, at) => {
    const sentence =
      index.sentenceAt(entry.start) ??
      index.preambleSentences.find((candidate) => candidate.end > entry.start);
    if (sentence !== undefined && PENALTY_RENT.test(sentence.fold)) return;
    // "R$ {$valor} (QUATROCENTOS REAIS)": the figure is a blank; its words are no price.
    if (!/\d/u.test(entry.text) && isAfterBlank(doc, entry.start)) return;
    const left = leftOf(doc, entry.start, at > 0 ? money[at - 1]!.end : 0);
    const right = rightOf(doc, entry.end, money[at + 1]?.start ?? doc.fold.length);
    const isPaymentClause = payment.some(
      (clause) => entry.start >= clause.start && entry.start < clause.end,
    );
    const amount = readAmount(doc, entry, left, right, isPaymentClause, isLoan);
    if (amount !== null && amount.value > 0) amounts.push(amount);
  });
  return amounts;
}

const PLURALS: Readonly<Record<string, string>> = { prestação: 'prestações', vez: 'vezes' };

/** "60 parcelas mensais de R$ 127,00", "1 parcela de R$ 500,00". */
function instalments(amount: Amount): string {
  const count = amount.count ?? 1;
  const noun = count === 1 ? amount.noun : (PLURALS[amount.noun] ?? `${amount.noun}s`);
  // "mensalidades" are monthly by name.
  const monthly = amount.isMonthly && count > 1 && amount.noun !== 'mensalidade' ? ' mensais' : '';
  return `${formatNumber(count)} ${noun}${monthly} de ${formatMoney(amount.value)}`;
}

/** "R$ 1.205,22 por plantão de 12 horas"; several values of one unit as a range. */
function perUnit(amounts: readonly Amount[]): string | null {
  const first = amounts.find((amount) => amount.perUnit !== null);
  if (first === undefined) return null;
  const values = [
    ...new Set(amounts.filter((a) => a.perUnit === first.perUnit).map((a) => a.value)),
  ];
  if (values.length === 1) return `o valor é de ${formatMoney(values[0]!)} ${first.perUnit}`;
  const low = formatMoney(Math.min(...values));
  return `o valor vai de ${low} a ${formatMoney(Math.max(...values))} ${first.perUnit}`;
}

/** The instalment plans: one per distinct count and value, at most two ("1 + 59 parcelas"). */
function plans(amounts: readonly Amount[]): Amount[] {
  const seen = new Set<string>();
  const kept: Amount[] = [];
  for (const amount of amounts) {
    const key = `${amount.count}|${amount.value}`;
    if (amount.role !== 'parcela' || amount.count === null || seen.has(key)) continue;
    seen.add(key);
    kept.push(amount);
  }
  return kept.slice(0, 2);
}

/** A price statement; `lead` and `withoutLead` when it opens with an amount it can drop. */
const statement = (
  text: string,
  lead: number | null = null,
  withoutLead: string | null = null,
): PriceStatement => ({ text, lead, withoutLead });

/**
 * The price in words for the summary ("o valor total é de R$ 163.299,60, com entrada de
 * R$ 9.900,00 em 3 parcelas e 120 prestações mensais de R$ 1.278,33"), or a plain statement that
 * the price is blank or set outside the contract; null when the contract states no price.
 */
export function describePrice(doc: AnalyzedDocument): PriceStatement | null {
  const amounts = amountsOf(doc);
  const first = (role: PriceRole) =>
    amounts.find((amount) => amount.role === role && amount.perUnit === null);
  const plan = plans(amounts).map(instalments);
  const entry = first('entrada');
  const fee = first('taxa');
  const facts = documentFacts(doc);
  const entryWords =
    entry === undefined
      ? []
      : [
          `entrada de ${formatMoney(entry.value)}${entry.count !== null && entry.count > 1 ? ` em ${entry.count} parcelas` : ''}`,
        ];
  for (const [role, noun, toBePaid, paid] of GIVEN) {
    const given = first(role);
    if (given === undefined) continue;
    const lead = `${noun} é de ${formatMoney(given.value)}`;
    if (plan.length === 0) return statement(lead, given.value);
    const how = listed(plan);
    return statement(`${lead}, ${toBePaid} em ${how}`, given.value, `${noun} é ${paid} em ${how}`);
  }
  const capital = first('capital');
  if (capital !== undefined)
    return statement(`o capital social é de ${formatMoney(capital.value)}`);
  const total = first('total');
  const monthly = first('mensal')?.value ?? facts.monthlyValue;
  if (monthly !== null) {
    const sum = total === undefined ? '' : ` (${formatMoney(total.value)} no total)`;
    const extra = fee === undefined ? '' : `, com ${fee.label} de ${formatMoney(fee.value)}`;
    return statement(`o valor mensal é de ${formatMoney(monthly)}${sum}${extra}`);
  }
  const totalValue = total?.value ?? first('subtotal')?.value;
  if (totalValue !== undefined) {
    const details = [...entryWords, ...plan];
    const how = details.length > 0 ? `, com ${listed(details)}` : '';
    return statement(`o valor total é de ${formatMoney(totalValue)}${how}`);
  }
  if (plan.length > 0)
    return statement(
      fee === undefined
        ? `o preço é pago em ${listed([...entryWords, ...plan])}`
        : `a ${fee.label} é de ${formatMoney(fee.value)}, mais ${listed(plan)}`,
    );
  const unit = perUnit(amounts);
  if (unit !== null) return statement(unit);
  const price = first('preco') ?? entry ?? fee;
  if (price !== undefined)
    return statement(
      price.role === 'taxa'
        ? `a ${price.label} é de ${formatMoney(price.value)}`
        : `o preço é de ${formatMoney(price.value)}`,
    );
  const other = tablePrice(doc) ?? missingPrice(doc);
  return other === null ? null : statement(other);
}

/**
 * What is given and how it is repaid or delivered: "o empréstimo é de X, a pagar em …" (or "o
 * empréstimo é pago em …" when the object already says the amount).
 */
const GIVEN: readonly (readonly [PriceRole, string, string, string])[] = [
  ['emprestimo', 'o empréstimo', 'a pagar', 'pago'],
  ['doacao', 'a doação', 'entregue', 'entregue'],
];

/** A figure in a table cell, without "R$": "1.100,00". */
const CELL_AMOUNT = /^\d{1,3}(?:\.\d{3})*,\d{2}$/u;
/** Any cell of a table row of figures: an ordinal, a date or an amount. */
const CELL_FIGURE = /^(?:\d{1,3}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,3}(?:\.\d{3})*,\d{2})$/u;
/** A header row that names a price column ("Parcela Vencimento Valor Desconto…"), without figures. */
const PRICE_HEADER = /^(?=[^\d]*$)(?=.*\b(?:valor|mensalidade|preco)\b)/u;
/** A header that ends on the value after a discount ("… Total c/ desconto"). */
const DISCOUNT_LAST = /\bdesconto\s*$/u;
/** A header that opens on the instalment number ("Parcela …", "Nº da parcela …"). */
const INSTALMENT_FIRST = /^(?:n[ºo°]?\.?\s*(?:da\s+)?)?(?:parcela|prestacao|mensalidade)\b/u;

/**
 * A price written in a table of the payment clause without "R$" (the cells are separated only by
 * spaces once the text is normalised): under a header that names a price column, a row of
 * figures whose first amount is the value and, when the header ends on "desconto", whose last
 * amount is the value after the discount ("Parcela Vencimento Valor … Total c/ desconto" over
 * "01 13/02/2025 1.100,00 … 990,00" is "a 1ª parcela é de R$ 1.100,00 (R$ 990,00 com
 * desconto)").
 */
function tablePrice(doc: AnalyzedDocument): string | null {
  for (const clause of paymentClauses(doc)) {
    const lines = doc.fold
      .slice(clause.start, clause.end)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    for (const [at, header] of lines.entries()) {
      const row = lines[at + 1]?.split(/\s+/u) ?? [];
      if (!PRICE_HEADER.test(header) || row.length < 2 || !row.every((c) => CELL_FIGURE.test(c)))
        continue;
      const amounts = row.filter((cell) => CELL_AMOUNT.test(cell)).map(parseBrNumber);
      if (amounts.length === 0) continue;
      const value = amounts[0]!;
      const last = amounts.at(-1)!;
      const net =
        DISCOUNT_LAST.test(header) && last < value ? ` (${formatMoney(last)} com desconto)` : '';
      const what =
        INSTALMENT_FIRST.test(header) && /^\d{1,2}$/u.test(row[0]!)
          ? `a ${Number(row[0])}ª parcela`
          : 'o valor';
      const balance = BALANCE_COUNT.exec(doc.fold.slice(clause.start, clause.end));
      const rest =
        balance === null ? '' : `, e o saldo é pago em ${balance.groups!.count} parcelas`;
      return `${what} é de ${formatMoney(value)}${net}${rest}`;
    }
  }
  return null;
}

/** A price left blank in the template, or set in another document ("conforme a proposta"). */
function missingPrice(doc: AnalyzedDocument): string | null {
  // A blank value in the payment clause or in the opening "quadro resumo".
  const inPayment = (offset: number) =>
    paymentClauses(doc).some((clause) => offset >= clause.start && offset < clause.end);
  if (blanksOf(doc).some((blank) => blank.kind === 'valor' && inPayment(blank.start)))
    return 'o valor está em branco';
  const where = ELSEWHERE_PRICE.exec(doc.fold);
  return where === null ? null : `o valor é definido ${placeOf(where.groups!.where!)}`;
}

/** Folded names of the documents a price may be set in, as a summary writes them. */
const PLACES: Readonly<Record<string, string>> = {
  anexo: 'no anexo',
  proposta: 'na proposta',
  'termo de contratacao': 'no termo de contratação',
  'termo de adesao': 'no termo de adesão',
  tabela: 'na tabela',
  pedido: 'no pedido',
  ficha: 'na ficha',
  quadro: 'no quadro',
  'quadro resumo': 'no quadro-resumo',
  'quadro-resumo': 'no quadro-resumo',
  site: 'no site',
  programacao: 'na programação',
};

const placeOf = (where: string): string => PLACES[where.replace(/\s+/gu, ' ')] ?? `no ${where}`;
