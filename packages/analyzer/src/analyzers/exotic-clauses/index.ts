/**
 * exoticClauses: clauses unusual for the contract type (waivers, assignment without consent,
 * exclusivity, non-compete, silent automatic renewal, disproportionate fines, a court unrelated
 * to the parties, compulsory arbitration in adhesion contracts, service of process by e-mail,
 * perpetual confidentiality, renewal price fixed by one side), and clauses the law voids or
 * forbids whatever the type: a supplier or landlord exempting itself from the liability the law
 * imposes, taking back a property without a court, a consórcio in disguise, a generic consent
 * to use personal data, a person's image given away inside another contract. Also gives the
 * preview status.
 */
import { scoreBand, type TExoticStatus } from '@contrato-claro/shared';
import { objectText } from '../../facts/elements';
import { regimeOf, SALE_TYPES, type Regime } from '../../facts/regime';
import { foldText } from '../../text/fold';
import type { LegalReferenceId } from '../../legal/references';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import { renewalsWithoutNotice } from '../important-dates';
import { rateOf } from '../../rules/figures';
import { FINE_PERCENT, FORFEIT_ALL_PAID } from '../key-values/patterns';
import { roleKey, roleMentions, mainRoles } from '../roles';
import { findingOf, formatNumber, type RuleSpec } from '../rule';
import { readProvisions } from '../../language/provisions';
import { SUPPLIER_SIDE } from '../../rules/fragments';
import {
  ADVANCE_DEBT_CONFESSION,
  AFTER_TERM,
  ANY_CASE,
  ANY_HARM,
  ASSIGNMENT,
  AUTHORISED_CONSORTIUM,
  BID,
  CHILD,
  CHILD_SCHOOL,
  CLAIMS_WAIVER,
  COMPETING_ACTIVITY,
  CONFIDENTIALITY,
  DEBT_CONFESSION_TITLE,
  DUPLICATE,
  DUPLICATE_FOR_REFUND,
  DUPLICATES_ACCEPTED,
  CONSENT,
  CONTEST_DEADLINE,
  CONSENT_BY_USE,
  CUSTOMER_BEARS_HARM,
  CUSTOMER_ROLE,
  DEFECT,
  DENIED_EXEMPTION,
  DISCHARGE,
  DISPROPORTIONATE_FINE_PERCENT,
  DRAW,
  DRAW_PRIZE,
  ELECTRONIC_SERVICE,
  EXCLUSIVE_DEALING,
  EXCLUSIVE_LIABILITY,
  EXCLUSIVE_TASK,
  EXCLUSIVITY,
  EXCLUSIVITY_TYPES,
  EXEMPTION,
  EXEMPTION_KINDS,
  type ExemptionKind,
  FORUM_ELECTION,
  GRATUITY,
  IMAGE_INSTRUMENT,
  IMAGE_USE,
  INSPECTION,
  INSTALMENTS,
  IRREVOCABLE,
  LAWFUL_CAUSE,
  LEASE_IMPROVEMENTS,
  NEGATION,
  NON_COMPETE,
  NON_COMPETE_TITLE,
  NOT_ALLOWED,
  NO_EXCLUSIVITY,
  OPEN_PURPOSE,
  PERIODIC_DRAW,
  PAST_DEBT,
  PERPETUAL,
  PERSONAL_DATA,
  PERSON_HARM,
  PERSON_IMAGE,
  PUBLICITY,
  RENEWAL,
  RESTRAINT,
  RETAKE,
  RETAKEN_THING,
  SECURITY_IMAGE,
  SEPARATE_CONSENT,
  SERVICE_FAILURE,
  SHARING,
  SHIFTED_TO_SUPPLIER,
  SPECS,
  STANDARD_WAIVER,
  STATED_PURPOSE,
  TEXTS,
  UNBOUNDED_USE,
  UNILATERAL_PRICE,
  WAIVED_INDEMNITY,
  WAIVER,
  WITHOUT_COURT,
  WORKS_WAIVER,
  MUTUAL_MANDATE,
  TIE_IN,
  EXCLUSION,
  VAGUE_GROUND,
  AUTOMATIC_EXCLUSION,
  ANY_BREACH,
  NO_REFUND_ON_EXIT,
  STILL_BOUND,
  SUPPLIER_TERMINATES,
  WITHHELD_PAYMENT,
  OWN_WILL_GROUND,
  SECURITY_INCIDENT,
  SECURED,
  THIRD_PARTY_ACTS,
  SALES_NETWORK,
  INFORMATION_SERVICE,
  RELIABILITY,
  CUSTOMERS_OWN,
  USE_REPAIRS,
  WEAR_EXCEPTED,
  NO_RENT_REDUCTION,
  ANY_CAUSE,
  INTEGRATION_AGENT,
  AGENT_RELEASED,
  DEFENDANT_SWAP,
  OTHER_CLIENTS_PROOF,
  STAFF_REPLACED_AT_WILL,
  SHIFTS_SET_BY_CLIENT,
  AGE_REFUSAL,
  ELDERLY_AGE,
  INSURANCE,
  DISABILITY,
  EXTRA_CHARGE,
  NO_EXTRA_CHARGE,
  LOT_SALE,
  IMPROVEMENTS_CUT,
  LAWLESS_IMPROVEMENTS,
  ALL_CREATIONS,
  YEARLY_PURCHASE,
  COMPETITORS_BARRED,
  CREDIT_RECORD_REMOVAL,
  CREDIT_BUREAU,
  AFTER_PAYMENT,
  DEGREE,
  UNREGULATED_COURSE,
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
      const rate = rateOf((match.groups!.n ?? match.groups!.n2)!);
      if (rate === null || rate < DISPROPORTIONATE_FINE_PERCENT) continue;
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

/** A legal representative's details in a qualification, up to the role it introduces. */
const REPRESENTATIVE =
  /\brepresent\p{L}*\b[^;]*?(?=\bdoravante\b|\ba\s+seguir\b|\bdenominad|\bdesignad|;|$)/gu;
/** "São Paulo, 13 de novembro de 2023", "Porto Alegre, de de": where it was signed, not a link. */
const SIGNING_PLACE =
  /^\s*(?:[/–-]?\s*[a-z]{2}\b)?\s*[,.]?\s*(?:(?:aos|em|no\s+dia)\s+)?(?:\d{1,2}\s*(?:º|o)?\s*(?:de\b|dias\b)|\d{1,2}\/\d{1,2}|de\s+de\b|\{|_)/u;

/**
 * The parties' cities, read from the qualification without its representatives' residences: a
 * company's director living in another town says nothing about where the company is.
 */
function partySeats(doc: AnalyzedDocument): Set<string> {
  const facts = documentFacts(doc);
  const qualification = indexDocument(doc)
    .preambleSentences.map((sentence) => sentence.fold.replace(REPRESENTATIVE, ' '))
    .join(' ');
  return new Set(facts.partyCities.flat().filter((city) => qualification.includes(city)));
}

/**
 * Whether a court's city is written anywhere outside the court clause (a party's address, the
 * property, the place of performance) other than where and when the contract was signed.
 */
function isNamedElsewhere(doc: AnalyzedDocument, city: string): boolean {
  const courts = documentFacts(doc).forums.map((forum) => forum.sentence);
  const pattern = new RegExp(`(?<!\\p{L})${city.replace(/\s+/gu, '\\s+')}(?!\\p{L})`, 'gu');
  for (const match of doc.fold.matchAll(pattern)) {
    const at = match.index;
    if (courts.some((court) => at >= court.start && at < court.end)) continue;
    if (/\bestado\s+d[eo]\s+$/u.test(doc.fold.slice(Math.max(0, at - 12), at))) continue;
    if (SIGNING_PLACE.test(doc.fold.slice(at + match[0].length, at + match[0].length + 20)))
      continue;
    return true;
  }
  return false;
}

/**
 * A court with no link to the parties or the deal (CPC art. 63 § 1º): its city is no party's
 * seat or domicile and is written nowhere else in the contract. When the parties' addresses are
 * blanks, nothing can be said.
 */
function unrelatedForum(doc: AnalyzedDocument): RawFinding[] {
  const facts = documentFacts(doc);
  const seats = partySeats(doc);
  if (seats.size === 0) return [];
  const known = new Set([...seats, ...facts.bodyCities]);
  const forum = facts.forums.find(
    (candidate) =>
      FORUM_ELECTION.test(candidate.sentence.fold) &&
      !known.has(candidate.city) &&
      !isNamedElsewhere(doc, candidate.city),
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

/**
 * An exclusivity undertaking, named as such or described ("não celebrará parceria semelhante com
 * outra", "se obriga a não representar … concorrentes" while the contract lasts).
 */
const exclusivity = (fold: string, context: Regime): RegExpExecArray | null =>
  (EXCLUSIVE_LIABILITY.test(fold) || NO_EXCLUSIVITY.test(fold) || EXCLUSIVE_TASK.test(fold)
    ? null
    : EXCLUSIVITY.exec(fold)) ??
  EXCLUSIVE_DEALING.exec(fold) ??
  (context.isEmployment || AFTER_TERM.test(fold) ? null : COMPETITORS_BARRED.exec(fold));

/** The span from the start of the first match to the end of the last, within a sentence. */
function spanOver(
  sentence: Sentence,
  matches: readonly (RegExpExecArray | RegExpMatchArray | null)[],
): { start: number; end: number } {
  const found = matches.filter((match) => match !== null);
  const start = Math.min(...found.map((match) => match.index!));
  const end = Math.max(...found.map((match) => match.index! + match[0].length));
  return { start: sentence.start + start, end: sentence.start + end };
}

const EXEMPTIONS = new RegExp(EXEMPTION, 'gu');

/** Vocabulary keys of the customer's side (the one a supplier or landlord serves). */
const CUSTOMER_KEYS = new Set([
  'contratante',
  'comprador',
  'promissario comprador',
  'cliente',
  'aluno',
  'usuario',
  'locatario',
  'sublocatario',
  'comodatario',
  'mutuario',
  'licenciado',
]);

/**
 * Whether the party a clause exempts or empowers is the customer: the role right after the verb
 * ("não se responsabilizará a CONTRATADA", "exime a CONTRATADA de") or, failing that, the last
 * role before it in the sentence ("O LOCATÁRIO assume").
 */
function isCustomerSubject(
  doc: AnalyzedDocument,
  sentence: Sentence,
  verb: { index: number; 0: string },
): boolean {
  const afterVerb = verb.index + verb[0].length;
  const article = /^\s*,?\s*(?:a|o|as|os)\s+/u.exec(sentence.fold.slice(afterVerb, afterVerb + 12));
  if (article) {
    const at = afterVerb + article[0].length;
    const [mention] = roleMentions(doc, sentence.fold.slice(at, at + 40), sentence.start + at);
    if (mention?.start === sentence.start + at) return isCustomerKey(mention.key);
  }
  const from = Math.max(0, verb.index - 100);
  const before = sentence.fold.slice(from, verb.index);
  const roles = [
    ...roleMentions(doc, before, sentence.start + from).map((mention) => ({
      at: mention.start,
      key: mention.key,
    })),
    ...[...before.matchAll(CUSTOMER_ROLE)].map((match) => ({
      at: sentence.start + from + match.index,
      key: roleKey(match[0]),
    })),
  ];
  const last = roles.sort((a, b) => a.at - b.at).at(-1);
  return last !== undefined && isCustomerKey(last.key);
}

const CUSTOMER_WORD = new RegExp(`^${CUSTOMER_ROLE.source}$`, 'u');
const isCustomerKey = (key: string): boolean => CUSTOMER_KEYS.has(key) || CUSTOMER_WORD.test(key);

/** What a supplier sells, as far as an exemption can touch it. */
interface Sale {
  /** A consumer's or adherent's supplier (not a landlord): the CDC's or CC art. 424's rules. */
  isConsumer: boolean;
  isLease: boolean;
  /** It sells through franchisees or representatives (CDC art. 34). */
  hasAgents: boolean;
  /** What it sells is information (queries, registration data). */
  sellsInformation: boolean;
}

/**
 * The kind of exemption stated in `object`, the words after an exemption verb, or null. A
 * security incident is no third party's sole fault in advance (LGPD art. 43, III and 44), so it
 * is read before the causes the law accepts.
 */
function exemptionKind(fold: string, object: string, sale: Sale): ExemptionKind | null {
  const { isConsumer, isLease } = sale;
  if (SECURITY_INCIDENT.test(object) && !SECURED.test(object)) return 'security';
  if ((isConsumer || isLease) && ANY_CASE.test(fold) && ANY_HARM.test(object)) return 'total';
  if (isConsumer && sale.hasAgents && THIRD_PARTY_ACTS.test(object)) return 'agents';
  if (LAWFUL_CAUSE.test(object)) return null;
  if (PERSON_HARM.test(object)) return isLease ? null : 'person';
  if ((isConsumer || isLease) && DEFECT.test(object)) return 'defect';
  const isCore = RELIABILITY.test(object) && !CUSTOMERS_OWN.test(object);
  return isConsumer && sale.sellsInformation && isCore ? 'core' : null;
}

/** How far an exemption verb reaches: its sentence, or the items of the list it opens. */
const EXEMPTION_REACH = 200;
const LIST_OPENER = /:\s*$/u;

/**
 * A supplier (consumer or adhesion contract) or a landlord (urban lease) exempting itself from
 * the liability the law imposes on it: CDC arts. 25, 34 and 51, I; Lei 8.245 arts. 22 and 23;
 * LGPD arts. 43 and 44 for a data breach, in any contract; in an internship, the integration
 * agent (Lei 11.788 art. 5º, § 3º). A delimitation of what is sold ("não garante a concessão do
 * crédito"), the customer's own duties and caps between businesses are left out; harm to the
 * people in a school's or club's care counts in any service contract.
 */
function liabilityExemptions(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  context: Regime,
): RawFinding[] {
  if (context.isEmployment) return [];
  if (context.isInternship) return integrationAgentExemptions(sentences);
  const isConsumer = (context.isConsumer || context.isAdhesion) && !context.isLease;
  const sale: Sale = {
    isConsumer,
    isLease: context.isLease,
    hasAgents: SALES_NETWORK.test(doc.fold),
    sellsInformation: INFORMATION_SERVICE.test(objectText(doc)),
  };
  const parties = new Set(mainRoles(doc));
  const findings: RawFinding[] = [];
  const { topOf, clauseAt } = indexDocument(doc);
  /** One finding per kind and clause, and one for the whole contract when partners are blamed. */
  const firstOf = new Map<string, RawFinding>();
  const add = (kind: ExemptionKind, span: { start: number; end: number }) => {
    const key = kind === 'third' ? kind : `${kind}|${topOf(clauseAt(span.start)).ref}`;
    const first = firstOf.get(key);
    if (first !== undefined) {
      first.occurrences = [...(first.occurrences ?? []), span];
      return;
    }
    const { severity, description, legalRef } = EXEMPTION_KINDS[kind];
    const finding = findingOf(SPECS.exoneracao, span, {
      severity: context.isLease && kind === 'defect' ? 'média' : severity,
      description,
      legalRef: legalRef ?? (context.isLease ? 'lei8245.art22' : 'cdc.art51.I'),
    });
    firstOf.set(key, finding);
    findings.push(finding);
  };
  for (const sentence of sentences) {
    const { fold } = sentence;
    const assumed = CUSTOMER_BEARS_HARM.exec(fold);
    if (assumed && !context.isLease && (isConsumer || PERSON_HARM.test(fold))) {
      const isObjective = assumed[0].startsWith('responsabilidade');
      if (isObjective || isCustomerSubject(doc, sentence, assumed)) {
        add('assumed', spanOf(sentence, assumed));
        continue;
      }
    }
    const shifted = isConsumer ? SHIFTED_TO_SUPPLIER.exec(fold) : null;
    if (shifted && SERVICE_FAILURE.test(fold)) {
      const third = (shifted.groups!.third ?? shifted.groups!.claimed!).split(/\s+/u)[0]!;
      if (!parties.has(roleKey(third))) {
        add('third', spanOf(sentence, shifted));
        continue;
      }
    }
    if (context.isLease) {
      const repairs = WEAR_EXCEPTED.test(fold) ? null : USE_REPAIRS.exec(fold);
      if (repairs) add('repairs', spanOf(sentence, repairs));
      const rent = ANY_CAUSE.test(fold) ? NO_RENT_REDUCTION.exec(fold) : null;
      if (rent) add('rent', spanOf(sentence, rent));
    }
    for (const verb of fold.matchAll(EXEMPTIONS)) {
      if (DENIED_EXEMPTION.test(fold.slice(Math.max(0, verb.index - 12), verb.index))) continue;
      // A list opened by the verb ("O editor não será responsável:") reaches into its items.
      const from = sentence.start + verb.index + verb[0].length;
      const to = LIST_OPENER.test(fold) ? from + EXEMPTION_REACH : sentence.end;
      const object = doc.fold.slice(from, Math.min(to, from + EXEMPTION_REACH));
      const kind = exemptionKind(fold, object, sale);
      if (kind === null || isCustomerSubject(doc, sentence, verb)) continue;
      const core = kind === 'core' ? RELIABILITY.exec(object) : null;
      const end = core === null ? from : from + core.index + core[0].length;
      add(kind, { start: sentence.start + verb.index, end });
      break;
    }
  }
  return findings;
}

/**
 * In an internship, the integration agent declaring its liability ended or excluded (Lei 11.788
 * art. 5º, § 3º makes it answer for the internships it places). One finding, at the first.
 */
function integrationAgentExemptions(sentences: readonly Sentence[]): RawFinding[] {
  for (const sentence of sentences) {
    const agent = INTEGRATION_AGENT.exec(sentence.fold);
    const released = agent === null ? null : AGENT_RELEASED.exec(sentence.fold);
    if (released === null || released.index < agent!.index) continue;
    const { severity, description, legalRef } = EXEMPTION_KINDS.integrationAgent;
    return [
      findingOf(SPECS.exoneracao, spanOf(sentence, released), {
        severity,
        description,
        legalRef,
      }),
    ];
  }
  return [];
}

/**
 * A party allowed to take the property or goods back by itself, without a court: in a lease the
 * landlord's only way back is the eviction action (Lei 8.245 art. 5º); elsewhere, self-help.
 * Entering to inspect the property is left out.
 */
function selfHelpRetaking(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  context: Regime,
): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const { fold } = sentence;
    const court = WITHOUT_COURT.exec(fold);
    if (court === null || INSPECTION.test(fold)) continue;
    const retake = RETAKE.exec(fold);
    if (retake === null) continue;
    const thing = fold.slice(retake.index, retake.index + retake[0].length + 40);
    if (!RETAKEN_THING.test(thing)) continue;
    if (NOT_ALLOWED.test(fold.slice(Math.max(0, retake.index - 40), retake.index))) continue;
    if (isCustomerSubject(doc, sentence, retake) && !context.isLease) continue;
    findings.push(
      findingOf(SPECS.retomada, spanOver(sentence, [retake, court]), {
        legalRef: context.isLease ? 'lei8245.art5' : undefined,
        description: context.isLease ? TEXTS.retomadaLocacao : SPECS.retomada.description,
      }),
    );
  }
  return findings;
}

/**
 * Instalments paid in advance for goods or services that some buyers get early by a periodic
 * draw or by bids: a consórcio (Lei 11.795/2008 arts. 2º and 7º) run without the Banco Central's
 * authorisation, whatever the contract calls itself. One finding per contract, on the draw.
 */
function disguisedConsortium(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (!INSTALMENTS.test(doc.fold) || AUTHORISED_CONSORTIUM.test(doc.fold)) return [];
  const draws = sentences.filter((s) => DRAW.test(s.fold) && DRAW_PRIZE.test(s.fold));
  const draw = draws.find((s) => PERIODIC_DRAW.test(s.fold)) ?? draws[0];
  if (draw === undefined) return [];
  const bids = sentences.filter((s) => BID.test(s.fold) && DRAW_PRIZE.test(s.fold));
  return [
    findingOf(SPECS.sorteio, spanOver(draw, [DRAW.exec(draw.fold), DRAW_PRIZE.exec(draw.fold)]), {
      occurrences: bids.slice(0, 1).map((bid) => spanOver(bid, [BID.exec(bid.fold)])),
    }),
  ];
}

/**
 * A consent to use personal data that is generic (LGPD art. 8º § 4º): handing the data to
 * partners or third parties with no stated purpose, for open purposes, read from mere use of the
 * service, or irrevocable (§ 5º). Images are the image rule's.
 */
function genericDataConsent(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const isChildSchool = CHILD_SCHOOL.test(doc.fold);
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const { fold } = sentence;
    if (PERSON_IMAGE.test(fold)) continue;
    const data = PERSONAL_DATA.exec(fold);
    if (data === null) continue;
    const byUse = CONSENT_BY_USE.exec(fold);
    if (byUse && !STATED_PURPOSE.test(fold)) {
      const isChild = isChildSchool || CHILD.test(fold);
      findings.push(
        findingOf(SPECS.consentimentoDados, spanOver(sentence, [byUse, data]), {
          description: TEXTS.consentimentoPorUso,
          legalRef: isChild ? 'lgpd.art14.p1' : 'lgpd.art8.p4',
        }),
      );
      continue;
    }
    const consent = CONSENT.exec(fold);
    if (consent === null) continue;
    const sharing = SHARING.exec(fold);
    const open = OPEN_PURPOSE.exec(fold);
    const irrevocable = IRREVOCABLE.exec(fold);
    if (irrevocable) {
      findings.push(
        findingOf(SPECS.consentimentoDados, spanOver(sentence, [consent, data, irrevocable]), {
          description: TEXTS.consentimentoIrrevogavel,
          legalRef: 'lgpd.art8.p5',
        }),
      );
    } else if (sharing && !STATED_PURPOSE.test(fold)) {
      findings.push(
        findingOf(SPECS.consentimentoDados, spanOver(sentence, [consent, data, sharing]), {
          severity: 'alta',
          description: TEXTS.compartilhamentoGenerico,
        }),
      );
    } else if (open) {
      findings.push(
        findingOf(SPECS.consentimentoDados, spanOver(sentence, [consent, data, open]), {
          description: TEXTS.finalidadeAberta,
        }),
      );
    }
  }
  return findings;
}

/**
 * A person's image or voice given away: inside a contract about something else (a school, a
 * trip), for publicity, for free or without limits (CC art. 20; a child's needs a parent's
 * specific consent, LGPD art. 14 § 1º); in an image authorisation of its own, only when it is
 * irrevocable (LGPD art. 8º § 5º). Giving up for free the rights over one's works or
 * performances goes against Lei 9.610 arts. 49–50.
 */
function imageAssignments(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  context: Regime,
): RawFinding[] {
  if (context.isEmployment) return [];
  const title = foldText(doc.classification.contractTitle ?? '');
  const isImageInstrument = context.isUnilateral || IMAGE_INSTRUMENT.test(title);
  const isChildSchool = CHILD_SCHOOL.test(doc.fold);
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const { fold } = sentence;
    const creations = context.isInternship ? ALL_CREATIONS.exec(fold) : null;
    if (creations) {
      findings.push(
        findingOf(SPECS.cessaoImagem, spanOf(sentence, creations), TEXTS.cessaoCriacoes),
      );
      continue;
    }
    const gratuity = GRATUITY.exec(fold);
    const works = WORKS_WAIVER.exec(fold);
    if (works && (gratuity || /\babr\p{L}*\s+mao\b/u.test(works[0]))) {
      findings.push(
        findingOf(SPECS.cessaoImagem, spanOver(sentence, [works, gratuity]), {
          ...TEXTS.cessaoObras,
          legalRef: 'lei9610.art49-50',
        }),
      );
      continue;
    }
    const image = PERSON_IMAGE.exec(fold);
    const use = IMAGE_USE.exec(fold);
    if (image === null || use === null || SEPARATE_CONSENT.test(fold)) continue;
    const publicity = PUBLICITY.exec(fold);
    if (SECURITY_IMAGE.test(fold) && publicity === null) continue;
    const irrevocable = IRREVOCABLE.exec(fold);
    if (isImageInstrument) {
      if (irrevocable === null) continue;
      findings.push(
        findingOf(SPECS.cessaoImagem, spanOver(sentence, [irrevocable]), {
          ...TEXTS.imagemIrrevogavel,
          legalRef: 'lgpd.art8.p5',
        }),
      );
      continue;
    }
    const unbounded = UNBOUNDED_USE.exec(fold);
    if (publicity === null && gratuity === null && unbounded === null && irrevocable === null)
      continue;
    const isChild = isChildSchool || CHILD.test(fold);
    findings.push(
      findingOf(
        SPECS.cessaoImagem,
        spanOver(sentence, [use, image, publicity, gratuity, unbounded, irrevocable]),
        {
          description: isChild ? TEXTS.imagemCrianca : SPECS.cessaoImagem.description,
          legalRef: isChild ? 'lgpd.art14.p1' : 'cc.art20',
        },
      ),
    );
  }
  return findings;
}

const SEVERITY_RANK = { alta: 0, média: 1, baixa: 2 } as const;

/** One finding for a group of places of one problem: the most severe leads, the rest are listed. */
function asOne(group: readonly RawFinding[]): RawFinding {
  const [lead, ...rest] = [...group].sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.start - b.start,
  );
  const places = rest.flatMap((other) => [
    { start: other.start, end: other.end },
    ...(other.occurrences ?? []),
  ]);
  return places.length === 0
    ? lead!
    : { ...lead!, occurrences: [...(lead!.occurrences ?? []), ...places] };
}

/**
 * One finding per rule and clause, led by the most severe: the pipeline keeps one finding of a
 * rule per clause, and a free image authorisation must not hide, in the same clause, the waiver
 * of the rights over one's songs.
 */
function mostSevereFirst(doc: AnalyzedDocument, findings: readonly RawFinding[]): RawFinding[] {
  const { clauseAt } = indexDocument(doc);
  const groups = new Map<string, RawFinding[]>();
  for (const finding of findings) {
    const key = `${finding.rule}|${clauseAt(finding.start).ref}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return [...groups.values()].map(asOne);
}

/** Words of a sentence as the text writes them, lower-cased when the clause is in capitals. */
function quoted(doc: AnalyzedDocument, sentence: Sentence, match: RegExpMatchArray): string {
  const start = sentence.start + match.index!;
  const words = doc.text.slice(start, start + match[0].length);
  return words === words.toUpperCase() ? words.toLowerCase() : words;
}

/** The supplier's side named. */
const SUPPLIER_NAMED = new RegExp(String.raw`\b${SUPPLIER_SIDE}\b`, 'u');

/**
 * Where a sentence gives the supplier the power to end the contract, in any wording: the noun
 * ("rescisão unilateral pelas CONTRATADAS") or a provision of the end class held by the supplier
 * ("dão às PRESTADORAS o direito de rescindir", "poderá ser cancelado pela ESCOLA").
 */
function supplierEnds(sentence: Sentence): RegExpExecArray | null {
  const noun = SUPPLIER_TERMINATES.exec(sentence.fold);
  if (noun !== null) return noun;
  for (const provision of readProvisions(sentence, 'end')) {
    if (provision.isNegated) continue;
    const holder =
      provision.agentAt === null
        ? sentence.fold.slice(provision.start - sentence.start, provision.end - sentence.start)
        : sentence.fold.slice(provision.agentAt - sentence.start);
    const supplier = SUPPLIER_NAMED.exec(holder);
    if (supplier === null || (provision.agentAt !== null && supplier.index !== 0)) continue;
    const index = provision.start - sentence.start;
    const words = sentence.fold.slice(index, provision.end - sentence.start);
    return Object.assign([words], { index, input: sentence.fold }) as RegExpExecArray;
  }
  return null;
}
/**
 * The adherent shut out, or the contract ended, by the drafter on grounds only it can judge
 * ("comportamento inadequado", "desarmonia"), at once for any breach, or at once with nothing paid
 * returned (CDC art. 51, II), or with the customer still bound to all of it; and, in any contract, a
 * payment withheld whenever the payer cancels "por causas alheias à sua vontade" (CDC art. 51,
 * IV in a consumer relation). Labour, internship and public contracts have their causes in the
 * law. One finding per contract: the exclusion is one power, its places are listed.
 */
function summaryExclusions(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  context: Regime,
): RawFinding[] {
  if (context.isEmployment || context.isInternship || context.isPublic) return [];
  const isForm = context.isConsumer || context.isAdhesion;
  const found: RawFinding[] = [];
  for (const sentence of sentences) {
    const { fold } = sentence;
    const withheld = WITHHELD_PAYMENT.exec(fold);
    const ownWill = withheld === null ? null : OWN_WILL_GROUND.exec(fold);
    if (ownWill) {
      const span = spanOver(sentence, [withheld, ownWill]);
      found.push(findingOf(SPECS.exclusaoSumaria, span, TEXTS.pagamentoSuprimido));
      continue;
    }
    const exclusion = isForm ? EXCLUSION.exec(fold) : null;
    if (exclusion === null) continue;
    const ends = supplierEnds(sentence);
    const bound = ends === null ? null : STILL_BOUND.exec(fold);
    if (bound) {
      const span = spanOver(sentence, [bound, ends]);
      found.push(findingOf(SPECS.exclusaoSumaria, span, TEXTS.rescisaoSemLiberar));
      continue;
    }
    const grounds = [...fold.matchAll(VAGUE_GROUND)];
    if (grounds.length > 0) {
      const named = grounds.map((ground) => `"${quoted(doc, sentence, ground)}"`).join(', ');
      found.push(
        findingOf(SPECS.exclusaoSumaria, spanOver(sentence, grounds), {
          description: `O contrato pode ser encerrado, ou você excluído, por motivos que só quem exclui avalia (${named}), sem critério objetivo nem oportunidade de defesa.`,
        }),
      );
      continue;
    }
    const automatic = AUTOMATIC_EXCLUSION.exec(fold);
    if (automatic === null) continue;
    const noRefund = NO_REFUND_ON_EXIT.exec(fold);
    const anyBreach = ANY_BREACH.exec(fold);
    if (noRefund) {
      const span = spanOver(sentence, [automatic, noRefund]);
      found.push(findingOf(SPECS.exclusaoSumaria, span, TEXTS.cancelamentoSemReembolso));
    } else if (anyBreach) {
      const span = spanOver(sentence, [automatic, anyBreach]);
      found.push(findingOf(SPECS.exclusaoSumaria, span, TEXTS.exclusaoAutomatica));
    }
  }
  return found.length === 0 ? [] : [asOne(found)];
}

/**
 * A company hired for a person's work under an employee's marks (CLT arts. 3º and 9º): a proof
 * that it serves other clients, or both shifts set by the client and professionals replaced at
 * its will. Not in consumer, labour, internship or public contracts. One finding, its marks
 * listed.
 */
function disguisedEmployment(sentences: readonly Sentence[], context: Regime): RawFinding[] {
  if (context.isConsumer || context.isEmployment || context.isInternship || context.isPublic) {
    return [];
  }
  const [proofs, ...others] = [
    OTHER_CLIENTS_PROOF,
    STAFF_REPLACED_AT_WILL,
    SHIFTS_SET_BY_CLIENT,
  ].map((pattern) => perSentence(sentences, SPECS.pejotizacao, (s) => pattern.exec(s.fold)));
  const isMarked = proofs!.length > 0 || others.every((found) => found.length > 0);
  return isMarked ? [asOne([...proofs!, ...others.flat()])] : [];
}

/**
 * A consumer refused for being old (Lei 10.741 art. 96), insurance aside; in a school, a disabled
 * pupil's support treated as an extra (Lei 13.146 art. 28, § 1º). One finding of each.
 */
function discrimination(sentences: readonly Sentence[], context: Regime): RawFinding[] {
  const byAge = context.isConsumer
    ? perSentence(sentences, SPECS.discriminacao, (s) => {
        const refusal = INSURANCE.test(s.fold) ? null : AGE_REFUSAL.exec(s.fold);
        const { age, over, overFirst } = refusal?.groups ?? {};
        const limit = Number(age ?? over ?? overFirst ?? 0);
        return limit >= ELDERLY_AGE ? refusal : null;
      })
    : [];
  const bySupport =
    context.contractType === 'Serviços educacionais'
      ? perSentence(sentences, SPECS.discriminacao, (s) =>
          DISABILITY.test(s.fold) && !NO_EXTRA_CHARGE.test(s.fold)
            ? EXTRA_CHARGE.exec(s.fold)
            : null,
        ).map((finding) => ({ ...finding, ...TEXTS.acessibilidadeCobrada }))
      : [];
  return [...byAge.slice(0, 1), ...bySupport.slice(0, 1)];
}

/**
 * A lot sale (Lei 6.766) that indemnifies the buyer's improvements in part or not at all; those
 * made against the contract or the law are lawfully left unpaid (art. 34, sole paragraph).
 */
function improvementsCut(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  context: Regime,
): RawFinding[] {
  if (!SALE_TYPES.includes(context.contractType) || !LOT_SALE.test(doc.fold)) return [];
  return perSentence(sentences, SPECS.renuncia, (s) =>
    LAWLESS_IMPROVEMENTS.test(s.fold) ? null : IMPROVEMENTS_CUT.exec(s.fold),
  ).map((finding) => ({ ...finding, ...TEXTS.benfeitoriasLote }));
}

/**
 * A consumer made to buy a product only from the supplier, or a uniform "do ano vigente" anew
 * every year (CDC art. 39, I). One finding, at the first.
 */
function tieIns(sentences: readonly Sentence[]): RawFinding[] {
  for (const sentence of sentences) {
    const tie = TIE_IN.exec(sentence.fold);
    if (tie) return [findingOf(SPECS.vendaCasada, spanOf(sentence, tie))];
    const yearly = YEARLY_PURCHASE.exec(sentence.fold);
    if (yearly) {
      return [findingOf(SPECS.vendaCasada, spanOf(sentence, yearly), TEXTS.uniformeAnual)];
    }
  }
  return [];
}

/**
 * A service that promises to remove or block debt records at the credit bureaus (CDC art. 6º,
 * III); a removal that follows the payment is the creditor's duty. One finding, its places listed.
 */
function creditRecordRemoval(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (!CREDIT_BUREAU.test(doc.fold)) return [];
  const places = sentences.flatMap((sentence) =>
    [...(AFTER_PAYMENT.test(sentence.fold) ? [] : sentence.fold.matchAll(CREDIT_RECORD_REMOVAL))]
      .slice(0, 1)
      .map((match) => spanOf(sentence, match)),
  );
  return places.length === 0 ? [] : [asOne(places.map((span) => findingOf(SPECS.limpaNome, span)))];
}

/** exoticClauses (see module doc). */
export const exoticClausesAnalyzer: Analyzer = {
  criterion: 'exoticClauses',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    const passages = indexDocument(doc).sentences;
    const context = regimeOf(doc);
    const isDealType = EXCLUSIVITY_TYPES.includes(context.contractType);
    const waiverRef: LegalReferenceId | undefined = context.isAdhesion
      ? 'cc.art423-424'
      : context.isConsumer
        ? 'cdc.art51.I'
        : undefined;
    return mostSevereFirst(doc, [
      ...perSentence(
        sentences,
        SPECS.renuncia,
        (s) => {
          if (STANDARD_WAIVER.test(s.fold)) return null;
          const waiver = WAIVER.exec(s.fold);
          const after = waiver && s.fold.slice(waiver.index + waiver[0].length);
          const isImprovements =
            waiver !== null && WAIVED_INDEMNITY.test(waiver[0]) && LEASE_IMPROVEMENTS.test(after!);
          return context.isLease && isImprovements ? null : waiver;
        },
        waiverRef,
      ),
      ...perSentence(
        sentences,
        SPECS.renuncia,
        (s) =>
          STANDARD_WAIVER.test(s.fold) || WAIVER.test(s.fold) || DISCHARGE.test(s.fold)
            ? null
            : CLAIMS_WAIVER.exec(s.fold),
        waiverRef,
      ).map((finding) => ({ ...finding, description: TEXTS.renunciaReclamacao })),
      // A consumer's right to contest a charge cut short (CDC art. 51, I).
      ...(context.isConsumer
        ? perSentence(
            sentences,
            SPECS.renuncia,
            (s) => CONTEST_DEADLINE.exec(s.fold),
            waiverRef,
          ).map((finding) => ({
            ...finding,
            title: 'Prazo curto para contestar cobranças',
            description: TEXTS.prazoContestacao,
          }))
        : []),
      ...perSentence(sentences, SPECS.cessao, (s) =>
        NEGATION.test(s.fold) ? null : ASSIGNMENT.exec(s.fold),
      ),
      ...(isDealType
        ? []
        : perSentence(sentences, SPECS.exclusividade, (s) => exclusivity(s.fold, context))),
      ...nonCompete(doc, sentences),
      ...renewalsWithoutNotice(doc).map((span) => findingOf(SPECS.renovacao, span)),
      ...disproportionateFines(sentences),
      ...unrelatedForum(doc),
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
      ...liabilityExemptions(doc, passages, context),
      ...selfHelpRetaking(doc, passages, context),
      ...disguisedConsortium(doc, passages),
      ...genericDataConsent(doc, passages),
      ...imageAssignments(doc, passages, context),
      // A consumer's confession of a debt in advance (CDC art. 51, IV); a document that is itself
      // a debt confession is what it says.
      ...(context.isConsumer &&
      !DEBT_CONFESSION_TITLE.test(foldText(doc.classification.contractTitle ?? ''))
        ? perSentence(sentences, SPECS.confissaoDivida, (s) =>
            PAST_DEBT.test(s.fold) ? null : ADVANCE_DEBT_CONFESSION.exec(s.fold),
          ).slice(0, 1)
        : []),
      ...(context.isConsumer ? tieIns(sentences) : []),
      ...perSentence(sentences, SPECS.procuracaoReciproca, (s) => MUTUAL_MANDATE.exec(s.fold)),
      ...summaryExclusions(doc, passages, context),
      ...perSentence(sentences, SPECS.poloPassivo, (s) => DEFENDANT_SWAP.exec(s.fold)),
      ...disguisedEmployment(passages, context),
      ...discrimination(passages, context),
      ...improvementsCut(doc, passages, context),
      ...creditRecordRemoval(doc, passages),
      ...(context.contractType === 'Serviços educacionais' && DEGREE.test(doc.fold)
        ? perSentence(passages, SPECS.cursoSemValidade, (s) =>
            UNREGULATED_COURSE.exec(s.fold),
          ).slice(0, 1)
        : []),
      ...perSentence(sentences, SPECS.duplicata, (s) => DUPLICATE_FOR_REFUND.exec(s.fold)),
      ...perSentence(sentences, SPECS.duplicataAceita, (s) =>
        DUPLICATE.test(s.fold) ? DUPLICATES_ACCEPTED.exec(s.fold) : null,
      ),
    ]);
  },
};

/**
 * The preview badge of the atypical clauses, in agreement with the criterion's band so no screen
 * shows "Crítica" beside "Atenção 75/100": none without findings, critical when the criterion's
 * score is in the "Crítico" band, attention otherwise.
 */
export function exoticStatus(findings: readonly RawFinding[], score: number): TExoticStatus {
  if (findings.length === 0) return 'nenhuma';
  return scoreBand(score) === 'Crítico' ? 'critica' : 'atencao';
}
