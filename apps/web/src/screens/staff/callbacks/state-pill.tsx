import { LAWYER_REQUEST_STATE_LABELS, type TLawyerRequestState } from '@contrato-claro/shared';

const STYLES: Record<TLawyerRequestState, string> = {
  novo: 'bg-brand-100 text-brand-800',
  em_contato: 'bg-band-warn-bg text-band-warn-fg',
  concluido: 'bg-band-good-bg text-band-good-fg',
  sem_resposta: 'bg-slate-200 text-slate-800',
};

/** The state of a request, as a label with its colour (the text says it; colour only helps). */
export function StatePill({ state }: { state: TLawyerRequestState }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STYLES[state]}`}>
      {LAWYER_REQUEST_STATE_LABELS[state]}
    </span>
  );
}
