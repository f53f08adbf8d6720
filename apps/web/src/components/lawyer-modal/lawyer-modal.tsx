import type { TMyLawyerRequest } from '@contrato-claro/shared';
import { useState } from 'react';
import { isNetworkError } from '../../api/client';
import { requestLawyerContact } from '../../api/users';
import { connectionErrorMessage } from '../../lib/connection';
import { messages } from '../../messages/pt-BR';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { lawyerRequestText } from './lawyer-request-text';

interface LawyerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs with the open request once it is recorded, just before the modal closes. */
  onConsult: (request: TMyLawyerRequest) => void;
  /** The analysis the request is about (else the person's latest). */
  analysisId?: string;
  /** The open request about it, if any: shown, and a further "Sim" updates it. */
  current?: TMyLawyerRequest | null;
}

/** `error` holds why, when the request got no answer (offline or server out of reach). */
type Phase = 'idle' | 'processing' | { error: string | null };

/**
 * SPEC.md §4: idle → processing on "Sim"; success runs `onConsult` and closes; failure stays
 * open with the §8 message (and, when the request got no answer, whether the browser is offline
 * or the server out of reach). "Não" closes. With a request already open, it says when it was
 * sent and how the person will be contacted, and "Sim" updates that request.
 */
export function LawyerModal({
  open,
  onOpenChange,
  onConsult,
  analysisId,
  current,
}: LawyerModalProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const text = messages.lawyer;
  const isProcessing = phase === 'processing';
  const failure = typeof phase === 'object' ? phase : null;

  const changeOpen = (next: boolean) => {
    if (isProcessing) return;
    if (!next) setPhase('idle');
    onOpenChange(next);
  };

  const confirm = async () => {
    setPhase('processing');
    try {
      const request = await requestLawyerContact(analysisId);
      setPhase('idle');
      onConsult(request);
      onOpenChange(false);
    } catch (error) {
      console.error('Lawyer contact request failed', error);
      setPhase({ error: isNetworkError(error) ? connectionErrorMessage() : null });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={text.title}
      description={text.question}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={isProcessing}>
            {text.no}
          </Button>
          <Button onClick={confirm} disabled={isProcessing}>
            {isProcessing ? text.processing : text.yes}
          </Button>
        </>
      }
    >
      <p className="mt-3 text-sm font-medium text-slate-800">{text.note}</p>
      {current && (
        <div
          role="status"
          className="mt-3 rounded-lg bg-band-good-bg px-3 py-2 text-sm text-band-good-fg"
        >
          <p>{lawyerRequestText(current)}</p>
          <p className="mt-1">{text.update}</p>
        </div>
      )}
      {failure && (
        <div
          role="alert"
          className="mt-3 rounded-lg bg-band-bad-bg px-3 py-2 text-sm text-band-bad-fg"
        >
          <p>{text.error}</p>
          {failure.error && <p className="mt-1">{failure.error}</p>}
        </div>
      )}
    </Dialog>
  );
}
