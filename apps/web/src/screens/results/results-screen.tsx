import {
  CRITERIA,
  ZResults,
  isAppError,
  type TMyLawyerRequest,
  type TResults,
  type TVersionPlace,
} from '@contrato-claro/shared';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isNetworkError } from '../../api/client';
import { deleteContract } from '../../api/contracts';
import { getResults } from '../../api/results';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { ConfirmEmailPanel } from '../../components/confirm-email/confirm-email-panel';
import { HeaderLawyerModal } from '../../components/header/header-lawyer-modal';
import { PageLayout } from '../../components/layout/page-layout';
import { Loading } from '../../components/loading/loading';
import { usePageTitle } from '../../lib/page-title';
import { isTouchPointer } from '../../lib/pointer';
import { messages } from '../../messages/pt-BR';
import { versionMessages } from '../../messages/versions-pt-BR';
import { ANALYSIS_ID_PARAM, CRITERION_ANCHORS, paths } from '../../routes';
import { ClauseChecklist } from './clause-checklist';
import { ContractText } from './contract-text';
import { CriterionSection } from './criterion-section';
import { DatesAndMoney } from './dates-and-money';
import { FindingCard } from './finding-card';
import { groupElementId, groupResults, topGroups } from './finding-groups';
import { highlightIdAt, segmentText } from './highlights';
import { OcrNotice } from './ocr-notice';
import { Overview } from './overview';
import { ReportFinding } from './report-finding';
import { ScoreBreakdown } from './score-breakdown';
import { TakeawaySection } from './takeaway-section';
import { TopPoints } from './top-points';
import { CalendarButton } from './calendar-button';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; results: TResults }
  | { kind: 'error'; message: string; isConnection: boolean };

/** Fetches the results of an analysis; a failure becomes a state with the error's message. */
async function loadResults(analysisId: string): Promise<Load> {
  try {
    return { kind: 'ready', results: await getResults(analysisId) };
  } catch (error) {
    console.error('Results fetch failed', error);
    return {
      kind: 'error',
      message: isAppError(error) ? error.message : messages.results.loadError,
      isConnection: isNetworkError(error),
    };
  }
}

/**
 * `/contract-analysis/results`: the results arrive as navigation state from the registration
 * flow; otherwise (reload, link, after login) they are fetched by the `?id=` of the URL. A fetch
 * that got no answer is tried again by itself when the browser comes back online.
 */
export function ResultsScreen() {
  const { state, pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get(ANALYSIS_ID_PARAM);
  usePageTitle(messages.results.title);
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

  const retry = useCallback((analysisId: string) => {
    setLoad({ kind: 'loading' });
    void loadResults(analysisId).then(setLoad);
  }, []);

  const isWaitingForConnection = load.kind === 'error' && load.isConnection;
  useEffect(() => {
    if (!isWaitingForConnection || !id) return;
    const again = () => retry(id);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [isWaitingForConnection, id, retry]);

  if (!fromState && !id) return <Navigate to={paths.upload} replace />;
  if (load.kind === 'loading') return <Loading />;
  if (load.kind === 'error') {
    return (
      <PageLayout header={{ showHowToUse: true }}>
        <h1 className="text-2xl font-bold text-brand-800">{messages.results.title}</h1>
        <div role="alert" className="mt-4 rounded-xl bg-band-bad-bg p-4 text-band-bad-fg">
          <p className="font-semibold">{messages.results.loadError}</p>
          <p className="mt-1">{load.message}</p>
          {load.isConnection && <p className="mt-1">{messages.results.retryingOnline}</p>}
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
    // The navigation state too: a reload shows the reading chosen and the reports sent, not
    // the results the registration brought.
    void navigate({ pathname, search, hash }, { replace: true, state: results });
  };
  return <Results results={load.results} onResults={showResults} hash={hash} />;
}

/**
 * What "Excluir" deletes, in its words: a later version goes alone; a first version takes every
 * version of the contract with it, as in "Minhas análises".
 */
function deleteWording(version: TVersionPlace) {
  const text = messages.results;
  const words = versionMessages.results;
  if (version.previousId !== null) {
    return {
      button: words.deleteVersion,
      title: words.deleteVersionTitle,
      description: words.deleteVersionDescription(version.number),
      // The versions left are there.
      next: paths.history,
    };
  }
  return {
    button: text.deleteAnalysis,
    title: text.deleteTitle,
    description:
      version.count === 1 ? text.deleteDescription : words.deleteAllDescription(version.count),
    next: paths.upload,
  };
}

/** The element a link or the URL's fragment asks to show, once every point is open. */
const TARGETS = new Set(Object.values(CRITERION_ANCHORS));

function Results({
  results,
  onResults,
  hash,
}: {
  results: TResults;
  onResults: (results: TResults) => void;
  hash: string;
}) {
  const navigate = useNavigate();
  const text = messages.results;
  const [isLawyerOpen, setLawyerOpen] = useState(false);
  // Kept in the results (and so in the navigation state): a reload still shows the request.
  const { lawyerRequest } = results;
  const setLawyerRequest = (request: TMyLawyerRequest) =>
    onResults({ ...results, lawyerRequest: request });
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  // Opening at the criterion tapped in the preview (the URL's fragment) opens every point.
  const initialTarget = TARGETS.has(hash.slice(1)) ? hash.slice(1) : null;
  const [isExpanded, setExpanded] = useState(initialTarget !== null);
  // Each request is a new object, so asking twice for the same element scrolls twice.
  const [target, setTarget] = useState(initialTarget && { id: initialTarget });
  const shownTarget = useRef<{ id: string } | null>(null);
  const reported = useMemo(() => new Set(results.reportedFindingIds), [results]);

  const groups = useMemo(() => groupResults(results), [results]);
  const top = useMemo(() => topGroups(groups), [groups]);
  const allGroups = useMemo(() => CRITERIA.flatMap((criterion) => groups[criterion]), [groups]);
  const groupCount = useMemo(
    () => CRITERIA.reduce((sum, criterion) => sum + groups[criterion].length, 0),
    [groups],
  );
  const segments = useMemo(
    () =>
      segmentText(
        results.text.length,
        CRITERIA.flatMap((criterion) =>
          groups[criterion].flatMap((group) =>
            group.places.map((place) => ({ ...place, title: group.lead.title })),
          ),
        ),
      ),
    [results.text.length, groups],
  );

  const showInText = useCallback(
    (offset: number) => {
      const highlight = highlightIdAt(segments, offset);
      if (!highlight) return undefined;
      return () => {
        const mark = document.getElementById(highlight);
        mark?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        mark?.focus({ preventScroll: true });
      };
    },
    [segments],
  );

  // Scrolls to (and focuses) what a link asked for, once the points it lives in are rendered.
  useEffect(() => {
    if (!target || !isExpanded || shownTarget.current === target) return;
    shownTarget.current = target;
    const element = document.getElementById(target.id);
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [target, isExpanded]);

  const show = (elementId: string) => {
    setExpanded(true);
    setTarget({ id: elementId });
  };

  // Kept in the results (and so in the navigation state): a reload still says it was sent.
  const markReported = (findingId: string) =>
    onResults({ ...results, reportedFindingIds: [...results.reportedFindingIds, findingId] });

  const deletion = deleteWording(results.version);
  const removeAnalysis = async () => {
    await deleteContract(results.userServiceId);
    await navigate(deletion.next, { replace: true });
  };

  const sections = [
    ['por-que-esta-nota', text.breakdownTitle],
    ['datas', text.datesTitle],
    ['valores', text.moneyTitle],
    ['checklist', text.checklistTitle],
    ['texto', text.textTitle],
  ] as const;

  return (
    <PageLayout
      header={{
        showHowToUse: true,
        showConsultLawyer: true,
        onConsult: setLawyerRequest,
        lawyerAnalysisId: results.userServiceId,
        lawyerRequest,
      }}
    >
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>

      <Overview
        results={results}
        onResults={onResults}
        onConsultLawyer={() => setLawyerOpen(true)}
        lawyerRequest={lawyerRequest}
      />

      {results.ocr && <OcrNotice ocr={results.ocr} pageCount={results.pageCount} />}

      <TopPoints groups={top} onShow={(group) => show(groupElementId(group))} />

      <ScoreBreakdown
        results={results}
        onShowCriterion={(criterion) => show(CRITERION_ANCHORS[criterion])}
      />

      <div className="mt-6">
        <Button
          variant="secondary"
          aria-expanded={isExpanded}
          aria-controls="todos-os-pontos"
          onClick={() => setExpanded((expanded) => !expanded)}
          className="w-full sm:w-auto"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-5 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
          />
          {groupCount === 0 ? text.showAllNone : text.showAll(groupCount)}
        </Button>
      </div>

      {/* After the answer to "what should worry me?", which keeps its place within 4 screens. */}
      <ConfirmEmailPanel />

      <section
        id="todos-os-pontos"
        aria-labelledby="todos-os-pontos-titulo"
        hidden={!isExpanded}
        className="mt-6"
      >
        <h2 id="todos-os-pontos-titulo" className="text-xl font-semibold text-brand-800">
          {text.allTitle}
        </h2>
        {isExpanded && (
          <div className="mt-4 space-y-4">
            {CRITERIA.map((criterion) => (
              <CriterionSection
                key={criterion}
                criterion={criterion}
                result={results[criterion]}
                groups={groups[criterion]}
                renderCard={(group) => (
                  <FindingCard
                    group={group}
                    showInText={showInText}
                    report={
                      <ReportFinding
                        userServiceId={results.userServiceId}
                        findingId={group.lead.id}
                        title={group.lead.title}
                        isReported={group.findings.some((finding) => reported.has(finding.id))}
                        onReported={markReported}
                      />
                    }
                  />
                )}
              />
            ))}
          </div>
        )}
      </section>

      <TakeawaySection userServiceId={results.userServiceId} groups={allGroups} />

      <nav aria-label={text.navLabel} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {sections.map(([anchor, label]) => (
            <li key={anchor}>
              <a
                href={`#${anchor}`}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <DatesAndMoney
        results={results}
        datesAction={
          results.calendarEvents > 0 && <CalendarButton userServiceId={results.userServiceId} />
        }
      />

      <section aria-labelledby="checklist" className="mt-8">
        <h2 id="checklist" className="mb-4 scroll-mt-20 text-xl font-semibold text-brand-800">
          {text.checklistTitle}
        </h2>
        <ClauseChecklist items={results.defaultClauses.items} />
      </section>

      <section className="mt-8">
        <h2 id="texto" className="scroll-mt-20 text-xl font-semibold text-brand-800">
          {text.textTitle}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          {results.ocr && `${text.textIntroOcr} `}
          {text.textIntro[isTouchPointer() ? 'touch' : 'mouse']}
        </p>
        <ContractText text={results.text} segments={segments} labelledBy="texto" />
      </section>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <Button variant="secondary" onClick={() => setDeleteOpen(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          {deletion.button}
        </Button>
      </div>

      <HeaderLawyerModal
        open={isLawyerOpen}
        onOpenChange={setLawyerOpen}
        onConsult={setLawyerRequest}
        analysisId={results.userServiceId}
        current={lawyerRequest}
        source="results_button"
      />
      <ConfirmDialog
        open={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title={deletion.title}
        description={deletion.description}
        cancelLabel={text.deleteCancel}
        confirmLabel={text.deleteConfirm}
        busyLabel={text.deleting}
        onConfirm={removeAnalysis}
      />
    </PageLayout>
  );
}
