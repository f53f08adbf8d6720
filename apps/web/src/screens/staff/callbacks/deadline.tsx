import { Clock } from 'lucide-react';
import { staffMessages } from '../../../messages/staff';
import { formatDeadline, formatSpan } from './format';

const text = staffMessages.callbacks;

/**
 * The promised time and what is left of it; past it, in red and saying how late. A concluded
 * request shows only its deadline.
 */
export function Deadline({
  dueAt,
  now,
  isClosed,
}: {
  dueAt: string;
  now: Date;
  isClosed: boolean;
}) {
  const left = Date.parse(dueAt) - now.getTime();
  const isOverdue = !isClosed && left < 0;
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold ${
        isOverdue ? 'bg-band-bad-bg text-band-bad-fg' : 'bg-slate-100 text-slate-800'
      }`}
    >
      <Clock aria-hidden="true" className="size-4" />
      {text.dueAt(formatDeadline(dueAt, now))}
      {!isClosed && (
        <span>
          · {isOverdue ? text.overdue(formatSpan(-left)) : text.timeLeft(formatSpan(left))}
        </span>
      )}
    </p>
  );
}
