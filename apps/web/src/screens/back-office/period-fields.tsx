import { inputClass } from '../../components/field/field';
import { backOfficeMessages } from '../../messages/back-office-pt-BR';

const text = backOfficeMessages.period;

/** "De" and "Até" date inputs of a filter form (named `from` and `to`). */
export function PeriodFields({ from, to }: { from: string; to: string }) {
  return (
    <>
      <label className="block text-sm font-medium text-slate-800">
        {text.from}
        <input type="date" name="from" required defaultValue={from} className={inputClass} />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        {text.to}
        <input type="date" name="to" required defaultValue={to} className={inputClass} />
      </label>
    </>
  );
}

/** The failure of a load, with a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-band-bad-ring bg-band-bad-bg p-4">
      <p className="text-band-bad-fg">{message}</p>
      <button
        type="button"
        className="mt-2 font-semibold text-brand-700 underline"
        onClick={onRetry}
      >
        {text.retry}
      </button>
    </div>
  );
}

/** A form's fields as query parameters, without the empty ones. */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  return params;
}
