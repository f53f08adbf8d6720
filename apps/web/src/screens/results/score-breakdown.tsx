import { CRITERIA, type TCriterion, type TResults, type TSeverity } from '@contrato-claro/shared';
import { BandPill } from '../../components/band-pill/band-pill';
import { messages } from '../../messages/pt-BR';
import { CRITERION_ANCHORS } from '../../routes';

interface ScoreBreakdownProps {
  results: TResults;
  /** Opens every point and scrolls to a criterion's section. */
  onShowCriterion: (criterion: TCriterion) => void;
}

const SEVERITIES: readonly TSeverity[] = ['alta', 'média', 'baixa'];
const listFormat = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/**
 * "1 problema sério e 2 problemas médios": the findings that cost this reader points, by
 * severity — the same ones that lower the criteria below.
 */
export function describeProblems(results: TResults): string {
  const counts: Record<TSeverity, number> = { alta: 0, média: 0, baixa: 0 };
  for (const criterion of CRITERIA) {
    for (const finding of results[criterion].findings) {
      if (finding.readerStance !== 'a_favor') counts[finding.severity] += 1;
    }
  }
  return listFormat.format(
    SEVERITIES.filter((severity) => counts[severity] > 0).map((severity) =>
      messages.results.problems[severity](counts[severity]),
    ),
  );
}

/**
 * "Por que esta nota?", in a customer's words: how the overall score comes from the seven
 * criteria — each one's weight, score (with its one label) and the points found in it — and, when
 * the findings weigh too much for the weighted mean to stand, which problems put the contract in
 * which band. Every number comes from the server's
 * breakdown, computed by the scoring that gave the score.
 */
export function ScoreBreakdown({ results, onShowCriterion }: ScoreBreakdownProps) {
  const text = messages.results;
  const { breakdown } = results;
  const imposed = breakdown.imposedBand;
  const isLowered = imposed !== null && breakdown.score < breakdown.weightedScore;
  return (
    <section aria-labelledby="por-que-esta-nota" className="mt-8">
      <h2 id="por-que-esta-nota" className="text-xl font-semibold text-brand-800">
        {text.breakdownTitle}
      </h2>
      <p className="mt-3 text-slate-700">
        {text.breakdownIntro}{' '}
        {isLowered ? (
          <>
            {text.breakdownWouldBe(breakdown.weightedScore)}{' '}
            {(imposed.band === 'Crítico' ? text.breakdownCritical : text.breakdownCapped)(
              describeProblems(results),
              messages.scoreBadge.bands[imposed.band],
              `${imposed.low}–${imposed.high}`,
            )}{' '}
            <strong className="font-semibold text-slate-900">
              {text.breakdownFinal(breakdown.score)}
            </strong>
          </>
        ) : (
          <strong className="font-semibold text-slate-900">
            {text.breakdownStands(breakdown.score)}
          </strong>
        )}
      </p>
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
            const costing = result.findings.filter(
              (finding) => finding.readerStance !== 'a_favor',
            ).length;
            return (
              <tr key={row.criterion}>
                <th
                  scope="row"
                  className="border-t border-slate-100 px-3 py-2 text-left font-normal"
                >
                  <a
                    href={`#${CRITERION_ANCHORS[row.criterion]}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onShowCriterion(row.criterion);
                    }}
                    className="font-medium text-brand-700 underline"
                  >
                    {messages.criteria.titles[row.criterion]}
                  </a>
                  <span className="block text-xs text-slate-600">
                    {`${text.weight(row.weight)} · ${text.attentionCount(costing)}`}
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
