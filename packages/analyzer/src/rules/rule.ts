/**
 * A rule as one declarative object: what it says (criterion, severity, texts), the law it rests
 * on (an id of the vetted table), the regimes it applies to, how it matches a sentence of the
 * body, and the wordings that must and must not match — which `rules.test.ts` runs, so an example
 * that stopped matching is a failing test. The registry (`index.ts`) runs every rule once per
 * document and derives the rest.
 */
import type { TCriterion, TSeverity } from '@contrato-claro/shared';
import type { Sentence } from '../analyzers/document-index';
import type { Regime } from '../facts/regime';
import type { LegalReferenceId } from '../legal/references';
import type { AnalyzedDocument, RuleId } from '../types';

/**
 * The regimes a rule applies to, read from the document's facts (`facts/regime.ts`): the CDC
 * and its lists in consumer relations; Lei 8.245 in urban leases; Lei 14.133 in contracts of the
 * public administration; the Civil Code's rules between parties of equal footing ('civil': no
 * consumer, no employment, no internship, no public contract); the CLT in employment; Lei
 * 11.788 in internships; 'adhesion' is a consumer's or any adherent's contract (CDC art. 54,
 * CC arts. 423–424); 'private' is any deal between private parties, consumer or not (a
 * rule of the CPC or the Civil Code that binds both).
 */
export type RegimeGate =
  | 'consumer'
  | 'adhesion'
  | 'private'
  | 'urban-lease'
  | 'public'
  | 'civil'
  | 'employment'
  | 'internship';

/** Whether a document's regime opens a gate. */
export function isInRegime(gate: RegimeGate, regime: Regime): boolean {
  switch (gate) {
    case 'consumer':
      return regime.isConsumer && !regime.isLease && !regime.isPublic;
    case 'urban-lease':
      return regime.isLease;
    case 'adhesion':
      return regime.isAdhesion || regime.isConsumer;
    case 'private':
      return !regime.isEmployment && !regime.isInternship && !regime.isPublic;
    case 'public':
      return regime.isPublic;
    case 'civil':
      return !regime.isConsumer && !regime.isEmployment && !regime.isInternship && !regime.isPublic;
    case 'employment':
      return regime.isEmployment;
    case 'internship':
      return regime.isInternship;
    default: {
      const unreachable: never = gate;
      return unreachable;
    }
  }
}

/** Where a rule matched, relative to its sentence's folded text. */
export interface SentenceMatch {
  index: number;
  length: number;
}

/** One rule. */
export interface DeclarativeRule {
  id: RuleId;
  criterion: TCriterion;
  severity: TSeverity;
  title: string;
  description: string;
  recommendation: string;
  /** The provision of the law the rule expresses (the vetted table). */
  legalRef: LegalReferenceId;
  /** The regime the law applies in: outside it the rule never fires. */
  regime: RegimeGate;
  /**
   * Where the provision differs by regime inside the gate (CDC art. 51, VII for a consumer, Lei
   * 9.307 art. 4º, § 2º for another adherent), the one for this document; `legalRef` otherwise.
   */
  legalRefIn?: (regime: Regime) => LegalReferenceId;
  /** Besides the regime, what the whole document must be about (a health plan, a credit). */
  isAbout?: (doc: AnalyzedDocument) => boolean;
  /**
   * Where a sentence states what the law forbids, or null; the document is there for the facts
   * a sentence alone cannot give (the parties' seats, the court elected).
   */
  match: (sentence: Sentence, doc: AnalyzedDocument) => SentenceMatch | null;
  /**
   * Clauses that must match and must not, each a sentence of a contract of the rule's regime
   * (active and passive, another verb, figures in words); at least three of each.
   */
  examples: { matches: readonly string[]; nonMatches: readonly string[] };
}

/** A pattern's first match in a sentence as a rule's match. */
export function firstMatch(pattern: RegExp, fold: string): SentenceMatch | null {
  const found = pattern.exec(fold);
  return found === null ? null : { index: found.index, length: found[0].length };
}
