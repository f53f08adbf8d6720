import { monthlyDayLabel, type TImportantDate } from '@contrato-claro/shared';
import { CalendarDays } from 'lucide-react';
import { messages } from '../../messages/pt-BR';
import { formatDay } from './format';
import { NeedsCheckBadge } from './ocr-notice';

/** Dates with a computable day first, in calendar order; the others keep document order. */
const byDate = (a: TImportantDate, b: TImportantDate) => {
  if (a.date && b.date) return a.date.localeCompare(b.date);
  if (a.date) return -1;
  if (b.date) return 1;
  return a.start - b.start;
};

/**
 * The important dates and deadlines as a vertical timeline; those OCR read from doubtful words
 * are marked for checking.
 */
export function DatesTimeline({ dates }: { dates: readonly TImportantDate[] }) {
  const text = messages.results;
  if (dates.length === 0) return <p className="text-slate-600">{text.noDates}</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-brand-100 pl-6">
      {[...dates].sort(byDate).map((date) => (
        <li key={`${date.kind}-${date.start}`} className="relative">
          <span className="absolute top-0.5 -left-[2.05rem] flex size-6 items-center justify-center rounded-full bg-brand-700">
            <CalendarDays aria-hidden="true" className="size-3.5 text-white" />
          </span>
          <p className="font-semibold text-slate-900">
            {date.date
              ? formatDay(date.date)
              : date.monthly
                ? monthlyDayLabel(date.monthly)
                : date.undetermined
                  ? text.dateUndetermined
                  : text.dateUnknown}
            <span className="font-normal text-slate-600">{` · ${date.label}`}</span>
          </p>
          {date.needsCheck && <NeedsCheckBadge />}
          {date.undetermined && (
            <p className="text-sm text-slate-700">{text.dateUndeterminedWhy(date.undetermined)}</p>
          )}
          <p className="text-sm text-slate-700">{date.text}</p>
          <p className="text-xs text-slate-500">{date.clauseRef}</p>
        </li>
      ))}
    </ol>
  );
}
