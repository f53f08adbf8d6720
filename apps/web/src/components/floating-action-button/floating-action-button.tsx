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
 * screen while the content scrolls, on a bar of its own (the page's background, a line above):
 * content goes under the bar as under the screen's edge, never beside the button where a row's
 * score or arrow, or the end of the summary, would peek out under it. The page's scroll padding
 * (styles.css, `data-floating-bar`) keeps the bar's height free whenever the browser brings
 * something into view — a focused arrow, a link followed — and, sticky rather than fixed, the
 * bar rests in its own space below the last row once the page is scrolled to the end. The tooltip
 * opens in place, inside the page's landmarks (focus comes back to the button when a sheet
 * closes, and the tooltip shows then), not in a portal at the end of the body.
 */
export function FloatingActionButton({ label, tooltip, icon, onClick }: FloatingActionButtonProps) {
  return (
    <div
      data-floating-bar=""
      className="sticky bottom-0 z-30 -mx-4 mt-4 flex justify-end border-t border-slate-200 bg-slate-50 px-4 py-3"
    >
      <Tooltip.Provider delayDuration={200}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <button
              type="button"
              onClick={onClick}
              className="inline-flex min-h-14 items-center gap-2 rounded-full bg-accent-600 px-5 py-3 font-semibold text-white shadow-lg shadow-slate-900/20 hover:bg-accent-700"
            >
              {icon}
              {label}
            </button>
          </Tooltip.Trigger>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {tooltip}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Root>
      </Tooltip.Provider>
    </div>
  );
}
