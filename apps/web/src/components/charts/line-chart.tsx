import { seriesStyle } from './chart-colors';

export interface LineSeries {
  name: string;
  values: number[];
}

interface LineChartProps {
  /** What the chart shows, for screen readers (the table beside it holds the numbers). */
  label: string;
  /** The x axis: one label per value of every series. */
  categories: string[];
  series: LineSeries[];
}

const WIDTH = 100;
const HEIGHT = 40;

/**
 * Lines over time, hand-made in SVG. The drawing stretches to the box (strokes keep their width)
 * and every text sits in HTML around it, so it reads the same at 360 px and on a wide screen.
 * Series differ by colour and dash pattern; the legend names them.
 */
export function LineChart({ label, categories, series }: LineChartProps) {
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const x = (index: number) =>
    categories.length <= 1 ? WIDTH / 2 : (WIDTH * index) / (categories.length - 1);
  const y = (value: number) => HEIGHT - (HEIGHT * value) / max;
  return (
    <figure role="img" aria-label={label} className="text-xs text-slate-700">
      <div className="flex gap-2">
        <div className="flex flex-col justify-between text-right tabular-nums" aria-hidden>
          <span>{max.toLocaleString('pt-BR')}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full border-b border-l border-slate-300"
          aria-hidden
        >
          {series.map((line, index) => {
            const style = seriesStyle(index);
            return (
              <polyline
                key={line.name}
                fill="none"
                stroke={style.color}
                strokeWidth={2}
                strokeDasharray={style.dash}
                vectorEffect="non-scaling-stroke"
                points={line.values.map((value, at) => `${x(at)},${y(value)}`).join(' ')}
              />
            );
          })}
        </svg>
      </div>
      <div className="mt-1 flex justify-between pl-6" aria-hidden>
        <span>{categories[0]}</span>
        <span>{categories.at(-1)}</span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1" aria-hidden>
        {series.map((line, index) => {
          const style = seriesStyle(index);
          return (
            <li key={line.name} className="flex items-center gap-1">
              <svg width="20" height="6" aria-hidden>
                <line
                  x1="0"
                  y1="3"
                  x2="20"
                  y2="3"
                  stroke={style.color}
                  strokeWidth={2}
                  strokeDasharray={style.dash}
                />
              </svg>
              {line.name}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
