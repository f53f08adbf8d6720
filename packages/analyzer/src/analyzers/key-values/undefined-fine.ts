/**
 * A fine the contract leaves without its measure: a rate that does not say what it is a share of
 * ("pagando a multa de 10%, proporcionalmente…" — of one rent, of the rents left, of the year?),
 * or a fine charged while no clause of the contract ever says how much any fine is. A late fine
 * is left out of the first: its base is the overdue amount by nature.
 */
import { regimeOf } from '../../facts/regime';
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { rateOf } from '../../rules/figures';
import { findingOf, formatNumber } from '../rule';
import {
  COMPLEMENT_REFUND,
  EARLY_EXIT,
  FINE_BASE,
  FINE_SET_ELSEWHERE,
  FINE_NOT_CHARGED_BEFORE,
  FINE_WORD,
  LATE_PAYMENT,
  MEASURED_FINE,
  NONPAYMENT,
  RETURN_WITH_FINE,
  SPECS,
} from './patterns';

/**
 * A compensatory fine stated as a rate (`match` of FINE_PERCENT, its own `multa … N%` form) with
 * no base right after it and no refund of the rest that would make the amount paid its base.
 */
export function fineWithoutBase(
  doc: AnalyzedDocument,
  passage: Sentence,
  match: RegExpMatchArray,
  after: string,
): RawFinding | null {
  if (match.groups!.n === undefined || FINE_BASE.test(after)) return null;
  if (COMPLEMENT_REFUND.test(passage.fold)) return null;
  const rate = formatNumber(rateOf(match.groups!.n)!);
  const start = passage.start + match.index!;
  const isLeaseExit =
    regimeOf(doc).isLease && (EARLY_EXIT.test(passage.fold) || RETURN_WITH_FINE.test(passage.fold));
  return findingOf(
    SPECS.multaIndefinida,
    { start, end: start + match[0].length },
    {
      title: 'Multa em percentual sem base',
      description: `A multa de ${rate}% não diz sobre qual valor é calculada (uma parcela, o saldo do contrato, o valor total?): o valor devido fica indefinido.`,
      legalRef: isLeaseExit ? 'lei8245.art4' : undefined,
    },
  );
}

/**
 * A fine the contract charges ("ensejará a rescisão do presente contrato, multa e…") while no
 * clause measures any fine — no rate, amount or number of fees — nor sends it to the law or to
 * another clause. Points at its first mention; in a consumer's late payment the fine cannot pass
 * 2% (CDC art. 52, § 1º).
 */
export function fineWithoutAmount(doc: AnalyzedDocument): RawFinding[] {
  if (MEASURED_FINE.test(doc.fold) || FINE_SET_ELSEWHERE.test(doc.fold)) return [];
  const { sentences } = indexDocument(doc);
  const charged = sentences.find((sentence) => {
    const fine = FINE_WORD.exec(sentence.fold);
    return fine !== null && !FINE_NOT_CHARGED_BEFORE.test(sentence.fold.slice(0, fine.index));
  });
  if (charged === undefined) return [];
  const isLate = LATE_PAYMENT.test(charged.fold) || NONPAYMENT.test(charged.fold);
  return [
    findingOf(SPECS.multaIndefinida, charged, {
      legalRef: regimeOf(doc).isConsumer && isLate ? 'cdc.art52.p1' : undefined,
    }),
  ];
}
