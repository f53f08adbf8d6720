import {
  AppError,
  CRITERIA,
  MESSAGE_FINDING_NOT_IN_ANALYSIS,
  formatLegalBasis,
  type TFinding,
  type TMessage,
  type TResults,
} from '@contrato-claro/shared';
import { messages } from '../messages/pt-BR';

const text = messages.message;

/** One point of the message: what to change, why, and the wording asked of the other party. */
export interface MessagePoint {
  heading: string;
  why: string;
  wording: string;
  legalBasis: string | null;
}

/** The message as parts, so the plain text and the .docx say exactly the same. */
export interface MessageParts {
  subject: string;
  greeting: string;
  intro: string;
  points: MessagePoint[];
  closing: string;
  signOff: string;
  signature: string | null;
}

/** A title as a person writes it: "CONTRATO DE LOCAÇÃO" → "Contrato de locação". */
function asTitle(title: string): string {
  if (title !== title.toLocaleUpperCase('pt-BR')) return title;
  const lower = title.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}

function pointOf(finding: RequestFinding): MessagePoint {
  return {
    heading: text.point(finding.title, finding.clause.ref),
    why: finding.meaning ?? finding.description,
    wording: finding.suggestedWording,
    legalBasis: finding.legalBasis
      ? `${formatLegalBasis(finding.legalBasis)} — ${finding.legalBasis.rule}`
      : null,
  };
}

/** A finding that asks the other party for a new wording (the library's model clause). */
export type RequestFinding = TFinding & { suggestedWording: string };

/**
 * The chosen findings, in the analysis' order. Only a finding with a suggested wording is a
 * request to the other party — the recommendations are advice to the reader ("Preencha o campo
 * antes de assinar") — so a chosen id the analysis does not have, or one without a wording, is a
 * VALIDATION error: neither the message nor the tracked changes ever guess.
 */
export function chosenRequests(results: TResults, findingIds: readonly string[]): RequestFinding[] {
  const chosen = new Set(findingIds);
  const findings = CRITERIA.flatMap((criterion) => results[criterion].findings).filter(
    (finding): finding is RequestFinding =>
      chosen.has(finding.id) && finding.suggestedWording !== undefined,
  );
  if (findings.length !== chosen.size) {
    throw new AppError('VALIDATION', { details: [MESSAGE_FINDING_NOT_IN_ANALYSIS] });
  }
  return findings;
}

/**
 * A polite pt-BR message to the other party listing exactly the findings the owner chose
 * ("quero negociar estes pontos"), in the analysis' order: each with why it matters and the
 * wording asked of the other party (the library's model clause); see chosenRequests.
 */
export function composeMessage(options: {
  results: TResults;
  findingIds: readonly string[];
  signature: string | null;
}): MessageParts {
  const { results } = options;
  const findings = chosenRequests(results, options.findingIds);
  return {
    subject: text.subject(results.contractTitle && asTitle(results.contractTitle)),
    greeting: text.greeting,
    intro: text.intro(findings.length),
    points: findings.map(pointOf),
    closing: text.closing,
    signOff: text.signOff,
    signature: options.signature,
  };
}

/** The lines of one point, as the plain text writes them. */
export function pointLines(point: MessagePoint): string[] {
  return [
    `${text.why}: ${point.why}`,
    `${text.wording}: "${point.wording}"`,
    ...(point.legalBasis ? [`${text.legalBasis}: ${point.legalBasis}`] : []),
  ];
}

/** The message as plain text (copy, .txt, e-mail, WhatsApp). */
export function messageText(parts: MessageParts): TMessage {
  const body = [
    parts.greeting,
    '',
    parts.intro,
    ...parts.points.flatMap((point, index) => [
      '',
      `${index + 1}. ${point.heading}`,
      ...pointLines(point),
    ]),
    '',
    parts.closing,
    '',
    parts.signOff,
    ...(parts.signature ? [parts.signature] : []),
  ];
  return { subject: parts.subject, text: body.join('\n') };
}
