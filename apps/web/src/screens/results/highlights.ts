import type { TFinding } from '@contrato-claro/shared';

/** A stretch of the contract text, highlighted when findings point into it. */
export interface TextSegment {
  start: number;
  end: number;
  findings: TFinding[];
}

/** Id of the highlight that holds a finding's clause, so a finding can scroll to it. */
export const highlightId = (start: number) => `trecho-${start}`;

/**
 * Cuts `text` into plain and highlighted segments. Findings whose spans overlap share one
 * highlight (the union of their spans); spans outside the text are clamped, empty ones dropped.
 */
export function segmentText(length: number, findings: readonly TFinding[]): TextSegment[] {
  const spans = findings
    .map((finding) => ({
      start: Math.max(0, Math.min(finding.clause.start, length)),
      end: Math.max(0, Math.min(finding.clause.end, length)),
      finding,
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const marked: TextSegment[] = [];
  for (const span of spans) {
    const last = marked.at(-1);
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      last.findings.push(span.finding);
    } else {
      marked.push({ start: span.start, end: span.end, findings: [span.finding] });
    }
  }

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const mark of marked) {
    if (mark.start > cursor) segments.push({ start: cursor, end: mark.start, findings: [] });
    segments.push(mark);
    cursor = mark.end;
  }
  if (cursor < length) segments.push({ start: cursor, end: length, findings: [] });
  return segments;
}

/** The highlight id of each finding, from the segments that hold them. */
export function highlightOf(segments: readonly TextSegment[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const segment of segments) {
    for (const finding of segment.findings) ids.set(finding.id, highlightId(segment.start));
  }
  return ids;
}
