import { MAX_SCORE, type TBand } from '@contrato-claro/shared';
import { messages } from '../../messages/pt-BR';

const bandStroke: Record<TBand, string> = {
  Satisfatório: 'stroke-band-good-ring',
  Atenção: 'stroke-band-warn-ring',
  Crítico: 'stroke-band-bad-ring',
};

const RADIUS = 80;
const ARC = Math.PI * RADIUS;

/** The overall score as a half-circle gauge; the number and band are also written out. */
export function ScoreGauge({ score, band }: { score: number; band: TBand }) {
  const fraction = Math.max(0, Math.min(score, MAX_SCORE)) / MAX_SCORE;
  const bandText = messages.scoreBadge.bands[band];
  return (
    <svg
      viewBox="0 0 200 116"
      role="img"
      aria-label={messages.results.gaugeLabel(score, bandText)}
      className="w-40 max-w-full sm:w-56"
    >
      <path
        d="M 20 100 A 80 80 0 0 1 180 100"
        fill="none"
        strokeWidth="16"
        strokeLinecap="round"
        className="stroke-slate-200"
      />
      <path
        d="M 20 100 A 80 80 0 0 1 180 100"
        fill="none"
        strokeWidth="16"
        strokeLinecap="round"
        strokeDasharray={`${fraction * ARC} ${ARC}`}
        className={bandStroke[band]}
      />
      <text x="100" y="86" textAnchor="middle" className="fill-slate-900 text-[2.5rem] font-bold">
        {score}
      </text>
      <text x="100" y="110" textAnchor="middle" className="fill-slate-700 text-sm font-semibold">
        {bandText}
      </text>
    </svg>
  );
}
