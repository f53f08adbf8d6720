import type { TExoticStatus } from '@contrato-claro/shared';
import { CircleCheck, OctagonAlert } from 'lucide-react';
import { messages } from '../../messages/pt-BR';
import { AttentionBadge } from './attention-badge';
import { bandClasses } from './band-style';

interface ExoticStatusBadgeProps {
  status: TExoticStatus;
  count: number;
}

/** Atypical clauses are reported as a status with a count, not as a score (SPEC.md §2). */
export function ExoticStatusBadge({ status, count }: ExoticStatusBadgeProps) {
  const countText = messages.exoticStatus.count(count);
  return (
    <div
      role="group"
      aria-label={`${messages.exoticStatus.label}: ${messages.exoticStatus.statuses[status]}, ${countText}`}
      className="inline-flex flex-col items-start gap-1 sm:items-end"
    >
      {status === 'atencao' ? <AttentionBadge /> : <StatusPill status={status} />}
      <span className="text-xs text-slate-600">{countText}</span>
    </div>
  );
}

function StatusPill({ status }: { status: Exclude<TExoticStatus, 'atencao'> }) {
  const isNone = status === 'nenhuma';
  const Icon = isNone ? CircleCheck : OctagonAlert;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${bandClasses[isNone ? 'Satisfatório' : 'Crítico']}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {messages.exoticStatus.statuses[status]}
    </span>
  );
}
