/**
 * Dates and deadlines the contract leaves open or out of line: a data-protection deadline the
 * law requires left vague ("comunicar em prazo adequado", LGPD art. 48) or never given for the
 * data subject's requests (art. 19, II); the document's own date fixed in a template or, in
 * online terms that change, absent with any version; a notice to leave mid-term far shorter
 * than the notice not to renew; a fixed number of instalments for a term that runs from the
 * signature to a fixed day of the year; an NDA's secrecy that ends with the relation.
 */
import { parseNumberWords } from '../../entities/number-words';
import { regimeOf } from '../../facts/regime';
import { foldText } from '../../text/fold';
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { figureOf } from '../../rules/figures';
import { findingOf } from '../rule';
import {
  ANSWER_DEADLINE,
  ANSWER_SENTENCE,
  ANSWER_WINDOW,
  ANY_NOTICE,
  CHANGEABLE_TERMS,
  EARLY_END,
  FIXED_DEADLINE,
  FIXED_INSTALMENTS,
  INCIDENT_NOTICE,
  NON_RENEWAL,
  NOTICE_RATIO,
  OPEN_DATE_SPECS,
  PRIVACY_NOTICE,
  PRORATED,
  RIGHTS_REQUEST,
  SECRECY_SURVIVES,
  SIGNATURE_TO_FIXED_END,
  TEMPLATE_VARIABLE,
  UNTIL_RELATION_ENDS,
  VAGUE_DEADLINE,
  VERSION_OR_DATE,
} from './patterns';

type Span = { start: number; end: number };

/** The span of `match` in `sentence`. */
const spanOf = (sentence: Sentence, match: RegExpExecArray): Span => ({
  start: sentence.start + match.index,
  end: sentence.start + match.index + match[0].length,
});

/** A promise to report a security incident "em prazo adequado", with no time fixed. */
function incidentNotice(sentences: readonly Sentence[]): RawFinding[] {
  for (const sentence of sentences) {
    if (!INCIDENT_NOTICE.test(sentence.fold) || FIXED_DEADLINE.test(sentence.fold)) continue;
    const vague = VAGUE_DEADLINE.exec(sentence.fold);
    if (vague !== null) return [findingOf(OPEN_DATE_SPECS.incidentNotice, spanOf(sentence, vague))];
  }
  return [];
}

/**
 * A privacy text or a consumer contract tells the data subject how to ask for its rights, but
 * gives no time to answer anywhere: points at
 * what the text says the subject gets back ("O usuário será informado…"), else at the request.
 */
function subjectRequest(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const { isOnlineTerms, isConsumer } = regimeOf(doc);
  if ((!isOnlineTerms && !isConsumer) || ANSWER_DEADLINE.test(doc.fold)) return [];
  const at = sentences.findIndex((sentence) => RIGHTS_REQUEST.test(sentence.fold));
  if (at === -1) return [];
  const answer = sentences
    .slice(at, at + ANSWER_WINDOW)
    .find((sentence) => ANSWER_SENTENCE.test(sentence.fold));
  return [findingOf(OPEN_DATE_SPECS.subjectRequest, answer ?? sentences[at]!)];
}

/**
 * The signature date written into a template whose signatories are filled by the system: a day
 * of the calendar in the signature block beside a template variable.
 */
function fixedSignatureDate(doc: AnalyzedDocument): RawFinding[] {
  const block = doc.clauses.find((clause) => clause.kind === 'signatures');
  if (block === undefined || !TEMPLATE_VARIABLE.test(doc.fold.slice(block.start, block.end))) {
    return [];
  }
  const date = doc.entities.dates.find(
    (entity) =>
      entity.precision === 'day' &&
      entity.start >= block.start &&
      entity.end <= block.end &&
      !TEMPLATE_VARIABLE.test(doc.fold.slice(entity.start, entity.end)),
  );
  return date === undefined ? [] : [findingOf(OPEN_DATE_SPECS.fixedSignatureDate, date)];
}

/**
 * Online terms their editor may change, with no version nor date: points at the title. A privacy
 * policy is a notice the user is informed of, not terms the user adheres to; it is left out.
 */
function noVersion(doc: AnalyzedDocument): RawFinding[] {
  if (!regimeOf(doc).isOnlineTerms || VERSION_OR_DATE.test(doc.fold)) return [];
  if (PRIVACY_NOTICE.test(foldText(doc.classification.contractTitle ?? ''))) return [];
  if (!CHANGEABLE_TERMS.test(doc.fold)) return [];
  const newline = doc.text.indexOf('\n');
  const title = { start: 0, end: newline === -1 ? doc.text.length : newline };
  return [findingOf(OPEN_DATE_SPECS.noVersion, title)];
}

/** A notice's length in days, from figures or words; null when the words are no number. */
function noticeDays(match: RegExpMatchArray): number | null {
  const written = (match.groups!.n ?? match.groups!.n2)!;
  const figure = Number(written);
  const count = Number.isNaN(figure) ? parseNumberWords(written) : figure;
  if (count === null) return null;
  return (match.groups!.u ?? match.groups!.u2)!.startsWith('mes') ? count * 30 : count;
}

/**
 * The notice to end the contract before its term is a fraction (a third or less) of the notice
 * not to renew it: leaving mid-term costs less warning than not going on.
 */
function noticeOutOfLine(sentences: readonly Sentence[]): RawFinding[] {
  let renewal = 0;
  let early: { days: number; span: Span } | null = null;
  for (const sentence of sentences) {
    const isRenewal = NON_RENEWAL.test(sentence.fold);
    const isEarly = !isRenewal && EARLY_END.test(sentence.fold);
    if (!isRenewal && !isEarly) continue;
    for (const notice of sentence.fold.matchAll(ANY_NOTICE)) {
      const days = noticeDays(notice);
      if (days === null) continue;
      if (isRenewal) renewal = Math.max(renewal, days);
      else if (early === null || days < early.days) {
        early = { days, span: spanOf(sentence, notice as RegExpExecArray) };
      }
    }
  }
  if (early === null || early.days * NOTICE_RATIO > renewal) return [];
  return [
    findingOf(OPEN_DATE_SPECS.noticeOutOfLine, early.span, {
      description: `Para encerrar o contrato antes do prazo bastam ${early.days} dias de aviso, mas para não renová-lo são exigidos ${renewal}: sair no meio custa menos aviso do que simplesmente não continuar, e a outra parte fica com pouco tempo para se reorganizar.`,
    }),
  ];
}

/**
 * A term from the signature to a fixed day of the year priced in a fixed number of instalments,
 * with nothing that scales them to the months left: points at the price and its instalments.
 */
function fixedYearInstalments(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const term = SIGNATURE_TO_FIXED_END.exec(doc.fold);
  if (term === null || PRORATED.test(doc.fold)) return [];
  const endAt = term.index + term[0].lastIndexOf(term.groups!.end!);
  const endText = doc.text.slice(endAt, term.index + term[0].length);
  for (const sentence of sentences) {
    const plan = FIXED_INSTALMENTS.exec(sentence.fold);
    if (plan === null || (figureOf(plan.groups!.count!) ?? 0) < 2) continue;
    return [
      findingOf(OPEN_DATE_SPECS.fixedYearInstalments, spanOf(sentence, plan), {
        description: `O contrato vale da assinatura até ${endText}, mas o preço é sempre ${plan.groups!.count} parcelas: quem adere no meio do ano paga por meses em que já não há serviço.`,
      }),
    ];
  }
  return [];
}

/**
 * An NDA whose secrecy lasts only while the relation does: no duty survives its end. Points at
 * the words that end it with the relation, else at the term.
 */
function secrecyEndsWithRelation(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
): RawFinding[] {
  if (regimeOf(doc).contractType !== 'Confidencialidade' || SECRECY_SURVIVES.test(doc.fold)) {
    return [];
  }
  const { preambleSentences } = indexDocument(doc);
  for (const sentence of [...sentences, ...preambleSentences]) {
    const until = UNTIL_RELATION_ENDS.exec(sentence.fold);
    if (until !== null) {
      return [findingOf(OPEN_DATE_SPECS.secrecyEndsWithRelation, spanOf(sentence, until))];
    }
  }
  return [];
}

/** Dates and deadlines the contract leaves open or out of line (see module doc). */
export function openDates(doc: AnalyzedDocument): RawFinding[] {
  const { sentences } = indexDocument(doc);
  return [
    ...incidentNotice(sentences),
    ...subjectRequest(doc, sentences),
    ...fixedSignatureDate(doc),
    ...noVersion(doc),
    ...noticeOutOfLine(sentences),
    ...fixedYearInstalments(doc, sentences),
    ...secrecyEndsWithRelation(doc, sentences),
  ];
}
