import type { ReactNode } from 'react';

/** Classes shared by text inputs and selects. */
export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-band-bad-ring';

/** Ids that tie a control to its label and error message. */
export function fieldIds(id: string) {
  return { id, errorId: `${id}-error` };
}

/** The aria attributes of a control with an optional validation error. */
export function errorProps(id: string, error: string | undefined) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': fieldIds(id).errorId }
    : { 'aria-invalid': false as const };
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/**
 * A labelled control with its validation message below. The message's line is always there, so
 * a message appearing on blur never moves what follows — above all the buttons a finger is about
 * to tap (the first tap after leaving a field must land). Messages are one short line.
 */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      <p id={fieldIds(id).errorId} className="mt-1 min-h-5 text-sm leading-5 text-band-bad-fg">
        {error}
      </p>
    </div>
  );
}
