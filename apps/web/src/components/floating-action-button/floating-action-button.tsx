import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

interface FloatingActionButtonProps {
  label: string;
  tooltip: string;
  icon: ReactNode;
  onClick: () => void;
}

/**
 * The floating round action button with its tooltip (SPEC.md §2). It floats at the bottom of the
 * screen while the content above it scrolls, but it is sticky, not fixed: placed after the
 * screen's content, it rests in its own space once the page is scrolled to the end, so it never
 * sits on the last rows, their arrows or the footer.
 */
export function FloatingActionButton({ label, tooltip, icon, onClick }: FloatingActionButtonProps) {
  return (
    <div className="pointer-events-none sticky bottom-0 z-30 flex justify-end pt-4 pb-4 sm:pb-6">
      <Tooltip.Provider delayDuration={200}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <button
              type="button"
              onClick={onClick}
              className="pointer-events-auto inline-flex min-h-14 items-center gap-2 rounded-full bg-accent-600 px-5 py-3 font-semibold text-white shadow-lg shadow-slate-900/20 hover:bg-accent-700"
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
    </div>
  );
}
