import {
  FINDING_FEEDBACK_REASONS,
  MAX_FEEDBACK_COMMENT_LENGTH,
  isAppError,
  type TFindingFeedbackReason,
} from '@contrato-claro/shared';
import { CircleCheck, Flag } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { reportFinding } from '../../api/results';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { inputClass } from '../../components/field/field';
import { messages } from '../../messages/pt-BR';

interface ReportFindingProps {
  userServiceId: string;
  findingId: string;
  title: string;
  /** True once the owner reported this problem (now or before). */
  isReported: boolean;
  onReported: (findingId: string) => void;
}

/**
 * "Isto está errado?": a small action on each card that opens a dialog asking what is wrong (a
 * reason and an optional comment). The report is stored with the analysis for the team to
 * review; the card then says it was sent.
 */
export function ReportFinding({
  userServiceId,
  findingId,
  title,
  isReported,
  onReported,
}: ReportFindingProps) {
  const text = messages.results;
  const formId = useId();
  const hintId = useId();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState<TFindingFeedbackReason | null>(null);
  const [comment, setComment] = useState('');
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Once sent, the button gives way to the confirmation, which takes the focus back.
  const confirmation = useRef<HTMLParagraphElement>(null);

  const changeOpen = (next: boolean) => {
    if (isSending) return;
    setError(null);
    setOpen(next);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) return setError(text.reportChooseReason);
    setSending(true);
    setError(null);
    try {
      await reportFinding(userServiceId, { findingId, reason, comment });
      setOpen(false);
      onReported(findingId);
    } catch (failure) {
      console.error('Finding report failed', failure);
      setError(isAppError(failure) ? failure.message : text.reportError);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {isReported ? (
        <p
          ref={confirmation}
          role="status"
          tabIndex={-1}
          className="inline-flex min-h-10 items-center gap-1.5 text-sm text-band-good-fg"
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          {text.reported}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 underline hover:bg-slate-100 hover:text-slate-900"
        >
          <Flag aria-hidden="true" className="size-4" />
          {text.reportWrong}
          <span className="sr-only">{`: ${title}`}</span>
        </button>
      )}
      <Dialog
        finalFocus={confirmation}
        open={isOpen}
        onOpenChange={changeOpen}
        title={text.reportTitle}
        description={text.reportDescription(title)}
        footer={
          <>
            <Button variant="secondary" onClick={() => changeOpen(false)} disabled={isSending}>
              {text.reportCancel}
            </Button>
            <Button type="submit" form={formId} disabled={isSending}>
              {isSending ? text.reportSending : text.reportSend}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={(event) => void send(event)} className="mt-4 space-y-4">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              {text.reportReasonLegend}
            </legend>
            <div className="mt-2 space-y-1">
              {FINDING_FEEDBACK_REASONS.map((option) => (
                <label
                  key={option}
                  className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={option}
                    checked={reason === option}
                    onChange={() => setReason(option)}
                    className="size-4 accent-brand-700"
                  />
                  {text.reportReasons[option]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label
              htmlFor={`${formId}-comment`}
              className="block text-sm font-medium text-slate-800"
            >
              {text.reportComment}
            </label>
            <textarea
              id={`${formId}-comment`}
              rows={3}
              maxLength={MAX_FEEDBACK_COMMENT_LENGTH}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              aria-describedby={hintId}
              className={inputClass}
            />
            <p id={hintId} className="mt-1 text-xs text-slate-600">
              {text.reportCommentHint}
            </p>
          </div>
          {error && (
            <p
              role="alert"
              className="rounded-lg bg-band-bad-bg px-3 py-2 text-sm text-band-bad-fg"
            >
              {error}
            </p>
          )}
        </form>
      </Dialog>
    </>
  );
}
