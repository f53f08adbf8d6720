import { MAX_SCORE, scoreBand } from '@contrato-claro/shared';
import { messages } from '../../messages/pt-BR';
import { bandClasses } from './band-style';

interface ScoreBadgeProps {
  score: number;
  maxScore?: number;
  size?: 'md' | 'lg';
}

/**
 * "score/maxScore" labelled "Nota de análise prévia", coloured by band and naming the band in
 * words, so colour is never the only signal.
 */
export function ScoreBadge({ score, maxScore = MAX_SCORE, size = 'md' }: ScoreBadgeProps) {
  const band = scoreBand((score / maxScore) * MAX_SCORE);
  const bandText = messages.scoreBadge.bands[band];
  return (
    <div
      role="group"
      aria-label={`${messages.scoreBadge.label}: ${score}/${maxScore}, ${bandText}`}
      className={`inline-flex flex-col items-start rounded-xl px-3 py-1.5 ring-1 ${bandClasses[band]}`}
    >
      <span className="text-[0.6875rem] leading-tight font-medium">
        {messages.scoreBadge.label}
      </span>
      <span className="flex items-baseline gap-2">
        <span className={`font-bold tabular-nums ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>
          {score}/{maxScore}
        </span>
        <span className="text-xs font-semibold">{bandText}</span>
      </span>
    </div>
  );
}
