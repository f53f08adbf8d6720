/**
 * equilibriumAnalysis: whether penalties, termination and amendment rights, waivers, liability
 * limits, the chosen court and the obligations weigh on both sides or on one only.
 */
import { regimeOf } from '../../facts/regime';
import type { LegalReferenceId } from '../../legal/references';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import { mainRoles, roleKey, roleMentions, type RoleMention } from '../roles';
import { EARLY_EXIT } from '../key-values/patterns';
import { findingOf, type RuleSpec } from '../rule';
import { dutiesByRole } from './obligations';
import {
  AMENDMENT,
  AMENDMENT_CHOSEN,
  AMENDMENT_PASSIVE,
  AMENDMENT_RELATIVE,
  CONSENT_DISPENSED,
  AT_WILL,
  BOTH_SIDES,
  CHOSEN_AFTER_SUBJECT,
  CHOSEN_BEFORE_SUBJECT,
  FORUM_OF_PARTY,
  FORUM_WAIVER,
  GUARANTOR_WAIVER,
  LATE,
  LIABILITY_LIMIT,
  MIN_OBLIGATIONS,
  NO_PENALTY,
  ONE_WAY_ROLES,
  POSTPOSED_SUBJECT,
  PENALTY,
  SPECS,
  TERMINATION,
  TURN,
  UNILATERAL,
  WAIVER,
} from './patterns';

/** Consumers, students, tenants and employees may leave at will by law or by the CDC. */
const WEAKER_ROLES = new Set(['aluno', 'usuario', 'locatario', 'empregado']);
/**
 * In a consumer or adhesion contract the customer side is the consumer or adherent (CDC art. 2º,
 * CC art. 423): its exit at will and a court at its domicile (CDC art. 101, I) protect it.
 */
const CUSTOMER_ROLES = new Set(['contratante', 'cliente', 'comprador', 'promissario comprador']);

/** The roles of the weaker side in this document. */
function weakerRoles(doc: AnalyzedDocument): Set<string> {
  const context = regimeOf(doc);
  return context.isConsumer || context.isAdhesion
    ? new Set([...WEAKER_ROLES, ...CUSTOMER_ROLES])
    : WEAKER_ROLES;
}

interface Act {
  role: RoleMention;
  start: number;
  end: number;
}

/** The main-role mention that governs a match: the last one before it, else the first after. */
function actorOf(
  doc: AnalyzedDocument,
  sentence: Sentence,
  at: number,
  end: number,
  roles: Set<string>,
): RoleMention | null {
  const mentions = roleMentions(doc, sentence.fold, sentence.start).filter((m) => roles.has(m.key));
  // A subject placed after a gerund or verb ("renunciando o ALUNO", "podendo a CONTRATADA").
  const after = mentions.find((mention) => mention.start > at && mention.start <= end + 1);
  if (after !== undefined && POSTPOSED_SUBJECT.test(doc.fold.slice(at, after.start))) return after;
  const before = mentions.filter((mention) => mention.end <= at);
  return before.at(-1) ?? mentions[0] ?? null;
}

function firstActor(
  doc: AnalyzedDocument,
  sentence: Sentence,
  roles: Set<string>,
): RoleMention | null {
  return roleMentions(doc, sentence.fold, sentence.start).find((m) => roles.has(m.key)) ?? null;
}

/**
 * Acts of the same kind in the later cases of a sentence whose first act is at `from` ("Se a
 * PROMITENTE COMPRADORA deixar de cumprir…, perderá o sinal…; se o inadimplemento for do
 * PROMITENTE VENDEDOR, este restituirá o sinal mais o equivalente"): each case's actor is the
 * first role named in it before its act, so a sentence that binds each side in turn is even.
 */
function laterCases(
  doc: AnalyzedDocument,
  sentence: Sentence,
  roles: Set<string>,
  select: (sentence: Sentence) => RegExpExecArray | null,
  from: number,
): Act[] {
  const turns = [...sentence.fold.matchAll(TURN)].filter((turn) => turn.index >= from);
  if (turns.length === 0) return [];
  const mentions = roleMentions(doc, sentence.fold, sentence.start).filter((m) => roles.has(m.key));
  const acts: Act[] = [];
  turns.forEach((turn, i) => {
    const open = turn.index + turn[0].length;
    const close = turns[i + 1]?.index ?? sentence.fold.length;
    const part = { ...sentence, start: sentence.start + open, end: sentence.start + close };
    const match = select({ ...part, fold: sentence.fold.slice(open, close) });
    if (match === null) return;
    const start = part.start + match.index;
    const role = mentions.find((m) => m.start >= part.start && m.end <= start);
    if (role !== undefined) acts.push({ role, start, end: start + match[0].length });
  });
  return acts;
}

/** Acts of one kind; `null` when some act binds both sides (the clause is balanced). */
function oneSided(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: Set<string>,
  select: (sentence: Sentence) => RegExpExecArray | null,
  actor: 'first' | 'governing',
): Act[] | null {
  const acts: Act[] = [];
  for (const sentence of sentences) {
    const match = select(sentence);
    if (!match) continue;
    if (BOTH_SIDES.test(sentence.fold)) return null;
    const start = sentence.start + match.index;
    const role =
      actor === 'first'
        ? firstActor(doc, sentence, roles)
        : actorOf(doc, sentence, start, start + match[0].length, roles);
    if (role !== null) acts.push({ role, start, end: start + match[0].length });
    // The sentence's first role is the actor of its first case only.
    if (actor === 'first') {
      acts.push(...laterCases(doc, sentence, roles, select, match.index + match[0].length));
    }
  }
  return acts;
}

function reportOneSided(
  doc: AnalyzedDocument,
  spec: RuleSpec,
  acts: Act[] | null,
  describe: (role: string) => string,
  legalRef?: LegalReferenceId,
): RawFinding[] {
  if (acts === null || acts.length === 0) return [];
  const keys = new Set(acts.map((act) => act.role.key));
  if (keys.size !== 1) return [];
  const first = acts[0]!;
  const name = doc.text.slice(first.role.start, first.role.end);
  // Without an explicit reference the rule's own applies (the table gates it by document).
  const detail = legalRef === undefined ? {} : { legalRef };
  return [findingOf(spec, first, { description: describe(name), ...detail })];
}

const consumerOr = (doc: AnalyzedDocument, id: LegalReferenceId): LegalReferenceId | undefined =>
  regimeOf(doc).isConsumer ? id : undefined;

function forumOfParty(
  doc: AnalyzedDocument,
  roles: Set<string>,
  weaker: Set<string>,
): RawFinding[] {
  const facts = documentFacts(doc);
  for (const forum of facts.forums) {
    const explicit = FORUM_OF_PARTY.exec(forum.sentence.fold);
    if (explicit) {
      const key = roleKey(explicit.groups!.role!);
      // The weaker side's domicile is where the CDC (art. 101, I) wants it sued and suing.
      if (weaker.has(key)) continue;
      if (roles.has(key)) {
        const start = forum.sentence.start + explicit.index;
        const spec = regimeOf(doc).isConsumer ? SPECS.foroSedeFornecedor : SPECS.foroDomicilio;
        return [
          findingOf(
            spec,
            { start, end: start + explicit[0].length },
            {
              description: `O foro eleito é o do domicílio de uma das partes (${doc.text.slice(start, start + explicit[0].length)}), o que onera a outra.`,
            },
          ),
        ];
      }
    }
    const owners = facts.partyCities.filter((cities) => cities.includes(forum.city));
    if (facts.partyCities.length >= 2 && owners.length === 1 && !facts.bodyCities.has(forum.city)) {
      return [findingOf(SPECS.foroDomicilio, forum)];
    }
  }
  return [];
}

/** One side carries (nearly) all duties: MIN_OBLIGATIONS for each duty of the other side plus one. */
function unequalObligations(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: string[],
): RawFinding[] {
  if (roles.some((role) => ONE_WAY_ROLES.has(role))) return [];
  const sorted = [...dutiesByRole(doc, sentences, roles)].sort((a, b) => b[1].count - a[1].count);
  const [top, other] = [sorted[0]?.[1], sorted[1]?.[1]];
  if (top === undefined || other === undefined || top.first === null || top.name === null)
    return [];
  if (top.count < MIN_OBLIGATIONS * (other.count + 1)) return [];
  const name = doc.text.slice(top.name.start, top.name.end);
  const rest = other.count === 0 ? 'nenhuma' : `apenas ${other.count}`;
  return [
    findingOf(SPECS.obrigacoesDesiguais, top.first, {
      description: `O contrato impõe ${top.count} obrigações a ${name} e ${rest} à outra parte.`,
    }),
  ];
}

/** A price or rate left to the choice of one of the sides ("pelo percentual que a Escola fixar"). */
function chosenByOneSide(
  doc: AnalyzedDocument,
  sentence: Sentence,
  roles: Set<string>,
): RegExpExecArray | null {
  const match = AMENDMENT_CHOSEN.exec(sentence.fold);
  if (match === null) return null;
  const at = sentence.start + match.index;
  const subject = roleMentions(doc, sentence.fold, sentence.start).findLast(
    (mention) => roles.has(mention.key) && mention.end <= at,
  );
  if (subject === undefined) return null;
  const before = doc.fold.slice(Math.max(sentence.start, subject.start - 8), subject.start);
  const after = doc.fold.slice(subject.end, at);
  return CHOSEN_BEFORE_SUBJECT.test(before) && CHOSEN_AFTER_SUBJECT.test(after) ? match : null;
}

/**
 * Without two named sides (a company's partners), an amendment power that dispenses the consent
 * of "os demais" is still one-sided.
 */
function amendmentWithoutConsent(sentences: readonly Sentence[]): RawFinding[] {
  for (const sentence of sentences) {
    if (!CONSENT_DISPENSED.test(sentence.fold)) continue;
    const match = AMENDMENT.exec(sentence.fold);
    if (match === null) continue;
    const start = sentence.start + match.index;
    return [findingOf(SPECS.alteracaoUnilateral, { start, end: start + match[0].length })];
  }
  return [];
}

/** equilibriumAnalysis (see module doc). */
export const equilibriumAnalyzer: Analyzer = {
  criterion: 'equilibriumAnalysis',
  analyze(doc) {
    const roleList = mainRoles(doc);
    const { sentences } = indexDocument(doc);
    if (roleList.length < 2) return amendmentWithoutConsent(sentences);
    const roles = new Set(roleList);
    const context = regimeOf(doc);
    const weaker = weakerRoles(doc);
    const penalties = oneSided(
      doc,
      sentences,
      roles,
      // The tenant's early-exit fine is the statutory one (Lei 8.245 art. 4º), not an imbalance.
      (s) =>
        LATE.test(s.fold) || NO_PENALTY.test(s.fold) || (context.isLease && EARLY_EXIT.test(s.fold))
          ? null
          : PENALTY.exec(s.fold),
      'first',
    );
    // Only the right to leave at will counts: termination for breach is every party's right.
    const atWill = oneSided(
      doc,
      sentences,
      roles,
      (s) => (AT_WILL.test(s.fold) ? TERMINATION.exec(s.fold) : null),
      'governing',
    );
    const holder = atWill?.[0]?.role.key;
    // The weaker side's right to leave at will is its protection, not an imbalance.
    const isProtective = holder !== undefined && weaker.has(holder);
    // CDC art. 51, XI voids the supplier's power to cancel alone; it says nothing of the consumer.
    const terminationRef: LegalReferenceId =
      context.isLease && holder === 'locador'
        ? 'lei8245.art4'
        : context.isConsumer && !isProtective
          ? 'cdc.art51.XI'
          : 'cc.art473';
    const waiverRef: LegalReferenceId | undefined = context.isAdhesion
      ? 'cc.art423-424'
      : consumerOr(doc, 'cdc.art51.I');
    return [
      ...reportOneSided(
        doc,
        SPECS.multaUnilateral,
        penalties,
        (role) => `As multas por descumprimento só são impostas a ${role}.`,
      ),
      ...(!isProtective
        ? reportOneSided(
            doc,
            SPECS.rescisaoUnilateral,
            atWill,
            (role) => `Apenas ${role} pode encerrar o contrato a qualquer tempo, sem motivo.`,
            terminationRef,
          )
        : []),
      ...reportOneSided(
        doc,
        SPECS.alteracaoUnilateral,
        oneSided(
          doc,
          sentences,
          roles,
          (s) =>
            AMENDMENT.exec(s.fold) ??
            AMENDMENT_RELATIVE.exec(s.fold) ??
            (UNILATERAL.test(s.fold) ? AMENDMENT_PASSIVE.exec(s.fold) : null) ??
            chosenByOneSide(doc, s, roles),
          'governing',
        ),
        (role) => `${role} pode alterar sozinho(a) as condições do contrato.`,
        consumerOr(doc, 'cdc.art51.XIII'),
      ),
      ...reportOneSided(
        doc,
        SPECS.renunciaUnilateral,
        oneSided(
          doc,
          sentences,
          roles,
          (s) =>
            FORUM_WAIVER.test(s.fold) || GUARANTOR_WAIVER.test(s.fold) ? null : WAIVER.exec(s.fold),
          'governing',
        ),
        (role) => `Apenas ${role} renuncia a direitos no contrato.`,
        waiverRef,
      ),
      ...reportOneSided(
        doc,
        SPECS.limitacaoUnilateral,
        oneSided(doc, sentences, roles, (s) => LIABILITY_LIMIT.exec(s.fold), 'first'),
        (role) => `${role} exclui ou limita a própria responsabilidade, sem reciprocidade.`,
        consumerOr(doc, 'cdc.art51.I'),
      ),
      ...forumOfParty(doc, roles, weaker),
      ...unequalObligations(doc, sentences, roleList),
    ];
  },
};
