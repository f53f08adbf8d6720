/**
 * Decides whether a reference of the vetted table may be cited for a document: Lei 8.245 only
 * in leases, the CDC only where the text shows a consumer relation, CC arts. 423–424 only in
 * adhesion contracts.
 */
import type { TContractType, TLegalBasis } from '@contrato-claro/shared';
import type { AnalyzedDocument } from '../types';
import {
  LEGAL_REFERENCES,
  toLegalBasis,
  type Applicability,
  type LegalReferenceId,
} from './references';

/** Types that are, by their nature, mass contracts offered to consumers. */
const CONSUMER_TYPES: readonly TContractType[] = ['Termos de uso', 'Serviços educacionais'];
const CONSUMER_SIGNAL =
  /(?<!precos? (?:ao|do) )\bconsumidor(?:a|es)?\b|\blei (?:n[ºo.]\s*)?8\.078\b|\busuario final\b/u;
const ADHESION_SIGNAL =
  /\b(?:contrato de adesao|termos? de uso|termos e condicoes|ao (?:clicar|aceitar|utilizar|usar)|aceite eletronico)\b/u;
/** Roles that only appear in leases. */
const LEASE_SIGNAL = /\b(?:locador(?:a)?|locatari[oa])\b/u;

/** Signals of a document, computed once per document. */
export interface LegalContext {
  contractType: TContractType;
  isConsumer: boolean;
  isAdhesion: boolean;
  isLease: boolean;
}

const cache = new WeakMap<AnalyzedDocument, LegalContext>();

/** The legal context of a document (contract type and consumer/adhesion/lease signals). */
export function legalContext(doc: AnalyzedDocument): LegalContext {
  let context = cache.get(doc);
  if (context === undefined) {
    const type = doc.classification.contractType;
    const isAdhesion = CONSUMER_TYPES.includes(type) || ADHESION_SIGNAL.test(doc.fold);
    const isLease = type === 'Locação' || (type === 'Outro' && LEASE_SIGNAL.test(doc.fold));
    // Urban leases are governed by Lei 8.245, not by the CDC (settled case law).
    const isConsumer = !isLease && (isAdhesion || CONSUMER_SIGNAL.test(doc.fold));
    context = { contractType: type, isAdhesion, isConsumer, isLease };
    cache.set(doc, context);
  }
  return context;
}

function applies(rule: Applicability, context: LegalContext): boolean {
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
  return applies(reference.appliesTo, legalContext(doc)) ? toLegalBasis(reference) : undefined;
}
