import { MAX_SCORE, type TBand } from '@contrato-claro/shared';
import { bandClasses } from '../score-badge/band-style';
import { messages } from '../../messages/pt-BR';

/** A criterion's score and band, in words as well as colour. */
export function BandPill({ score, band }: { score: number; band: TBand }) {
  return (
    <span
      className={`inline-flex items-baseline gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${bandClasses[band]}`}
    >
      <span className="tabular-nums">{`${score}/${MAX_SCORE}`}</span>
      <span className="text-xs">{messages.scoreBadge.bands[band]}</span>
    </span>
  );
}
