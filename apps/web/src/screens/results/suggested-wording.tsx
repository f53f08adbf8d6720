import { Check, ChevronDown, Copy } from 'lucide-react';
import { useState } from 'react';
import { messages } from '../../messages/pt-BR';

type CopyState = 'idle' | 'copied' | 'failed';

interface SuggestedWordingProps {
  /** The model clause the analysis suggests for this finding. */
  wording: string;
}

/**
 * The suggested wording of a finding, folded into a disclosure so the long results page stays
 * short, with a copy button whose outcome is announced to screen readers.
 */
export function SuggestedWording({ wording }: SuggestedWordingProps) {
  const text = messages.results;
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(wording);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <details className="group mt-3 rounded-lg border border-slate-200 bg-slate-50 text-sm">
      <summary className="flex min-h-10 cursor-pointer list-none items-center px-3 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="mr-1.5 size-4 transition-transform group-open:rotate-180"
        />
        {text.suggestion}
      </summary>
      <div className="space-y-2 border-t border-slate-200 px-3 py-3">
        <p className="whitespace-pre-line text-slate-800">{wording}</p>
        <p className="text-xs text-slate-600">{text.suggestionNote}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void copy()}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {state === 'copied' ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {text.copySuggestion}
          </button>
          <span role="status" className="text-slate-700">
            {state === 'copied' && text.copied}
            {state === 'failed' && text.copyFailed}
          </span>
        </div>
      </div>
    </details>
  );
}
