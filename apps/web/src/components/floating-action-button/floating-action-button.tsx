import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

interface FloatingActionButtonProps {
  label: string;
  tooltip: string;
  icon: ReactNode;
  onClick: () => void;
}

/** The floating round action button, bottom right, with its tooltip (SPEC.md §2). */
export function FloatingActionButton({ label, tooltip, icon, onClick }: FloatingActionButtonProps) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            onClick={onClick}
            className="fixed right-4 bottom-4 z-30 inline-flex min-h-14 items-center gap-2 rounded-full bg-accent-600 px-5 py-3 font-semibold text-white shadow-lg shadow-slate-900/20 hover:bg-accent-700 sm:right-6 sm:bottom-6"
          >
            {icon}
            {label}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {tooltip}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
