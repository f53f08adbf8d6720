import {
  CRITERIA,
  ZCriterion,
  ZPreview,
  scoreBand,
  type TCriterion,
  type TPreview,
} from '@contrato-claro/shared';
import { CircleCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { getResults } from '../../api/results';
import { BandPill } from '../../components/band-pill/band-pill';
import { Button, buttonClass } from '../../components/button/button';
import { PageLayout } from '../../components/layout/page-layout';
import { ExoticStatusBadge } from '../../components/score-badge/exotic-status-badge';
import { usePageTitle } from '../../lib/page-title';
import { messages } from '../../messages/pt-BR';
import { loginPath, paths, resultsPath } from '../../routes';

const ZFallbackState = z.object({
  clause: z.string().nullable(),
  criterion: ZCriterion.nullable().catch(null),
  analysis: ZPreview,
});

/**
 * `/results` (SPEC.md §4): the registration went through but the detailed results could not be
 * fetched. Shows what the browser still has and offers another try or the login.
 */
export function ResultsFallbackScreen() {
  const { state } = useLocation();
  const parsed = useMemo(() => ZFallbackState.safeParse(state), [state]);
  const text = messages.resultsFallback;
  usePageTitle(text.title);
  return (
    <PageLayout header={{ showHowToUse: true }}>
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>
        {parsed.success ? (
          <Fallback {...parsed.data} />
        ) : (
          <div className="mt-4 space-y-4">
            <p className="text-slate-700">{text.empty}</p>
            <Link to={paths.upload} className={buttonClass()}>
              {text.upload}
            </Link>
          </div>
        )}
      </div>
    </PageLayout>
  );
}

interface FallbackProps {
  clause: string | null;
  criterion: TCriterion | null;
  analysis: TPreview;
}

function Fallback({ clause, criterion, analysis }: FallbackProps) {
  const navigate = useNavigate();
  const [isRetrying, setRetrying] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const text = messages.resultsFallback;
  const target = resultsPath(analysis.userServiceId, criterion);

  const retry = async () => {
    setRetrying(true);
    setFailed(false);
    try {
      const results = await getResults(analysis.userServiceId);
      await navigate(target, { state: results });
    } catch (error) {
      console.error('Results fetch failed again', error);
      setFailed(true);
      setRetrying(false);
    }
  };

  return (
    <>
      <div className="mt-5 rounded-2xl border border-band-good-ring bg-band-good-bg p-4 text-band-good-fg">
        <p className="flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {text.registered}
        </p>
        <p className="mt-1">{text.explanation}</p>
      </div>
      {clause && (
        <p className="mt-4 text-slate-700">
          {text.clicked} <strong className="text-slate-900">{clause}</strong>
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={retry} disabled={isRetrying}>
          {isRetrying ? text.retrying : text.retry}
        </Button>
        <Link to={loginPath(target)} className={buttonClass('secondary')}>
          {text.login}
        </Link>
      </div>
      {hasFailed && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-band-bad-bg px-3 py-2 text-sm text-band-bad-fg"
        >
          {text.retryError}
        </p>
      )}

      <section
        aria-labelledby="notas-previas"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="notas-previas" className="text-lg font-semibold text-brand-800">
          {text.scoresTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{analysis.fileName}</p>
        <div className="mt-3 flex items-center justify-between gap-3 border-b border-slate-100 pb-3">
          <span className="font-semibold text-slate-900">{messages.results.overall}</span>
          <BandPill score={analysis.finalScore.score} band={analysis.finalScore.band} />
        </div>
        <ul className="divide-y divide-slate-100">
          {CRITERIA.map((criterion) => (
            <li key={criterion} className="flex items-center justify-between gap-3 py-3">
              <span className="text-slate-800">{messages.criteria.titles[criterion]}</span>
              {criterion === 'exoticClauses' ? (
                <ExoticStatusBadge {...analysis.exoticClauses} />
              ) : (
                <BandPill
                  score={analysis[criterion].score}
                  band={scoreBand(analysis[criterion].score)}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
