import { useState } from 'react';
import { requestLawyerContact } from '../../api/users';
import { messages } from '../../messages/pt-BR';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

interface LawyerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after the request is recorded, just before the modal closes. */
  onConsult: () => void;
}

type Phase = 'idle' | 'processing' | 'error';

/**
 * SPEC.md §4: idle → processing on "Sim"; success runs `onConsult` and closes; failure stays
 * open with the §8 message. "Não" closes.
 */
export function LawyerModal({ open, onOpenChange, onConsult }: LawyerModalProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const text = messages.lawyer;
  const isProcessing = phase === 'processing';

  const changeOpen = (next: boolean) => {
    if (isProcessing) return;
    if (!next) setPhase('idle');
    onOpenChange(next);
  };

  const confirm = async () => {
    setPhase('processing');
    try {
      await requestLawyerContact();
      setPhase('idle');
      onConsult();
      onOpenChange(false);
    } catch (error) {
      console.error('Lawyer contact request failed', error);
      setPhase('error');
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen} title={text.title} description={text.question}>
      <p className="mt-3 text-sm font-medium text-slate-800">{text.note}</p>
      {phase === 'error' && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-band-bad-bg px-3 py-2 text-sm text-band-bad-fg"
        >
          {text.error}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => changeOpen(false)} disabled={isProcessing}>
          {text.no}
        </Button>
        <Button onClick={confirm} disabled={isProcessing}>
          {isProcessing ? text.processing : text.yes}
        </Button>
      </div>
    </Dialog>
  );
}
