import {
  CRITERION_TITLES,
  isAppError,
  type TClauseChange,
  type TComparedFinding,
  type TComparison,
} from '@contrato-claro/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getComparison } from '../../api/versions';
import { BandPill } from '../../components/band-pill/band-pill';
import { Button, buttonClass } from '../../components/button/button';
import { PageLayout } from '../../components/layout/page-layout';
import { usePageTitle } from '../../lib/page-title';
import { versionMessages } from '../../messages/versions-pt-BR';
import { ANALYSIS_ID_PARAM, newVersionPath, resultsPath } from '../../routes';

const text = versionMessages.comparison;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

type Loading =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; comparison: TComparison };

/**
 * `/contract-analysis/comparacao?id=`: a revised version against the one it revises — first the
 * points the person asked for in their message, then the score and why it moved, the findings
 * resolved, remaining and new, and every clause with its word-level changes.
 */
export function ComparisonScreen() {
  usePageTitle(text.pageTitle);
  const [params] = useSearchParams();
  const id = params.get(ANALYSIS_ID_PARAM) ?? '';
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const load = useCallback(
    () =>
      getComparison(id).then(
        (comparison) => setLoading({ state: 'ready', comparison }),
        (error: unknown) =>
          setLoading({
            state: 'failed',
            message: isAppError(error) ? error.message : text.loadError,
          }),
      ),
    [id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <PageLayout header={{ showHowToUse: true }}>
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>
      {loading.state === 'loading' && (
        <p role="status" className="mt-4 text-slate-600">
          {text.loading}
        </p>
      )}
      {loading.state === 'failed' && (
        <div role="alert" className="mt-4 rounded-xl bg-band-bad-bg p-4 text-band-bad-fg">
          <p>{loading.message}</p>
          <Button
            variant="secondary"
            className="mt-2"
            onClick={() => {
              setLoading({ state: 'loading' });
              void load();
            }}
          >
            {text.retry}
          </Button>
        </div>
      )}
      {loading.state === 'ready' && <ComparisonView comparison={loading.comparison} />}
    </PageLayout>
  );
}

function ComparisonView({ comparison }: { comparison: TComparison }) {
  const { before, after } = comparison;
  const moved = comparison.criteria.filter((row) => row.before !== row.after);
  return (
    <>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {[
          { label: text.before, head: before },
          { label: text.after, head: after },
        ].map(({ label, head }) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1">
              <span className="block font-medium break-words text-slate-900">{head.fileName}</span>
              <span className="block text-sm text-slate-600">
                {text.analyzedAt(dateFormat.format(new Date(head.analyzedAt)))}
              </span>
              <span className="mt-2 block">
                <BandPill score={head.score} band={head.band} />
              </span>
            </dd>
          </div>
        ))}
      </dl>

      <Requested comparison={comparison} />

      <section
        aria-labelledby="nota"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="nota" className="text-xl font-semibold text-brand-800">
          {text.scoreTitle}
        </h2>
        <p className="mt-1 text-slate-800">{text.scoreMoved(before.score, after.score)}</p>
        <h3 className="mt-3 font-semibold text-slate-900">{text.whyTitle}</h3>
        {moved.length === 0 ? (
          <p className="text-slate-700">{text.noCriterionMoved}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-slate-800">
            {moved.map((row) => (
              <li key={row.criterion}>
                {text.criterionMoved(CRITERION_TITLES[row.criterion], row.before, row.after)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="apontamentos" className="mt-6">
        <h2 id="apontamentos" className="text-xl font-semibold text-brand-800">
          {text.findingsTitle}
        </h2>
        <div className="mt-3 grid gap-3 lg:grid-cols-3">
          <FindingList
            title={text.resolved(comparison.findings.resolved.length)}
            empty={text.noneResolved}
            findings={comparison.findings.resolved}
          />
          <FindingList
            title={text.fresh(comparison.findings.new.length)}
            empty={text.noneFresh}
            findings={comparison.findings.new}
          />
          <FindingList
            title={text.remaining(comparison.findings.remaining.length)}
            empty={text.noneRemaining}
            findings={comparison.findings.remaining}
          />
        </div>
      </section>

      <Clauses clauses={comparison.clauses} />

      <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={resultsPath(after.userServiceId)} className={buttonClass('primary')}>
          {text.openAfter}
        </Link>
        <Link to={resultsPath(before.userServiceId)} className={buttonClass('secondary')}>
          {text.openBefore}
        </Link>
        <Link to={newVersionPath(after.userServiceId)} className={buttonClass('secondary')}>
          {text.compareAgain}
        </Link>
      </div>
    </>
  );
}

/** "Você pediu: … — atendido / não atendido", before anything else. */
function Requested({ comparison }: { comparison: TComparison }) {
  return (
    <section
      aria-labelledby="pedidos"
      className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id="pedidos" className="text-xl font-semibold text-brand-800">
        {text.requestedTitle}
      </h2>
      {comparison.requested === null || comparison.requested.length === 0 ? (
        <p className="mt-1 text-slate-700">{text.noRequest}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {comparison.requested.map((point) => {
            const isMet = point.status === 'atendido';
            const Icon = isMet ? CircleCheck : CircleX;
            return (
              <li key={point.findingId} className="flex items-start gap-2 text-slate-900">
                <Icon
                  aria-hidden="true"
                  className={`mt-0.5 size-5 shrink-0 ${isMet ? 'text-band-good-fg' : 'text-band-bad-fg'}`}
                />
                <span>
                  {text.requested(point.title, point.ref)} —{' '}
                  <strong className={isMet ? 'text-band-good-fg' : 'text-band-bad-fg'}>
                    {text.requestedStatus[point.status]}
                  </strong>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function FindingList({
  title,
  empty,
  findings,
}: {
  title: string;
  empty: string;
  findings: readonly TComparedFinding[];
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {findings.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {findings.map((finding) => (
            <li key={finding.id}>
              <span className="font-medium text-slate-900">{finding.title}</span>{' '}
              <span className="text-slate-600">
                ({finding.ref} · {finding.severity})
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const statusClass: Record<TClauseChange['status'], string> = {
  unchanged: 'bg-slate-100 text-slate-700',
  changed: 'bg-band-warn-bg text-band-warn-fg',
  added: 'bg-band-good-bg text-band-good-fg',
  removed: 'bg-band-bad-bg text-band-bad-fg',
};

function Clauses({ clauses }: { clauses: readonly TClauseChange[] }) {
  const [isShowingAll, setShowingAll] = useState(false);
  const count = (status: TClauseChange['status']) =>
    clauses.filter((clause) => clause.status === status).length;
  const shown = isShowingAll
    ? clauses
    : clauses.filter((clause) => clause.status !== 'unchanged' || clause.moved);
  return (
    <section aria-labelledby="clausulas" className="mt-6">
      <h2 id="clausulas" className="text-xl font-semibold text-brand-800">
        {text.clausesTitle}
      </h2>
      <p className="mt-1 text-slate-700">
        {text.clauseCounts(count('changed'), count('added'), count('removed'), count('unchanged'))}
      </p>
      <label className="mt-2 flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          className="size-4"
          checked={isShowingAll}
          onChange={(event) => setShowingAll(event.target.checked)}
        />
        {text.showAll}
      </label>
      <ol className="mt-3 space-y-3">
        {shown.map((clause, index) => (
          <li
            key={`${clause.beforeRef}-${clause.afterRef}-${index}`}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">
                {clause.afterRef ?? clause.beforeRef}
                {clause.title ? ` – ${clause.title}` : ''}
              </h3>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[clause.status]}`}
              >
                {text.status[clause.status]}
              </span>
              {clause.renumbered && clause.beforeRef && clause.afterRef && (
                <span className="text-xs text-slate-600">
                  {text.renumbered(clause.beforeRef, clause.afterRef)}
                </span>
              )}
              {clause.moved && <span className="text-xs text-slate-600">{text.moved}</span>}
            </div>
            {clause.parts.length > 0 && (
              <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
                {clause.parts.map((part, k) =>
                  part.op === 'insert' ? (
                    <ins key={k} className="bg-band-good-bg text-band-good-fg underline">
                      <span className="sr-only">{text.inserted}</span>
                      {part.text}
                    </ins>
                  ) : part.op === 'delete' ? (
                    <del key={k} className="bg-band-bad-bg text-band-bad-fg">
                      <span className="sr-only">{text.deleted}</span>
                      {part.text}
                    </del>
                  ) : (
                    <span key={k}>{part.text}</span>
                  ),
                )}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
