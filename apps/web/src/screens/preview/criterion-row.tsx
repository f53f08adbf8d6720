import type { TCriterion, TPreview } from '@contrato-claro/shared';
import { ChevronRight } from 'lucide-react';
import { InfoTooltip } from '../../components/info-tooltip/info-tooltip';
import { ExoticStatusBadge } from '../../components/score-badge/exotic-status-badge';
import { ScoreBadge } from '../../components/score-badge/score-badge';
import { messages } from '../../messages/pt-BR';

interface CriterionRowProps {
  criterion: TCriterion;
  analysis: TPreview;
  onOpenDetails: (title: string) => void;
}

/** One criterion: title, help tooltip, its badge and the arrow that opens the registration. */
export function CriterionRow({ criterion, analysis, onOpenDetails }: CriterionRowProps) {
  const title = messages.criteria.titles[criterion];
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex min-w-0 flex-1 items-center gap-1">
        <h3 className="font-medium text-slate-900">{title}</h3>
        <InfoTooltip
          label={messages.criteria.helpButton(title)}
          text={messages.criteria.help[criterion]}
        />
      </div>
      {criterion === 'exoticClauses' ? (
        <ExoticStatusBadge
          status={analysis.exoticClauses.status}
          count={analysis.exoticClauses.count}
        />
      ) : (
        <ScoreBadge score={analysis[criterion].score} />
      )}
      <button
        type="button"
        aria-label={messages.preview.openDetails(title)}
        onClick={() => onOpenDetails(title)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100"
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
