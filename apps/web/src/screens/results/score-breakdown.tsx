import {
  CONSEQUENCE_LABELS,
  CRITERIA,
  type TCriterion,
  type TFinding,
  type TResults,
} from '@contrato-claro/shared';
import type { MouseEvent } from 'react';
import { BandPill } from '../../components/band-pill/band-pill';
import { messages } from '../../messages/pt-BR';
import { CRITERION_ANCHORS } from '../../routes';

interface ScoreBreakdownProps {
  results: TResults;
  /** Opens every point and scrolls to a criterion's section. */
  onShowCriterion: (criterion: TCriterion) => void;
}

/** The findings listed one by one; the others are summed up in one line. */
const MAX_MOVERS = 2;

/**
 * "Por que esta nota?", in a customer's words: the overall score starts at 100 and each kind of
 * problem takes points from it once — the findings that took them, most first, with how many and
 * what each puts at stake (the first two, the others summed up) — the ceiling a serious problem sets, and the seven criteria, each with
 * its own score and what its findings took from the overall score. Every number comes from the
 * breakdown the analyzer computed with the score.
 */
export function ScoreBreakdown({ results, onShowCriterion }: ScoreBreakdownProps) {
  const text = messages.results;
  const { breakdown } = results;
  const byId = new Map<string, TFinding>(
    CRITERIA.flatMap((criterion) => results[criterion].findings).map((f) => [f.id, f]),
  );
  const all = breakdown.findings.flatMap(({ id, points }) => {
    const finding = byId.get(id);
    return finding === undefined ? [] : [{ finding, points }];
  });
  const movers = all.slice(0, MAX_MOVERS);
  const rest = all.slice(MAX_MOVERS);
  const restPoints = rest.reduce((sum, { points }) => sum + points, 0);
  const ceiling = breakdown.ceiling === null ? undefined : byId.get(breakdown.ceiling.id);
  const show = (criterion: TCriterion) => (event: MouseEvent) => {
    event.preventDefault();
    onShowCriterion(criterion);
  };
  return (
    <section aria-labelledby="por-que-esta-nota" className="mt-8">
      <h2 id="por-que-esta-nota" className="text-xl font-semibold text-brand-800">
        {text.breakdownTitle}
      </h2>
      <p className="mt-3 text-slate-700">
        {text.breakdownIntro}{' '}
        {breakdown.ceiling !== null && ceiling !== undefined && (
          <>
            {text.breakdownCeiling(
              ceiling.title,
              messages.scoreBadge.bands[breakdown.ceiling.band],
              breakdown.ceiling.high,
              ceiling.consequence === 'finalidade',
            )}{' '}
          </>
        )}
        <strong className="font-semibold text-slate-900">
          {text.breakdownScore(breakdown.score)}
        </strong>
      </p>
      {movers.length === 0 ? (
        <p className="mt-3 text-slate-700">{text.breakdownNone}</p>
      ) : (
        <ol
          aria-label={text.moversTitle}
          className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm"
        >
          {movers.map(({ finding, points }) => (
            <li key={finding.id} className="flex items-start justify-between gap-3 px-3 py-1">
              <span className="min-w-0">
                <a
                  href={`#${CRITERION_ANCHORS[finding.criterion]}`}
                  onClick={show(finding.criterion)}
                  className="block truncate font-medium text-brand-700 underline"
                >
                  {finding.title}
                </a>
                <span className="hidden text-xs text-slate-600 sm:block">
                  {text.moverDetail(
                    text.severities[finding.severity],
                    CONSEQUENCE_LABELS[finding.consequence ?? 'clareza'],
                  )}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-slate-900">
                {text.moverPoints(points)}
              </span>
            </li>
          ))}
          {rest.length > 0 && (
            <li className="flex items-start justify-between gap-3 px-3 py-1 text-slate-700">
              <span>{text.moversRest(rest.length)}</span>
              <span className="shrink-0 font-semibold text-slate-900">
                {text.moverPoints(restPoints)}
              </span>
            </li>
          )}
        </ol>
      )}
      <table className="mt-4 w-full border-separate border-spacing-0 overflow-hidden rounded-xl border border-slate-200 bg-white text-sm">
        <caption className="sr-only">{text.breakdownTable}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {text.breakdownColumns.criterion}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {text.breakdownColumns.score}
            </th>
          </tr>
        </thead>
        <tbody>
          {breakdown.criteria.map((row) => {
            const result = results[row.criterion];
            return (
              <tr key={row.criterion}>
                <th
                  scope="row"
                  className="border-t border-slate-100 px-3 py-2 text-left font-normal"
                >
                  <a
                    href={`#${CRITERION_ANCHORS[row.criterion]}`}
                    onClick={show(row.criterion)}
                    className="font-medium text-brand-700 underline"
                  >
                    {messages.criteria.titles[row.criterion]}
                  </a>
                  <span className="hidden text-xs text-slate-600 sm:block">
                    {text.criterionPoints(row.points)}
                  </span>
                </th>
                <td className="border-t border-slate-100 px-3 py-2 text-right">
                  <BandPill score={result.score} band={result.band} isStacked />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
