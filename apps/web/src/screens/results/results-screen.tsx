import { CRITERIA, ZResults, isAppError, type TResults } from '@contrato-claro/shared';
import { Scale, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { deleteContract } from '../../api/contracts';
import { getResults } from '../../api/results';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { HeaderLawyerModal } from '../../components/header/header-lawyer-modal';
import { PageLayout } from '../../components/layout/page-layout';
import { Loading } from '../../components/loading/loading';
import { messages } from '../../messages/pt-BR';
import { ANALYSIS_ID_PARAM, paths } from '../../routes';
import { ClauseChecklist } from './clause-checklist';
import { ContractText } from './contract-text';
import { CriterionSection } from './criterion-section';
import { DatesTimeline } from './dates-timeline';
import { formatInstant } from './format';
import { highlightOf, segmentText } from './highlights';
import { MoneyList } from './money-list';
import { ReaderSidePicker } from './reader-side-picker';
import { ScoreGauge } from './score-gauge';

type Load =
  { kind: 'loading' } | { kind: 'ready'; results: TResults } | { kind: 'error'; message: string };

/** Fetches the results of an analysis; a failure becomes a state with the error's message. */
async function loadResults(analysisId: string): Promise<Load> {
  try {
    return { kind: 'ready', results: await getResults(analysisId) };
  } catch (error) {
    console.error('Results fetch failed', error);
    return {
      kind: 'error',
      message: isAppError(error) ? error.message : messages.results.loadError,
    };
  }
}

/**
 * `/contract-analysis/results`: the results arrive as navigation state from the registration
 * flow; otherwise (reload, link, after login) they are fetched by the `?id=` of the URL.
 */
export function ResultsScreen() {
  const { state, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get(ANALYSIS_ID_PARAM);
  const fromState = useMemo(() => {
    const parsed = ZResults.safeParse(state);
    return parsed.success && (!id || parsed.data.userServiceId === id) ? parsed.data : null;
  }, [state, id]);
  const [load, setLoad] = useState<Load>(
    fromState ? { kind: 'ready', results: fromState } : { kind: 'loading' },
  );

  useEffect(() => {
    if (fromState || !id) return;
    let isActive = true;
    void loadResults(id).then((next) => {
      if (isActive) setLoad(next);
    });
    return () => {
      isActive = false;
    };
  }, [fromState, id]);

  const retry = (analysisId: string) => {
    setLoad({ kind: 'loading' });
    void loadResults(analysisId).then(setLoad);
  };

  if (!fromState && !id) return <Navigate to={paths.upload} replace />;
  if (load.kind === 'loading') return <Loading />;
  if (load.kind === 'error') {
    return (
      <PageLayout header={{ showHowToUse: true }}>
        <h1 className="text-2xl font-bold text-brand-800">{messages.results.title}</h1>
        <div role="alert" className="mt-4 rounded-xl bg-band-bad-bg p-4 text-band-bad-fg">
          <p className="font-semibold">{messages.results.loadError}</p>
          <p className="mt-1">{load.message}</p>
        </div>
        {id && (
          <Button className="mt-4" onClick={() => retry(id)}>
            {messages.results.retry}
          </Button>
        )}
      </PageLayout>
    );
  }
  const showResults = (results: TResults) => {
    setLoad({ kind: 'ready', results });
    // The navigation state too: a reload shows the reading chosen, not the one the
    // registration brought.
    void navigate({ pathname, search }, { replace: true, state: results });
  };
  return <Results results={load.results} onResults={showResults} />;
}

function Results({
  results,
  onResults,
}: {
  results: TResults;
  onResults: (results: TResults) => void;
}) {
  const navigate = useNavigate();
  const text = messages.results;
  const [isLawyerOpen, setLawyerOpen] = useState(false);
  const [hasRequestedLawyer, setRequestedLawyer] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  const findings = useMemo(
    () => CRITERIA.flatMap((criterion) => results[criterion].findings),
    [results],
  );
  const segments = useMemo(
    () => segmentText(results.text.length, findings),
    [results.text.length, findings],
  );
  const highlights = useMemo(() => highlightOf(segments), [segments]);

  const showInText = useCallback(
    (findingId: string) => {
      const target = highlights.get(findingId);
      if (!target) return undefined;
      return () => {
        const mark = document.getElementById(target);
        mark?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        mark?.focus({ preventScroll: true });
      };
    },
    [highlights],
  );

  const removeAnalysis = async () => {
    await deleteContract(results.userServiceId);
    await navigate(paths.upload, { replace: true });
  };

  const sections = [
    ['criterios', text.criteriaTitle],
    ['datas', text.datesTitle],
    ['valores', text.moneyTitle],
    ['checklist', text.checklistTitle],
    ['texto', text.textTitle],
  ] as const;
  const { finalScore } = results;
  const contractType = results.contractSubType
    ? `${results.contractType} — ${results.contractSubType}`
    : results.contractType;

  return (
    <PageLayout
      header={{
        showHowToUse: true,
        showConsultLawyer: true,
        onConsult: () => setRequestedLawyer(true),
      }}
    >
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>

      <section
        aria-labelledby="resultado-geral"
        className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="resultado-geral" className="sr-only">
          {text.overall}
        </h2>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:gap-8">
          <ScoreGauge score={finalScore.score} band={finalScore.band} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-slate-900">
              {results.contractTitle ?? results.fileName}
            </p>
            <p className="text-sm text-slate-600">
              {`${contractType} · ${results.fileName} · ${text.pages(results.pageCount)}`}
            </p>
            <p className="text-sm text-slate-600">
              {text.analyzedAt(formatInstant(results.analyzedAt))}
            </p>
            <h3 className="mt-3 text-sm font-semibold text-slate-900">{text.summaryLabel}</h3>
            <p className="mt-1 text-slate-700" aria-live="polite">
              {finalScore.resumo_contrato}
            </p>
          </div>
        </div>
        <ReaderSidePicker results={results} onResults={onResults} />
        <div className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row">
          <Button onClick={() => setLawyerOpen(true)}>
            <Scale aria-hidden="true" className="size-5" />
            {text.consultLawyer}
          </Button>
          <Button variant="secondary" onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden="true" className="size-5" />
            {text.deleteAnalysis}
          </Button>
        </div>
        {hasRequestedLawyer && (
          <p
            role="status"
            className="mt-3 rounded-lg bg-band-good-bg px-3 py-2 text-sm text-band-good-fg"
          >
            {text.lawyerRequested}
          </p>
        )}
      </section>

      <nav aria-label={text.navLabel} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {sections.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="criterios" className="mt-8">
        <h2 id="criterios" className="scroll-mt-20 text-xl font-semibold text-brand-800">
          {text.criteriaTitle}
        </h2>
        <div className="mt-4 space-y-4">
          {CRITERIA.map((criterion) => (
            <CriterionSection
              key={criterion}
              criterion={criterion}
              result={results[criterion]}
              exotic={criterion === 'exoticClauses' ? results.exoticClauses : undefined}
              showInText={showInText}
            />
          ))}
        </div>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="datas">
          <h2 id="datas" className="scroll-mt-20 mb-4 text-xl font-semibold text-brand-800">
            {text.datesTitle}
          </h2>
          <DatesTimeline dates={results.importantDates} />
        </section>
        <section aria-labelledby="valores">
          <h2 id="valores" className="scroll-mt-20 mb-4 text-xl font-semibold text-brand-800">
            {text.moneyTitle}
          </h2>
          <MoneyList money={results.entities.money} />
        </section>
      </div>

      <section aria-labelledby="checklist" className="mt-8">
        <h2 id="checklist" className="scroll-mt-20 mb-4 text-xl font-semibold text-brand-800">
          {text.checklistTitle}
        </h2>
        <ClauseChecklist items={results.defaultClauses.items} />
      </section>

      <section className="mt-8">
        <h2 id="texto" className="scroll-mt-20 text-xl font-semibold text-brand-800">
          {text.textTitle}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{text.textIntro}</p>
        <ContractText text={results.text} segments={segments} labelledBy="texto" />
      </section>

      <HeaderLawyerModal
        open={isLawyerOpen}
        onOpenChange={setLawyerOpen}
        onConsult={() => setRequestedLawyer(true)}
        source="results_button"
      />
      <ConfirmDialog
        open={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title={text.deleteTitle}
        description={text.deleteDescription}
        cancelLabel={text.deleteCancel}
        confirmLabel={text.deleteConfirm}
        busyLabel={text.deleting}
        onConfirm={removeAnalysis}
      />
    </PageLayout>
  );
}
