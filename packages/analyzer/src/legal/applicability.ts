/**
 * Decides whether a reference of the vetted table may be cited for a document, from its regime
 * (facts/regime.ts): Lei 8.245 only in leases, the CDC only where the text shows a consumer
 * relation (a developer's sale of a lot or unit to a natural person is one), CC arts. 423–424
 * only in adhesion contracts.
 */
import type { TLegalBasis } from '@contrato-claro/shared';
import { regimeOf, type Regime } from '../facts/regime';
import type { AnalyzedDocument } from '../types';
import {
  LEGAL_REFERENCES,
  toLegalBasis,
  type Applicability,
  type LegalReferenceId,
} from './references';

function applies(rule: Applicability, context: Regime): boolean {
  switch (rule.kind) {
    case 'any':
      return true;
    case 'types':
      return (
        rule.types.includes(context.contractType) ||
        (rule.types.includes('Locação') && context.isLease)
      );
    case 'exceptTypes':
      return !rule.types.includes(context.contractType);
    case 'consumer':
      return context.isConsumer;
    case 'adhesion':
      return context.isAdhesion;
    default: {
      const unknown: never = rule;
      return unknown;
    }
  }
}

/** Whether a reference id names an entry of the vetted table. */
export const isLegalReferenceId = (id: string): id is LegalReferenceId =>
  Object.hasOwn(LEGAL_REFERENCES, id);

/**
 * The legal basis to print for a finding, or undefined when the reference does not apply to
 * this document (or is not in the vetted table: nothing else is ever cited).
 */
export function legalBasisFor(
  id: string | undefined,
  doc: AnalyzedDocument,
): TLegalBasis | undefined {
  if (id === undefined || !isLegalReferenceId(id)) return undefined;
  const reference = LEGAL_REFERENCES[id];
  return applies(reference.appliesTo, regimeOf(doc)) ? toLegalBasis(reference) : undefined;
}
