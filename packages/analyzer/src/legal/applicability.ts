/**
 * Decides whether a reference of the vetted table may be cited for a document: Lei 8.245 only
 * in leases, the CDC only where the text shows a consumer relation (a developer's sale of a lot or
 * unit to a natural person is one), CC arts. 423–424 only in adhesion contracts.
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
/**
 * An adhesion contract (CDC art. 54, CC art. 423) by name ("contrato de adesão", "Termo de
 * Adesão"), by its online acceptance, or by saying that one side adheres to terms it cannot
 * discuss ("que adere integralmente às condições a seguir, sem possibilidade de discussão").
 */
const ADHESION_SIGNAL =
  /\b(?:(?:contrato|termo|proposta|ficha) de adesao|termos? de uso|termos e condicoes|ao (?:clicar|aceitar|utilizar|usar)|aceite eletronico|ader(?:e|em|indo)\s+(?:integral|expressa|plena|total)mente|sem (?:possibilidade|direito) de (?:discussao|negociacao|modificacao|alteracao)|(?:nao|sem) (?:podendo|poder) (?:discutir|negociar|modificar|alterar) (?:substancialmente )?(?:o seu |seu |o )?conteudo)\b/u;
/**
 * A sale of a lot or unit by a developer (Lei 6.766/1979, Lei 4.591/1964; the "quadro-resumo"
 * of Lei 13.786/2018) to a natural person: the buyer is a consumer signing a standard form it can
 * only accept, so an adhesion contract even when it does not say so.
 */
const DEVELOPMENT_SALE =
  /\b(?:loteamento|loteador[a]?|incorporacao\s+imobiliaria|incorporador[a]?|unidade\s+autonoma|quadro[\s-]resumo)\b/u;
/** Types in which a developer sells to the public. */
const SALE_TYPES: readonly TContractType[] = ['Promessa de compra e venda', 'Compra e venda'];
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

/** A company selling a lot or unit of a development to a natural person. */
function isDevelopmentSale(doc: AnalyzedDocument, type: TContractType): boolean {
  if (!SALE_TYPES.includes(type)) return false;
  const kinds = new Set(doc.entities.parties.map((party) => party.document?.kind));
  return kinds.has('CNPJ') && kinds.has('CPF') && DEVELOPMENT_SALE.test(doc.fold);
}

/** The legal context of a document (contract type and consumer/adhesion/lease signals). */
export function legalContext(doc: AnalyzedDocument): LegalContext {
  let context = cache.get(doc);
  if (context === undefined) {
    const type = doc.classification.contractType;
    const isAdhesion =
      CONSUMER_TYPES.includes(type) ||
      ADHESION_SIGNAL.test(doc.fold) ||
      isDevelopmentSale(doc, type);
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
