/**
 * equilibriumAnalysis: whether penalties, termination and amendment rights, waivers, liability
 * limits, the chosen court and the obligations weigh on both sides or on one only.
 */
import { legalContext } from '../../legal/applicability';
import type { LegalReferenceId } from '../../legal/references';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import { mainRoles, roleKey, roleMentions, type RoleMention } from '../roles';
import { EARLY_EXIT } from '../key-values/patterns';
import { findingOf, type RuleSpec } from '../rule';
import {
  AMENDMENT,
  AT_WILL,
  BOTH_SIDES,
  FORUM_OF_PARTY,
  FORUM_WAIVER,
  GUARANTOR_WAIVER,
  LATE,
  LIABILITY_LIMIT,
  MIN_OBLIGATIONS,
  NO_PENALTY,
  OBLIGATION,
  PENALTY,
  SPECS,
  TERMINATION,
  WAIVER,
} from './patterns';

/** Consumers, students, tenants and employees may leave at will by law or by the CDC. */
const WEAKER_ROLES = new Set(['aluno', 'usuario', 'locatario', 'empregado']);

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
  roles: Set<string>,
): RoleMention | null {
  const mentions = roleMentions(doc, sentence.fold, sentence.start).filter((m) => roles.has(m.key));
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
      actor === 'first' ? firstActor(doc, sentence, roles) : actorOf(doc, sentence, start, roles);
    if (role !== null) acts.push({ role, start, end: start + match[0].length });
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
  legalContext(doc).isConsumer ? id : undefined;

function forumOfParty(doc: AnalyzedDocument, roles: Set<string>): RawFinding[] {
  const facts = documentFacts(doc);
  for (const forum of facts.forums) {
    const explicit = FORUM_OF_PARTY.exec(forum.sentence.fold);
    if (explicit) {
      const key = roleKey(explicit.groups!.role!);
      if (roles.has(key) && !WEAKER_ROLES.has(key)) {
        const start = forum.sentence.start + explicit.index;
        return [
          findingOf(
            SPECS.foroDomicilio,
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

function unequalObligations(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: string[],
): RawFinding[] {
  const counts = new Map<string, Sentence[]>(roles.map((role) => [role, []]));
  const set = new Set(roles);
  for (const sentence of sentences) {
    if (BOTH_SIDES.test(sentence.fold)) continue;
    for (const match of sentence.fold.matchAll(OBLIGATION)) {
      const role = actorOf(doc, sentence, sentence.start + match.index, set);
      if (role !== null) counts.get(role.key)!.push(sentence);
    }
  }
  const sorted = [...counts.entries()].sort((a, b) => b[1].length - a[1].length);
  const [top, bottom] = [sorted[0], sorted.at(-1)];
  if (top === undefined || bottom === undefined || top === bottom) return [];
  if (top[1].length < MIN_OBLIGATIONS || bottom[1].length > 0) return [];
  const first = top[1][0]!;
  return [
    findingOf(SPECS.obrigacoesDesiguais, first, {
      description: `O contrato impõe ${top[1].length} obrigações a uma das partes e nenhuma à outra.`,
    }),
  ];
}

/** equilibriumAnalysis (see module doc). */
export const equilibriumAnalyzer: Analyzer = {
  criterion: 'equilibriumAnalysis',
  analyze(doc) {
    const roleList = mainRoles(doc);
    if (roleList.length < 2) return [];
    const roles = new Set(roleList);
    const { sentences } = indexDocument(doc);
    const context = legalContext(doc);
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
    const isProtective = holder !== undefined && WEAKER_ROLES.has(holder);
    const terminationRef: LegalReferenceId =
      context.isLease && holder === 'locador'
        ? 'lei8245.art4'
        : context.isConsumer
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
        oneSided(doc, sentences, roles, (s) => AMENDMENT.exec(s.fold), 'governing'),
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
      ...forumOfParty(doc, roles),
      ...unequalObligations(doc, sentences, roleList),
    ];
  },
};
