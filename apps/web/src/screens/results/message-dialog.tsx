import { isAppError, type TMessage } from '@contrato-claro/shared';
import { Check, Copy, Download, FilePenLine, FileText, Mail, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { downloadRedline } from '../../api/redline';
import { createMessage, downloadMessageDocx } from '../../api/takeaway';
import { Button, buttonClass } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { inputClass } from '../../components/field/field';
import { saveFile } from '../../lib/save-file';
import { messages } from '../../messages/pt-BR';
import { versionMessages } from '../../messages/versions-pt-BR';
import type { FindingGroup } from './finding-groups';
import { useDownload } from '../../lib/use-download';

interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userServiceId: string;
  /** The points the message can ask of the other party (see requestGroups). */
  groups: readonly FindingGroup[];
  /** The points marked when the dialog opens: the most serious ones. */
  preselected: readonly string[];
}

/** The message as one text: the subject line, then the body (the .txt and the copy). */
const asText = (message: TMessage) => `${message.subject}\n\n${message.text}`;

/**
 * "Escrever à outra parte": the reader marks the points they want to negotiate (the three most
 * serious come marked), then gets a polite message listing only those — to copy, download (.txt, .docx), or open in their e-mail
 * (mailto) or WhatsApp (wa.me).
 */
export function MessageDialog({
  open,
  onOpenChange,
  userServiceId,
  groups,
  preselected,
}: MessageDialogProps) {
  const text = messages.results;
  const ids = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(preselected));
  const [message, setMessage] = useState<TMessage | null>(null);
  const [isWriting, setWriting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const docx = useDownload();
  const redline = useDownload();
  const chosenIds = groups.filter((group) => chosen.has(group.id)).map((group) => group.lead.id);

  const toggle = (groupId: string) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });
  };

  const write = async () => {
    if (chosenIds.length === 0) return setError(text.messageChooseFirst);
    setWriting(true);
    setError(null);
    try {
      setMessage(await createMessage(userServiceId, chosenIds));
      setCopyState('idle');
    } catch (failure) {
      console.error('Message failed', failure);
      setError(
        isAppError(failure) && failure.code !== 'INTERNAL' ? failure.message : text.messageError,
      );
    } finally {
      setWriting(false);
    }
  };

  const copy = async () => {
    if (!message) return;
    try {
      await navigator.clipboard.writeText(asText(message));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  if (message) {
    const mailto = `mailto:?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.text)}`;
    const whatsApp = `https://wa.me/?text=${encodeURIComponent(asText(message))}`;
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={text.messageTitle}
        description={text.messageReadyDescription}
        footer={
          <>
            <Button variant="secondary" onClick={() => setMessage(null)}>
              {text.messageBack}
            </Button>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {text.messageClose}
            </Button>
          </>
        }
      >
        <label htmlFor={`${ids}-subject`} className="mt-4 block text-sm font-medium text-slate-800">
          {text.messageSubject}
        </label>
        <input id={`${ids}-subject`} readOnly value={message.subject} className={inputClass} />
        <label htmlFor={`${ids}-body`} className="mt-3 block text-sm font-medium text-slate-800">
          {text.messageBody}
        </label>
        <textarea
          id={`${ids}-body`}
          readOnly
          value={message.text}
          rows={12}
          className={`${inputClass} font-normal leading-relaxed`}
        />
        <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Button onClick={() => void copy()}>
            {copyState === 'copied' ? (
              <Check aria-hidden="true" className="size-5" />
            ) : (
              <Copy aria-hidden="true" className="size-5" />
            )}
            {text.messageCopy}
          </Button>
          <a className={buttonClass('secondary')} href={mailto}>
            <Mail aria-hidden="true" className="size-5" />
            {text.messageEmail}
          </a>
          <a className={buttonClass('secondary')} href={whatsApp} target="_blank" rel="noreferrer">
            <MessageCircle aria-hidden="true" className="size-5" />
            {text.messageWhatsApp}
          </a>
          <Button
            variant="secondary"
            onClick={() =>
              saveFile(
                new Blob([asText(message)], { type: 'text/plain;charset=utf-8' }),
                'mensagem.txt',
              )
            }
          >
            <FileText aria-hidden="true" className="size-5" />
            {text.messageTxt}
          </Button>
          <Button
            variant="secondary"
            disabled={docx.isBusy}
            onClick={() => void docx.run(() => downloadMessageDocx(userServiceId, chosenIds))}
          >
            <Download aria-hidden="true" className="size-5" />
            {text.messageDocx}
          </Button>
          <Button
            variant="secondary"
            disabled={redline.isBusy}
            onClick={() => void redline.run(() => downloadRedline(userServiceId, chosenIds))}
          >
            <FilePenLine aria-hidden="true" className="size-5" />
            {versionMessages.redlineButton}
          </Button>
        </div>
        <p className="mt-2 text-sm text-slate-600">{versionMessages.redlineHint}</p>
        <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
          {copyState === 'copied' && text.messageCopied}
          {copyState === 'failed' && text.copyFailed}
          {docx.error}
          {redline.error}
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.messageTitle}
      description={text.messageChooseDescription}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {text.reportCancel}
          </Button>
          <Button disabled={isWriting || groups.length === 0} onClick={() => void write()}>
            {isWriting ? text.messageWriting : text.messageWrite}
          </Button>
        </>
      }
    >
      {groups.length === 0 ? (
        <p className="mt-4 text-slate-700">{text.messageNone}</p>
      ) : (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-900">
            {text.messageChooseLegend}
          </legend>
          <ul className="mt-2 space-y-2">
            {groups.map((group) => (
              <li key={group.id}>
                <label className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="checkbox"
                    checked={chosen.has(group.id)}
                    onChange={() => toggle(group.id)}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-slate-900">
                      {group.lead.title}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {`${text.severityLabel}: ${text.severities[group.lead.severity]} · ${group.lead.clause.ref}`}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <p role="status" className="mt-3 min-h-5 text-sm text-slate-700">
        {error ?? text.messageChosen(chosenIds.length)}
      </p>
    </Dialog>
  );
}
