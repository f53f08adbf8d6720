import { CRITERIA } from '@contrato-claro/shared';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { fetchRequestAnalysis } from '../../../api/staff';
import { Alert } from '../../../components/alert/alert';
import { Loading } from '../../../components/loading/loading';
import { usePageTitle } from '../../../lib/page-title';
import { staffMessages } from '../../../messages/staff';
import { messages } from '../../../messages/pt-BR';
import { CRITERION_ANCHORS, staffPaths } from '../../../routes';
import { CriterionSection } from '../../results/criterion-section';
import { DatesAndMoney } from '../../results/dates-and-money';
import { FindingCard } from '../../results/finding-card';
import { groupElementId, groupResults, topGroups } from '../../results/finding-groups';
import { ScoreBreakdown } from '../../results/score-breakdown';
import { ScoreGauge } from '../../results/score-gauge';
import { TopPoints } from '../../results/top-points';
import { useStaffData } from '../use-staff-data';

const text = staffMessages.analysis;

const scrollTo = (elementId: string) => {
  const element = document.getElementById(elementId);
  element?.scrollIntoView({ block: 'start' });
  element?.focus({ preventScroll: true });
};

/**
 * `/equipe/retornos/:id/analise`: the results the customer saw for the analysis behind the
 * request, with the customer results' own components, read-only (no lead gating, no reader-side
 * choice, no reports, no downloads). Opening it is audited by the API.
 */
export function RequestAnalysisScreen() {
  usePageTitle(text.title);
  const { id = '' } = useParams();
  const load = useCallback(() => fetchRequestAnalysis(id), [id]);
  const { data: results, error } = useStaffData(load);
  const groups = useMemo(() => (results ? groupResults(results) : null), [results]);

  if (error) return <Alert message={error} />;
  if (!results || !groups) return <Loading />;
  return (
    <div className="space-y-6">
      <Link
        to={`${staffPaths.callbacks}/${id}`}
        className="text-sm font-semibold text-brand-700 underline"
      >
        {text.back}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-brand-800">{text.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{text.readOnly}</p>
      </div>
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start">
        <ScoreGauge score={results.finalScore.score} band={results.finalScore.band} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{results.contractTitle ?? results.fileName}</p>
          <p className="text-sm break-words text-slate-600">
            {results.contractType} · {results.fileName}
          </p>
          <h2 className="mt-3 text-sm font-semibold">{messages.results.summaryLabel}</h2>
          <p className="mt-1 text-slate-700">{results.finalScore.resumo_contrato}</p>
        </div>
      </section>
      <TopPoints groups={topGroups(groups)} onShow={(group) => scrollTo(groupElementId(group))} />
      <ScoreBreakdown
        results={results}
        onShowCriterion={(criterion) => scrollTo(CRITERION_ANCHORS[criterion])}
      />
      <section aria-labelledby="todos-os-pontos">
        <h2 id="todos-os-pontos" className="text-xl font-semibold text-brand-800">
          {text.findings}
        </h2>
        <div className="mt-4 space-y-4">
          {CRITERIA.map((criterion) => (
            <CriterionSection
              key={criterion}
              criterion={criterion}
              result={results[criterion]}
              groups={groups[criterion]}
              renderCard={(group) => (
                <FindingCard group={group} showInText={() => undefined} report={null} />
              )}
            />
          ))}
        </div>
      </section>
      <DatesAndMoney results={results} />
    </div>
  );
}
