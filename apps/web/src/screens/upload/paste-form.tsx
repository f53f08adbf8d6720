import { MAX_PASTED_TEXT_CHARS, MIN_PASTED_TEXT_CHARS } from '@contrato-claro/shared';
import { ClipboardPaste } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button';
import { errorProps, Field, inputClass } from '../../components/field/field';
import { messages } from '../../messages/pt-BR';

interface PasteFormProps {
  onText: (text: string) => void;
  disabled?: boolean;
}

/**
 * "Colar o texto do contrato", for someone who has the contract in an e-mail: a text area with
 * its character count against the limit; the text goes through the same analysis as a file.
 */
export function PasteForm({ onText, disabled }: PasteFormProps) {
  const text = messages.upload;
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isTooLong = value.length > MAX_PASTED_TEXT_CHARS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isTooLong) return setError(text.pasteTooLong(value.length));
    if (value.trim().length < MIN_PASTED_TEXT_CHARS) {
      return setError(text.pasteTooShort(MIN_PASTED_TEXT_CHARS));
    }
    setError(undefined);
    onText(value);
  };

  if (!isOpen) {
    return (
      <div className="mt-4 flex flex-col items-center gap-1 text-center">
        <Button variant="ghost" onClick={() => setOpen(true)} disabled={disabled}>
          <ClipboardPaste aria-hidden="true" className="size-5" />
          {text.pasteOpen}
        </Button>
        <p className="text-sm text-slate-600">{text.pasteHint}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <Field id={id} label={text.pasteLabel} error={error}>
        <textarea
          id={id}
          value={value}
          rows={10}
          autoFocus
          placeholder={text.pastePlaceholder}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          className={`${inputClass} min-h-48`}
          {...errorProps(id, error)}
        />
      </Field>
      <p
        className={`-mt-4 mb-3 text-right text-xs tabular-nums ${isTooLong ? 'font-semibold text-band-bad-fg' : 'text-slate-600'}`}
        aria-live="polite"
      >
        {text.pasteCount(value.length)}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {text.pasteCancel}
        </Button>
        <Button type="submit" disabled={disabled || value.trim() === ''}>
          {text.pasteSubmit}
        </Button>
      </div>
    </form>
  );
}
