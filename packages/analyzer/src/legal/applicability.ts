/**
 * Decides whether a reference of the vetted table may be cited for a document, from its regime
 * (facts/regime.ts): Lei 8.245 only in urban leases (not a car's), the CDC only where the text
 * shows a consumer relation (a developer's sale of a lot or unit to a natural person is one; two
 * companies or the public administration are none), CC arts. 423–424 only in adhesion contracts,
 * the CLT in employment, Lei 11.788 in internships, Lei 14.133 in public contracts.
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
      return rule.types.includes(context.contractType);
    case 'exceptTypes':
      return !rule.types.includes(context.contractType);
    case 'consumer':
      return context.isConsumer;
    case 'adhesion':
      return context.isAdhesion;
    case 'lease':
      return context.isLease;
    case 'employment':
      return context.isEmployment;
    case 'internship':
      return context.isInternship;
    case 'public':
      return context.isPublic;
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
