import { isAppError, type TResults } from '@contrato-claro/shared';
import { useId, useState } from 'react';
import { setReaderSide } from '../../api/results';
import { messages } from '../../messages/pt-BR';

/** The value of the neutral choice (no side). */
const NEUTRAL = '';

interface ReaderSidePickerProps {
  results: TResults;
  /** Receives the results weighed for the chosen side (or neutral). */
  onResults: (results: TResults) => void;
}

/**
 * "Você é:" — the sides the analysis found, as a radio group, plus a neutral choice. Choosing one
 * asks the server to weigh the results for that side (the choice is kept with the analysis) and
 * hands the new results up. Nothing is shown when the contract does not name two sides.
 */
export function ReaderSidePicker({ results, onResults }: ReaderSidePickerProps) {
  const text = messages.results;
  const hintId = useId();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const parties = results.parties ?? [];
  if (parties.length < 2) return null;

  const choose = async (value: string) => {
    setPending(value);
    setError(null);
    try {
      onResults(await setReaderSide(results.userServiceId, value === NEUTRAL ? null : value));
    } catch (failure) {
      console.error('Reader side change failed', failure);
      setError(isAppError(failure) ? failure.message : text.sideError);
    } finally {
      setPending(null);
    }
  };

  const selected = pending ?? results.side ?? NEUTRAL;
  const options = [
    ...parties.map((party) => ({ value: party.key, label: text.sideOption(party.role) })),
    { value: NEUTRAL, label: text.sideNeutral },
  ];
  return (
    <fieldset
      aria-describedby={hintId}
      aria-busy={pending !== null}
      className="mt-5 border-t border-slate-100 pt-4"
    >
      <legend className="text-sm font-semibold text-slate-900">{text.sideLegend}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {text.sideHint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              type="radio"
              name="reader-side"
              value={option.value}
              checked={selected === option.value}
              disabled={pending !== null}
              onChange={() => void choose(option.value)}
              className="accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {pending !== null && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {text.sideUpdating}
        </p>
      )}
      {error !== null && (
        <p role="alert" className="mt-2 text-sm text-band-bad-fg">
          {error}
        </p>
      )}
    </fieldset>
  );
}
