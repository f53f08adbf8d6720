import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { messages } from '../../messages/pt-BR';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers as the dialog's description. */
  description: ReactNode;
  children?: ReactNode;
  /** Radix focuses the first focusable element on open; call preventDefault to focus another. */
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * The one modal of the app: Radix traps focus, closes on Esc and restores focus to the opener.
 * Full-width sheet on phones, centred card from `sm` up.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onOpenAutoFocus,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-brand-800">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={messages.app.close}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
