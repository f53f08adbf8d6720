/**
 * financeiro.preco_indefinido: what the customer will pay is not fixed by the contract itself.
 * The payment obligations are read by mechanism — a price kept in one side's table or current
 * value, a fee named without a value, a share promised without its measure, an amount one side
 * sets later, a price written as zero in a paid deal, "R$" with no figure after it, a school fee
 * named in a contract that states no amount or never the year's, the price left blank in a
 * contract otherwise filled in, a foreign-currency price at the day's rate — and each is checked against where the contract does state it (the sentence itself,
 * another clause, an annex it carries, the signed proposal it points to). A donation or a free
 * authorisation has no price, a lease always states its rent, a public contract's price is in the
 * proposal of its procurement, and labour and internship pay have laws of their own, so none of
 * them is read. Template blanks are the objectivity criterion's; an index one side chooses and a
 * renewal price have rules of their own. One finding per document, its other places listed as
 * occurrences: alta when the main price or the recurring payment is open, média for side fees.
 */
import type { TSeverity } from '@contrato-claro/shared';
import { blanksOf } from '../../facts/blanks';
import { regimeOf, type Regime } from '../../facts/regime';
import { foldText } from '../../text/fold';
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument, parseBrNumber, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import type { LegalReferenceId } from '../../legal/references';
import { figureOf } from '../../rules/figures';
import { findingOf, formatMoney } from '../rule';
import {
  ALLOCATION,
  ANNUITY_STATED,
  ANNEX_HEADING,
  ANNEX_REFERENCE,
  AT_SIGNING,
  CHARGE_REACH,
  COMPANION,
  DAY_RATE,
  EXTRA_CHARGE,
  FEE_REFERENCE,
  FREE_OF_CHARGE,
  LONG_PLAN,
  MAIN_PRICE,
  MISSING_FIGURE,
  MONEY_AMOUNT,
  NEUTRAL_SETTER,
  NOT_PRICE,
  OFFICIAL_PRICE,
  ON_DEMAND,
  PAID_ITEM,
  PAYMENT_TERMS,
  PLAN_WITH_VALUE,
  PAYMENT_WORD,
  PRICE_WORD,
  PRICE_CHANGE,
  PRICE_IN_COMPANION,
  PROMISED_SHARE,
  PUBLIC_CHARGE,
  SCHOOL_FEE,
  SET_LATER,
  SHARE_MEASURE,
  SHARE_WORD,
  SPECS,
  STATED_AMOUNT,
  SUPPLIER_PRICE,
  THIRD_PARTY_COST,
  TOTAL_STATED,
  UNPRICED_FEE,
  UNPRICED_INSTALMENTS,
  ZERO_PRICE,
} from './patterns';

/** One place where an amount the customer pays is left open. */
interface Place {
  start: number;
  end: number;
  severity: TSeverity;
  /** The amount is left to the supplier's choice (its table, its later decision). */
  isSupplierChoice: boolean;
  /** What is missing here, in a sentence for the reader (used when this place leads). */
  what: string;
  /** The law this place rests on, when it leads (else the supplier's choice's, if any). */
  legalRef?: LegalReferenceId;
  /** The same in a few words (used to list the other places). */
  label: string;
}

/** Every payment word of a text (`PAYMENT_WORD`, global). */
const PAYMENT_WORDS = new RegExp(PAYMENT_WORD.source, 'gu');
/** How far around a table reference an official source is read (characters). */
const OFFICIAL_REACH = 60;
/** How far after a table reference its date ("vigente à época da contratação") is read. */
const AFTER_REFERENCE = 80;
/** How far a quoted phrase runs after its key words (characters). */
const PHRASE_REACH = 90;
/** How far around a zero price its payment terms are read (a form's neighbouring lines). */
const TERMS_REACH = 200;
/** Who may set an amount and is the supplier's side. */
const SUPPLIER_SETTER =
  /^(?:contratad[oa]|vendedor[a]?|prestador[a]?|fornecedor[a]?|empresa|escola|instituicao|administradora|operadora|licenciante|franqueador[a]?|locador[a]?|credor[a]?)$/u;
/** The other sides' usual names, when the setter is a party but not the supplier. */
const OTHER_SETTER =
  /^(?:contratante|comprador[a]?|cliente|alun[oa]|usuari[oa]|parceir[oa]|agente|representante|representad[oa]|licenciad[oa]|associad[oa]|devedor[a]?)$/u;

/** Whether `word` names a side of the contract (its usual names or a role it defines). */
const isPartyWord = (doc: AnalyzedDocument, word: string): boolean =>
  SUPPLIER_SETTER.test(word) ||
  OTHER_SETTER.test(word) ||
  doc.entities.parties.some((party) => foldText(party.role).split(/\s+/u)[0] === word);

/** What the rule needs to know about the document, read once. */
interface Context {
  doc: AnalyzedDocument;
  regime: Regime;
  sentences: readonly Sentence[];
  /** The contract sends its prices to a signed companion (proposal, contracting term, form). */
  hasCompanionPrices: boolean;
  /** The document carries an annex (a heading line "ANEXO …"). */
  carriesAnnex: boolean;
}

const textOf = (doc: AnalyzedDocument, start: number, end: number) =>
  doc.text.slice(start, end).replace(/\s+/gu, ' ').trim();

/**
 * Where the phrase that holds a match ends: the next comma, semicolon, full stop or line break,
 * at most `PHRASE_REACH` characters after the match (what the finding shows and quotes).
 */
function phraseEnd(sentence: Sentence, from: number): number {
  const rest = sentence.fold.slice(from, from + PHRASE_REACH);
  const stop = rest.search(/[,;.\n]/u);
  return sentence.start + from + (stop === -1 ? rest.trimEnd().length : stop);
}

/**
 * Whether the contract states an amount for `item` elsewhere: the monthly or total value for the
 * price, another sentence with money for the instalments or the fees ("12 parcelas de R$
 * 500,00", "honorários de R$ 3.000,00"), or with any amount for a named fee ("taxa de matrícula
 * de R$ 150,00"). A bare word ("serviços", "taxas") names nothing to look up.
 */
function isValuedElsewhere(context: Context, item: string, self: Sentence): boolean {
  const { monthlyValue, totalValue } = documentFacts(context.doc);
  if (monthlyValue !== null && /^(?:precos?|valor(?:es)?|mensalidades?)$/u.test(item)) return true;
  if (totalValue !== null && /^(?:precos?|valor(?:es)?)$/u.test(item)) return true;
  if (/^(?:precos?|valor(?:es)?|servicos|documentos|taxas?|tarifas?|custas)$/u.test(item))
    return false;
  const isNamed = /\s/u.test(item);
  const stem = isNamed ? item : item.replace(/(?:oes|ao|s)$/u, '');
  const amount = isNamed ? STATED_AMOUNT : MONEY_AMOUNT;
  return context.sentences.some(
    (sentence) => sentence !== self && sentence.fold.includes(stem) && amount.test(sentence.fold),
  );
}

/**
 * The thing paid that a reference at `at` prices: the first one named after the last payment
 * word before it ("deverá pagar as mensalidades … conforme tabela em vigor"), or the last one
 * before it when the payment word comes later.
 */
function paidItemBefore(fold: string, at: number): RegExpExecArray | null {
  const head = fold.slice(0, at);
  let paidAt = -1;
  for (const payment of head.matchAll(PAYMENT_WORDS)) paidAt = payment.index;
  let last: RegExpExecArray | null = null;
  for (const item of head.matchAll(PAID_ITEM)) {
    if (paidAt !== -1 && item.index > paidAt) return item as RegExpExecArray;
    last = item as RegExpExecArray;
  }
  return last;
}

/**
 * A payment at the price of one side's table or current value ("conforme tabela em vigor",
 * "conforme o valor vigente", "tabelas afixadas nos quadros de avisos"): that side can change it,
 * and the customer cannot know it from the contract. Not an official price, not a table in an
 * annex the document carries, not a table frozen at signing in the signed proposal, not an order
 * the customer places when it wants, not a change or a renewal of a stated price.
 */
function supplierTable(context: Context, sentence: Sentence): Place | null {
  const { fold } = sentence;
  const reference = SUPPLIER_PRICE.exec(fold);
  if (!reference || !PAYMENT_WORD.test(fold) || STATED_AMOUNT.test(fold)) return null;
  if (ON_DEMAND.test(fold) || PRICE_CHANGE.test(fold)) return null;
  const end = reference.index + reference[0].length;
  const around = fold.slice(Math.max(0, reference.index - OFFICIAL_REACH), end + OFFICIAL_REACH);
  if (OFFICIAL_PRICE.test(around)) return null;
  // A table in an annex the document carries is part of the contract.
  if (context.carriesAnnex && ANNEX_REFERENCE.test(around)) return null;
  const isInProposal = COMPANION.test(fold);
  if (isInProposal && AT_SIGNING.test(fold.slice(end, end + AFTER_REFERENCE))) return null;
  const item = paidItemBefore(fold, reference.index);
  if (!item || isValuedElsewhere(context, item[0], sentence)) return null;
  const { doc } = context;
  const itemText = textOf(
    doc,
    sentence.start + item.index,
    sentence.start + item.index + item[0].length,
  );
  const referenceText = textOf(doc, sentence.start + reference.index, sentence.start + end);
  return {
    start: sentence.start + reference.index,
    end: sentence.start + end,
    severity: item.groups!.main !== undefined && !isInProposal ? 'alta' : 'média',
    isSupplierChoice: true,
    what: `A cobrança de "${itemText}" não tem valor no contrato: remete a "${referenceText}", que a outra parte define e pode mudar, e você não sabe ao certo quanto vai pagar.`,
    label: `"${itemText}" (${referenceText})`,
  };
}

/**
 * A fee named without a value ("mediante pagamento da taxa cobrada em dólar", "mediante
 * pagamento de emolumentos"), when the contract does not send its prices to a signed companion,
 * points nowhere for it and states it nowhere else. Taxes, registry and court fees are the
 * State's, not a price.
 */
function unpricedFee(context: Context, sentence: Sentence): Place | null {
  const { fold } = sentence;
  if (context.hasCompanionPrices) return null;
  const fee = UNPRICED_FEE.exec(fold);
  if (!fee || STATED_AMOUNT.test(fold) || PUBLIC_CHARGE.test(fold) || ON_DEMAND.test(fold))
    return null;
  const end = fee.index + fee[0].length;
  if (FEE_REFERENCE.test(fold.slice(end, end + AFTER_REFERENCE))) return null;
  const name = (fee.groups!.fee ?? fee.groups!.fee2)!;
  if (isValuedElsewhere(context, name.replace(/\s*\(.*$/u, ''), sentence)) return null;
  const nameAt = fee.index + fee[0].lastIndexOf(name);
  const start = sentence.start + fee.index;
  const feeText = textOf(context.doc, sentence.start + nameAt, phraseEnd(sentence, end));
  return {
    start,
    end: sentence.start + end,
    severity: 'média',
    isSupplierChoice: false,
    what: `O contrato prevê o pagamento de "${feeText}" sem dizer o valor: o custo real só será conhecido depois da assinatura.`,
    label: `"${feeText}"`,
  };
}

/**
 * A share or commission promised without its measure ("terá direito ao recebimento das
 * participações" and no rate, amount or table for it anywhere in the contract).
 */
function unmeasuredShare(context: Context, sentence: Sentence, isMeasured: boolean): Place | null {
  // Partners share profits in proportion to their quotas when the contract is silent (CC art.
  // 1.007): a company's profit share is never left open.
  if (isMeasured || context.regime.contractType === 'Sociedade') return null;
  const share = PROMISED_SHARE.exec(sentence.fold);
  if (!share) return null;
  const start = sentence.start + share.index;
  const end = start + share[0].length;
  const shareText = textOf(context.doc, start + share[0].length - share.groups!.share!.length, end);
  return {
    start,
    end,
    severity: 'alta',
    isSupplierChoice: false,
    what: `O contrato promete "${shareText}", mas não diz quanto (percentual, valor ou base de cálculo): a remuneração, elemento essencial do negócio, fica em aberto.`,
    label: `"${shareText}" sem percentual`,
  };
}

/**
 * An amount one side sets later ("o valor de estipulado após as consultas", "valor a ser fixado
 * pela CONTRATADA"): a price left to one party's choice (CC art. 489). Only a side of the
 * contract counts: a judge, an expert, an index or an outsider is no party, a third party's cost
 * passed on is a refund, and a price changed or renewed is another rule's.
 */
function setLater(context: Context, sentence: Sentence): Place | null {
  const { fold } = sentence;
  const later = SET_LATER.exec(fold);
  if (!later || STATED_AMOUNT.test(fold) || PRICE_CHANGE.test(fold) || ON_DEMAND.test(fold))
    return null;
  if (THIRD_PARTY_COST.test(fold)) return null;
  const by = later.groups!.by;
  if (by !== undefined && (NEUTRAL_SETTER.test(by) || !isPartyWord(context.doc, by))) return null;
  const start = sentence.start + later.index;
  const end = phraseEnd(sentence, later.index + later[0].length);
  const text = textOf(context.doc, start, end);
  return {
    start,
    end,
    severity: 'alta',
    isSupplierChoice: by !== undefined && SUPPLIER_SETTER.test(by),
    what: `O valor a pagar não está no contrato: "${text}" deixa a quantia para ser fixada depois por uma das partes, sem critério que a outra possa conferir.`,
    label: `"${text}"`,
  };
}

/**
 * A price written as zero in a deal that is paid ("Valor: R$ 0,00" beside "Forma de pagamento:
 * Até 3x"): the amount the parties agreed is not what the contract says. A free trial, a
 * courtesy or a discount is no price.
 */
function zeroPrice(context: Context, sentence: Sentence): Place | null {
  const zero = ZERO_PRICE.exec(sentence.fold);
  if (!zero || FREE_OF_CHARGE.test(sentence.fold)) return null;
  const start = sentence.start + zero.index;
  const end = start + zero[0].length;
  const { fold } = context.doc;
  if (!PAYMENT_TERMS.test(fold.slice(Math.max(0, start - TERMS_REACH), end + TERMS_REACH)))
    return null;
  return {
    start,
    end,
    severity: 'alta',
    isSupplierChoice: false,
    what: `O preço aparece como "${textOf(context.doc, start, end)}", embora o contrato preveja pagamento: o valor real do negócio não está escrito.`,
    label: 'preço de R$ 0,00',
  };
}

/**
 * "R$" with no figure after it ("ATO no valor de R$ no dia"): an amount left out of the written
 * text, which no system fills (a template variable would). A share of a price stated elsewhere
 * left without its figure does not leave the payment open.
 */
function missingFigure(context: Context, sentence: Sentence): Place | null {
  const { fold } = sentence;
  const missing = MISSING_FIGURE.exec(fold);
  if (!missing || !PRICE_WORD.test(fold) || ALLOCATION.test(fold)) return null;
  const start = sentence.start + missing.index;
  // The figure's slot: a few words before "R$" and two after it ("no valor de R$ no dia").
  const before = /(?:\S+\s+){0,3}$/u.exec(fold.slice(0, missing.index))!;
  const after = /^(?:\s+[^\s{]+){1,2}/u.exec(fold.slice(missing.index + missing[0].length));
  const end = start + missing[0].length + (after?.[0].length ?? 0);
  const text = textOf(context.doc, sentence.start + before.index, end);
  return {
    start,
    end,
    severity: 'alta',
    isSupplierChoice: false,
    what: `Um valor do pagamento ficou sem número ("${text}"): não se sabe quanto será pago nesse ponto.`,
    label: `"${text}"`,
  };
}

/**
 * The school's annual or semester fee named as the price while the contract states no amount at
 * all (every price in an annex it does not carry, or nowhere): the main price cannot be known
 * from the document. A school contract that states amounts but never the year's fee nor the
 * value of its instalments (the first one only, then "em 11 parcelas") leaves it open too (Lei
 * 9.870, art. 1º). Any other contract that states some amount may state the fee in words this
 * rule does not read, so it is left alone.
 */
function schoolFees(context: Context): Place[] {
  const { doc, sentences } = context;
  if (context.hasCompanionPrices) return [];
  const statesNoMoney =
    doc.entities.money.length === 0 &&
    !sentences.some((sentence) => MONEY_AMOUNT.test(sentence.fold));
  const leavesFeeOpen =
    context.regime.contractType === 'Serviços educacionais' &&
    !ANNUITY_STATED.test(doc.fold) &&
    sentences.some((sentence) => UNPRICED_INSTALMENTS.test(sentence.fold));
  if (!statesNoMoney && !leavesFeeOpen) return [];
  const places: Place[] = [];
  for (const sentence of sentences) {
    const fee = SCHOOL_FEE.exec(sentence.fold);
    if (!fee || (context.carriesAnnex && ANNEX_REFERENCE.test(sentence.fold))) continue;
    const start = sentence.start + fee.index;
    const end = start + fee[0].length;
    const named = textOf(doc, start, end);
    places.push({
      start,
      end,
      severity: statesNoMoney ? 'alta' : 'média',
      isSupplierChoice: false,
      what: statesNoMoney
        ? `O contrato se refere ao "${named}", mas não traz valor algum: o preço principal não pode ser conhecido pelo documento.`
        : `O contrato se refere ao "${named}", mas não diz quanto ela é nem o valor das parcelas além da primeira: não se sabe quanto será pago no ano.`,
      label: `"${fee.groups!.fee!}"`,
      legalRef: 'lei9870.art1',
    });
  }
  return places;
}

/**
 * A price in a foreign currency converted at the day's rate even for instalments already agreed:
 * the supplier's rate of the day changes a price already set (CDC art. 51, X, in a consumer
 * relation).
 */
function dayRate(context: Context, sentence: Sentence): Place | null {
  const rate = DAY_RATE.exec(sentence.fold);
  if (rate === null) return null;
  const start = sentence.start + rate.index;
  return {
    start,
    end: start + rate[0].length,
    severity: 'média',
    isSupplierChoice: true,
    what: 'O preço em moeda estrangeira é convertido pelo câmbio do dia, mesmo nas prestações já combinadas: o valor em reais muda depois da contratação, e você não sabe quanto vai pagar.',
    label: 'preço pelo câmbio do dia',
  };
}

/**
 * The essential price left blank in a contract otherwise filled in ("pelo preço certo de R$
 * ______" where every party is named and nothing else is blank): no longer a template's field
 * (the objectivity criterion's blanks) but a signed deal without its price. A fine, a deposit or
 * a cap left blank is not the price.
 */
function blankPrices(context: Context): Place[] {
  const { doc } = context;
  const blanks = blanksOf(doc);
  const isFilled =
    doc.entities.parties.length >= 2 &&
    doc.entities.parties.every((party) => party.name !== null) &&
    blanks.every((blank) => blank.kind !== 'parte');
  if (!isFilled) return [];
  const { sentenceAt } = indexDocument(doc);
  const places: Place[] = [];
  for (const blank of blanks) {
    const sentence = blank.kind === 'valor' ? sentenceAt(blank.start) : null;
    if (sentence === null || !MAIN_PRICE.test(sentence.fold) || NOT_PRICE.test(sentence.fold))
      continue;
    const text = textOf(doc, blank.start, blank.end);
    places.push({
      start: blank.start,
      end: blank.end,
      severity: 'alta',
      isSupplierChoice: false,
      what: `O contrato está preenchido, mas o preço ficou em branco ("${text}"): assinado assim, o valor principal do negócio não está definido.`,
      label: `"${text}" em branco`,
    });
  }
  return places;
}

const RANK: Record<TSeverity, number> = { alta: 0, média: 1, baixa: 2 };

/** The finding of the rule for `doc`, if any of its payments is left open. */
export function undefinedPrice(doc: AnalyzedDocument): RawFinding[] {
  const regime = regimeOf(doc);
  // A contract whose every price is elsewhere states no money, and the regime then reads it as
  // free: its recurring payments show it is not (a donation in instalments is still a donation).
  const isFree =
    regime.contractType === 'Doação' || (regime.isGratuitous && !regime.hasRecurringPayments);
  if (
    isFree ||
    regime.isLease ||
    regime.isPublic ||
    regime.isEmployment ||
    regime.isInternship ||
    regime.isUnilateral
  )
    return [];
  const { sentences } = indexDocument(doc);
  const context: Context = {
    doc,
    regime,
    sentences,
    hasCompanionPrices: sentences.some((sentence) => PRICE_IN_COMPANION.test(sentence.fold)),
    carriesAnnex: ANNEX_HEADING.test(doc.fold),
  };
  const isShareMeasured = sentences.some(
    (sentence) => SHARE_WORD.test(sentence.fold) && SHARE_MEASURE.test(sentence.fold),
  );
  const places: Place[] = [];
  for (const sentence of sentences) {
    for (const place of [
      supplierTable(context, sentence),
      unpricedFee(context, sentence),
      unmeasuredShare(context, sentence, isShareMeasured),
      setLater(context, sentence),
      zeroPrice(context, sentence),
      missingFigure(context, sentence),
      dayRate(context, sentence),
    ]) {
      if (place) places.push(place);
    }
  }
  places.push(...schoolFees(context), ...blankPrices(context));
  if (places.length === 0) return [];
  places.sort((a, b) => RANK[a.severity] - RANK[b.severity] || a.start - b.start);
  const [first, ...others] = places as [Place, ...Place[]];
  const labels = [...new Set(others.map((place) => place.label))].filter(
    (label) => label !== first.label,
  );
  const isMain = first.severity === 'alta';
  return [
    findingOf(
      SPECS.precoIndefinido,
      { start: first.start, end: first.end },
      {
        title: isMain ? SPECS.precoIndefinido.title : 'Cobrança sem valor definido',
        description:
          labels.length === 0
            ? first.what
            : `${first.what} Também sem valor definido: ${labels.join('; ')}.`,
        severity: first.severity,
        // CDC art. 51, X: the supplier may not vary the price alone; its own table is that.
        legalRef:
          first.legalRef ??
          (regime.isConsumer && places.some((place) => place.isSupplierChoice)
            ? 'cdc.art51.X'
            : undefined),
        occurrences: others.map(({ start, end }) => ({ start, end })),
      },
    ),
  ];
}

/**
 * A consumer's plan of many instalments plus other charges (enrolment, graduation, entry) whose
 * total the contract never states: the customer signs without seeing what all of it costs. The
 * finding shows the sum ("R$ 400,00 + 30 × R$ 500,00 + R$ 1.000,00 = R$ 16.400,00").
 */
export function untoldTotal(doc: AnalyzedDocument): RawFinding[] {
  if (!regimeOf(doc).isConsumer || TOTAL_STATED.test(doc.fold)) return [];
  const plan = PLAN_WITH_VALUE.exec(doc.fold);
  if (plan === null) return [];
  const count = figureOf((plan.groups!.count ?? plan.groups!.count2)!) ?? 0;
  const each = parseBrNumber(plan.groups!.v!);
  if (count < LONG_PLAN) return [];
  const planEnd = plan.index + plan[0].length;
  const extras = doc.entities.money.flatMap((money) => {
    if (money.start >= plan.index && money.start < planEnd) return [];
    const from = Math.max(0, money.start - 2 * CHARGE_REACH);
    const charge = [...doc.fold.slice(from, money.start).matchAll(EXTRA_CHARGE)].at(-1);
    if (
      charge === undefined ||
      money.start - (from + charge.index + charge[0].length) > CHARGE_REACH
    )
      return [];
    const at = from + charge.index;
    return [{ name: doc.text.slice(at, at + charge[0].length).toLowerCase(), value: money.value }];
  });
  if (extras.length === 0) return [];
  const total = extras.reduce((sum, extra) => sum + extra.value, count * each);
  const parts = [
    ...extras.map((extra) => `${extra.name} (${formatMoney(extra.value)})`),
    `${count} parcelas de ${formatMoney(each)}`,
  ];
  return [
    findingOf(
      SPECS.custoParcelado,
      { start: plan.index, end: planEnd },
      {
        title: 'Custo total não informado',
        description: `Somados, ${parts.slice(0, -1).join(', ')} e ${parts.at(-1)!} dão ${formatMoney(total)}, valor que o contrato não informa: quem assina não vê quanto pagará ao todo.`,
      },
    ),
  ];
}
