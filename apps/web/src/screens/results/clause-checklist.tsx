import type { TDefaultClauseItem } from '@contrato-claro/shared';
import { CircleCheck, CircleMinus, CircleX, type LucideIcon } from 'lucide-react';
import { messages } from '../../messages/pt-BR';

type ItemState = 'present' | 'missing' | 'notApplicable';

const itemState = (item: TDefaultClauseItem): ItemState => {
  if (item.present) return 'present';
  return item.expected ? 'missing' : 'notApplicable';
};

const stateStyle: Record<ItemState, { icon: LucideIcon; className: string }> = {
  present: { icon: CircleCheck, className: 'text-band-good-fg' },
  missing: { icon: CircleX, className: 'text-band-bad-fg' },
  notApplicable: { icon: CircleMinus, className: 'text-slate-500' },
};

/** The standard clauses: present, missing or not applicable to this contract type. */
export function ClauseChecklist({ items }: { items: readonly TDefaultClauseItem[] }) {
  const states = messages.results.checklistStates;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => {
        const state = itemState(item);
        const { icon: Icon, className } = stateStyle[state];
        return (
          <li
            key={item.key}
            className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${className}`} />
            <span>
              <span className="block font-medium text-slate-900">{item.label}</span>
              <span className={`text-sm font-semibold ${className}`}>
                {states[state]}
                {item.clauseRef && (
                  <span className="font-normal text-slate-600">{` · ${item.clauseRef}`}</span>
                )}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
