/**
 * The contract against itself, by what it says rather than by its figures:
 * - contradicao.natureza_contraditoria: the contract against what it says it is — a comodato (a
 *   gratuitous loan, CC art. 579) that charges for the use of the thing, a contract declared
 *   irrevocable that either party may end without any breach, a right sold as lifelong that lasts
 *   only while monthly fees are paid;
 * - contradicao.regra_divergente: two clauses that set two rules for one situation — the service
 *   suspended on any delay and only after a longer one, a renewal on the same price and a price
 *   revised at the renewal, a tacit extension denied and regulated, personal data promised never
 *   to be shared and shared.
 * One finding per situation, pointing at the statement the others contradict, those listed.
 */
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { IRREVOCABLE } from '../equilibrium/patterns';
import { parseNumberWords } from '../../entities/number-words';
import { readProvisions } from '../../language/provisions';
import { findingOf } from '../rule';
import {
  ANY_FIGURE,
  BREACH,
  CERTIFIED_SIGNATURE,
  CHARGED_USE,
  CONDITIONED,
  DATA_SHARED,
  DATA_WORD,
  DEFAULT_THRESHOLD,
  EITHER_PARTY_EXIT,
  EXTENSION_DENIED,
  EXTENSION_REGULATED,
  FREE_USE,
  LEADING_NUMBER,
  LICENSED,
  LIFELONG,
  LOAN_FOR_USE,
  NOT_SHARED,
  ONLINE_ACCEPTANCE,
  PAPER_COPIES,
  PAYMENT_DEFAULT,
  PAYMENT_WORD,
  PERSONAL_DATA,
  PRICE_INDEX,
  RECURRING_PAYMENT,
  PRICE_OBJECT,
  RENEWAL_WORD,
  SAME_TERMS_RENEWAL,
  SHARING_EXCEPTION,
  SPECS,
  SUSPENSION,
} from './patterns';

type Span = { start: number; end: number };

/** The span of `pattern`'s first match in a sentence, or null. */
function spanIn(sentence: Sentence, pattern: RegExp): Span | null {
  const match = pattern.exec(sentence.fold);
  if (match === null) return null;
  const start = sentence.start + match.index;
  return { start, end: start + match[0].length };
}

const whole = (sentence: Sentence): Span => ({ start: sentence.start, end: sentence.end });

/** One finding at the first place, the others listed. */
function oneFinding(
  spec: (typeof SPECS)[keyof typeof SPECS],
  places: readonly Span[],
): RawFinding[] {
  const [first, ...others] = places;
  return first === undefined ? [] : [findingOf(spec, first, { occurrences: others })];
}

/** One rule stated in a sentence, with where it is. */
interface Statement {
  sentence: Sentence;
  span: Span;
}

/**
 * The finding for a rule stated in `stated` and contradicted by `against` in other clauses,
 * pointing at the first statement; none when either side is empty.
 */
function conflict(
  spec: (typeof SPECS)[keyof typeof SPECS],
  stated: readonly Statement[],
  against: readonly Statement[],
  describe: (first: string, other: string) => string,
): RawFinding[] {
  const first = stated[0];
  if (first === undefined) return [];
  const others = against.filter(
    ({ sentence }) => sentence.clause.ref !== first.sentence.clause.ref,
  );
  if (others.length === 0) return [];
  return [
    findingOf(spec, first.span, {
      description: describe(first.sentence.clause.ref, others[0]!.sentence.clause.ref),
      occurrences: [...stated.slice(1), ...others].map(({ span }) => span),
    }),
  ];
}

/** A suspension and the delay it waits for (0 days on any delay), as written. */
interface Suspension extends Statement {
  days: number;
  when: string;
}

/** The suspension a sentence sets for a delay, or null when it states some other figure. */
function suspensionIn(sentence: Sentence): Suspension | null {
  const span = whole(sentence);
  const threshold = DEFAULT_THRESHOLD.exec(sentence.fold);
  if (threshold !== null) {
    const { n, w, u } = threshold.groups!;
    const count = n === undefined ? parseNumberWords(w!) : Number(n);
    if (count === null) return null;
    const days = count * (u!.startsWith('dia') ? 1 : 30);
    return { sentence, span, days, when: `só com atraso superior a ${count} ${u}` };
  }
  // A suspension after a notice or on a date states another figure: not read.
  if (ANY_FIGURE.test(sentence.fold.replace(LEADING_NUMBER, ''))) return null;
  return { sentence, span, days: 0, when: 'em qualquer atraso' };
}

/**
 * The service suspended for a delay in payment on any delay in one clause ("O inadimplemento
 * autoriza a TORIQ a suspender o acesso") and only after a longer delay in another ("A mora
 * superior a 3 mensalidades implicará … suspensão"), or after two different delays.
 */
function suspensionRules(sentences: readonly Sentence[]): RawFinding[] {
  const rules = sentences.flatMap((sentence) =>
    SUSPENSION.test(sentence.fold) && PAYMENT_DEFAULT.test(sentence.fold)
      ? (suspensionIn(sentence) ?? [])
      : [],
  );
  const sooner = [...rules].sort((a, b) => a.days - b.days)[0];
  if (sooner === undefined) return [];
  const later = rules.filter(({ days }) => days > sooner.days);
  return conflict(
    SPECS.suspensaoDivergente,
    [sooner],
    later,
    (first, other) =>
      `O contrato permite suspender o serviço ${sooner.when} (${first}) e ${later[0]!.when} (${other}); não se sabe a partir de quando a suspensão vale.`,
  );
}

/** The statements `pick` finds, one per sentence at most. */
const statements = (
  sentences: readonly Sentence[],
  pick: (sentence: Sentence) => Span | null,
): Statement[] =>
  sentences.flatMap((sentence) => {
    const span = pick(sentence);
    return span === null ? [] : [{ sentence, span }];
  });

/**
 * A renewal whose price a side may change, in whatever voice ("o valor poderá ser reajustado pelo
 * CONTRATADO", "a AGÊNCIA poderá reajustar o valor"), other than by an index: the provision's span.
 */
function repricedAtRenewal(sentence: Sentence): Span | null {
  if (!RENEWAL_WORD.test(sentence.fold) || PRICE_INDEX.test(sentence.fold)) return null;
  const provision = readProvisions(sentence, 'change').find(
    ({ modality, isNegated, object }) =>
      modality === 'may' && !isNegated && PRICE_OBJECT.test(object),
  );
  return provision === undefined ? null : { start: provision.start, end: provision.end };
}

/**
 * A renewal on the same terms of value ("mantendo as mesmas condições de valor") and a price
 * reworked at the renewal by other means than an index ("o valor … poderão ser reajustados pelo
 * CONTRATADO").
 */
const renewalPriceRules = (sentences: readonly Sentence[]): RawFinding[] =>
  conflict(
    SPECS.renovacaoDivergente,
    statements(sentences, (s) => spanIn(s, SAME_TERMS_RENEWAL)),
    statements(sentences, repricedAtRenewal),
    (first, other) =>
      `O contrato se renova nas mesmas condições (${first}) e permite rever o valor na renovação (${other}); não fica claro qual regra vale.`,
  );

/**
 * A tacit extension denied ("não se havendo como presumida a falta de oposição da LOCADORA") and
 * regulated elsewhere ("Caso ocorra prorrogação automática da avença…").
 */
const extensionRules = (sentences: readonly Sentence[]): RawFinding[] =>
  conflict(
    SPECS.prorrogacaoDivergente,
    statements(sentences, (s) => spanIn(s, EXTENSION_DENIED)),
    statements(sentences, (s) =>
      EXTENSION_DENIED.test(s.fold) ? null : spanIn(s, EXTENSION_REGULATED),
    ),
    (first, other) =>
      `O contrato nega a prorrogação tácita (${first}) e trata dessa mesma prorrogação (${other}); não se sabe o que vale se o contrato continuar sendo cumprido depois do prazo.`,
  );

/**
 * The promise itself, up to the next semicolon, names personal data and no exception ("salvo",
 * "mediante consentimento"): what follows a semicolon ("o tratamento caberá apenas à
 * PLATAFORMA") is another statement.
 */
function isPromiseNotToShare(sentence: Sentence): boolean {
  const promise = NOT_SHARED.exec(sentence.fold);
  if (promise === null || !PERSONAL_DATA.test(sentence.fold)) return false;
  const end = sentence.fold.indexOf(';', promise.index);
  const part = sentence.fold.slice(0, end === -1 ? sentence.fold.length : end);
  return !SHARING_EXCEPTION.test(part);
}

/**
 * Personal data promised never to reach third parties ("Os dados pessoais do usuário não serão
 * compartilhados com terceiros"), without exceptions, and shared with partners or third parties
 * elsewhere ("Estes dados de navegação poderão ser compartilhados com eventuais parceiros").
 */
const sharingRules = (sentences: readonly Sentence[]): RawFinding[] =>
  conflict(
    SPECS.compartilhamentoDivergente,
    statements(sentences, (s) => (isPromiseNotToShare(s) ? whole(s) : null)),
    statements(sentences, (s) => (DATA_WORD.test(s.fold) ? spanIn(s, DATA_SHARED) : null)),
    (first, other) =>
      `O texto promete que os dados pessoais não serão compartilhados com terceiros (${first}), mas admite compartilhá-los (${other}); você não sabe com quem seus dados são compartilhados.`,
  );

/** The sentence (of the body or the preamble) that holds `offset`, else the offset alone. */
function sentenceAround(doc: AnalyzedDocument, offset: number): Span {
  const { sentenceAt, preambleSentences } = indexDocument(doc);
  const sentence =
    sentenceAt(offset) ??
    preambleSentences.find(({ start, end }) => start <= offset && offset < end);
  return sentence === undefined ? { start: offset, end: offset + 1 } : whole(sentence);
}

/**
 * The closing formula against the signature block: a signature "de acordo com as disposições do
 * ICP-Brasil" where the block records a simple electronic one (IP, hash; média: the claim misleads
 * about the proof of who signed), or paper copies ("assinam … em 2 (duas) vias") where one party
 * signs online ("fez a assinatura online … pelo IP").
 */
function signatureRules(doc: AnalyzedDocument): RawFinding[] {
  const online = ONLINE_ACCEPTANCE.exec(doc.fold);
  if (online === null) return [];
  const claim = CERTIFIED_SIGNATURE.exec(doc.fold) ?? PAPER_COPIES.exec(doc.fold);
  if (claim === null) return [];
  const isCertified = CERTIFIED_SIGNATURE.test(claim[0]);
  const written = (match: RegExpExecArray) =>
    doc.text.slice(match.index, match.index + match[0].length);
  return [
    findingOf(SPECS.assinaturaDivergente, sentenceAround(doc, claim.index), {
      ...(isCertified ? { severity: 'média' as const } : {}),
      description: isCertified
        ? `O texto diz que a assinatura segue o ${written(claim)}, mas o bloco de assinaturas registra só uma assinatura eletrônica simples ("${written(online)}"), sem certificado digital; a afirmação engana sobre a prova de quem assinou.`
        : `O texto diz que as partes assinam "${written(claim)}", mas o bloco de assinaturas registra um aceite pela internet ("${written(online)}"); não fica claro como cada parte assina nem como se prova a assinatura.`,
      occurrences: [sentenceAround(doc, online.index)],
    }),
  ];
}

/** contradicao.regra_divergente (see module doc). */
export function ruleConflicts(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  return [
    ...signatureRules(doc),
    ...suspensionRules(sentences),
    ...renewalPriceRules(sentences),
    ...extensionRules(sentences),
    ...sharingRules(sentences),
  ];
}

/**
 * A comodato that charges for the use of the thing: "pela locação dos equipamentos o
 * CONTRATANTE pagará" in a "Contrato de Comodato". A fee for a service rendered with the thing,
 * the borrower's expenses and a use declared free are no charge for the loan.
 */
function chargedLoan(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (!LOAN_FOR_USE.test(doc.fold)) return [];
  const places = sentences.flatMap((sentence) => {
    if (!PAYMENT_WORD.test(sentence.fold) || FREE_USE.test(sentence.fold)) return [];
    return spanIn(sentence, CHARGED_USE) ?? [];
  });
  return oneFinding(SPECS.comodatoOneroso, places);
}

/**
 * A contract declared irrevocable ("Pelo presente contrato de consignação, irrevogável e
 * irretratável") that either party may end with no breach ("na hipótese de rescisão deste
 * contrato por qualquer uma das partes"): which rule governs the exit is unclear.
 */
function revocableIrrevocable(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const declaration = IRREVOCABLE.exec(doc.fold);
  if (declaration === null) return [];
  const exits = sentences.flatMap((sentence) =>
    BREACH.test(sentence.fold) ? [] : (spanIn(sentence, EITHER_PARTY_EXIT) ?? []),
  );
  if (exits.length === 0) return [];
  const start = declaration.index;
  return oneFinding(SPECS.irrevogavelResilivel, [
    { start, end: start + declaration[0].length },
    ...exits,
  ]);
}

/**
 * A licence or right sold as lifelong ("vitalícia", "perpétua") made to depend, in the same
 * sentence, on monthly fees ("condicionada … ao pagamento das mensalidades"): it lasts only while
 * they are paid, which is a subscription.
 */
function paidLifelong(sentences: readonly Sentence[]): RawFinding[] {
  const places = sentences.flatMap((sentence) => {
    const { fold } = sentence;
    const isPaidLifelong =
      LICENSED.test(fold) &&
      CONDITIONED.test(fold) &&
      RECURRING_PAYMENT.test(fold) &&
      LIFELONG.test(fold);
    return isPaidLifelong ? [{ start: sentence.start, end: sentence.end }] : [];
  });
  return oneFinding(SPECS.vitalicioPago, places);
}

/** contradicao.natureza_contraditoria (see module doc). */
export function natureConflicts(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
): RawFinding[] {
  return [
    ...chargedLoan(doc, sentences),
    ...revocableIrrevocable(doc, sentences),
    ...paidLifelong(sentences),
  ];
}
