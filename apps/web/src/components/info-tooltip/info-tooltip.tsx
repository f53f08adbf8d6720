import * as Tooltip from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';
import { useState } from 'react';

interface InfoTooltipProps {
  /** Accessible name of the trigger, e.g. 'O que é "Contradição"?'. */
  label: string;
  text: string;
}

/**
 * A help icon explaining a criterion. Opens on hover and keyboard focus like any tooltip, and
 * also on tap, since phones have no hover.
 */
export function InfoTooltip({ label, text }: InfoTooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label={label}
            onClick={() => setOpen((isOpen) => !isOpen)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-brand-700"
          >
            <Info aria-hidden="true" className="size-4" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={4}
            collisionPadding={12}
            className="z-50 max-w-72 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {text}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
