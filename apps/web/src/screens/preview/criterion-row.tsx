import type { TCriterion, TPreview } from '@contrato-claro/shared';
import { ChevronRight } from 'lucide-react';
import { InfoTooltip } from '../../components/info-tooltip/info-tooltip';
import { ExoticStatusBadge } from '../../components/score-badge/exotic-status-badge';
import { ScoreBadge } from '../../components/score-badge/score-badge';
import { messages } from '../../messages/pt-BR';

interface CriterionRowProps {
  criterion: TCriterion;
  analysis: TPreview;
  onOpenDetails: (criterion: TCriterion) => void;
}

/** One criterion: title, help tooltip, its badge and the arrow that opens the registration. */
export function CriterionRow({ criterion, analysis, onOpenDetails }: CriterionRowProps) {
  const title = messages.criteria.titles[criterion];
  // Phones: title and arrow on the first line, the badge below; from `sm` up, one line.
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_auto_auto] sm:p-4">
      <div className="col-start-1 row-start-1 flex min-w-0 items-center gap-1">
        <h3 className="min-w-0 font-medium break-words text-slate-900">{title}</h3>
        <InfoTooltip
          label={messages.criteria.helpButton(title)}
          text={messages.criteria.help[criterion]}
        />
      </div>
      <div className="col-start-1 row-start-2 sm:col-start-2 sm:row-start-1">
        {criterion === 'exoticClauses' ? (
          <ExoticStatusBadge
            status={analysis.exoticClauses.status}
            count={analysis.exoticClauses.count}
          />
        ) : (
          <ScoreBadge score={analysis[criterion].score} />
        )}
      </div>
      <button
        type="button"
        aria-label={messages.preview.openDetails(title)}
        onClick={() => onOpenDetails(criterion)}
        className="col-start-2 row-span-2 row-start-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100 sm:col-start-3 sm:row-span-1"
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
