import { SERIES_STYLES } from './chart-colors';

export interface BarRow {
  label: string;
  value: number;
  /** Shown after the value, e.g. the share of the previous step. */
  note?: string;
}

interface BarChartProps {
  /** What the chart shows, for screen readers (the table beside it holds the numbers). */
  label: string;
  rows: BarRow[];
}

/**
 * Horizontal bars, hand-made (no charting library: the back office needs two chart shapes, and
 * a library would weigh more than the screens). Plain HTML, so labels stay readable at 360 px.
 */
export function BarChart({ label, rows }: BarChartProps) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <div role="img" aria-label={label} className="space-y-2">
      {rows.map((row) => (
        <div key={row.label} className="text-sm">
          <div className="flex justify-between gap-2 text-slate-800">
            <span className="truncate">{row.label}</span>
            <span className="shrink-0 tabular-nums">
              {row.value.toLocaleString('pt-BR')}
              {row.note ? <span className="ml-1 text-slate-600">{row.note}</span> : null}
            </span>
          </div>
          <div className="mt-1 h-3 w-full rounded bg-slate-100">
            <div
              className="h-3 rounded"
              style={{
                width: `${(100 * row.value) / max}%`,
                backgroundColor: SERIES_STYLES[0].color,
              }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
