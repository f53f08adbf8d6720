/**
 * exoticClauses: clauses unusual for the contract type (waivers, assignment without consent,
 * exclusivity, non-compete, silent automatic renewal, disproportionate fines, a court unrelated
 * to the parties, compulsory arbitration in adhesion contracts, service of process by e-mail,
 * perpetual confidentiality, renewal price fixed by one side). Also gives the preview status.
 */
import type { TExoticStatus } from '@contrato-claro/shared';
import { regimeOf } from '../../facts/regime';
import type { LegalReferenceId } from '../../legal/references';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, parseBrNumber, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import { renewalsWithoutNotice } from '../important-dates';
import { FINE_PERCENT, FORFEIT_ALL_PAID } from '../key-values/patterns';
import { findingOf, formatNumber, type RuleSpec } from '../rule';
import {
  AFTER_TERM,
  ARBITRATION,
  ASSIGNMENT,
  COMPETING_ACTIVITY,
  CONFIDENTIALITY,
  DISPROPORTIONATE_FINE_PERCENT,
  ELECTRONIC_SERVICE,
  EXCLUSIVE_DEALING,
  EXCLUSIVE_LIABILITY,
  EXCLUSIVITY,
  EXCLUSIVITY_TYPES,
  FORUM_ELECTION,
  NEGATION,
  NON_COMPETE,
  NON_COMPETE_TITLE,
  NO_EXCLUSIVITY,
  PERPETUAL,
  RENEWAL,
  RESTRAINT,
  SPECS,
  STANDARD_WAIVER,
  UNILATERAL_PRICE,
  WAIVER,
} from './patterns';

const spanOf = (sentence: Sentence, match: RegExpExecArray | RegExpMatchArray) => {
  const start = sentence.start + match.index!;
  return { start, end: start + match[0].length };
};

/** One finding per sentence where `select` matches. */
function perSentence(
  sentences: readonly Sentence[],
  spec: RuleSpec,
  select: (sentence: Sentence) => RegExpExecArray | null,
  legalRef?: LegalReferenceId,
): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const match = select(sentence);
    if (match) findings.push(findingOf(spec, spanOf(sentence, match), { legalRef }));
  }
  return findings;
}

function disproportionateFines(sentences: readonly Sentence[]): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.fold.matchAll(FINE_PERCENT)) {
      const rate = parseBrNumber((match.groups!.n ?? match.groups!.n2)!);
      if (rate < DISPROPORTIONATE_FINE_PERCENT) continue;
      findings.push(
        findingOf(SPECS.multa, spanOf(sentence, match), {
          description: `A multa de ${formatNumber(rate)}% alcança metade ou mais do valor de referência.`,
        }),
      );
    }
    const forfeit = FORFEIT_ALL_PAID.exec(sentence.fold);
    if (forfeit) {
      findings.push(
        findingOf(SPECS.multa, spanOf(sentence, forfeit), {
          description: 'A perda de todos os valores já pagos equivale a uma multa de 100%.',
        }),
      );
    }
  }
  return findings;
}

function unrelatedForum(doc: AnalyzedDocument): RawFinding[] {
  const facts = documentFacts(doc);
  if (facts.partyCities.length === 0) return [];
  const known = new Set([...facts.partyCities.flat(), ...facts.bodyCities]);
  const forum = facts.forums.find(
    (candidate) => FORUM_ELECTION.test(candidate.sentence.fold) && !known.has(candidate.city),
  );
  if (forum === undefined) return [];
  return [
    findingOf(SPECS.foroSemVinculo, forum, {
      description: `O foro eleito (${doc.text.slice(forum.start, forum.end)}) não é o domicílio de nenhuma das partes nem o local de cumprimento do contrato.`,
    }),
  ];
}

/** A bar on working for others after the contract ends, the restraint as its span. */
const postTermRestraint = (fold: string): RegExpExecArray | null =>
  AFTER_TERM.test(fold) && COMPETING_ACTIVITY.test(fold) ? RESTRAINT.exec(fold) : null;

/** Non-compete clauses, by their wording or by their title (one finding per clause). */
function nonCompete(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const findings = perSentence(
    sentences,
    SPECS.naoConcorrencia,
    (s) => NON_COMPETE.exec(s.fold) ?? postTermRestraint(s.fold),
  );
  const covered = new Set(
    findings.map((finding) => indexDocument(doc).clauseAt(finding.start).ref),
  );
  for (const clause of doc.clauses) {
    if (clause.title === null || covered.has(clause.ref)) continue;
    const title = doc.fold.slice(clause.start, clause.bodyStart);
    const match = NON_COMPETE_TITLE.exec(title);
    if (match) {
      const start = clause.start + match.index;
      findings.push(findingOf(SPECS.naoConcorrencia, { start, end: start + match[0].length }));
    }
  }
  return findings;
}

/** An exclusivity undertaking, named as such or described ("não celebrará parceria semelhante com outra"). */
const exclusivity = (fold: string): RegExpExecArray | null =>
  (EXCLUSIVE_LIABILITY.test(fold) || NO_EXCLUSIVITY.test(fold) ? null : EXCLUSIVITY.exec(fold)) ??
  EXCLUSIVE_DEALING.exec(fold);

/** exoticClauses (see module doc). */
export const exoticClausesAnalyzer: Analyzer = {
  criterion: 'exoticClauses',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    const context = regimeOf(doc);
    const isDealType = EXCLUSIVITY_TYPES.includes(context.contractType);
    const waiverRef: LegalReferenceId | undefined = context.isAdhesion
      ? 'cc.art423-424'
      : context.isConsumer
        ? 'cdc.art51.I'
        : undefined;
    return [
      ...perSentence(
        sentences,
        SPECS.renuncia,
        (s) => (STANDARD_WAIVER.test(s.fold) ? null : WAIVER.exec(s.fold)),
        waiverRef,
      ),
      ...perSentence(sentences, SPECS.cessao, (s) =>
        NEGATION.test(s.fold) ? null : ASSIGNMENT.exec(s.fold),
      ),
      ...(isDealType
        ? []
        : perSentence(sentences, SPECS.exclusividade, (s) => exclusivity(s.fold))),
      ...nonCompete(doc, sentences),
      ...renewalsWithoutNotice(doc).map((span) => findingOf(SPECS.renovacao, span)),
      ...disproportionateFines(sentences),
      ...unrelatedForum(doc),
      // CDC art. 51, VII for consumers; Lei 9.307/1996 art. 4º §2º for other adherents.
      ...(context.isAdhesion || context.isConsumer
        ? perSentence(
            sentences,
            SPECS.arbitragem,
            (s) => ARBITRATION.exec(s.fold),
            context.isConsumer ? 'cdc.art51.VII' : 'lei9307.art4.p2',
          )
        : []),
      ...perSentence(sentences, SPECS.citacao, (s) => ELECTRONIC_SERVICE.exec(s.fold)),
      ...perSentence(sentences, SPECS.confidencialidadePerpetua, (s) =>
        CONFIDENTIALITY.test(s.fold) ? PERPETUAL.exec(s.fold) : null,
      ),
      ...perSentence(
        sentences,
        SPECS.precoRenovacao,
        (s) => (RENEWAL.test(s.fold) ? UNILATERAL_PRICE.exec(s.fold) : null),
        context.isConsumer ? 'cdc.art51.X' : undefined,
      ),
    ];
  },
};

/** The preview badge: critical when any atypical clause is high-severity. */
export function exoticStatus(findings: readonly RawFinding[]): TExoticStatus {
  if (findings.length === 0) return 'nenhuma';
  return findings.some((finding) => finding.severity === 'alta') ? 'critica' : 'atencao';
}
