import type { TMyLawyerRequest, TResults } from '@contrato-claro/shared';
import { Scale } from 'lucide-react';
import { Button } from '../../components/button/button';
import { lawyerRequestText } from '../../components/lawyer-modal/lawyer-request-text';
import { messages } from '../../messages/pt-BR';
import { formatInstant } from './format';
import { ReaderSidePicker } from './reader-side-picker';
import { ScoreGauge } from './score-gauge';
import { VersionPlace } from './version-place';

interface OverviewProps {
  results: TResults;
  onResults: (results: TResults) => void;
  onConsultLawyer: () => void;
  /** The open lawyer request about this analysis, if any. */
  lawyerRequest: TMyLawyerRequest | null;
}

/**
 * The head of the results: the overall score, the contract (and which of its versions), its
 * summary, "Você é:", a lawyer.
 */
export function Overview({ results, onResults, onConsultLawyer, lawyerRequest }: OverviewProps) {
  const text = messages.results;
  const { finalScore } = results;
  const contractType = results.contractSubType
    ? `${results.contractType} — ${results.contractSubType}`
    : results.contractType;
  return (
    <section
      aria-labelledby="resultado-geral"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:mt-5 sm:p-6"
    >
      <h2 id="resultado-geral" className="sr-only">
        {text.overall}
      </h2>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:gap-8">
        <ScoreGauge score={finalScore.score} band={finalScore.band} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">
            {results.contractTitle ?? results.fileName}
          </p>
          <p className="text-sm break-words text-slate-600">
            {`${contractType} · ${results.fileName} · ${text.pages(results.pageCount)}`}
          </p>
          <p className="text-sm text-slate-600">
            {text.analyzedAt(formatInstant(results.analyzedAt))}
          </p>
          <VersionPlace userServiceId={results.userServiceId} version={results.version} />
          <h3 className="mt-3 text-sm font-semibold text-slate-900">{text.summaryLabel}</h3>
          <p className="mt-1 text-slate-700" aria-live="polite">
            {finalScore.resumo_contrato}
          </p>
        </div>
      </div>
      <ReaderSidePicker results={results} onResults={onResults} />
      <div className="mt-3 border-t border-slate-100 pt-3">
        <Button onClick={onConsultLawyer} className="w-full sm:w-auto">
          <Scale aria-hidden="true" className="size-5" />
          {text.consultLawyer}
        </Button>
      </div>
      {lawyerRequest && (
        <p
          role="status"
          className="mt-3 rounded-lg bg-band-good-bg px-3 py-2 text-sm text-band-good-fg"
        >
          {lawyerRequestText(lawyerRequest)}
        </p>
      )}
    </section>
  );
}
