import {
  CELLPHONE_MAX_LENGTH,
  CELLPHONE_MESSAGE,
  CELLPHONE_PATTERN,
  formatCellphone,
  type TMyLawyerRequest,
} from '@contrato-claro/shared';
import { useEffect, useId, useState } from 'react';
import { isNetworkError } from '../../api/client';
import { getProfile, requestLawyerContact } from '../../api/users';
import { connectionErrorMessage } from '../../lib/connection';
import { messages } from '../../messages/pt-BR';
import { useAuthStore } from '../../stores/auth';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { Field, errorProps, inputClass } from '../field/field';
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
 * sent and how the person will be contacted, and "Sim" updates that request. The number the
 * lawyer will call is shown from the profile for the person to confirm or correct (issue 26: a
 * call about a confidential contract goes to the number the person saw).
 */
export function LawyerModal({
  open,
  onOpenChange,
  onConsult,
  analysisId,
  current,
}: LawyerModalProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [cellphone, setCellphone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneId = useId();
  const isSignedIn = useAuthStore((state) => state.user !== null);
  const text = messages.lawyer;

  useEffect(() => {
    if (!open || !isSignedIn) return;
    let isCurrent = true;
    // Without a profile (not signed in, offline) the field starts empty: the request still works.
    getProfile()
      .then((profile) => {
        // Never over what the person started typing meanwhile.
        if (isCurrent) setCellphone((typed) => typed || (profile.cellphone ?? ''));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [open, isSignedIn]);
  const isProcessing = phase === 'processing';
  const failure = typeof phase === 'object' ? phase : null;

  const changeOpen = (next: boolean) => {
    if (isProcessing) return;
    if (!next) setPhase('idle');
    onOpenChange(next);
  };

  const confirm = async () => {
    if (cellphone !== '' && !CELLPHONE_PATTERN.test(cellphone)) {
      setPhoneError(CELLPHONE_MESSAGE);
      return;
    }
    setPhoneError(null);
    setPhase('processing');
    try {
      const request = await requestLawyerContact(analysisId, cellphone || undefined);
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
      <p className="mt-3 text-sm text-slate-600">{text.phoneHint}</p>
      <Field id={phoneId} label={text.phoneLabel} error={phoneError ?? undefined}>
        <input
          id={phoneId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={CELLPHONE_MAX_LENGTH}
          className={inputClass}
          value={cellphone}
          onChange={(event) => setCellphone(formatCellphone(event.target.value))}
          disabled={isProcessing}
          {...errorProps(phoneId, phoneError ?? undefined)}
        />
      </Field>
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
