/**
 * keyValuesAnalysis (financial risks): fines checked against the vetted legal table (lump-sum,
 * per day, per month), default interest and compounding, what the customer loses of what was paid
 * when the relation ends, collection costs and future instalments charged to the customer, lease
 * early-exit fines, guarantees and deposits, adjustment periodicity and index, unlimited liability,
 * full payment in advance and a price the contract leaves open (`undefined-price.ts`).
 */
import type { TContractType } from '@contrato-claro/shared';
import { regimeOf, type Regime } from '../../facts/regime';
import type { LegalReferenceId } from '../../legal/references';
import { foldText } from '../../text/fold';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, parseBrNumber, type Sentence } from '../document-index';
import { documentFacts, MONEY_SOURCE, PENALTY_RENT } from '../facts';
import { findingOf, formatNumber, type RuleSpec } from '../rule';
import { periodOf } from '../../entities/percentages';
import { figureOf, rateOf } from '../../rules/figures';
import {
  ACCELERATION,
  ADJUSTMENT,
  ANY_BREACH,
  ANY_BREACH_FINE_MAX,
  ADJUSTMENT_MIN_MONTHS,
  CALENDAR_MONTH,
  ADJUSTMENT_PERIOD_REACH,
  CIVIL_LATE_FINE_MAX,
  COLLECTION_AGENCY,
  COLLECTION_CONTEXT,
  COLLECTION_COSTS,
  COMPOUND,
  CONSORTIUM,
  CONSUMER_LATE_FINE_MAX,
  CONTRACT_BASE,
  CUSTOMER_SIDE,
  DEPOSIT,
  DEPOSIT_HELD,
  DEPOSIT_MAX_RENTS,
  DEPOSIT_RENTS,
  EARLY_EXIT,
  END_EVENT,
  EVERY_UPDATE,
  FEES_AS_PRICE,
  FEE_REVISED,
  FEES_PERCENT,
  FINANCIAL_LENDER,
  FINE_CAP,
  FINE_ON_CHARGES,
  FINE_PERCENT,
  FINE_WORD,
  FORBIDDEN,
  FORFEIT_ALL_PAID,
  FULL_ADVANCE,
  FUTURE_INSTALMENTS,
  GENERIC_TAXES,
  GROUP_END,
  GUARANTEES,
  GUARANTEE_CONTEXT,
  GUARANTOR_LINE,
  GUARANTOR,
  INDEX_NAME,
  INSTALMENTS,
  INTEREST_DAY_COUNT,
  INTEREST_EXCESS_FOR_ALTA,
  INTEREST_PERIOD,
  INTEREST_RATE,
  INTEREST_RESTATED,
  EXIT_EVENT,
  FINE_IN_FEES,
  FINE_IN_MINIMUM_WAGES,
  LATE_FINE,
  LATE_PAYMENT,
  LOST_DISCOUNTS,
  ONE_DISCOUNT,
  LAWFUL_KEEP,
  LEGAL_SERVICES,
  LONG_TERM_MONTHS,
  LOT_LATE_FINE_MAX,
  LOT_SALE,
  MID_YEAR,
  MONETARY,
  MONTHLY_INTEREST_MAX,
  MUTUAL,
  NAMED_TAX,
  NO_COMPOUNDING,
  NO_CORRECTION,
  NO_REDUCTION,
  NEXT_YEAR,
  NO_REFUND,
  NOT_CHARGED,
  OUT_OF_COURT,
  OWED_DEBT,
  PAID_MONEY,
  PENALTY_FINE_MAX,
  PER_DAY,
  PER_DAY_AFTER,
  PENALTY_CONTEXT,
  PER_MONTH_AFTER,
  PERIOD,
  PERIOD_BEFORE,
  PERIOD_IN_BRACKETS,
  PERIOD_MONTHS,
  PERIODIC_PAYMENT,
  PRICE_BASE,
  PRICE_SHARE_FORFEIT,
  PRICE_SHARE_MIN,
  PROPORTIONAL,
  PUNCTUALITY_DISCOUNT,
  REFUND_AT_END,
  REFUNDED_SHARE,
  REMAINING_RENTS,
  RETAINED_SHARE,
  RETENTION_CONTEXT,
  RETENTION_MAX,
  SERVICE_SUSPENDED,
  SHARE_OF,
  SHARE_RATE,
  SPECS,
  STILL_DUE,
  SUBSTITUTE_GUARANTEE,
  SURCHARGE,
  UNLIMITED_LIABILITY,
} from './patterns';
import { fineWithoutAmount, fineWithoutBase } from './undefined-fine';
import { undefinedPrice, untoldTotal } from './undefined-price';
import { arithmeticFindings } from '../contradiction/arithmetic';

const MONEY = new RegExp(MONEY_SOURCE, 'u');
const END_EVENTS = new RegExp(END_EVENT.source, 'gu');
/** How far before the future instalments the exit that triggers them is pointed at (characters). */
const END_REACH = 80;
/** How much of the opening (title and qualification of the parties) names the lender's kind. */
const OPENING = 3000;
/** How far back in its clause a list item looks for what it is a list of (characters). */
const CLAUSE_LOOKBACK = 1500;
/** An early exit and its fine further apart than this are pointed at by the fine alone. */
const EXIT_SPAN_MAX = 200;
/** Words after a finding's span that tell a repeated clause from a look-alike (characters). */
const REPEAT_CONTEXT = 80;
/** How far after a fine's rate its cadence and base are read (characters). */
const AFTER_FINE = 240;
/** A yearly rhythm stated in the same sentence as an adjustment. */
const ANNUAL = /\banual\w*|\b(?:doze|12)\s+(?:\(doze\)\s+)?meses\b|\bcada\s+ano\b/u;
/** Types in which the buyer pays the price of goods in instalments (CDC art. 53). */
const SALE_TYPES: readonly TContractType[] = ['Compra e venda', 'Promessa de compra e venda'];
/** Types whose price pays for a service: charging its future instalments charges for nothing. */
const SERVICE_TYPES: readonly TContractType[] = [
  'Prestação de serviços',
  'Serviços educacionais',
  'Termos de uso',
  'Licença de software',
];

/** A half-open span of the text. */
interface Span {
  start: number;
  end: number;
}

/** What the rules of one document need to know about it, read once. */
interface Context {
  doc: AnalyzedDocument;
  regime: Regime;
  /** A sale of lots of a subdivision (Lei 6.766/1979 art. 26, V). */
  isLotSale: boolean;
  /** A financial institution or an Empresa Simples de Crédito lends: no usury ceiling. */
  isFinancialLender: boolean;
  /** Every party with a document is a company: the Lei de Usura does not apply (Lei 14.905/2024 art. 3º). */
  isBetweenCompanies: boolean;
  /** A sale of goods paid in instalments. */
  isInstalmentSale: boolean;
}

function contextOf(doc: AnalyzedDocument): Context {
  const regime = regimeOf(doc);
  // A condominium has a CNPJ but is no legal person (CC art. 44): the usury law still binds it.
  const documents = doc.entities.parties.flatMap((party) =>
    party.document === null
      ? []
      : [/\bcondominio\b/u.test(foldText(party.name ?? '')) ? 'CPF' : party.document.kind],
  );
  const isSale = SALE_TYPES.includes(regime.contractType);
  return {
    doc,
    regime,
    isLotSale: isSale && LOT_SALE.test(doc.fold),
    isFinancialLender: FINANCIAL_LENDER.test(doc.fold.slice(0, OPENING)),
    isBetweenCompanies: documents.length >= 2 && documents.every((kind) => kind === 'CNPJ'),
    isInstalmentSale: isSale && regime.hasRecurringPayments,
  };
}

const spanOf = (passage: Sentence, match: RegExpExecArray | RegExpMatchArray) => {
  const start = passage.start + match.index!;
  return { start, end: start + match[0].length };
};

/** The span between two offsets of a passage. */
const spanIn = (passage: Sentence, from: number, to: number) => ({
  start: passage.start + from,
  end: passage.start + to,
});

/** The part of a folded passage between semicolons that holds `at`. */
function partAround(fold: string, at: number): string {
  const end = fold.indexOf(';', at);
  return fold.slice(fold.lastIndexOf(';', at) + 1, end === -1 ? fold.length : end);
}

/** The text of a passage's top clause up to the passage's end: what a list item belongs to. */
function clauseUpTo(context: Context, passage: Sentence): string {
  const top = indexDocument(context.doc).topOf(passage.clause);
  return context.doc.fold.slice(Math.max(top.start, passage.end - CLAUSE_LOOKBACK), passage.end);
}

/** The ceiling of a late-payment fine for this document, in percent, how to say it, and its law. */
function lateFineCeiling(context: Context): {
  max: number;
  basis: string;
  legalRef: LegalReferenceId;
} {
  if (context.isLotSale) {
    return {
      max: LOT_LATE_FINE_MAX,
      basis: 'limite de 10% da Lei de loteamentos',
      legalRef: 'lei6766.art26.V',
    };
  }
  return context.regime.isConsumer
    ? {
        max: CONSUMER_LATE_FINE_MAX,
        basis: 'limite de 2% das relações de consumo',
        legalRef: 'cdc.art52.p1',
      }
    : {
        max: CIVIL_LATE_FINE_MAX,
        basis: `patamar usual de ${CIVIL_LATE_FINE_MAX}%`,
        legalRef: 'cc.art412-413',
      };
}

/**
 * A fine counted per day without a ceiling grows without end: a month of it is compared with the
 * ceiling of a lump-sum fine of its kind (CDC art. 52 §1º, CC arts. 412–413).
 */
function dailyFine(
  context: Context,
  passage: Sentence,
  span: Span,
  rate: number,
  isLate: boolean,
): RawFinding | null {
  if (FINE_CAP.test(passage.fold) || context.regime.isPublic) return null;
  const monthly = rate * 30;
  const { max, basis, legalRef } = isLate
    ? lateFineCeiling(context)
    : {
        max: PENALTY_FINE_MAX,
        basis: `patamar de ${PENALTY_FINE_MAX}% de uma multa razoável`,
        legalRef: 'cc.art412-413' as const,
      };
  if (monthly <= max) return null;
  return findingOf(SPECS.multaExcessiva, span, {
    title: 'Multa diária sem limite',
    description: `A multa de ${formatNumber(rate)}% por dia, sem teto, chega a ${formatNumber(monthly)}% em um mês (acima do ${basis}) e pode ultrapassar o valor da própria obrigação.`,
    severity: 'alta',
    legalRef,
  });
}

function fines(context: Context, passage: Sentence): RawFinding[] {
  const { isConsumer } = context.regime;
  const findings: RawFinding[] = [];
  const isLate = LATE_PAYMENT.test(passage.fold) && !/\bcompensatoria\b/u.test(passage.fold);
  for (const match of passage.fold.matchAll(FINE_PERCENT)) {
    const rate = rateOf((match.groups!.n ?? match.groups!.n2)!);
    if (rate === null) continue;
    const end = match.index + match[0].length;
    const after = passage.fold.slice(end, end + AFTER_FINE);
    // "2% (dois por cento ao mês)", "multa mensal de 2%": the period may be in the rate's words
    // in brackets or before the rate.
    const inside =
      PERIOD_IN_BRACKETS.exec(match[0])?.groups!.period ??
      PERIOD_BEFORE.exec(match.groups!.gap ?? '')?.groups!.period;
    const insidePeriod = inside === undefined ? null : periodOf(inside);
    const perDay = PER_DAY_AFTER.exec(after);
    if (perDay || insidePeriod === 'dia' || PER_DAY.test(match.groups!.gap ?? '')) {
      const span = spanIn(passage, match.index, end + (perDay?.[0].length ?? 0));
      const finding = dailyFine(context, passage, span, rate, isLate);
      if (finding) findings.push(finding);
      continue;
    }
    const perMonth = PER_MONTH_AFTER.exec(after) ?? (insidePeriod === 'mês' ? [''] : null);
    if (perMonth && isLate) {
      // A late fine is charged once; charged every month it is interest under another name.
      findings.push(
        findingOf(SPECS.multaExcessiva, spanIn(passage, match.index, end + perMonth[0].length), {
          title: 'Multa de mora cobrada todo mês',
          description: `A multa de ${formatNumber(rate)}% se repete a cada mês de atraso: somada aos juros, funciona como juros disfarçados, quando a multa de mora deveria incidir uma única vez.`,
          severity: 'média',
          legalRef: isConsumer ? 'cdc.art52.p1' : 'cc.art412-413',
        }),
      );
      continue;
    }
    if (isLate) {
      const { max, basis, legalRef } = lateFineCeiling(context);
      const onCharges = isConsumer && !context.isLotSale ? FINE_ON_CHARGES.exec(after) : null;
      if (rate <= max && onCharges) {
        findings.push(
          findingOf(SPECS.multaExcessiva, spanIn(passage, match.index, end + onCharges[0].length), {
            title: 'Multa de mora calculada sobre outros encargos',
            description: `A multa de ${formatNumber(rate)}% incide sobre a dívida já acrescida de juros, encargos ou outras multas; nas relações de consumo ela se calcula sobre o valor da prestação.`,
            severity: 'média',
            legalRef: 'cdc.art52.p1',
          }),
        );
        continue;
      }
      if (rate <= max) continue;
      findings.push(
        findingOf(SPECS.multaExcessiva, spanOf(passage, match), {
          title: 'Multa por atraso acima do limite',
          description: `A multa por atraso de ${formatNumber(rate)}% supera o ${basis}${isConsumer && !context.isLotSale ? '' : ' e pode ser reduzida judicialmente'}.`,
          severity: isConsumer && !context.isLotSale ? 'alta' : 'média',
          legalRef,
        }),
      );
    } else if (
      rate >= ANY_BREACH_FINE_MAX &&
      rate <= PENALTY_FINE_MAX &&
      ANY_BREACH.test(passage.fold) &&
      CONTRACT_BASE.test(after)
    ) {
      findings.push(
        findingOf(SPECS.multaExcessiva, spanOf(passage, match), {
          title: 'Multa alta para qualquer descumprimento',
          description: `A mesma multa de ${formatNumber(rate)}% do valor total do contrato vale para qualquer falha, mesmo leve; se for desproporcional ao prejuízo, o juiz pode reduzi-la.`,
          severity: 'média',
        }),
      );
    } else if (rate > PENALTY_FINE_MAX) {
      findings.push(
        findingOf(SPECS.multaExcessiva, spanOf(passage, match), {
          description: `A multa de ${formatNumber(rate)}% é desproporcional e pode ser reduzida pelo juiz por ser manifestamente excessiva.`,
        }),
      );
    }
    const unbased = isLate ? null : fineWithoutBase(context.doc, passage, match, after);
    if (unbased) findings.push(unbased);
  }
  return findings;
}

/**
 * A consumer's exit charged two or more monthly fees, the same whenever it happens and not
 * reduced in proportion to the time left: a lock-in fine the court may reduce (CC art. 413),
 * abusive when excessive in a consumer contract (CDC art. 51, IV).
 */
function exitFineInFees(context: Context, passage: Sentence): RawFinding[] {
  if (!context.regime.isConsumer || !EXIT_EVENT.test(passage.fold)) return [];
  const fine = FINE_IN_FEES.exec(passage.fold);
  if (fine === null || /\bproporciona/u.test(passage.fold)) return [];
  const count = fine.groups!.p === undefined ? figureOf(fine.groups!.n!) : Number(fine.groups!.p);
  if (count === null || count < 2) return [];
  return [
    findingOf(SPECS.multaExcessiva, spanOf(passage, fine), {
      title: 'Multa de várias mensalidades para sair do contrato',
      description: `Sair do contrato custa ${count} mensalidades, o mesmo valor em qualquer momento, sem proporção com o tempo que falta: é uma fidelidade imposta, que o juiz pode reduzir.`,
      severity: 'média',
      legalRef: 'cdc.art51.IV',
    }),
  ];
}

/**
 * A fine counted in minimum wages: the Constitution forbids the minimum wage as an index (CF art.
 * 7º, IV), and a fixed sum for any breach may be reduced by the court.
 */
function fineInMinimumWages(passage: Sentence): RawFinding[] {
  const fine = FINE_IN_MINIMUM_WAGES.exec(passage.fold);
  if (fine === null) return [];
  const count = fine.groups!.n!;
  return [
    findingOf(SPECS.multaExcessiva, spanOf(passage, fine), {
      title: 'Multa atrelada ao salário mínimo',
      description: `A multa é fixada em ${count} salários mínimos: a Constituição proíbe usar o salário mínimo como indexador, e um valor fixo, o mesmo para qualquer falta, pode ser reduzido pelo juiz.`,
      severity: 'média',
      legalRef: 'cf.art7.IV',
    }),
  ];
}

const ONE_DISCOUNT_LOST = {
  title: 'Desconto concedido perdido somado à multa',
  description:
    'Um atraso faz perder o desconto concedido, além da multa e dos juros: na prática, uma segunda penalidade pelo mesmo atraso.',
};

/**
 * A consumer who pays late loses every discount (or the one granted) on top of the late fine and
 * interest: a second
 * penalty for the same delay (a lawyer raises it; courts have admitted a mere punctuality
 * discount, so no article is cited).
 */
function lostDiscounts(context: Context, passage: Sentence): RawFinding[] {
  if (!context.regime.isConsumer || !LATE_PAYMENT.test(passage.fold)) return [];
  const lost = LOST_DISCOUNTS.exec(passage.fold);
  if (lost === null || !LATE_FINE.test(context.doc.fold)) return [];
  // One discount granted ("perderá o desconto de 15% concedido"), not every one.
  const isOne = ONE_DISCOUNT.test(lost[0]);
  return [findingOf(SPECS.descontoPerdido, spanOf(passage, lost), isOne ? ONE_DISCOUNT_LOST : {})];
}

/**
 * A discount for paying on time, stated with its amount, in a contract with a late fine: the
 * price really charged is the discounted one, so a late payer loses the discount and pays the
 * fine and interest on top — a heavier penalty than the fine says (courts are divided on it in
 * leases and schools, so no article is cited). Points at the first statement of the discount.
 */
function punctualityDiscount(doc: AnalyzedDocument): RawFinding[] {
  const discount = PUNCTUALITY_DISCOUNT.exec(doc.fold);
  if (discount === null || !LATE_FINE.test(doc.fold)) return [];
  const lineEnd = doc.fold.indexOf('\n', discount.index);
  return [
    findingOf(
      SPECS.descontoPerdido,
      { start: discount.index, end: lineEnd === -1 ? doc.fold.length : lineEnd },
      {
        title: 'Desconto de pontualidade somado à multa',
        description:
          'O valor a pagar é o com desconto de pontualidade: quem atrasa perde o desconto e ainda paga a multa e os juros, e o atraso custa, somado, mais do que a multa prevista.',
      },
    ),
  ];
}

/**
 * Every tax tied to the services put on the customer without naming any: what else will be
 * charged beyond the price cannot be known.
 */
function genericTaxes(context: Context, passage: Sentence): RawFinding[] {
  if (!SERVICE_TYPES.includes(context.regime.contractType)) return [];
  const taxes = GENERIC_TAXES.exec(passage.fold);
  if (taxes === null || NAMED_TAX.test(passage.fold)) return [];
  if (!CUSTOMER_SIDE.test(`${clauseUpTo(context, passage)} ${passage.fold}`)) return [];
  return [findingOf(SPECS.tributosGenericos, spanOf(passage, taxes))];
}

/**
 * The law that caps what a supplier keeps of what the customer paid: CDC art. 53 in a consumer's
 * purchase in instalments, CDC art. 51, IV in other consumer relations, CC arts. 412–413 (a
 * penalty reduced when excessive) otherwise.
 */
function retentionRef(context: Context): LegalReferenceId {
  if (!context.regime.isConsumer) return 'cc.art412-413';
  return SALE_TYPES.includes(context.regime.contractType) ? 'cdc.art53' : 'cdc.art51.IV';
}

const overlapsAny = (span: Span, others: readonly Span[]) =>
  others.some((other) => other.start < span.end && span.start < other.end);

/**
 * What the customer paid, kept when the relation ends: all of it ("perderá as parcelas pagas",
 * "sem qualquer restituição", "não terá a quantia devolvida"), a share above 20% of it, a share
 * of the whole price in an instalment sale (which can swallow everything paid early on), or the
 * whole price of a service; and refunds put off to the end of the plan.
 */
function retention(context: Context, passage: Sentence, earlier: RawFinding[]): RawFinding[] {
  const { regime } = context;
  if (regime.isLease || regime.isEmployment || regime.isInternship) return [];
  const { fold } = passage;
  const legalRef = retentionRef(context);
  const isEnd = END_EVENT.test(fold);
  const all =
    FORFEIT_ALL_PAID.exec(fold) ?? (isEnd && !LAWFUL_KEEP.test(fold) ? NO_REFUND.exec(fold) : null);
  if (all) {
    return [
      findingOf(SPECS.multaExcessiva, spanOf(passage, all), {
        title: 'Perda de todos os valores pagos',
        description:
          'Ao fim do contrato o cliente não recebe de volta nada do que pagou: a perda de tudo funciona como multa de 100% e pode ser reduzida pelo juiz.',
        legalRef,
      }),
    ];
  }
  const findings: RawFinding[] = [];
  const isDeferred = isEnd && REFUND_AT_END.test(fold) && !CONSORTIUM.test(context.doc.fold);
  const deferral = isDeferred
    ? ' e a devolução só acontece no fim do plano, anos depois da saída'
    : '';
  const shares =
    isEnd && PAID_MONEY.test(fold)
      ? [
          ...[...fold.matchAll(RETAINED_SHARE)].map((match) => ({
            match,
            kept: rateOf(match.groups!.n!) ?? 0,
            onPrice: PRICE_BASE.test(fold.slice(match.index + match[0].length)),
          })),
          ...[...fold.matchAll(REFUNDED_SHARE)].map((match) => ({
            match,
            kept: 100 - (rateOf(match.groups!.n!) ?? 100),
            onPrice: false,
          })),
        ]
      : [];
  for (const { match, kept, onPrice } of shares) {
    const span = spanOf(passage, match);
    if (onPrice || kept <= RETENTION_MAX || overlapsAny(span, [...earlier, ...findings])) continue;
    findings.push(
      findingOf(SPECS.multaExcessiva, span, {
        title: 'Retenção excessiva do que foi pago',
        description: `Quem sai do contrato perde ${formatNumber(kept)}% do que pagou${deferral}; retenções acima de 10% a 20% do valor pago costumam ser reduzidas pelos tribunais.`,
        severity: isDeferred ? 'alta' : 'média',
        legalRef,
      }),
    );
  }
  findings.push(...priceShares(context, passage, [...earlier, ...findings]));
  if (isDeferred && findings.length === 0) {
    findings.push(
      findingOf(SPECS.multaExcessiva, spanOf(passage, REFUND_AT_END.exec(fold)!), {
        title: 'Devolução só no fim do plano',
        description:
          'Quem desiste só recebe de volta o que pagou quando o plano terminar, o que pode levar anos; a devolução deve ser imediata.',
        severity: 'média',
        // A consumer's promise to buy a property: the STJ wants the refund at once (Súmula 543).
        legalRef:
          regime.isConsumer && regime.contractType === 'Promessa de compra e venda'
            ? 'stj.sumula543'
            : legalRef,
      }),
    );
  }
  return findings;
}

/**
 * A share of the whole price kept or charged when the customer leaves: in a sale in instalments
 * any sizeable share can exceed what was paid; in a service, the whole price is a total loss.
 * List items ("b) 8% do preço") read their clause for the deduction and the exit they belong to.
 */
function priceShares(context: Context, passage: Sentence, earlier: RawFinding[]): RawFinding[] {
  const findings: RawFinding[] = [];
  const { fold } = passage;
  // A fine of a share of the price is judged as a fine; a share either side pays is no retention.
  const fines = [...fold.matchAll(FINE_PERCENT)].map((match) => spanOf(passage, match));
  if (MUTUAL.test(fold)) return [];
  let clause: string | null = null;
  for (const match of fold.matchAll(SHARE_RATE)) {
    const rate = rateOf(match.groups!.n!) ?? 0;
    const end = match.index + match[0].length;
    const base = PRICE_BASE.exec(fold.slice(end));
    const isForfeit = rate >= PRICE_SHARE_FORFEIT;
    if (!base || (!isForfeit && (!context.isInstalmentSale || rate < PRICE_SHARE_MIN))) continue;
    clause ??= clauseUpTo(context, passage);
    const isKept = RETENTION_CONTEXT.test(clause) || (isForfeit && PENALTY_CONTEXT.test(clause));
    if (!END_EVENT.test(clause) || !isKept) continue;
    const span = spanIn(passage, match.index, end + base[0].length);
    if (overlapsAny(span, [...earlier, ...findings, ...fines])) continue;
    findings.push(
      findingOf(SPECS.multaExcessiva, span, {
        title:
          rate >= PRICE_SHARE_FORFEIT
            ? 'Perda de todo o preço'
            : 'Retenção calculada sobre o preço total',
        description:
          rate >= PRICE_SHARE_FORFEIT
            ? 'Na desistência o cliente paga todo o preço sem receber o serviço: a penalidade deve corresponder ao prejuízo efetivo.'
            : `A retenção de ${formatNumber(rate)}% é calculada sobre o preço total, não sobre o que foi pago: no começo do contrato ela pode consumir tudo o que o comprador pagou.`,
        severity: context.regime.isConsumer || rate >= PRICE_SHARE_FORFEIT ? 'alta' : 'média',
        legalRef: retentionRef(context),
      }),
    );
  }
  return findings;
}

/** Monthly equivalent of a rate and its period ("ao ano" divides by 12, "ao dia" multiplies by 30). */
const monthlyRate = (rate: number, period: string): number =>
  ({ ano: rate / 12, dia: rate * 30, mês: rate })[periodOf(period)];

/** A monthly rate shown with its simple yearly equivalent: "10% ao mês (120% ao ano)". */
const monthAndYear = (monthly: number): string =>
  `${formatNumber(monthly)}% ao mês (${formatNumber(monthly * 12)}% ao ano)`;

/**
 * Interest above 1% a month between private parties (Lei de Usura art. 1º, CC arts. 406 and
 * 591), worse the further above; not for a financial lender (STF Súmula 596, LC 167/2019) nor
 * between companies outside a loan (Lei 14.905/2024 art. 3º). A rate without a period counted
 * "pro rata die" is ambiguous; a rate restated in other words is read as restated.
 */
function interest(context: Context, passage: Sentence): RawFinding[] {
  const { regime, isFinancialLender, isBetweenCompanies } = context;
  const findings: RawFinding[] = [];
  const isUsuryFree = isFinancialLender || isBetweenCompanies;
  const isCapped = !isFinancialLender && (!isBetweenCompanies || regime.contractType === 'Mútuo');
  for (const match of isCapped ? passage.fold.matchAll(INTEREST_RATE) : []) {
    const rate = rateOf(match.groups!.n!);
    if (rate === null) continue;
    const end = match.index + match[0].length;
    const rest = passage.fold.slice(end);
    const direct = INTEREST_PERIOD.exec(rest);
    const restated = direct ? null : INTEREST_RESTATED.exec(rest);
    // "1% (um por cento ao mês)", "juros mensais de 1%": the period is in the brackets or before.
    const bracket = direct || restated ? null : PERIOD_IN_BRACKETS.exec(match[0]);
    const before = direct || restated || bracket ? null : PERIOD_BEFORE.exec(match.groups!.gap!);
    // Where in the passage the period found in the brackets or before the rate starts.
    const insideAt =
      bracket !== null
        ? match.index + bracket.index + bracket[0].lastIndexOf(bracket.groups!.period!)
        : before !== null
          ? match.indices!.groups!.gap![0] + before.index
          : null;
    const inside = bracket ?? before;
    const stated =
      direct ?? restated ?? (inside === null ? null : { 0: '', groups: inside.groups });
    if (!stated) {
      if (rate * 30 > MONTHLY_INTEREST_MAX && INTEREST_DAY_COUNT.test(rest)) {
        findings.push(
          findingOf(SPECS.jurosMora, spanIn(passage, match.index, end), {
            title: 'Juros sem período definido',
            description: `A cláusula não diz se os juros de ${formatNumber(rate)}% são ao mês ou ao dia; contados dia a dia, podem ser lidos como ${formatNumber(rate)}% ao dia, cerca de ${monthAndYear(rate * 30)}.`,
            legalRef: undefined,
          }),
        );
      }
      continue;
    }
    const statedRate = restated ? (rateOf(restated.groups!.n!) ?? rate) : rate;
    const period = stated.groups!.period!;
    const monthly = monthlyRate(statedRate, period);
    if (monthly <= MONTHLY_INTEREST_MAX + 1e-9) continue;
    const stop = end + stated[0].length;
    const periodStart = insideAt ?? stop - period.length;
    const periodText = context.doc.text.slice(
      passage.start + periodStart,
      passage.start + periodStart + period.length,
    );
    const isAlarming = monthly > MONTHLY_INTEREST_MAX * INTEREST_EXCESS_FOR_ALTA;
    // A monthly rate needs only its yearly equivalent.
    const equivalent =
      monthly === statedRate ? `${formatNumber(monthly * 12)}% ao ano` : monthAndYear(monthly);
    findings.push(
      findingOf(SPECS.jurosMora, spanIn(passage, match.index, stop), {
        description: restated
          ? `A cláusula diz que os juros correspondem a ${formatNumber(statedRate)}% ${periodText}, o que equivale a ${equivalent}, acima de 1% ao mês (12% ao ano); se a taxa pretendida é outra, a cláusula precisa ser corrigida.`
          : `Os juros de ${formatNumber(statedRate)}% ${periodText} equivalem a ${equivalent}, acima de 1% ao mês (12% ao ano).`,
        severity: isAlarming ? 'alta' : 'média',
        legalRef: interestRef(regime, isAlarming),
      }),
    );
  }
  const compound = isUsuryFree ? null : COMPOUND.exec(passage.fold);
  if (compound && !NO_COMPOUNDING.test(passage.fold))
    findings.push(findingOf(SPECS.jurosCompostos, spanOf(passage, compound)));
  return findings;
}

/**
 * The law that caps agreed interest: CC art. 591 in a loan; elsewhere the Lei de Usura (twice the
 * legal rate of CC art. 406, which stays below 1% a month) or, for a consumer, CDC art. 51, IV;
 * cited only when the rate is more than twice 1% a month, above any reading of either ceiling.
 */
function interestRef(regime: Regime, isAlarming: boolean): LegalReferenceId | undefined {
  if (regime.contractType === 'Mútuo') return 'cc.art591';
  if (!isAlarming) return undefined;
  return regime.isConsumer ? 'cdc.art51.IV' : 'usura.art1';
}

/**
 * Collection costs charged to the customer (CDC art. 51, XII): lawyer's fees fixed in advance,
 * collection costs as a rate, a surcharge paid to a collection agency. Out of court (an amicable
 * collection, "independentemente de ação judicial") they are worse: in court the judge sets the
 * fees. In a lease the Lei 8.245 (art. 62, II, d) allows fees only in the eviction action, so only
 * fees charged out of court count; between businesses the parties may agree on them.
 */
function collectionCosts(context: Context, passage: Sentence): RawFinding[] {
  const { regime, doc } = context;
  if (!regime.isConsumer && !regime.isLease) return [];
  if (LEGAL_SERVICES.test(foldText(doc.classification.contractTitle ?? ''))) return [];
  const findings: RawFinding[] = [];
  const { fold } = passage;
  const matches = [
    ...[...fold.matchAll(FEES_PERCENT)].map((match) => ({ match, kind: 'fees' as const })),
    ...[...fold.matchAll(COLLECTION_COSTS)].map((match) => ({ match, kind: 'costs' as const })),
    ...[...fold.matchAll(SURCHARGE)].map((match) => ({ match, kind: 'surcharge' as const })),
  ];
  for (const { match, kind } of matches) {
    const part = partAround(fold, match.index);
    if (MUTUAL.test(part) || GUARANTOR.test(part) || !COLLECTION_CONTEXT.test(part)) continue;
    if (kind === 'surcharge' && !COLLECTION_AGENCY.test(part)) continue;
    if (kind === 'fees' && FEES_AS_PRICE.test(part)) continue;
    const isOutOfCourt = kind === 'surcharge' || OUT_OF_COURT.test(part);
    const rate = formatNumber(rateOf(match.groups!.n!) ?? 0);
    const span = spanOf(passage, match);
    if (overlapsAny(span, findings)) continue;
    if (regime.isLease) {
      if (!isOutOfCourt) continue;
      findings.push(
        findingOf(SPECS.custosCobranca, span, {
          description: `O inquilino pagaria honorários ou custos de cobrança de ${rate}% mesmo sem ação judicial; a Lei do Inquilinato só prevê honorários na ação de despejo.`,
          legalRef: undefined,
        }),
      );
      continue;
    }
    findings.push(
      findingOf(SPECS.custosCobranca, span, {
        description:
          kind === 'surcharge'
            ? `Atrasos passam a custar um acréscimo de ${rate}% pago à empresa de cobrança: o custo da cobrança é transferido ao consumidor sem direito igual contra o fornecedor.`
            : isOutOfCourt
              ? `O consumidor pagaria ${rate}% de honorários ou custos de cobrança já na cobrança extrajudicial, sem direito igual contra o fornecedor.`
              : `Os honorários de cobrança já vêm fixados em ${rate}% contra o consumidor, sem direito igual contra o fornecedor; em juízo, quem os fixa é o juiz.`,
        severity: isOutOfCourt ? 'alta' : 'média',
      }),
    );
  }
  return findings;
}

/**
 * The customer's future instalments charged when the contract ends (termination for default,
 * withdrawal, abandonment): the supplier is paid in full for what it will no longer deliver (CDC
 * art. 51, IV; CC arts. 412–413 where the charge works as a penalty). A debt falling due early in
 * a loan or a sale whose goods were delivered is lawful acceleration. Also fees that stay due
 * while the supplier blocks the service a consumer pays for.
 */
function futureInstalments(context: Context, passage: Sentence): RawFinding | null {
  const { regime } = context;
  const { fold } = passage;
  if (regime.isLease || regime.isEmployment || regime.isInternship || regime.isPublic) return null;
  if (regime.contractType === 'Mútuo' || GUARANTOR.test(fold)) return null;
  const future = FUTURE_INSTALMENTS.exec(fold);
  if (future && END_EVENT.test(fold) && !NOT_CHARGED.test(fold)) {
    if (OWED_DEBT.test(fold) || SHARE_OF.test(fold.slice(0, future.index))) return null;
    if (ACCELERATION.test(fold) && !SERVICE_TYPES.includes(regime.contractType)) return null;
    // The exit just before the instalments belongs to the problem ("rescindir o contrato e
    // cobrar as parcelas vincendas").
    const end = [...fold.slice(0, future.index).matchAll(END_EVENTS)].at(-1);
    const from = end && future.index - end.index <= END_REACH ? end.index : future.index;
    return findingOf(
      SPECS.parcelasVincendas,
      spanIn(passage, from, future.index + future[0].length),
      { legalRef: regime.isConsumer ? 'cdc.art51.IV' : 'cc.art412-413' },
    );
  }
  const due = regime.isConsumer ? STILL_DUE.exec(fold) : null;
  const suspended = due ? SERVICE_SUSPENDED.exec(fold) : null;
  if (!due || !suspended) return null;
  const from = suspended.index < due.index ? suspended.index : due.index;
  return findingOf(SPECS.parcelasVincendas, spanIn(passage, from, due.index + due[0].length), {
    title: 'Cobrança durante a suspensão do serviço',
    description:
      'O fornecedor pode suspender o serviço por atraso e, ainda assim, continuar cobrando as mensalidades do período em que nada é prestado.',
    severity: 'média',
  });
}

/**
 * The tenant's early-exit fine must shrink with the time served (Lei 8.245 art. 4º). A
 * proportional reduction stated anywhere for the fine covers an exit clause that refers to it
 * ("pagando a multa prevista no item 10.2"); an exit that costs every remaining rent, or says
 * the fine is not reduced, is out of proportion whatever else the contract says.
 */
function earlyExitFine(sentences: readonly Sentence[]): RawFinding[] {
  const isReducedSomewhere = sentences.some(
    (sentence) =>
      FINE_WORD.test(sentence.fold) &&
      PROPORTIONAL.test(sentence.fold) &&
      !NO_REDUCTION.test(sentence.fold),
  );
  for (const sentence of sentences) {
    const exit = EARLY_EXIT.exec(sentence.fold);
    if (!exit) continue;
    const remaining = REMAINING_RENTS.exec(sentence.fold);
    const cost = remaining ?? FINE_WORD.exec(sentence.fold);
    if (!cost) continue;
    const isUnreduced = NO_REDUCTION.test(sentence.fold);
    if (PROPORTIONAL.test(sentence.fold) && !isUnreduced) continue;
    if (remaining || isUnreduced || !isReducedSomewhere) {
      // The exit and what it costs, together, carry the problem.
      const from = Math.min(exit.index, cost.index);
      const to = Math.max(exit.index + exit[0].length, cost.index + cost[0].length);
      const span = to - from <= EXIT_SPAN_MAX ? spanIn(sentence, from, to) : spanOf(sentence, cost);
      return [findingOf(SPECS.multaLocacao, span)];
    }
  }
  return [];
}

function leaseRules(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (!regimeOf(doc).isLease) return [];
  const findings = earlyExitFine(sentences);
  const { monthlyValue } = documentFacts(doc);
  const seen = new Set<string>();
  // A guarantor qualified in the preamble is a fiança even if the body never says "fiança".
  for (const sentence of indexDocument(doc).preambleSentences) {
    if (/\bfiador(?:a|es|as)?\b/u.test(sentence.fold)) seen.add('fiança');
  }
  // A guarantee offered in place of another, and its mentions in the same clause, is an
  // alternative ("caso apresente dois fiadores, a caução será devolvida"), not a second one.
  const alternatives = new Map<string, Set<string>>();
  for (const sentence of sentences) {
    if (!SUBSTITUTE_GUARANTEE.test(sentence.fold)) continue;
    const names = alternatives.get(sentence.clause.ref) ?? new Set<string>();
    for (const { name, pattern } of GUARANTEES) if (pattern.test(sentence.fold)) names.add(name);
    alternatives.set(sentence.clause.ref, names);
  }
  let reportedGuarantee = false;
  for (const sentence of sentences) {
    if (GUARANTEE_CONTEXT.test(sentence.fold) && !reportedGuarantee) {
      for (const { name, pattern } of GUARANTEES) {
        const match = pattern.exec(sentence.fold);
        if (!match || seen.has(name)) continue;
        if (alternatives.get(sentence.clause.ref)?.has(name) && seen.size > 0) continue;
        seen.add(name);
        if (seen.size > 1) {
          reportedGuarantee = true;
          findings.push(
            findingOf(SPECS.garantiaMultipla, spanOf(sentence, match), {
              description: `O contrato exige mais de uma garantia (${[...seen].join(' e ')}); a lei admite apenas uma modalidade por locação.`,
            }),
          );
          break;
        }
      }
    }
    if (DEPOSIT.test(sentence.fold)) {
      const rents = DEPOSIT_RENTS.exec(sentence.fold);
      const money = MONEY.exec(sentence.fold);
      const count = rents
        ? (figureOf(rents.groups!.n!) ?? 0)
        : money && monthlyValue
          ? parseBrNumber(money.groups!.v!) / monthlyValue
          : 0;
      if (count > DEPOSIT_MAX_RENTS + 1e-9) {
        findings.push(
          findingOf(SPECS.caucaoExcessiva, spanOf(sentence, (rents ?? money)!), {
            description: `A caução corresponde a ${formatNumber(count)} aluguéis, acima do máximo de ${DEPOSIT_MAX_RENTS}.`,
          }),
        );
      }
    }
  }
  const signing = reportedGuarantee || seen.has('fiança') ? null : guarantorsSigning(doc);
  if (signing !== null && seen.size > 0) {
    findings.push(
      findingOf(SPECS.garantiaMultipla, signing, {
        description: `O contrato é garantido por ${[...seen].join(' e ')}, mas o bloco de assinaturas também traz fiadores: na prática, exige duas garantias, e a lei admite uma só modalidade por locação.`,
        // The body chooses one guarantee; the guarantors' lines are the template's leftover.
        severity: 'baixa',
      }),
    );
  }
  return [...findings, ...depositHeld(doc, sentences)];
}

/**
 * The guarantors' lines of the signature block ("FIADOR(A) … CPF: …" and their spouses), from the
 * first guarantor to the blank line or the witnesses that end the group.
 */
function guarantorsSigning(doc: AnalyzedDocument): Span | null {
  const block = doc.clauses.find((clause) => clause.kind === 'signatures');
  if (block === undefined) return null;
  const fold = doc.fold.slice(block.start, block.end);
  const guarantor = GUARANTOR_LINE.exec(fold);
  if (guarantor === null) return null;
  const groupEnd = GROUP_END.exec(fold.slice(guarantor.index));
  const end = groupEnd === null ? fold.length : guarantor.index + groupEnd.index;
  return { start: block.start + guarantor.index, end: block.start + end };
}

/**
 * A cash deposit kept in the landlord's or the agency's own account or hands, in a clause about
 * the deposit: Lei 8.245, art. 38, § 2º wants it in a savings account whose gains go to the
 * tenant.
 */
function depositHeld(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const { topOf } = indexDocument(doc);
  const aboutDeposit = new Set(
    sentences.filter((s) => DEPOSIT.test(s.fold)).map((s) => topOf(s.clause).ref),
  );
  for (const sentence of sentences) {
    if (!aboutDeposit.has(topOf(sentence.clause).ref)) continue;
    const held = DEPOSIT_HELD.exec(sentence.fold);
    if (held !== null) return [findingOf(SPECS.caucaoIrregular, spanOf(sentence, held))];
  }
  return [];
}

/** Months between two occurrences of a `PERIOD` match. */
function periodMonths(groups: Record<string, string | undefined>): number {
  const countOf = (text: string | undefined) => (text === undefined ? 1 : (figureOf(text) ?? 1));
  const unitOf = (unit: string) =>
    PERIOD_MONTHS[unit.startsWith('mes') ? 'mes' : unit.replace(/s$/u, '')]!;
  if (groups.unit) return countOf(groups.count) * unitOf(groups.unit);
  if (groups.everyUnit) return countOf(groups.every) * unitOf(groups.everyUnit);
  if (groups.times) return ADJUSTMENT_MIN_MONTHS / countOf(groups.times);
  return PERIOD_MONTHS[(groups.adverb ?? groups.adjective)!]!;
}

/** The first period stated after an adjustment word ("reajustado semestralmente pelo IPCA"). */
function periodAfter(sentence: Sentence, from: number): RegExpExecArray | null {
  PERIOD.lastIndex = from;
  const period = PERIOD.exec(sentence.fold);
  return period && period.index - from <= ADJUSTMENT_PERIOD_REACH ? period : null;
}

function shortAdjustment(doc: AnalyzedDocument, sentence: Sentence): RawFinding | null {
  if (FORBIDDEN.test(sentence.fold)) return null;
  const isMonetary = MONETARY.test(sentence.fold) || INDEX_NAME.test(sentence.fold);
  for (const word of sentence.fold.matchAll(ADJUSTMENT)) {
    // Default charges are corrected month by month; that is not a price adjustment.
    if (word.groups!.correction && (!isMonetary || LATE_PAYMENT.test(sentence.fold))) continue;
    const period = periodAfter(sentence, word.index);
    if (!period) {
      const update = EVERY_UPDATE.exec(sentence.fold.slice(word.index));
      if (!update || update.index > ADJUSTMENT_PERIOD_REACH || ANNUAL.test(sentence.fold)) continue;
      // The whole statement, up to the end of its sentence part, names what the price follows.
      const partEnd = sentence.fold.slice(word.index).search(/[;.]/u);
      const to = Math.min(
        partEnd === -1 ? sentence.fold.length : word.index + partEnd,
        word.index + ADJUSTMENT_PERIOD_REACH * 2,
      );
      return findingOf(SPECS.reajusteInferiorAnual, spanIn(sentence, word.index, to), {
        description:
          'O reajuste acompanha cada atualização de uma tabela ou do preço de referência, sem respeitar o intervalo mínimo de 12 meses.',
      });
    }
    const months = periodMonths(period.groups!);
    if (months >= ADJUSTMENT_MIN_MONTHS) return null;
    const span = spanOf(sentence, period);
    return findingOf(SPECS.reajusteInferiorAnual, span, {
      description: `O contrato prevê reajuste com periodicidade menor que 12 meses ("${doc.text.slice(span.start, span.end)}").`,
    });
  }
  return null;
}

/**
 * Instalments running past a year without correction, whatever the contract's own term (a
 * partner's payout in 60 monthly instalments of a company of indefinite duration).
 */
function longSchedule(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  hasIndex: boolean,
): RawFinding | null {
  for (const sentence of sentences) {
    const schedule = INSTALMENTS.exec(sentence.fold);
    if (!schedule) continue;
    const { count, monthly, rhythm } = schedule.groups!;
    const months = (figureOf(count!) ?? 0) * (monthly ? 1 : PERIOD_MONTHS[rhythm!]!);
    if (months <= LONG_TERM_MONTHS) continue;
    if (hasIndex && !NO_CORRECTION.test(sentence.fold)) continue;
    const span = spanOf(sentence, schedule);
    return findingOf(SPECS.semIndice, span, {
      title: 'Parcelamento por mais de um ano sem índice',
      description: `O pagamento ${doc.text.slice(span.start, span.end)} se estende por ${formatNumber(months)} meses sem índice de atualização monetária.`,
    });
  }
  return null;
}

/**
 * A price adjusted on a fixed month of the calendar in a contract that lasts beyond a year: the
 * first adjustment may come before 12 months (Lei 10.192/2001, art. 2º, § 1º). School fees are set
 * for each school year (Lei 9.870/1999), so a school's January adjustment is the law's own model.
 */
function calendarAdjustment(doc: AnalyzedDocument, sentence: Sentence): RawFinding | null {
  const regime = regimeOf(doc);
  if (regime.contractType === 'Serviços educacionais' || regime.isLease) return null;
  const word = [...sentence.fold.matchAll(ADJUSTMENT)].find((match) => !match.groups!.correction);
  if (word === undefined) return null;
  const month = CALENDAR_MONTH.exec(
    sentence.fold.slice(word.index, word.index + ADJUSTMENT_PERIOD_REACH),
  );
  if (month === null) return null;
  const { term } = documentFacts(doc);
  if (
    term !== null &&
    !term.isIndefinite &&
    term.months !== null &&
    term.months <= ADJUSTMENT_MIN_MONTHS
  )
    return null;
  return findingOf(
    SPECS.reajusteInferiorAnual,
    spanIn(sentence, word.index, word.index + month.index + month[0].length),
    {
      title: 'Reajuste em mês fixo do calendário',
      description:
        'O reajuste cai sempre no mesmo mês do ano, e não no aniversário do contrato: o primeiro pode vir antes de completar 12 meses da assinatura.',
    },
  );
}

/**
 * A school fee open to revision within the school year it is fixed for (Lei 9.870/1999, art. 1º,
 * § 6º): on an event, at any time, during the year. A revision for the next year is the law's own.
 */
function schoolFeeRevision(doc: AnalyzedDocument, sentence: Sentence): RawFinding | null {
  if (regimeOf(doc).contractType !== 'Serviços educacionais') return null;
  const { fold } = sentence;
  if (FORBIDDEN.test(fold) || NEXT_YEAR.test(fold) || !MID_YEAR.test(fold)) return null;
  const revised = FEE_REVISED.exec(fold);
  return revised === null ? null : findingOf(SPECS.revisaoMensalidade, spanOf(sentence, revised));
}

function adjustment(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const { contractType } = regimeOf(doc);
  if (contractType === 'Trabalho') return [];
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const finding =
      shortAdjustment(doc, sentence) ??
      calendarAdjustment(doc, sentence) ??
      schoolFeeRevision(doc, sentence);
    if (finding) findings.push(finding);
  }
  // A loan whose parties expressly agree on no correction is a gratuitous mútuo the lender chose
  // (CC arts. 586 and 591), not a forgotten index. Elsewhere the express exclusion still counts:
  // the creditor of a partner's payout or of a sale in instalments bears years of inflation.
  if (contractType === 'Mútuo' && NO_CORRECTION.test(doc.fold)) return findings;
  const hasIndex = INDEX_NAME.test(doc.fold);
  const { term } = documentFacts(doc);
  const isLong = term !== null && (term.isIndefinite || (term.months ?? 0) > LONG_TERM_MONTHS);
  if (isLong && !hasIndex) {
    const payment = sentences.find(
      (sentence) =>
        PERIODIC_PAYMENT.test(sentence.fold) &&
        MONEY.test(sentence.fold) &&
        !/\b(?:multa|mora|pena)\b/u.test(sentence.fold) &&
        !PENALTY_RENT.test(sentence.fold),
    );
    if (payment) {
      findings.push(findingOf(SPECS.semIndice, { start: payment.start, end: payment.end }));
      return findings;
    }
  }
  const schedule = longSchedule(doc, sentences, hasIndex);
  if (schedule) findings.push(schedule);
  return findings;
}

function sentenceRule(
  spec: RuleSpec,
  pattern: RegExp,
  sentences: readonly Sentence[],
): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const match = pattern.exec(sentence.fold);
    if (match) findings.push(findingOf(spec, spanOf(sentence, match)));
  }
  return findings;
}

/**
 * One finding per problem: the same words flagged in two clauses (a clause repeated further on)
 * are one finding that lists both places.
 */
function mergeRepeated(doc: AnalyzedDocument, findings: readonly RawFinding[]): RawFinding[] {
  const first = new Map<string, RawFinding>();
  const merged: RawFinding[] = [];
  for (const finding of findings) {
    const lineEnd = doc.fold.indexOf('\n', finding.end);
    const words = doc.fold
      .slice(
        finding.start,
        Math.min(finding.end + REPEAT_CONTEXT, lineEnd === -1 ? Infinity : lineEnd),
      )
      .replace(/\s+/gu, ' ');
    const key = `${finding.rule}|${words}`;
    const earlier = first.get(key);
    if (earlier === undefined) {
      const copy = { ...finding };
      first.set(key, copy);
      merged.push(copy);
      continue;
    }
    earlier.occurrences = [
      ...(earlier.occurrences ?? []),
      { start: finding.start, end: finding.end },
      ...(finding.occurrences ?? []),
    ];
  }
  return merged;
}

/** keyValuesAnalysis (see module doc). */
export const keyValuesAnalyzer: Analyzer = {
  criterion: 'keyValuesAnalysis',
  analyze(doc) {
    const context = contextOf(doc);
    const passages = indexDocument(doc).sentences;
    const perPassage = passages.flatMap((passage) => {
      const found = [...fines(context, passage), ...interest(context, passage)];
      found.push(...retention(context, passage, found));
      found.push(
        ...collectionCosts(context, passage),
        ...lostDiscounts(context, passage),
        ...genericTaxes(context, passage),
        ...fineInMinimumWages(passage),
        ...exitFineInFees(context, passage),
      );
      const future = futureInstalments(context, passage);
      if (future) found.push(future);
      return found;
    });
    return mergeRepeated(doc, [
      ...perPassage,
      ...leaseRules(doc, passages),
      ...adjustment(doc, passages),
      ...sentenceRule(SPECS.responsabilidadeIlimitada, UNLIMITED_LIABILITY, passages),
      ...sentenceRule(SPECS.pagamentoAntecipado, FULL_ADVANCE, passages),
      ...undefinedPrice(doc),
      ...untoldTotal(doc),
      ...punctualityDiscount(doc),
      ...fineWithoutAmount(doc),
      ...arithmeticFindings(doc, 'keyValuesAnalysis'),
    ]);
  },
};
