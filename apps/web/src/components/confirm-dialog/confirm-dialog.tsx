import { isAppError } from '@contrato-claro/shared';
import { useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** The destructive action; a rejection keeps the dialog open with the error's message. */
  onConfirm: () => Promise<void>;
}

const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-band-bad-fg px-4 py-2 text-sm font-semibold text-white hover:bg-red-950 disabled:cursor-not-allowed disabled:opacity-60';

/** Asks before a destructive action; stays open, showing the error, when the action fails. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (isBusy) return;
    setError(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(isAppError(failure) ? failure.message : messages.errors.unexpectedAnswer);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <button type="button" onClick={confirm} disabled={isBusy} className={dangerButton}>
            {isBusy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-band-bad-bg px-3 py-2 text-sm text-band-bad-fg"
        >
          {error}
        </p>
      )}
    </Dialog>
  );
}
