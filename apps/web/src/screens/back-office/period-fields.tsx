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

/** A form's fields as query parameters, without the empty ones. */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  return params;
}
