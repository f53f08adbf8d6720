import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { messages } from '../../messages/pt-BR';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers as the dialog's description. */
  description: ReactNode;
  children?: ReactNode;
  /**
   * The dialog's buttons, in a bar that never scrolls away nor moves: pinned to the bottom of
   * the sheet on phones, below the scrolling content on wider screens.
   */
  footer?: ReactNode;
  /** Radix focuses the first focusable element on open; call preventDefault to focus another. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes on closing instead of the opener, when set (the opener gave way to a result). */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * The one modal of the app: Radix traps focus and closes on Esc; on closing, focus goes back to
 * the control that opened it (these dialogs are opened from state, not from a Radix trigger, so
 * Radix alone would leave focus on the page body). Bottom sheet on phones, centred card from `sm`.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  onOpenAutoFocus,
  finalFocus,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its own passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);

  const returnFocus = (event: Event) => {
    const target = finalFocus?.current ?? opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:p-6">
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
          </div>
          {footer && (
            <div className="flex shrink-0 flex-col-reverse gap-2 border-t border-slate-200 px-5 py-3 sm:flex-row sm:justify-end sm:px-6 sm:py-4">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
