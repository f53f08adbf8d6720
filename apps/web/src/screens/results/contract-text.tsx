import { memo } from 'react';
import { messages } from '../../messages/pt-BR';
import { highlightId, type TextSegment } from './highlights';

interface ContractTextProps {
  text: string;
  segments: readonly TextSegment[];
  /** Id of the heading that names the text region. */
  labelledBy: string;
}

/**
 * The normalised contract text with every finding's span marked. Marks can receive focus
 * (tabIndex -1) so "Ver no texto" moves the reader, and screen readers, to the clause. The
 * scrolling box itself is in the tab order so it can be scrolled with the keyboard. It is the
 * containing block of the marks' visually hidden labels (absolutely positioned): otherwise those
 * labels, deep in the scrolled text, stretch the page far below its footer.
 */
export const ContractText = memo(function ContractText({
  text,
  segments,
  labelledBy,
}: ContractTextProps) {
  return (
    <div
      tabIndex={0}
      aria-labelledby={labelledBy}
      role="region"
      className="relative max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 text-sm leading-relaxed whitespace-pre-wrap text-slate-800 focus:ring-2 focus:ring-brand-600 focus:outline-none sm:p-6"
    >
      {segments.map((segment) =>
        segment.titles.length === 0 ? (
          <span key={segment.start}>{text.slice(segment.start, segment.end)}</span>
        ) : (
          <mark
            key={segment.start}
            id={highlightId(segment.start)}
            tabIndex={-1}
            className="scroll-mt-24 rounded bg-band-warn-bg px-0.5 text-slate-900 underline decoration-band-warn-ring decoration-2 underline-offset-2 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          >
            <span className="sr-only">
              {`${messages.results.highlightLabel(segment.titles.join('; '))}: `}
            </span>
            {text.slice(segment.start, segment.end)}
          </mark>
        ),
      )}
    </div>
  );
});
