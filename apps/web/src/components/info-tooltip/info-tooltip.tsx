import * as Popover from '@radix-ui/react-popover';
import { Info } from 'lucide-react';

interface InfoTooltipProps {
  /** Accessible name of the trigger, e.g. 'O que é "Contradição"?'. */
  label: string;
  text: string;
}

/**
 * The help tooltip of a criterion, as a toggletip: one tap (or click, Enter, Space) opens it and
 * the next closes it, as does Esc or a tap elsewhere. A hover tooltip needs two taps on a phone
 * (the first only focuses), so this one opens on the tap itself. It opens in place, inside the
 * page's landmarks, not in a portal at the end of the body, where a screen reader's landmark
 * navigation would never reach it.
 */
export function InfoTooltip({ label, text }: InfoTooltipProps) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={label}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-brand-700 data-[state=open]:bg-slate-100 data-[state=open]:text-brand-700"
      >
        <Info aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Content
        side="top"
        sideOffset={4}
        collisionPadding={12}
        aria-label={label}
        onOpenAutoFocus={(event) => event.preventDefault()}
        className="z-50 max-w-72 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
      >
        {text}
        <Popover.Arrow className="fill-slate-900" />
      </Popover.Content>
    </Popover.Root>
  );
}
