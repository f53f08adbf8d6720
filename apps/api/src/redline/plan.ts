import { formatLegalBasis, type TAnalysis } from '@contrato-claro/shared';
import type { RequestFinding } from '../services/compose-message';
import { messages } from '../messages/pt-BR';
import type { RedlineEdit } from './tracked-changes';

/** A sentence ends at one of these followed by a space (or at the end of its line). */
const SENTENCE_END = /[.;!?](?=\s|$)/gu;

/**
 * The sentence(s) of `text` around `[start, end)`, within the line of `start`: what a suggested
 * wording replaces.
 */
export function sentenceAround(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', start);
  const lineEnd = newline === -1 ? text.length : newline;
  let from = lineStart;
  let to = lineEnd;
  for (const match of text.slice(lineStart, lineEnd).matchAll(SENTENCE_END)) {
    const at = lineStart + match.index + 1;
    if (at <= start) from = at;
    else if (at >= Math.min(end, lineEnd)) {
      to = at;
      break;
    }
  }
  return text.slice(from, to).trim();
}

/**
 * The tracked changes of the chosen findings, in the analysis' order: the sentence a finding
 * points at replaced by its model clause, or the clause a finding says is missing inserted after
 * the place it points at (after the last clause when that place is the preamble); each with the
 * comment that says why.
 */
export function planRedline(
  analysis: Pick<TAnalysis, 'text' | 'outline'>,
  findings: readonly RequestFinding[],
): RedlineEdit[] {
  const { text } = analysis;
  const clauses = analysis.outline.filter((item) => item.kind === 'clause');
  const lastClause = clauses.at(-1);
  /** Where a missing clause goes: after the clause the finding points at, never in the preamble. */
  const anchorOf = (finding: RequestFinding) => {
    const isInPreamble = clauses.length > 0 && finding.clause.start < clauses[0]!.start;
    if (!isInPreamble || !lastClause) return finding.clause;
    const body = text.slice(lastClause.start, lastClause.end).trimEnd();
    const lastLine = lastClause.start + body.lastIndexOf('\n') + 1;
    return { start: lastLine, end: lastLine };
  };
  return findings.map((finding) => {
    const basis = finding.legalBasis;
    const isMissing = finding.missing !== undefined;
    const place = isMissing ? anchorOf(finding) : finding.clause;
    return {
      kind: isMissing ? 'insert' : 'replace',
      target: sentenceAround(text, place.start, place.end),
      wording: finding.suggestedWording,
      comment: messages.redline.comment({
        title: finding.title,
        why: finding.meaning ?? finding.description,
        legalBasis: basis ? `${formatLegalBasis(basis)} — ${basis.rule}` : null,
      }),
    };
  });
}
