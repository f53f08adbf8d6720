/**
 * How an analyzer states a rule: its id, pt-BR texts and severity as data, and one function
 * that turns a match into a finding.
 */
import type { TDefaultClauseKey, TSeverity } from '@contrato-claro/shared';
import type { LegalReferenceId } from '../legal/references';
import type { RawFinding, RuleId } from '../types';

/** The fixed part of a rule's findings. */
export interface RuleSpec {
  rule: RuleId;
  title: string;
  description: string;
  severity: TSeverity;
  recommendation?: string;
  legalRef?: LegalReferenceId;
  /** The standard element its findings say is missing. */
  missing?: TDefaultClauseKey;
}

/** What a match may override: the description usually names the values found. */
export type FindingDetail = Partial<
  Pick<RuleSpec, 'description' | 'severity' | 'legalRef' | 'title' | 'missing'>
> & {
  /** Other places of the same problem. */
  occurrences?: { start: number; end: number }[];
};

/** A finding of `spec` at `[start, end)` of the normalised text. */
export function findingOf(
  spec: RuleSpec,
  span: { start: number; end: number },
  detail: FindingDetail = {},
): RawFinding {
  const finding: RawFinding = {
    rule: spec.rule,
    title: detail.title ?? spec.title,
    description: detail.description ?? spec.description,
    severity: detail.severity ?? spec.severity,
    start: span.start,
    end: span.end,
  };
  if (spec.recommendation !== undefined) finding.recommendation = spec.recommendation;
  const legalRef = 'legalRef' in detail ? detail.legalRef : spec.legalRef;
  if (legalRef !== undefined) finding.legalRef = legalRef;
  const missing = detail.missing ?? spec.missing;
  if (missing !== undefined) finding.missing = missing;
  if (detail.occurrences !== undefined && detail.occurrences.length > 0) {
    finding.occurrences = detail.occurrences;
  }
  return finding;
}

/** Formats a number the Brazilian way ("1.234,5"). */
export const formatNumber = (value: number): string =>
  value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** Formats money ("R$ 1.234,56"). */
export const formatMoney = (value: number): string =>
  value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
