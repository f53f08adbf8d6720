/**
 * equilibriumAnalysis: whether penalties, termination and amendment rights, waivers, liability
 * limits, the chosen court and the obligations weigh on both sides or on one only, and whether
 * the consumer can leave the contract.
 */
import { objectText } from '../../facts/elements';
import { regimeOf, SALE_TYPES, WITHDRAWAL_RIGHT, type Regime } from '../../facts/regime';
import type { LegalReferenceId } from '../../legal/references';
import { foldText } from '../../text/fold';
import { readProvisions, type Provision } from '../../language/provisions';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { documentFacts, type Forum } from '../facts';
import { mainRoles, roleKey, roleMentions, type RoleMention } from '../roles';
import { findingOf, type RuleSpec } from '../rule';
import { dutiesByRole } from './obligations';
import {
  AFTER_PREPOSITION,
  AGENT_BEFORE,
  AGREED,
  AMENDMENT_TRANSFER,
  AMENDMENT_CHOSEN,
  AMENDMENT_LISTED,
  AMENDMENT_NOUN,
  AMENDMENT_OPEN,
  CHANGED_AFTER,
  CHANGED_BEFORE,
  AMENDMENT_RELATIVE,
  ARTICLE_BEFORE,
  AT_WILL,
  BENEFICIARY,
  BENIGN_WAIVER,
  BOTH_SIDES,
  BOUND_IN_FULL,
  BROAD_EXCLUSION,
  CHANGE_CONTEXT,
  CHOSEN_AFTER_SUBJECT,
  CHOSEN_BEFORE_SUBJECT,
  AGENCY_CLIENT,
  COMMERCIAL_AGENCY,
  DEL_CREDERE,
  DEBT,
  DOCUMENTS_RETAINED,
  COMPANY_NAME,
  CONSENT_DISPENSED,
  CUSTOMER_KEYS,
  CUSTOMER_CHOICE,
  OBJECT_SWAPPED,
  DECLINE_TO_SIGN,
  RESPONSIBILITY_SHIFTED,
  RESPONSIBILITY_ASSIGNED,
  CONTENT_WORD,
  CUSTODY,
  DEFECT_REMEDY,
  OPEN_OVERTIME,
  OVERTIME_BOUNDED,
  COMMISSION_ON_DIRECT_SALE,
  TIME_BOUND,
  NON_PAYMENT,
  IMPOSES_PENALTY,
  FINE_AMOUNT,
  SPARED_DELAY,
  MIN_TERM,
  BEFORE_MIN_TERM,
  EXIT_PENALTY,
  LOYALTY_BENEFIT,
  FEE_FINE,
  BREACH_TERMINATION,
  DELIMITATION,
  DISCRETION,
  EXIT_AFTER_DEBTS,
  EXIT_ALL_INSTALMENTS,
  EXIT_AT_PREMISES,
  EXIT_DENIED,
  EXIT_FOR_BREACH,
  EXIT_IN_PERSON,
  EXIT_STILL_OPEN,
  FINE_ON_REST,
  FORFEITURE,
  FORUM_OF_CONSUMER,
  SCHOOL_SERVICE,
  SUSPENDS,
  SUSPENSION_DENIED,
  WITHOUT_NOTICE,
  FORUM_OF_PARTY,
  FORUM_WORD,
  DAILY_FINE,
  MISSED_NOTICE_FINE,
  PARTIAL_REFUND,
  FORUM_WAIVER,
  GUARANTOR_WAIVER,
  IMPROVEMENTS_WAIVER,
  INDEX_CHOSEN,
  LATE,
  IRREVOCABLE,
  LEGALLY_IMPOSED,
  LIABILITY_CAP,
  LIABILITY_EXCLUSION,
  MIN_OBLIGATIONS,
  NO_PENALTY,
  NO_WAIVER,
  OFFICIAL_INDEX,
  ONE_WAY_ROLES,
  OTHER_CHANNEL,
  OUTSIDE_FINE,
  PARTY_WORD,
  PENALTY,
  POSTPOSED_SUBJECT,
  PRICE_CHANGE,
  RECITAL,
  RESERVED,
  SILENT_ACCEPTANCE,
  SPECS,
  TENANT_RIGHTS,
  TERMINATION,
  ENDED,
  ENDED_BEFORE,
  TURN,
  UNILATERAL,
  UNTIL_REQUEST,
  WAIVER,
  WHOLE_DEAL,
  WITHDRAWAL_WAIVER,
} from './patterns';

/** Consumers, students, tenants and employees may leave at will by law or by the CDC. */
const WEAKER_ROLES = new Set(['aluno', 'usuario', 'locatario', 'empregado']);
/**
 * In a consumer or adhesion contract the customer side is the consumer or adherent (CDC art. 2º,
 * CC art. 423): its exit at will and a court at its domicile (CDC art. 101, I) protect it. Forms
 * name it in many ways ("ASSINANTE", "ADERENTE", "TITULAR", "CONSUMIDORA", "BENEFICIÁRIO").
 */
const CUSTOMER_ROLES = new Set([
  'contratante',
  'cliente',
  'comprador',
  'promissario comprador',
  'assinante',
  'aderente',
  'titular',
  'consumidor',
  'consumidora',
  'beneficiario',
  'beneficiaria',
  'associado',
  'associada',
]);
/** Roles that are no side of the bargain: what they do says nothing of either side's power. */
const OUTSIDE_ROLES = new Set(['fiador', 'anuente', 'interveniente', 'socio']);

/** The roles of the weaker side in this document. */
function weakerRoles(doc: AnalyzedDocument): Set<string> {
  const context = regimeOf(doc);
  return context.isConsumer || context.isAdhesion
    ? new Set([...WEAKER_ROLES, ...CUSTOMER_ROLES])
    : WEAKER_ROLES;
}

const capitalCache = new WeakMap<AnalyzedDocument, Set<string>>();

/** The roles the parties' qualification writes in capitals ("CONTRATADA"). */
function capitalRoles(doc: AnalyzedDocument): Set<string> {
  let keys = capitalCache.get(doc);
  if (keys === undefined) {
    keys = new Set(
      doc.entities.parties
        .filter((party) => party.role === party.role.toUpperCase())
        .map((party) => roleKey(foldText(party.role).trim())),
    );
    capitalCache.set(doc, keys);
  }
  return keys;
}

/**
 * The role mentions of a sentence that name a side: where the contract writes a role in capitals,
 * a lower-case word is the common noun or adjective ("nas condições contratadas").
 */
function mentionsIn(doc: AnalyzedDocument, sentence: Sentence): RoleMention[] {
  const capitals = capitalRoles(doc);
  return roleMentions(doc, sentence.fold, sentence.start).filter(
    (mention) => mention.isCapitalised || !capitals.has(mention.key),
  );
}

/** A standard form one side drafted: a consumer or an adhesion contract (CDC art. 54, CC art. 423). */
const isForm = (context: Regime): boolean => context.isConsumer || context.isAdhesion;

interface Act {
  role: RoleMention;
  start: number;
  end: number;
}

/** Before the side that holds a power inside its words: a passive's "pela", a grant's "à". */
const HOLDER_BEFORE =
  /\b(?:pel[oa]s?|(?:(?:facult|assegur|garant|confer|conced)id[oa]s?|da|dao|confere|conferem|assegura|asseguram|concede|concedem|faculta|facultam)\s+a[oa]?s?)\s+$/u;

/**
 * The main-role mention that governs a match: the side named inside it as a passive's agent or
 * a grant's holder, else the last one before it, else the first after.
 */
function actorOf(
  doc: AnalyzedDocument,
  sentence: Sentence,
  at: number,
  end: number,
  roles: Set<string>,
): RoleMention | null {
  const mentions = mentionsIn(doc, sentence).filter((m) => roles.has(m.key));
  // The agent of a passive or the side a power is granted to, inside the match ("poderá ser
  // rescindido pela CONTRATADA", "dá à CONTRATADA o direito de").
  const inside = mentions.find(
    (mention) =>
      mention.start > at &&
      mention.end <= end &&
      HOLDER_BEFORE.test(doc.fold.slice(Math.max(at, mention.start - 20), mention.start)),
  );
  if (inside !== undefined) return inside;
  // A subject placed after a gerund or verb ("renunciando o ALUNO", "podendo a CONTRATADA").
  const after = mentions.find((mention) => mention.start > at && mention.start <= end + 1);
  if (after !== undefined && POSTPOSED_SUBJECT.test(doc.fold.slice(at, after.start))) return after;
  const before = mentions.filter((mention) => mention.end <= at);
  return before.at(-1) ?? mentions[0] ?? null;
}

/** Whether a mention is the beneficiary of what the sentence says ("à CONTRATADA", "ao LOCADOR"). */
const isBeneficiary = (doc: AnalyzedDocument, sentence: Sentence, mention: RoleMention): boolean =>
  BENEFICIARY.test(
    doc.text.slice(Math.max(sentence.start, mention.start - 16), mention.start).toLowerCase(),
  );

/** The sentence's first role that is not a beneficiary: who pays, who is limited. */
function firstActor(
  doc: AnalyzedDocument,
  sentence: Sentence,
  roles: Set<string>,
): RoleMention | null {
  const mentions = mentionsIn(doc, sentence).filter((m) => roles.has(m.key));
  return mentions.find((mention) => !isBeneficiary(doc, sentence, mention)) ?? mentions[0] ?? null;
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
  select: (sentence: Sentence) => Span | null,
  from: number,
): Act[] {
  const turns = [...sentence.fold.matchAll(TURN)].filter((turn) => turn.index >= from);
  if (turns.length === 0) return [];
  const mentions = mentionsIn(doc, sentence).filter((m) => roles.has(m.key));
  const acts: Act[] = [];
  turns.forEach((turn, i) => {
    const open = turn.index + turn[0].length;
    const close = turns[i + 1]?.index ?? sentence.fold.length;
    const part = { ...sentence, start: sentence.start + open, end: sentence.start + close };
    const match = select({ ...part, fold: sentence.fold.slice(open, close) });
    if (match === null) return;
    const start = part.start + match.index;
    const role = mentions.find(
      (m) => m.start >= part.start && m.end <= start && !isBeneficiary(doc, sentence, m),
    );
    if (role !== undefined) acts.push({ role, start, end: start + match[0].length });
  });
  return acts;
}

/** What a rule selects in a sentence: where (in the sentence) and the words. */
type Span = Pick<RegExpExecArray, 'index' | 0>;

/**
 * A power to end the contract at will, in any voice (`language/provisions.ts`): "poderá rescindir
 * a qualquer tempo", "o contrato poderá ser rescindido pela CONTRATADA, sem motivo", "dá à
 * CONTRATADA o direito de cancelar unilateralmente"; a passive's words run to its agent, who holds
 * the power. Or the thing taken back ("poderá retomar").
 */
function terminationAtWill(sentence: Sentence): Span | null {
  if (!AT_WILL.test(sentence.fold)) return null;
  const provision = readProvisions(sentence, 'end').find(
    (p) => !p.isNegated && (p.voice === 'active' ? ENDED : ENDED_BEFORE).test(p.object),
  );
  if (provision === undefined) return TERMINATION.exec(sentence.fold);
  const index = provision.start - sentence.start;
  const agent =
    provision.agentAt === null
      ? null
      : AGENT_WORD.exec(sentence.fold.slice(provision.agentAt - sentence.start));
  const end =
    agent === null
      ? provision.end - sentence.start
      : provision.agentAt! - sentence.start + agent[0].length;
  return { index, 0: sentence.fold.slice(index, end) };
}
/** The agent's word after "pelo", "pela" (its role mention starts there). */
const AGENT_WORD = /^[\p{L}-]+/u;

const namingCache = new WeakMap<AnalyzedDocument, Map<string, RoleMention>>();

/**
 * A mention of each role, to name it where a sentence does not: one with its article first
 * ("a CONTRATADA"), else its qualification. Read once per document.
 */
function mentionOfRole(doc: AnalyzedDocument, key: string): RoleMention | null {
  let naming = namingCache.get(doc);
  if (naming === undefined) {
    naming = new Map();
    const { preambleSentences, sentences } = indexDocument(doc);
    const hasArticle = (mention: RoleMention) =>
      ARTICLE_BEFORE.test(doc.fold.slice(Math.max(0, mention.start - 6), mention.start));
    for (const sentence of [...sentences, ...preambleSentences]) {
      for (const mention of mentionsIn(doc, sentence)) {
        const known = naming.get(mention.key);
        if (known === undefined || (!hasArticle(known) && hasArticle(mention))) {
          naming.set(mention.key, mention);
        }
      }
    }
    namingCache.set(doc, naming);
  }
  return naming.get(key) ?? null;
}

/** The one main role other than `key`, named where the document first names it. */
function otherRole(doc: AnalyzedDocument, roles: Set<string>, key: string): RoleMention | null {
  const others = [...roles].filter((role) => role !== key);
  return others.length === 1 ? mentionOfRole(doc, others[0]!) : null;
}

/** The one main role that pays the price (the customer's side), named. */
function payerRole(doc: AnalyzedDocument, roles: Set<string>): RoleMention | null {
  const payers = [...roles].filter((role) => CUSTOMER_ROLES.has(role) || WEAKER_ROLES.has(role));
  return payers.length === 1 ? mentionOfRole(doc, payers[0]!) : null;
}

/**
 * Who a fine falls on: the sentence's first side, unless that side imposes it ("a CONTRATANTE
 * aplicará multa": then the other side); with no side named, the payer when the fine punishes
 * a failure to pay ("O não pagamento … ensejará a rescisão e multa").
 */
function fineBearer(
  doc: AnalyzedDocument,
  sentence: Sentence,
  roles: Set<string>,
): RoleMention | null {
  const first = firstActor(doc, sentence, roles);
  if (first === null) return NON_PAYMENT.test(sentence.fold) ? payerRole(doc, roles) : null;
  const isImposer = IMPOSES_PENALTY.test(doc.fold.slice(first.end, first.end + 40));
  return isImposer ? otherRole(doc, roles, first.key) : first;
}

/** Acts of one kind; `null` when some act binds both sides (the clause is balanced). */
function oneSided(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: Set<string>,
  select: (sentence: Sentence) => Span | null,
  actor: 'first' | 'governing' | 'bearer',
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
        : actor === 'bearer'
          ? fineBearer(doc, sentence, roles)
          : actorOf(doc, sentence, start, start + match[0].length, roles);
    if (role !== null) acts.push({ role, start, end: start + match[0].length });
    // The sentence's first role is the actor of its first case only.
    if (actor !== 'governing') {
      acts.push(...laterCases(doc, sentence, roles, select, match.index + match[0].length));
    }
  }
  return acts;
}

/**
 * Fines on one side only; with, as places of the same imbalance, the clauses that expressly free
 * the other side's own late payments of interest and fine ("em eventual atraso no pagamento, não
 * incidirá juros ou multa").
 */
function oneSidedFines(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: Set<string>,
  acts: Act[] | null,
): RawFinding[] {
  const fined = acts?.[0]?.role.key;
  const spared = sentences.flatMap((sentence) => {
    const free = LATE.test(sentence.fold) ? SPARED_DELAY.exec(sentence.fold) : null;
    if (free === null) return [];
    const payer = firstActor(doc, sentence, roles) ?? payerRole(doc, roles);
    if (payer === null || payer.key === fined) return [];
    const start = sentence.start + free.index;
    return [{ start, end: start + free[0].length }];
  });
  const fine = (role: string) =>
    spared.length === 0
      ? `Só há multa por descumprimento contra ${role}; a outra parte não tem penalidade equivalente.`
      : `Só há multa por descumprimento contra ${role}; a outra parte não tem penalidade equivalente, e os atrasos dela no pagamento ficam expressamente livres de juros e multa.`;
  return reportOneSided(doc, SPECS.multaUnilateral, acts, fine).map((finding) => ({
    ...finding,
    ...(spared.length === 0 ? {} : { occurrences: [...(finding.occurrences ?? []), ...spared] }),
  }));
}

/**
 * A fine as the finding shows it: from the failure to pay that triggers it, when one does, to
 * its amount ("multa … no percentual de até vinte por cento (20%)").
 */
function fineIn(fold: string): Span | null {
  const fine = PENALTY.exec(fold);
  if (fine === null) return null;
  // A fine the sentence waives ("poderá devolvê-lo sem pagar a multa") falls on nobody.
  const waived = NO_PENALTY.exec(fold);
  if (waived !== null && fine.index >= waived.index && fine.index < waived.index + waived[0].length)
    return null;
  const trigger = NON_PAYMENT.exec(fold.slice(0, fine.index));
  const amount = FINE_AMOUNT.exec(fold.slice(fine.index + fine[0].length));
  const index = trigger?.index ?? fine.index;
  const end = fine.index + fine[0].length + (amount === null ? 0 : amount.index + amount[0].length);
  return { index, 0: fold.slice(index, end) };
}

/** A side as the text names it, with its article ("a ADMINISTRADORA" also after "pela", "à"). */
function nameOf(doc: AnalyzedDocument, party: { start: number; end: number }): string {
  const before = doc.text.slice(Math.max(0, party.start - 6), party.start).toLowerCase();
  const word = ARTICLE_BEFORE.exec(before)?.[1];
  const name = doc.text.slice(party.start, party.end);
  if (word === undefined) return `${articleOf(name)} ${name}`;
  const article =
    word === 'ao' || word === 'aos' ? word.slice(1) : word.replace(/^(?:pel|d|n)/u, '');
  return `${article.replace('à', 'a')} ${name}`;
}

/**
 * The article of a role written without one, from its ending ("a LOCATÁRIA", "o COMODATÁRIO");
 * a role whose ending has no gender ("CONTRATANTE") is "a parte CONTRATANTE".
 */
function articleOf(role: string): string {
  const last = role.trim().split(/\s+/u).at(-1) ?? '';
  const plural = /S$/iu.test(last) ? 's' : '';
  if (/AS?$/iu.test(last)) return `a${plural}`;
  if (/(?:OS?|OR|ORES)$/iu.test(last)) return `o${plural}`;
  return 'a parte';
}

/** "a" before a named side, contracted with its article: "à LOCATÁRIA", "ao LOCADOR". */
const toSide = (named: string): string =>
  named.replace(/^a(s?) /u, 'à$1 ').replace(/^o(s?) /u, 'ao$1 ');

/** The same, opening a sentence. */
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

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
  const name = nameOf(doc, first.role);
  // Without an explicit reference the rule's own applies (the table gates it by document).
  const detail = legalRef === undefined ? {} : { legalRef };
  return [findingOf(spec, first, { description: describe(name), ...detail })];
}

const consumerOr = (doc: AnalyzedDocument, id: LegalReferenceId): LegalReferenceId | undefined =>
  regimeOf(doc).isConsumer ? id : undefined;

// ---------------------------------------------------------------------------------------------
// The sides of a form: who acts in a sentence
// ---------------------------------------------------------------------------------------------

type Side = 'supplier' | 'customer' | 'both' | 'third';

/** A side named in a sentence: a contract role or a word such as "o editor", "o TITULAR". */
interface Party {
  start: number;
  end: number;
  side: Side;
}

/**
 * The side a role of a form stands for: the weaker roles and the customer's names (a defined
 * "ASSINANTE", "TITULAR") are the customer, the others supply.
 */
function sideOfRole(key: string, weaker: Set<string>): Side | null {
  if (weaker.has(key) || CUSTOMER_KEYS.has(key)) return 'customer';
  if (OUTSIDE_ROLES.has(key)) return null;
  return wordSide(key) === 'customer' ? 'customer' : 'supplier';
}

/** The side a word of PARTY_WORD names when it opens `text`, or null. */
function wordSide(text: string): Side | null {
  // matchAll leaves the global pattern's lastIndex untouched for the other callers.
  const word = text.matchAll(PARTY_WORD).next().value;
  if (word?.index !== 0) return null;
  const groups = word.groups!;
  return groups.both
    ? 'both'
    : groups.customer
      ? 'customer'
      : groups.supplier
        ? 'supplier'
        : 'third';
}

/** The sides named in a sentence, in text order (roles first where a word overlaps one). */
function partiesIn(doc: AnalyzedDocument, sentence: Sentence, weaker: Set<string>): Party[] {
  const parties: Party[] = [];
  for (const mention of mentionsIn(doc, sentence)) {
    const side = sideOfRole(mention.key, weaker);
    if (side !== null) parties.push({ start: mention.start, end: mention.end, side });
  }
  for (const match of sentence.fold.matchAll(PARTY_WORD)) {
    const start = sentence.start + match.index;
    const end = start + match[0].length;
    if (parties.some((party) => party.start < end && start < party.end)) continue;
    const groups = match.groups!;
    const side: Side = groups.both
      ? 'both'
      : groups.customer
        ? 'customer'
        : groups.supplier
          ? 'supplier'
          : 'third';
    parties.push({ start, end, side });
  }
  return parties.sort((a, b) => a.start - b.start);
}

/**
 * Who does what a match says: a side placed after its verb inside the match ("Poderá a
 * CONTRATADA alterar"), else the last side named before it that is no complement ("da
 * CONTRATADA", "ao CLIENTE"), else nobody named.
 */
function subjectOf(
  doc: AnalyzedDocument,
  sentence: Sentence,
  parties: readonly Party[],
  at: number,
  end: number,
): Party | null {
  const inside = parties.find((party) => party.start > at && party.start <= end);
  if (inside !== undefined && POSTPOSED_SUBJECT.test(doc.fold.slice(at, inside.start))) {
    return inside;
  }
  const before = parties.filter(
    (party) =>
      party.end <= at &&
      !AFTER_PREPOSITION.test(
        doc.fold.slice(Math.max(sentence.start, party.start - 12), party.start),
      ),
  );
  return before.at(-1) ?? null;
}

/** The side that starts at an offset (the agent after "pelo", "à"). */
const partyAt = (parties: readonly Party[], at: number): Party | null =>
  parties.find((party) => party.start === at) ?? null;

// ---------------------------------------------------------------------------------------------
// Unilateral amendment
// ---------------------------------------------------------------------------------------------

/** A power to change the contract found in a sentence. */
interface Change {
  start: number;
  end: number;
  /** The side that changes, when named. */
  agent: Party | null;
  /** The role mention that changes, for contracts between two named sides. */
  role: RoleMention | null;
  /** A change of price (CDC art. 51, X) rather than of content (art. 51, XIII). */
  isPrice: boolean;
  /** Whether the clause itself shows the power is exercised alone (at will, by an index it picks). */
  isDiscretionary: boolean;
  /** The thing sold swapped for another the changing side deems equivalent. */
  isSwap?: boolean;
  sentence: Sentence;
}

/** A price or rate left to the choice of one of the sides ("pelo percentual que a Escola fixar"). */
function chosenByOneSide(
  doc: AnalyzedDocument,
  sentence: Sentence,
  parties: readonly Party[],
): { match: RegExpExecArray; agent: Party } | null {
  const match = AMENDMENT_CHOSEN.exec(sentence.fold);
  if (match === null) return null;
  const at = sentence.start + match.index;
  const subject = parties.findLast((party) => party.end <= at);
  if (subject === undefined) return null;
  const before = doc.fold.slice(Math.max(sentence.start, subject.start - 8), subject.start);
  const after = doc.fold.slice(subject.end, at);
  return CHOSEN_BEFORE_SUBJECT.test(before) && CHOSEN_AFTER_SUBJECT.test(after)
    ? { match, agent: subject }
    : null;
}

/** The sentences that may grant a power: the body and the recitals ("Considerando que…"). */
function powerSentences(doc: AnalyzedDocument): Sentence[] {
  const { sentences, preambleSentences } = indexDocument(doc);
  const recitals = preambleSentences.filter((sentence) => RECITAL.test(sentence.fold));
  return [...recitals, ...sentences];
}

/**
 * The powers to change the contract a sentence grants, with who holds them. A change that needs
 * the other side's consent or that the law imposes is none; an adjustment by an official index
 * is none unless the index itself is one side's choice.
 */
function changeIn(
  doc: AnalyzedDocument,
  sentence: Sentence,
  weaker: Set<string>,
  roles: Set<string>,
): Change | null {
  const { fold } = sentence;
  if (AGREED.test(fold) || LEGALLY_IMPOSED.test(fold)) return null;
  // The thing sold swapped for another the supplier deems equivalent (CDC art. 51, XIII).
  const swap =
    CUSTOMER_CHOICE.test(fold) || DEFECT_REMEDY.test(fold) ? null : OBJECT_SWAPPED.exec(fold);
  if (swap !== null) {
    const start = sentence.start + swap.index;
    return {
      start,
      end: start + swap[0].length,
      agent: null,
      role: null,
      isPrice: false,
      isDiscretionary: true,
      isSwap: true,
      sentence,
    };
  }
  const parties = partiesIn(doc, sentence, weaker);
  const isDiscretionary = DISCRETION.test(fold) || UNILATERAL.test(fold);
  const make = (match: RegExpExecArray, agent: Party | null, isChosen = false): Change => {
    // A list of powers points at the item that changes the contract.
    const item = match.groups?.change;
    const start =
      sentence.start + match.index + (item === undefined ? 0 : match[0].lastIndexOf(item));
    const end = sentence.start + match.index + match[0].length;
    const role =
      agent === null
        ? null
        : (mentionsIn(doc, sentence).find(
            (mention) => mention.start === agent.start && roles.has(mention.key),
          ) ?? null);
    return {
      start,
      end,
      agent,
      role,
      // A passive names its object before the match ("o valor … poderá ser alterado").
      isPrice: PRICE_CHANGE.test(doc.fold.slice(Math.max(sentence.start, start - 80), end)),
      isDiscretionary: isDiscretionary || isChosen,
      sentence,
    };
  };
  // The index or rate one side picks (CDC art. 51, X), whatever official index is also named.
  const index = INDEX_CHOSEN.exec(fold);
  if (index !== null) {
    const at = sentence.start + index.index + index[0].length - index.groups!.agent!.length;
    return make(index, partyAt(parties, at), true);
  }
  const chosen = chosenByOneSide(doc, sentence, parties);
  if (chosen !== null) return make(chosen.match, chosen.agent, true);
  if (OFFICIAL_INDEX.test(fold)) return null;
  const special =
    AMENDMENT_TRANSFER.exec(fold) ??
    AMENDMENT_NOUN.exec(fold) ??
    AMENDMENT_RELATIVE.exec(fold) ??
    AMENDMENT_LISTED.exec(fold);
  if (special !== null) {
    const start = sentence.start + special.index;
    return make(special, subjectOf(doc, sentence, parties, start, start + special[0].length));
  }
  const provision = changeProvision(sentence);
  if (provision === null) return null;
  const match = asMatch(sentence, provision);
  if (provision.voice === 'active') {
    // The holder granted the power inside the words ("fica facultado à X", "reserva-se a X o
    // direito de") or the subject before them.
    const inside = parties.find((p) => p.start > provision.start && p.end <= provision.end);
    return make(match, inside ?? subjectOf(doc, sentence, parties, provision.start, provision.end));
  }
  if (provision.agentAt === null) return make(match, null);
  // "reajustado pelo IGP-M", "pela assembleia": no side changes it.
  const named = partyAt(parties, provision.agentAt);
  return named === null ? null : make(match, named);
}

/**
 * The power to change the contract a sentence grants (`language/provisions.ts`), in any voice: a
 * change of the price or the content, not denied; or a price merely set by one side ("fixado
 * pela LICENCIANTE"), which is a change only when set alone.
 */
function changeProvision(sentence: Sentence): Provision | null {
  const isObject = (p: Provision) =>
    (p.voice === 'active' ? CHANGED_AFTER : CHANGED_BEFORE).test(p.object);
  const change = readProvisions(sentence, 'change').find((p) => !p.isNegated && isObject(p));
  if (change !== undefined) return change;
  const set = readProvisions(sentence, 'set').find(
    (p) => p.voice === 'passive' && !p.isNegated && isObject(p),
  );
  return set !== undefined && UNILATERAL.test(sentence.fold) ? set : null;
}

/**
 * A provision's words as a match in its sentence, the form the findings are made from: in the
 * active, up to the object it changes ("poderá alterar o valor da mensalidade").
 */
function asMatch(sentence: Sentence, provision: Provision): RegExpExecArray {
  const index = provision.start - sentence.start;
  const object = provision.voice === 'active' ? CHANGED_AFTER.exec(provision.object) : null;
  const end = provision.end - sentence.start + (object?.[0].length ?? 0);
  const words = sentence.fold.slice(index, end);
  return Object.assign([words], { index, input: sentence.fold }) as RegExpExecArray;
}

/**
 * Without two named sides (a company's partners), an amendment power that dispenses the consent
 * of "os demais" is still one-sided.
 */
function amendmentWithoutConsent(sentences: readonly Sentence[]): RawFinding[] {
  for (const sentence of sentences) {
    if (!CONSENT_DISPENSED.test(sentence.fold)) continue;
    const provision = changeProvision(sentence);
    if (provision?.voice === 'active') return [findingOf(SPECS.alteracaoUnilateral, provision)];
  }
  return [];
}

/** One finding at the words `select` picks in the first sentence where it picks any. */
function firstFinding(
  sentences: readonly Sentence[],
  spec: RuleSpec,
  select: (fold: string) => Pick<RegExpExecArray, 'index' | 0> | null,
): RawFinding[] {
  for (const sentence of sentences) {
    const match = select(sentence.fold);
    if (match === null) continue;
    const start = sentence.start + match.index;
    return [findingOf(spec, { start, end: start + match[0].length })];
  }
  return [];
}

/**
 * The drafter keeping the right not to sign its own contract ("A VENDEDORA poderá deixar de
 * assinar…"); the customer's own freedom not to sign ("O COMPRADOR poderá deixar de assinar…
 * caso discorde"), the customer named right before the words, is no such power. At the first.
 */
function drafterDeclinesToSign(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: Set<string>,
  weaker: Set<string>,
): RawFinding[] {
  for (const sentence of sentences) {
    const decline = DECLINE_TO_SIGN.exec(sentence.fold);
    if (decline === null) continue;
    const start = sentence.start + decline.index;
    const subject = mentionsIn(doc, sentence)
      .filter((mention) => roles.has(mention.key) && mention.end <= start)
      .at(-1);
    if (subject !== undefined && weaker.has(subject.key)) continue;
    return [findingOf(SPECS.recusaAssinatura, { start, end: start + decline[0].length })];
  }
  return [];
}

/**
 * Between two named sides (not a form): the power to change belongs to one role only; a clause
 * that gives it to both, or changes by agreement, are balanced.
 */
function amendmentBetweenSides(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: Set<string>,
  weaker: Set<string>,
): RawFinding[] {
  const acts: Act[] = [];
  for (const sentence of sentences) {
    const change = changeIn(doc, sentence, weaker, roles);
    if (change === null) continue;
    if (BOTH_SIDES.test(sentence.fold)) return [];
    // Between named sides, the side that changes must be named, and a change of content must be
    // left to its discretion ("a qualquer tempo", "a seu critério"): a supplier's right to
    // update its product is no imbalance by itself; its price is (CC art. 489).
    if (change.role !== null && (change.isDiscretionary || change.isPrice)) {
      acts.push({ role: change.role, start: change.start, end: change.end });
    }
  }
  return reportOneSided(
    doc,
    SPECS.alteracaoUnilateral,
    acts,
    (role) => `Só ${role} pode alterar as condições do contrato, sem o acordo da outra parte.`,
    consumerOr(doc, 'cdc.art51.XIII'),
  );
}

/**
 * In a form, the drafter's power to change price or content after signature (CDC art. 51, X and
 * XIII): held by the supplier side, or by a side left unnamed when the clause leaves the change to
 * its discretion or reserves it ("reserva-se o direito"); a change accepted by the customer's
 * silence or continued use is the same power. One finding for the price and one for the content,
 * each listing every clause that grants the power.
 */
function supplierAmendments(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: Set<string>,
  weaker: Set<string>,
): RawFinding[] {
  const context = regimeOf(doc);
  const changes: Change[] = [];
  sentences.forEach((sentence, i) => {
    const open = AMENDMENT_OPEN.exec(sentence.fold);
    if (open !== null && !AGREED.test(sentence.fold)) {
      const start = sentence.start + open.index;
      const end = start + open[0].length;
      const agent = subjectOf(doc, sentence, partiesIn(doc, sentence, weaker), start, end);
      if (agent?.side === 'supplier') {
        changes.push({
          start,
          end,
          agent,
          role: null,
          isPrice: false,
          isDiscretionary: true,
          sentence,
        });
      }
    }
    const change = changeIn(doc, sentence, weaker, roles);
    // "Qualquer das partes poderá alterar" names both sides as the agent.
    if (change !== null) {
      const side = change.agent?.side;
      const isReserved = RESERVED.test(doc.fold.slice(change.start, change.end));
      if (side === 'supplier' || (side === undefined && (change.isDiscretionary || isReserved))) {
        changes.push(change);
      }
      return;
    }
    const silence = SILENT_ACCEPTANCE.exec(sentence.fold);
    if (silence === null) return;
    const around = sentences.slice(Math.max(0, i - 2), i + 1);
    if (!around.some((near) => CHANGE_CONTEXT.test(near.fold))) return;
    const start = sentence.start + silence.index;
    changes.push({
      start,
      end: start + silence[0].length,
      agent: null,
      role: null,
      isPrice: false,
      isDiscretionary: true,
      sentence,
    });
  });
  // One finding per kind of change (price, content): the lawyer's "the supplier may change the
  // price / the service alone", with every clause that grants it listed.
  return [true, false].flatMap((isPrice) => {
    const group = changes.filter((change) => change.isPrice === isPrice);
    const first = group[0];
    if (first === undefined) return [];
    const drafter = context.isConsumer ? 'o fornecedor' : 'quem redigiu o contrato';
    const who = first.agent === null ? drafter : nameOf(doc, first.agent);
    const description = isSilence(doc, first)
      ? 'Alterações feitas por quem redigiu o contrato passam a valer pelo seu silêncio ou pelo simples uso do serviço, sem que você concorde.'
      : first.isSwap === true
        ? `O contrato permite que ${who} entregue, no lugar do bem contratado, outro que considere equivalente, sem que você possa escolher.`
        : isPrice
          ? `O contrato permite que ${who} altere por conta própria o preço ou escolha o índice de reajuste, sem o seu acordo.`
          : `O contrato permite que ${who} altere por conta própria as condições ou o serviço contratado, sem o seu acordo.`;
    const price: LegalReferenceId = isPrice ? 'cdc.art51.X' : 'cdc.art51.XIII';
    // Serious when the whole deal is at stake — the contract itself rewritten, or changes taken
    // as accepted by silence or use; a price or a detail of the service changed by one side (the
    // network, the timetable, the itinerary, the index) is worth renegotiating.
    const isWholeDeal =
      !isPrice &&
      group.some((change) => isSilence(doc, change) || WHOLE_DEAL.test(change.sentence.fold));
    return [
      findingOf(SPECS.alteracaoUnilateral, first, {
        severity: isWholeDeal ? 'alta' : 'média',
        description,
        legalRef: context.isConsumer ? price : undefined,
        occurrences: group.slice(1).map(({ start, end }) => ({ start, end })),
      }),
    ];
  });
}

const isSilence = (doc: AnalyzedDocument, change: Change): boolean =>
  change.agent === null && SILENT_ACCEPTANCE.test(doc.fold.slice(change.start, change.end));

// ---------------------------------------------------------------------------------------------
// The consumer's exit made hard
// ---------------------------------------------------------------------------------------------

interface Obstacle {
  start: number;
  end: number;
  kind: 'inPerson' | 'denied' | 'debts' | 'instalments' | 'partialRefund' | 'loyalty';
  isWithdrawal: boolean;
}

const OBSTACLE_TEXT: Record<Obstacle['kind'], string> = {
  inPerson:
    'O cancelamento só pode ser pedido pessoalmente ou com firma reconhecida, o que dificulta sair do contrato.',
  denied: 'O contrato impede o consumidor de cancelar ou desistir.',
  debts:
    'O cancelamento fica condicionado à quitação de todos os débitos: a dívida pode ser cobrada, mas não pode prender você ao contrato.',
  instalments:
    'Para sair do contrato seria preciso pagar todas as parcelas até o fim, o que na prática impede o cancelamento.',
  partialRefund:
    'Quem desiste no prazo de arrependimento recebe só parte do que pagou, quando a lei manda devolver tudo, de imediato e corrigido.',
  loyalty:
    'O consumidor fica preso a um prazo mínimo, sob multa, sem receber nenhum benefício em troca dessa fidelidade.',
};

/**
 * A minimum term kept under a fine with nothing given in return (CDC art. 51, IV): the term's
 * clause, with the fine in the same sentence or in one that charges leaving before the term
 * ("O cancelamento antes de completado o prazo mínimo implicará multa"), and the fines counted in
 * monthly fees that enforce it. A term one may leave "sem multa" binds nobody.
 */
function loyaltyWithoutBenefit(doc: AnalyzedDocument, sentences: readonly Sentence[]): Obstacle[] {
  if (LOYALTY_BENEFIT.test(doc.fold)) return [];
  const penalises = (s: Sentence) => EXIT_PENALTY.test(s.fold) && !NO_PENALTY.test(s.fold);
  const terms = sentences.filter((s) => MIN_TERM.test(s.fold) && !NO_PENALTY.test(s.fold));
  const enforcing = sentences.filter((s) => BEFORE_MIN_TERM.test(s.fold) && penalises(s));
  if (terms.length === 0 || (!terms.some(penalises) && enforcing.length === 0)) return [];
  const places = [
    ...terms.map((sentence) => ({ sentence, match: MIN_TERM.exec(sentence.fold)! })),
    ...enforcing
      .filter((sentence) => !terms.includes(sentence))
      .map((sentence) => ({ sentence, match: BEFORE_MIN_TERM.exec(sentence.fold)! })),
    ...sentences.flatMap((sentence) => {
      const fine = FEE_FINE.exec(sentence.fold);
      return fine === null ? [] : [{ sentence, match: fine }];
    }),
  ];
  return places.map(({ sentence, match }) => ({
    start: sentence.start + match.index,
    end: sentence.start + match.index + match[0].length,
    kind: 'loyalty',
    isWithdrawal: false,
  }));
}

/**
 * The consumer's exit made hard (CDC art. 51, IV): only in person or with a notarised signature,
 * only after settling every debt, only by paying every future instalment, kept for a minimum term
 * under a fine with no benefit in return, or not at all. Not: a
 * written request, a notice period or a lawful fine. One finding per contract (the exit is one
 * path), the worst obstacle first, the others listed.
 */
function hardExit(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  weaker: Set<string>,
): RawFinding[] {
  const context = regimeOf(doc);
  const { isDistance } = context;
  const obstacles: Obstacle[] = [];
  for (const sentence of sentences) {
    const { fold } = sentence;
    if (EXIT_FOR_BREACH.test(fold)) continue;
    const parties = partiesIn(doc, sentence, weaker);
    const found = (match: RegExpExecArray | null, kind: Obstacle['kind']): boolean => {
      if (match === null) return false;
      const start = sentence.start + match.index;
      const end = start + match[0].length;
      // The supplier's own exit, or an exit the supplier performs ("rescindido pela ESCOLA").
      const subject = subjectOf(doc, sentence, parties, start, end);
      const isSuppliers =
        subject?.side === 'supplier' ||
        parties.some(
          (party) =>
            party.side === 'supplier' &&
            party.start >= start &&
            AGENT_BEFORE.test(doc.fold.slice(Math.max(start, party.start - 8), party.start)),
        );
      if (isSuppliers) return false;
      const isWithdrawal = kind === 'partialRefund' || /\barrependimento\b/u.test(match[0]);
      obstacles.push({ start, end, kind, isWithdrawal });
      return true;
    };
    // The withdrawal the law grants, refunded only in part.
    if (WITHDRAWAL_RIGHT.test(fold) && found(PARTIAL_REFUND.exec(fold), 'partialRefund')) continue;
    // In person, or at the supplier's premises when the contract itself was made at a distance.
    const inPerson = EXIT_IN_PERSON.exec(fold) ?? (isDistance ? EXIT_AT_PREMISES.exec(fold) : null);
    if (inPerson !== null && !OTHER_CHANNEL.test(fold) && found(inPerson, 'inPerson')) continue;
    const denied = EXIT_DENIED.exec(fold);
    if (
      denied !== null &&
      !EXIT_STILL_OPEN.test(fold) &&
      !SALE_TYPES.includes(context.contractType) &&
      found(denied, 'denied')
    ) {
      continue;
    }
    if (found(EXIT_AFTER_DEBTS.exec(fold), 'debts')) continue;
    if (!UNTIL_REQUEST.test(fold) && !FINE_ON_REST.test(fold)) {
      found(EXIT_ALL_INSTALMENTS.exec(fold), 'instalments');
    }
  }
  obstacles.push(...loyaltyWithoutBenefit(doc, sentences));
  if (obstacles.length === 0) return [];
  const isSevere = (obstacle: Obstacle) =>
    obstacle.kind === 'inPerson' || obstacle.kind === 'denied' || obstacle.kind === 'partialRefund';
  const first = obstacles.find(isSevere) ?? obstacles[0]!;
  // A contract made online, by phone or away from the shop may be withdrawn from in 7 days.
  const legalRef: LegalReferenceId =
    first.isWithdrawal || (first.kind === 'inPerson' && isDistance) ? 'cdc.art49' : 'cdc.art51.IV';
  return [
    findingOf(SPECS.cancelamentoDificultado, first, {
      description: OBSTACLE_TEXT[first.kind],
      severity: isSevere(first) ? 'alta' : 'média',
      legalRef,
      occurrences: obstacles
        .filter((obstacle) => obstacle !== first)
        .map(({ start, end }) => ({ start, end })),
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Liability limits
// ---------------------------------------------------------------------------------------------

/** The roles that answer in full somewhere in the contract ("A CONTRATANTE responde integralmente"). */
function boundInFull(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: Set<string>,
): Set<string> {
  const bound = new Set<string>();
  for (const sentence of sentences) {
    for (const mention of mentionsIn(doc, sentence)) {
      if (!roles.has(mention.key)) continue;
      BOUND_IN_FULL.lastIndex = mention.end - sentence.start;
      if (BOUND_IN_FULL.test(sentence.fold)) bound.add(mention.key);
    }
  }
  return bound;
}

/**
 * One side caps or excludes its own liability and the other's stays whole. A cap counts in any
 * contract; an exclusion only when broad (any damage, any cause, the failures of one's own
 * performance) and not a delimitation (acts of third parties, the other side's data). In consumer
 * contracts and leases, where the exemption from the liability the law imposes is an atypical
 * clause of its own, an exclusion counts here only when the other side answers in full.
 */
function liabilityLimits(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: Set<string>,
): RawFinding[] {
  const context = regimeOf(doc);
  const exclusions = new Set<number>();
  const acts = oneSided(
    doc,
    sentences,
    roles,
    (s) => {
      const cap = LIABILITY_CAP.exec(s.fold);
      if (cap !== null) return cap;
      const exclusion = LIABILITY_EXCLUSION.exec(s.fold);
      if (exclusion === null || !BROAD_EXCLUSION.test(s.fold) || DELIMITATION.test(s.fold)) {
        return null;
      }
      exclusions.add(s.start + exclusion.index);
      return exclusion;
    },
    'first',
  );
  if (acts === null || acts.length === 0) return [];
  const protectsByLaw = context.isConsumer || context.isLease;
  const bound = protectsByLaw ? boundInFull(doc, sentences, roles) : new Set<string>();
  const kept = acts.filter(
    (act) =>
      !exclusions.has(act.start) ||
      !protectsByLaw ||
      [...bound].some((key) => key !== act.role.key),
  );
  return reportOneSided(
    doc,
    SPECS.limitacaoUnilateral,
    kept,
    (role) =>
      `${capitalised(role)} exclui ou limita a própria responsabilidade, sem reciprocidade.`,
    consumerOr(doc, 'cdc.art51.I'),
  );
}

// ---------------------------------------------------------------------------------------------
// The court
// ---------------------------------------------------------------------------------------------

/** Whether both sides are companies, which elect their court freely (CPC art. 63). */
function isBetweenCompanies(doc: AnalyzedDocument, roles: readonly string[]): boolean {
  // The first two sides that are distinct parties: a role's synonym ("VENDEDORA, doravante
  // ALIENANTE") is the same side again, not the other one.
  const sides: (typeof doc.entities.parties)[number][] = [];
  for (const role of roles) {
    const party = doc.entities.parties.find(
      (candidate) => roleKey(foldText(candidate.role).trim()) === role,
    );
    if (party === undefined) return false;
    if (party.name === null || sides.some((side) => side.name === party.name)) continue;
    sides.push(party);
    if (sides.length === 2) break;
  }
  if (sides.length < 2) return false;
  return sides.every(
    (party) =>
      party.document?.kind === 'CNPJ' ||
      (party.name !== null && COMPANY_NAME.test(foldText(party.name))),
  );
}

/**
 * The side a forum clause names ("sede da CONTRATADA", "sede da empresa", "domicílio do LOCADOR"):
 * the customer (the weaker side), or 'supplier' for any other side of the bargain.
 */
function forumSide(named: string, roles: Set<string>, weaker: Set<string>): Side | null {
  const key = roleKey(named);
  const first = roleKey(named.split(' ')[0]!);
  if (weaker.has(key) || weaker.has(first) || CUSTOMER_KEYS.has(first)) return 'customer';
  const word = wordSide(named);
  if (word === 'customer') return 'customer';
  return roles.has(key) || roles.has(first) || word === 'supplier' ? 'supplier' : null;
}

/**
 * Courts elected by a side's seat alone, with no city ("no foro da comarca em que se encontra a
 * sede do editor do site"): the sentence, spanned from "foro" to the end of the side named.
 */
function seatOnlyForums(doc: AnalyzedDocument, named: readonly Forum[]): Forum[] {
  const withCity = new Set(named.map((forum) => forum.sentence));
  return indexDocument(doc).sentences.flatMap((sentence) => {
    if (withCity.has(sentence)) return [];
    const court = FORUM_WORD.exec(sentence.fold);
    if (court === null) return [];
    const seat = FORUM_OF_PARTY.exec(sentence.fold.slice(court.index));
    if (seat === null) return [];
    const start = sentence.start + court.index;
    return [{ city: '', start, end: start + seat.index + seat[0].length, sentence }];
  });
}

/**
 * The court at one side's domicile or seat: in a consumer contract at the supplier's seat the
 * consumer must litigate afar (CDC art. 51, IV; art. 101, I lets it sue at home); in a commercial
 * agency the agent's domicile is the legal court (Lei 4.886/1965, art. 39). Between two companies
 * the choice is free (CPC art. 63), and the court of the property, of the performance or of the
 * weaker side's domicile weighs on no one.
 */
function forumOfParty(
  doc: AnalyzedDocument,
  roleList: readonly string[],
  weaker: Set<string>,
): RawFinding[] {
  const roles = new Set(roleList);
  const context = regimeOf(doc);
  const isAgency = COMMERCIAL_AGENCY.test(doc.fold);
  if (isBetweenCompanies(doc, roleList) && !isAgency) return [];
  const facts = documentFacts(doc);
  const isBlankConsumerForm =
    context.isConsumer &&
    context.isAdhesion &&
    context.isDistance &&
    // No consumer named: a form for whoever adheres (a customer's role left blank, or none).
    !doc.entities.parties.some(
      (party) => party.name !== null && weaker.has(roleKey(foldText(party.role).trim())),
    );
  for (const forum of [...facts.forums, ...seatOnlyForums(doc, facts.forums)]) {
    // The forum's city is also where the other side lives: both are at home.
    if (facts.partyCities.filter((cities) => cities.includes(forum.city)).length >= 2) continue;
    // A blank form sold at a distance (online, by phone) to consumers of any city, electing a
    // fixed city: whoever lives elsewhere would have to litigate there.
    if (isBlankConsumerForm && forum.city !== '' && !FORUM_OF_CONSUMER.test(forum.sentence.fold)) {
      return [
        findingOf(SPECS.foroSedeFornecedor, forum, {
          description:
            'O contrato é vendido a distância, a consumidores de qualquer cidade, mas fixa o foro de uma só comarca: quem mora em outra cidade teria de se defender longe de casa.',
        }),
      ];
    }
    const explicit = FORUM_OF_PARTY.exec(forum.sentence.fold);
    if (explicit) {
      const named = explicit.groups!.role ?? explicit.groups!.holder!;
      const side = forumSide(named, roles, weaker);
      if (side === 'customer') continue;
      if (side === 'supplier') {
        // From the court's city to the side it names: "foro da Comarca de Natal, sede da empresa".
        const at = forum.sentence.start + explicit.index;
        const start = Math.min(forum.start, at);
        const end = Math.max(forum.end, at + explicit[0].length);
        const spec =
          isAgency && named.startsWith('representad')
            ? SPECS.foroSedeRepresentada
            : context.isConsumer
              ? SPECS.foroSedeFornecedor
              : SPECS.foroDomicilio;
        return [
          findingOf(
            spec,
            { start, end },
            {
              description: `O foro eleito é o do domicílio de uma das partes (${doc.text.slice(at, at + explicit[0].length)}), o que onera a outra.`,
            },
          ),
        ];
      }
    }
    if (roleList.length < 2) continue;
    const owners = facts.partyCities.filter((cities) => cities.includes(forum.city));
    if (facts.partyCities.length >= 2 && owners.length === 1 && !facts.bodyCities.has(forum.city)) {
      return [findingOf(SPECS.foroDomicilio, forum)];
    }
  }
  return [];
}

/**
 * A commercial agency (Lei 4.886/1965) whose agent answers for the payment of the clients it
 * brings: a del credere clause, which art. 43 forbids. One finding, at the first such sentence.
 */
function delCredere(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (!COMMERCIAL_AGENCY.test(doc.fold)) return [];
  return firstFinding(sentences, SPECS.delCredere, (fold) =>
    AGENCY_CLIENT.test(fold) ? DEL_CREDERE.exec(fold) : null,
  );
}

/**
 * The service suspended for a debt: a school's classes, activities or documents withheld (Lei
 * 9.870/1999, art. 6º, whatever the notice), or a consumer's service cut on any delay with no
 * notice. One finding, at the first such sentence.
 */
function suspensionForDebt(sentences: readonly Sentence[], context: Regime): RawFinding[] {
  const isSchool = context.contractType === 'Serviços educacionais';
  if (!isSchool && !context.isConsumer) return [];
  const spec = isSchool ? SPECS.suspensaoEscolar : SPECS.suspensaoSemAviso;
  return firstFinding(sentences, spec, (fold) => {
    if (!DEBT.test(fold) || SUSPENSION_DENIED.test(fold)) return null;
    if (isSchool) {
      const retained = DOCUMENTS_RETAINED.exec(fold);
      if (retained !== null) return retained;
      return SCHOOL_SERVICE.test(fold) ? SUSPENDS.exec(fold) : null;
    }
    const suspends = SUSPENDS.exec(fold);
    const unnoticed = WITHOUT_NOTICE.exec(fold);
    if (suspends === null || unnoticed === null) return null;
    // From the suspension to the words that dispense with notice, in whichever order.
    const index = Math.min(suspends.index, unnoticed.index);
    const end = Math.max(
      suspends.index + suspends[0].length,
      unnoticed.index + unnoticed[0].length,
    );
    return { index, 0: fold.slice(index, end) };
  });
}

/**
 * In a consumer or adhesion form, all responsibility for the service itself put on the customer:
 * the matter shares its words with the contract's object, read outside the sentence itself. One
 * finding, its places listed (the form's opening summary included).
 */
function responsibilityShifted(doc: AnalyzedDocument, weaker: Set<string>): RawFinding[] {
  const object = objectText(doc);
  const places: { start: number; end: number }[] = [];
  // A form's opening summary of the service (before its first clause) states it too.
  const { preambleSentences, sentences } = indexDocument(doc);
  for (const sentence of [...preambleSentences, ...sentences]) {
    const shift = RESPONSIBILITY_SHIFTED.exec(sentence.fold);
    const assigned = shift === null ? RESPONSIBILITY_ASSIGNED.exec(sentence.fold) : null;
    const match = shift ?? assigned;
    if (match === null) continue;
    // The bearer follows the shift ("… passa a ser do CLIENTE") or opens it ("cabe ao CLIENTE …").
    const at =
      sentence.start +
      (assigned === null ? match.index + match[0].length : assigned.indices!.groups!.bearer![0]);
    const bearer = mentionsIn(doc, sentence).find((mention) => mention.start === at);
    if (bearer === undefined || !weaker.has(bearer.key)) continue;
    const rest = object.replace(sentence.fold, ' ');
    const what = match.groups!.what!;
    if (CUSTODY.test(what)) continue;
    const words = what.match(CONTENT_WORD) ?? [];
    if (!words.some((word) => rest.includes(word))) continue;
    const start = sentence.start + match.index;
    places.push({ start, end: Math.max(bearer.end, start + match[0].length) });
  }
  const [first, ...others] = places;
  return first === undefined
    ? []
    : [findingOf(SPECS.responsabilidadeTransferida, first, { occurrences: others })];
}

/**
 * In a form, termination provided for the customer's breach only (the side named after "por
 * descumprimento … pelo"), the supplier's breach left unsaid; a clause for either side's breach
 * balances it. One finding, at the whole first clause, its other places listed.
 */
function customerBreachOnly(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  weaker: Set<string>,
): RawFinding[] {
  const places: { start: number; end: number }[] = [];
  for (const sentence of sentences) {
    const breach = BREACH_TERMINATION.exec(sentence.fold);
    if (breach === null) continue;
    if (BOTH_SIDES.test(sentence.fold)) return [];
    const at = sentence.start + breach.index + breach[0].length;
    const side = partiesIn(doc, sentence, weaker).find((party) => party.start === at)?.side;
    if (side === 'supplier') return [];
    if (side === 'customer') places.push({ start: sentence.start, end: sentence.end });
  }
  const [first, ...others] = places;
  return first === undefined
    ? []
    : [findingOf(SPECS.rescisaoPorFaltaDoCliente, first, { occurrences: others })];
}

/**
 * Rules of a kind of contract that need no two named sides: overtime accepted in advance with no
 * limit in employment (CLT art. 59); a commission owed on the owner's own sales with no time
 * limit, in any contract but employment.
 */
function kindRules(sentences: readonly Sentence[], context: Regime): RawFinding[] {
  if (context.isEmployment) {
    return firstFinding(sentences, SPECS.jornadaSemLimite, (fold) =>
      OVERTIME_BOUNDED.test(fold) ? null : OPEN_OVERTIME.exec(fold),
    );
  }
  return firstFinding(sentences, SPECS.comissaoSemPrazo, (fold) =>
    TIME_BOUND.test(fold) ? null : COMMISSION_ON_DIRECT_SALE.exec(fold),
  );
}

// ---------------------------------------------------------------------------------------------
// Obligations
// ---------------------------------------------------------------------------------------------

/**
 * One side carries (nearly) all duties: MIN_OBLIGATIONS for each duty of the other side plus one.
 * Not in adhesion forms, whose long lists of the adherent's rules of use are no imbalance by
 * themselves (their one-sided clauses are judged rule by rule), nor where a statute supplies the
 * other side's duties and powers (public contracts, Lei 14.133; employment, CLT; internships,
 * Lei 11.788), nor in contracts one-way by nature.
 */
function unequalObligations(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  roles: string[],
): RawFinding[] {
  const context = regimeOf(doc);
  const isStatutory = context.isPublic || context.isEmployment || context.isInternship;
  if (roles.some((role) => ONE_WAY_ROLES.has(role)) || context.isAdhesion || isStatutory) return [];
  const sorted = [...dutiesByRole(doc, sentences, roles)].sort((a, b) => b[1].count - a[1].count);
  const [top, other] = [sorted[0]?.[1], sorted[1]?.[1]];
  if (top === undefined || other === undefined || top.first === null || top.name === null)
    return [];
  if (top.count < MIN_OBLIGATIONS * (other.count + 1)) return [];
  const rest = other.count === 0 ? 'nenhuma' : `apenas ${other.count}`;
  return [
    findingOf(SPECS.obrigacoesDesiguais, top.first, {
      description: `O contrato impõe ${top.count} obrigações ${toSide(nameOf(doc, top.name))} e ${rest} à outra parte.`,
    }),
  ];
}

/** equilibriumAnalysis (see module doc). */
export const equilibriumAnalyzer: Analyzer = {
  criterion: 'equilibriumAnalysis',
  analyze(doc) {
    const roleList = mainRoles(doc);
    const { sentences } = indexDocument(doc);
    const context = regimeOf(doc);
    const weaker = weakerRoles(doc);
    const roles = new Set(roleList);
    // A form's drafter holds the pen whether or not the form names its sides.
    const formFindings = isForm(context)
      ? [
          ...supplierAmendments(doc, powerSentences(doc), roles, weaker),
          ...(context.isConsumer ? hardExit(doc, sentences, weaker) : []),
          ...drafterDeclinesToSign(doc, sentences, roles, weaker),
          ...responsibilityShifted(doc, weaker),
          ...(context.isLease ? [] : customerBreachOnly(doc, sentences, weaker)),
        ]
      : [];
    const ofKind = kindRules(sentences, context);
    if (roleList.length < 2) {
      return isForm(context)
        ? [
            ...formFindings,
            ...forumOfParty(doc, roleList, weaker),
            ...suspensionForDebt(sentences, context),
            ...ofKind,
          ]
        : [...amendmentWithoutConsent(sentences), ...ofKind];
    }
    const penalties = oneSided(
      doc,
      sentences,
      roles,
      (s) =>
        LATE.test(s.fold) ||
        DAILY_FINE.test(s.fold) ||
        MISSED_NOTICE_FINE.test(s.fold) ||
        NO_PENALTY.test(s.fold) ||
        OUTSIDE_FINE.test(s.fold)
          ? null
          : fineIn(s.fold),
      'bearer',
    );
    // In a lease the landlord's duties and the tenant's exit fine are set by Lei 8.245 (arts. 4º
    // and 22), so fines on the tenant alone are no imbalance; keeping what it paid is.
    const isStatutory = (act: Act) =>
      act.role.key === 'locatario' && !FORFEITURE.test(doc.fold.slice(act.start, act.end));
    const isLeaseFine = context.isLease && penalties !== null && penalties.every(isStatutory);
    // Only the right to leave at will counts: termination for breach is every party's right.
    const atWill = oneSided(doc, sentences, roles, terminationAtWill, 'governing');
    const holder = atWill?.[0]?.role.key;
    // The weaker side's right to leave at will is its protection, not an imbalance.
    const isProtective = holder !== undefined && weaker.has(holder);
    // CDC art. 51, XI voids the supplier's power to cancel alone; it says nothing of the consumer.
    // CC art. 473 governs a termination the law or the contract allows; a contract made
    // irrevocable ("irrevogável e irretratável") allows none, so it is not the rule to cite there.
    const terminationRef: LegalReferenceId | undefined =
      context.isLease && holder === 'locador'
        ? 'lei8245.art4'
        : context.isConsumer && !isProtective
          ? 'cdc.art51.XI'
          : IRREVOCABLE.test(doc.fold)
            ? undefined
            : 'cc.art473';
    const waiverRef: LegalReferenceId | undefined = context.isAdhesion
      ? 'cc.art423-424'
      : consumerOr(doc, 'cdc.art51.I');
    // In a public contract the administration's powers to amend, terminate and sanction alone
    // are the law's (Lei 14.133/2021, art. 104), not a bargain struck against the contractor.
    const isPrerogative = context.isPublic;
    return [
      ...oneSidedFines(doc, sentences, roles, isLeaseFine || isPrerogative ? null : penalties),
      ...(!isProtective && !isPrerogative
        ? reportOneSided(
            doc,
            SPECS.rescisaoUnilateral,
            atWill,
            (role) => `Apenas ${role} pode encerrar o contrato a qualquer tempo, sem motivo.`,
            terminationRef,
          )
        : []),
      ...(isForm(context) || isPrerogative
        ? []
        : amendmentBetweenSides(doc, sentences, roles, weaker)),
      ...formFindings,
      ...reportOneSided(
        doc,
        SPECS.renunciaUnilateral,
        oneSided(
          doc,
          sentences,
          roles,
          (s) =>
            FORUM_WAIVER.test(s.fold) ||
            GUARANTOR_WAIVER.test(s.fold) ||
            NO_WAIVER.test(s.fold) ||
            (!context.isEmployment && BENIGN_WAIVER.test(s.fold)) ||
            (SALE_TYPES.includes(context.contractType) && WITHDRAWAL_WAIVER.test(s.fold)) ||
            (context.isLease && IMPROVEMENTS_WAIVER.test(s.fold) && !TENANT_RIGHTS.test(s.fold))
              ? null
              : WAIVER.exec(s.fold),
          'governing',
        ),
        (role) => `Apenas ${role} renuncia a direitos no contrato.`,
        waiverRef,
      ),
      ...liabilityLimits(doc, sentences, roles),
      ...forumOfParty(doc, roleList, weaker),
      ...unequalObligations(doc, sentences, roleList),
      ...delCredere(doc, sentences),
      ...suspensionForDebt(sentences, context),
      ...ofKind,
    ];
  },
};
