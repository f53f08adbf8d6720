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
import { regimeOf, type Regime } from '../../facts/regime';
import { foldText } from '../../text/fold';
import type { LegalReferenceId } from '../../legal/references';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, parseBrNumber, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import { renewalsWithoutNotice } from '../important-dates';
import { FINE_PERCENT, FORFEIT_ALL_PAID } from '../key-values/patterns';
import { roleKey, roleMentions, mainRoles } from '../roles';
import { findingOf, formatNumber, type RuleSpec } from '../rule';
import {
  ADVANCE_DEBT_CONFESSION,
  AFTER_TERM,
  ANY_CASE,
  ANY_HARM,
  ARBITRATION,
  ARBITRATION_SUBMISSION,
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

/** An exclusivity undertaking, named as such or described ("não celebrará parceria semelhante com outra"). */
const exclusivity = (fold: string): RegExpExecArray | null =>
  (EXCLUSIVE_LIABILITY.test(fold) || NO_EXCLUSIVITY.test(fold) || EXCLUSIVE_TASK.test(fold)
    ? null
    : EXCLUSIVITY.exec(fold)) ?? EXCLUSIVE_DEALING.exec(fold);

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

const ARBITRATION_SUBMISSIONS = new RegExp(ARBITRATION_SUBMISSION, 'gu');
const EXEMPTIONS = new RegExp(EXEMPTION, 'gu');

/**
 * Disputes submitted to arbitration, from the first mention of arbitration to the end of the
 * submission ("Compromisso Arbitral … será definitivamente resolvido por arbitragem").
 */
function arbitrationSubmission(sentence: Sentence): { start: number; end: number } | null {
  const submissions = [...sentence.fold.matchAll(ARBITRATION_SUBMISSIONS)];
  if (submissions.length === 0) return null;
  return spanOver(sentence, [ARBITRATION.exec(sentence.fold), ...submissions]);
}

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

/** The kind of exemption a sentence states after `verb`, or null. */
function exemptionKind(
  fold: string,
  verb: RegExpExecArray,
  isConsumer: boolean,
): ExemptionKind | null {
  const object = fold.slice(verb.index + verb[0].length, verb.index + verb[0].length + 200);
  if (isConsumer && ANY_CASE.test(fold) && ANY_HARM.test(object)) return 'total';
  if (LAWFUL_CAUSE.test(object)) return null;
  if (PERSON_HARM.test(object)) return 'person';
  if (isConsumer && DEFECT.test(object)) return 'defect';
  return null;
}

/**
 * A supplier (consumer or adhesion contract) or a landlord (urban lease) exempting itself from
 * the liability the law imposes on it: CDC arts. 25 and 51, I; Lei 8.245 art. 22. A delimitation
 * of what is sold ("não garante a concessão do crédito"), the customer's own duties and caps
 * between businesses are left out; harm to the people in a school's or club's care counts in any
 * service contract.
 */
function liabilityExemptions(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  context: Regime,
): RawFinding[] {
  if (context.isEmployment || context.isInternship) return [];
  const isConsumer = (context.isConsumer || context.isAdhesion) && !context.isLease;
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
    const { severity, description } = EXEMPTION_KINDS[kind];
    const legalRef: LegalReferenceId = context.isLease
      ? 'lei8245.art22'
      : kind === 'third'
        ? 'cdc.art25'
        : 'cdc.art51.I';
    const finding = findingOf(SPECS.exoneracao, span, {
      severity: context.isLease && kind === 'defect' ? 'média' : severity,
      description,
      legalRef,
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
    for (const verb of fold.matchAll(EXEMPTIONS)) {
      if (DENIED_EXEMPTION.test(fold.slice(Math.max(0, verb.index - 12), verb.index))) continue;
      const kind = exemptionKind(fold, verb as RegExpExecArray, isConsumer || context.isLease);
      if (kind === null || (context.isLease && kind === 'person')) continue;
      if (isCustomerSubject(doc, sentence, verb)) continue;
      add(kind, spanOf(sentence, verb));
      break;
    }
  }
  return findings;
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
  return [...groups.values()].map((group) => {
    if (group.length === 1) return group[0]!;
    const [lead, ...rest] = [...group].sort(
      (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.start - b.start,
    );
    const places = rest.flatMap((other) => [
      { start: other.start, end: other.end },
      ...(other.occurrences ?? []),
    ]);
    return { ...lead!, occurrences: [...(lead!.occurrences ?? []), ...places] };
  });
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
        : perSentence(sentences, SPECS.exclusividade, (s) => exclusivity(s.fold))),
      ...nonCompete(doc, sentences),
      ...renewalsWithoutNotice(doc).map((span) => findingOf(SPECS.renovacao, span)),
      ...disproportionateFines(sentences),
      ...unrelatedForum(doc),
      // CDC art. 51, VII for consumers; Lei 9.307/1996 art. 4º §2º for other adherents.
      ...(context.isAdhesion || context.isConsumer
        ? sentences.flatMap((sentence) => {
            const span = arbitrationSubmission(sentence);
            return span === null
              ? []
              : [
                  findingOf(SPECS.arbitragem, span, {
                    legalRef: context.isConsumer ? 'cdc.art51.VII' : 'lei9307.art4.p2',
                  }),
                ];
          })
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
      ...(context.isConsumer
        ? perSentence(sentences, SPECS.vendaCasada, (s) => TIE_IN.exec(s.fold)).slice(0, 1)
        : []),
      ...perSentence(sentences, SPECS.procuracaoReciproca, (s) => MUTUAL_MANDATE.exec(s.fold)),
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
