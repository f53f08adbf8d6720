import { TriangleAlert } from 'lucide-react';
import { messages } from '../../messages/pt-BR';
import { bandClasses } from './band-style';

/** The secondary badge: always reads "Atenção" (SPEC.md §2). */
export function AttentionBadge() {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${bandClasses.Atenção}`}
    >
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      {messages.scoreBadge.attention}
    </span>
  );
}
