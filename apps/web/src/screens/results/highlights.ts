/** A span of the contract text a finding points at, with the finding's title. */
export interface MarkedSpan {
  start: number;
  end: number;
  title: string;
}

/** A stretch of the contract text, highlighted when findings point into it. */
export interface TextSegment {
  start: number;
  end: number;
  /** Titles of the findings that point into it (none for plain text). */
  titles: string[];
}

/** Id of the highlight that starts at `start`, so a finding can scroll to it. */
export const highlightId = (start: number) => `trecho-${start}`;

/**
 * Cuts `text` into plain and highlighted segments. Spans that overlap share one highlight (the
 * union of their spans); spans outside the text are clamped, empty ones dropped.
 */
export function segmentText(length: number, spans: readonly MarkedSpan[]): TextSegment[] {
  const clamped = spans
    .map((span) => ({
      start: Math.max(0, Math.min(span.start, length)),
      end: Math.max(0, Math.min(span.end, length)),
      title: span.title,
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const marked: TextSegment[] = [];
  for (const span of clamped) {
    const last = marked.at(-1);
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      if (!last.titles.includes(span.title)) last.titles.push(span.title);
    } else {
      marked.push({ start: span.start, end: span.end, titles: [span.title] });
    }
  }

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const mark of marked) {
    if (mark.start > cursor) segments.push({ start: cursor, end: mark.start, titles: [] });
    segments.push(mark);
    cursor = mark.end;
  }
  if (cursor < length) segments.push({ start: cursor, end: length, titles: [] });
  return segments;
}

/** The id of the highlight holding `offset`, or undefined when no highlight does. */
export function highlightIdAt(
  segments: readonly TextSegment[],
  offset: number,
): string | undefined {
  const segment = segments.find(
    (candidate) =>
      candidate.titles.length > 0 && candidate.start <= offset && offset < candidate.end,
  );
  return segment && highlightId(segment.start);
}
