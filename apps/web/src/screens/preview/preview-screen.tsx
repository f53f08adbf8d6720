import {
  CRITERIA,
  ZPreview,
  isAppError,
  type TCriterion,
  type TPreview,
} from '@contrato-claro/shared';
import { ClipboardCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { track } from '../../analytics';
import { isNetworkError } from '../../api/client';
import { claimAnalysis } from '../../api/history';
import { FloatingActionButton } from '../../components/floating-action-button/floating-action-button';
import { PageLayout } from '../../components/layout/page-layout';
import { ScoreBadge } from '../../components/score-badge/score-badge';
import { usePageTitle } from '../../lib/page-title';
import { isTouchPointer } from '../../lib/pointer';
import { hasLiveSession } from '../../lib/session-hint';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';
import { useAuthStore } from '../../stores/auth';
import { CancelLink } from './cancel-link';
import { CriterionRow } from './criterion-row';
import { RegistrationModal } from './registration-modal';
import { useShowResults } from './use-show-results';

/** The navigation state this screen needs; "Clausulas padrões" defaults to 0 (SPEC.md §2). */
const ZPreviewState = ZPreview.extend({
  defaultClauses: ZPreview.shape.defaultClauses.default({ score: 0 }),
});

/** `/contract-analysis/preview`: without analysis data in the navigation state, back to `/`. */
export function PreviewScreen() {
  const { state } = useLocation();
  const parsed = useMemo(() => ZPreviewState.safeParse(state), [state]);
  if (!parsed.success) return <Navigate to={paths.upload} replace />;
  return <Preview analysis={parsed.data} />;
}

function Preview({ analysis }: { analysis: TPreview }) {
  const user = useAuthStore((store) => store.user);
  const [isModalOpen, setModalOpen] = useState(false);
  const [criterion, setCriterion] = useState<TCriterion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isUnlocking, setUnlocking] = useState(false);
  const trackedId = useRef<string | null>(null);
  const showResults = useShowResults(analysis);
  // A signed-in person opens the full analysis in one tap, with no registration to complete.
  const isSignedIn = hasLiveSession();
  const text = messages.preview;
  usePageTitle(text.title);

  useEffect(() => {
    if (trackedId.current === analysis.userServiceId) return;
    trackedId.current = analysis.userServiceId;
    track('Score Viewed', { score: analysis.finalScore.score, documentId: analysis.userServiceId });
  }, [analysis]);

  const openDetails = (tapped: TCriterion) => {
    const clauseTitle = messages.criteria.titles[tapped];
    track('Details Button Clicked', {
      clauseTitle,
      documentId: analysis.userServiceId,
      ...(user ? { user: user.id } : {}),
    });
    void unlock(tapped);
  };

  /**
   * Someone already signed in unlocks at once (the analysis is claimed with their session, no
   * form); anyone else — an expired session too — gets "Complete seu cadastro".
   */
  const unlock = async (tapped: TCriterion | null) => {
    setFailure(null);
    setCriterion(tapped);
    if (!hasLiveSession()) {
      setModalOpen(true);
      return;
    }
    setUnlocking(true);
    try {
      await claimAnalysis(analysis.userServiceId);
      await showResults(tapped);
    } catch (error) {
      // Offline or out of reach: say so (trying again may work); otherwise it cannot be claimed.
      setFailure(isNetworkError(error) && isAppError(error) ? error.message : text.unlockFailed);
      setUnlocking(false);
    }
  };

  const contractType = analysis.contractSubType
    ? `${analysis.contractType} — ${analysis.contractSubType}`
    : analysis.contractType;

  return (
    <PageLayout header={{ showHowToUse: true, actions: <CancelLink /> }}>
      <div>
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>
        {isUnlocking && (
          <p role="status" className="mt-4 text-slate-700">
            {text.unlocking}
          </p>
        )}
        {failure && (
          <p
            role="alert"
            className="mt-4 rounded-xl border border-band-bad-ring bg-band-bad-bg p-4 text-band-bad-fg"
          >
            {failure}
          </p>
        )}

        <section
          aria-label={text.title}
          className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <dl className="min-w-0 space-y-2 text-sm">
              <div>
                <dt className="text-slate-500">{text.fileName}</dt>
                <dd className="font-medium break-words text-slate-900">{analysis.fileName}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{text.contractType}</dt>
                <dd className="font-medium text-slate-900">{contractType}</dd>
              </div>
            </dl>
            <div className="self-start">
              <ScoreBadge score={analysis.finalScore.score} size="lg" />
            </div>
          </div>
          <div className="mt-4 border-t border-slate-100 pt-4">
            <h2 className="text-sm font-semibold text-slate-900">{text.summaryLabel}</h2>
            <p className="mt-1 text-slate-700">{analysis.finalScore.resumo_contrato}</p>
          </div>
        </section>

        <section aria-labelledby="preview-rows" className="mt-8">
          <h2 id="preview-rows" className="text-lg font-semibold text-brand-800">
            {text.rowsTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {text.rowsIntro[isTouchPointer() ? 'touch' : 'mouse']}
          </p>
          <ol className="mt-4 space-y-3">
            {CRITERIA.map((criterion) => (
              <CriterionRow
                key={criterion}
                criterion={criterion}
                analysis={analysis}
                onOpenDetails={openDetails}
              />
            ))}
          </ol>
        </section>
        <FloatingActionButton
          label={isSignedIn ? text.seeFullAnalysis : text.completeRegistration}
          tooltip={isSignedIn ? text.seeFullAnalysisTooltip : text.completeRegistrationTooltip}
          icon={<ClipboardCheck aria-hidden="true" className="size-5" />}
          onClick={() => void unlock(null)}
        />
      </div>

      <RegistrationModal
        open={isModalOpen}
        onOpenChange={setModalOpen}
        criterion={criterion}
        analysis={analysis}
        onFailure={setFailure}
      />
    </PageLayout>
  );
}
