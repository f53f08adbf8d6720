/**
 * Terms a kind of contract needs and this one lacks, beyond the standard checklist: an NDA that
 * never has the information returned or destroyed; a lease whose tenant declares the property
 * inspected with no inspection report (Lei 8.245, art. 22, V), or that promises the lease will
 * bind a buyer without its registration (art. 8º); a commercial representation without the items
 * Lei 4.886, art. 27 makes compulsory; a fixed-term employment that only regulates termination
 * for just cause (CLT arts. 479–481); a used vehicle sold with no deadline to transfer it (CTB
 * arts. 123 and 134); a loan whose early maturity never covers a missed payment.
 */
import { regimeOf } from '../../facts/regime';
import { foldText } from '../../text/fold';
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { findingOf } from '../rule';
import {
  ACCELERATION_ON_DEFAULT,
  BUYER_RESPECTS,
  COPIES,
  EARLY_MATURITY,
  EARLY_TERMINATION_RULES,
  FIXED_TERM_EMPLOYMENT,
  INSPECTED,
  INSPECTION_REPORT,
  JUST_CAUSE,
  KIND_SPECS,
  MISSED_PAYMENT,
  REGISTERED_VEHICLE,
  REGISTRATION,
  REPRESENTATION,
  REPRESENTATION_ITEMS,
  RETURN_DUTY,
  SECRECY_DUTY,
  TRANSFER_PAPERS,
  VEHICLE_TRANSFER_RULED,
} from './patterns';

/** The first match of `pattern` among the sentences, as a span. */
function firstMatch(
  sentences: readonly Sentence[],
  pattern: RegExp,
): { start: number; end: number } | null {
  for (const sentence of sentences) {
    const match = pattern.exec(sentence.fold);
    if (match !== null) {
      const start = sentence.start + match.index;
      return { start, end: start + match[0].length };
    }
  }
  return null;
}

/** An NDA without a duty to return or destroy the information: felt where copies are ruled. */
function returnOfInformation(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (regimeOf(doc).contractType !== 'Confidencialidade' || RETURN_DUTY.test(doc.fold)) return [];
  const place =
    sentences.find((sentence) => COPIES.test(sentence.fold)) ??
    sentences.find((sentence) => SECRECY_DUTY.test(sentence.fold));
  return place === undefined ? [] : [findingOf(KIND_SPECS.returnOfInformation, place)];
}

/** A lease's promises to the tenant that depend on a document the contract lacks. */
function leaseTerms(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (!regimeOf(doc).isLease) return [];
  const findings: RawFinding[] = [];
  const inspected = sentences.find((sentence) => INSPECTED.test(sentence.fold));
  if (inspected !== undefined && !INSPECTION_REPORT.test(doc.fold)) {
    findings.push(findingOf(KIND_SPECS.inspection, inspected));
  }
  const respected = firstMatch(sentences, BUYER_RESPECTS);
  if (respected !== null && !REGISTRATION.test(doc.fold)) {
    findings.push(findingOf(KIND_SPECS.saleRespected, respected));
  }
  return findings;
}

/** A commercial representation that leaves out items of Lei 4.886, art. 27. */
function representation(doc: AnalyzedDocument): RawFinding[] {
  const { sentences, preambleSentences } = indexDocument(doc);
  const place = firstMatch([...preambleSentences, ...sentences], REPRESENTATION);
  if (place === null) return [];
  const missing = REPRESENTATION_ITEMS.filter(({ pattern }) => !pattern.test(doc.fold));
  if (missing.length === 0) return [];
  const items = missing.map(({ item }) => item);
  const list =
    items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} e ${items.at(-1)!}`;
  return [
    findingOf(KIND_SPECS.representation, place, {
      description: `O contrato se apresenta como representação comercial, mas não traz o que a lei exige nesse contrato: ${list}.`,
      severity: missing.length === 1 ? 'média' : 'alta',
    }),
  ];
}

/** A fixed-term employment regulating only termination for just cause (CLT arts. 479–481). */
function earlyTermination(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const title = foldText(doc.classification.contractTitle ?? '');
  if (!regimeOf(doc).isEmployment || !FIXED_TERM_EMPLOYMENT.test(title)) return [];
  if (EARLY_TERMINATION_RULES.test(doc.fold)) return [];
  const place = firstMatch(sentences, JUST_CAUSE);
  return place === null ? [] : [findingOf(KIND_SPECS.earlyTermination, place)];
}

/**
 * A registered vehicle sold with no deadline for the buyer to transfer it nor the seller's
 * communication of the sale (CTB arts. 123, § 1º, and 134): felt where the transfer papers are
 * handed over, else where the vehicle is identified.
 */
function vehicleTransfer(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const type = regimeOf(doc).contractType;
  if (type !== 'Compra e venda' && type !== 'Promessa de compra e venda') return [];
  if (!REGISTERED_VEHICLE.test(doc.fold) || VEHICLE_TRANSFER_RULED.test(doc.fold)) return [];
  const place =
    sentences.find((sentence) => TRANSFER_PAPERS.test(sentence.fold)) ??
    sentences.find((sentence) => REGISTERED_VEHICLE.test(sentence.fold));
  return place === undefined ? [] : [findingOf(KIND_SPECS.vehicleTransfer, place)];
}

/**
 * A loan whose early maturity never covers a missed payment (only fraud or a false statement):
 * without it the lender can only claim the instalments already due (CC art. 333 lists other
 * events). Points at the clause's heading. A missed payment that accelerates the debt anywhere
 * else ("o atraso … tornará imediatamente exigível o saldo") covers it.
 */
function loanAcceleration(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (regimeOf(doc).contractType !== 'Mútuo') return [];
  if (sentences.some((s) => ACCELERATION_ON_DEFAULT.test(s.fold))) return [];
  const { topOf } = indexDocument(doc);
  const clauses = new Set(
    sentences.filter((s) => EARLY_MATURITY.test(s.fold)).map((s) => topOf(s.clause)),
  );
  for (const clause of clauses) {
    const fold = doc.fold.slice(clause.start, clause.end);
    if (
      clause.title !== null &&
      EARLY_MATURITY.test(foldText(clause.title)) &&
      !MISSED_PAYMENT.test(fold)
    ) {
      return [
        findingOf(KIND_SPECS.loanAcceleration, { start: clause.start, end: clause.bodyStart }),
      ];
    }
  }
  return [];
}

/** Terms the kind of contract needs and this one lacks (see module doc). */
export function kindTerms(doc: AnalyzedDocument): RawFinding[] {
  const { sentences } = indexDocument(doc);
  return [
    ...returnOfInformation(doc, sentences),
    ...leaseTerms(doc, sentences),
    ...representation(doc),
    ...earlyTermination(doc, sentences),
    ...vehicleTransfer(doc, sentences),
    ...loanAcceleration(doc, sentences),
  ];
}
