import { MAX_SCORE, type TBand } from '@contrato-claro/shared';
import { bandClasses } from '../score-badge/band-style';
import { messages } from '../../messages/pt-BR';

interface BandPillProps {
  score: number;
  band: TBand;
  /** The band's word under the score, for narrow columns. */
  isStacked?: boolean;
}

/** A criterion's score and band, in words as well as colour. */
export function BandPill({ score, band, isStacked = false }: BandPillProps) {
  return (
    <span
      className={`inline-flex rounded-full font-semibold ring-1 ${bandClasses[band]} ${
        isStacked
          ? 'flex-col items-center rounded-xl px-2.5 py-1 text-xs leading-tight'
          : 'items-baseline gap-2 px-3 py-1 text-sm'
      }`}
    >
      <span
        className={`tabular-nums ${isStacked ? 'text-sm' : ''}`}
      >{`${score}/${MAX_SCORE}`}</span>
      <span className="text-xs">{messages.scoreBadge.bands[band]}</span>
    </span>
  );
}
