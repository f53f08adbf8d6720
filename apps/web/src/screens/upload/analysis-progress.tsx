import { ANALYSIS_STAGES, estimateSecondsLeft, type TAnalysisStage } from '@contrato-claro/shared';
import { Check, Circle, LoaderCircle, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { messages } from '../../messages/pt-BR';
import type { UploadPhase } from './use-contract-upload';

type ProgressPhase = Extract<UploadPhase, { kind: 'uploading' | 'analyzing' }>;

function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

type StageState = 'done' | 'current' | 'pending';

const stageState = (stage: TAnalysisStage, current: TAnalysisStage | null): StageState => {
  const index = ANALYSIS_STAGES.indexOf(stage);
  const currentIndex = current ? ANALYSIS_STAGES.indexOf(current) : -1;
  if (index < currentIndex) return 'done';
  return index === currentIndex ? 'current' : 'pending';
};

const stageIcon: Record<StageState, ReactElement> = {
  done: <Check aria-hidden="true" className="size-4 text-white" />,
  current: <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-700" />,
  pending: <Circle aria-hidden="true" className="size-3 text-slate-400" />,
};

const stageDot: Record<StageState, string> = {
  done: 'bg-accent-600',
  current: 'bg-brand-100 ring-2 ring-brand-600',
  pending: 'bg-slate-100',
};

const SCAN_STAGE: TAnalysisStage = 'lendo o documento digitalizado';

/**
 * The pace at which this analysis reads its scanned pages, in seconds per page, measured from the
 * first page seen to the one being read now; null before a second page. On a busy server the
 * pages come slower, and the time left says so.
 */
function useScanPace(page: number | undefined): number | null {
  const [pace, setPace] = useState<number | null>(null);
  const first = useRef<{ page: number; at: number } | null>(null);
  useEffect(() => {
    if (page === undefined) return;
    const now = Date.now();
    if (!first.current) {
      first.current = { page, at: now };
      return;
    }
    const pagesRead = page - first.current.page;
    if (pagesRead > 0) setPace((now - first.current.at) / 1000 / pagesRead);
  }, [page]);
  return pace;
}

/**
 * The upload bar, then the analysis stages as a stepper with the server's percent. Reading a scan
 * is a stage only for scanned documents: it shows the page being read and the time left.
 */
export function AnalysisProgress({ phase }: { phase: ProgressPhase }) {
  const text = messages.upload;
  const secondsPerPage = useScanPace(phase.kind === 'analyzing' ? phase.scan?.page : undefined);
  if (phase.kind === 'uploading') {
    const percent = Math.round(phase.fraction * 100);
    return (
      <div className="space-y-3">
        <p className="font-semibold break-words text-slate-900">
          {text.uploadingTitle(phase.fileName)}
        </p>
        <ProgressBar label={text.uploadProgressLabel} percent={percent} />
        <p className="text-sm text-slate-600 tabular-nums">{percent}%</p>
      </div>
    );
  }
  const { scan } = phase;
  const stageLabel = (stage: TAnalysisStage) =>
    stage === SCAN_STAGE && phase.stage === SCAN_STAGE && scan
      ? text.scanStage(scan.page, scan.pages)
      : text.stages[stage];
  const live = phase.stage
    ? stageLabel(phase.stage)
    : phase.queueAhead === null
      ? text.waitingStage
      : text.queued(phase.queueAhead);
  const secondsLeft = estimateSecondsLeft(phase, secondsPerPage);
  const stages = ANALYSIS_STAGES.filter(
    (stage) => stage !== SCAN_STAGE || scan !== undefined || phase.stage === SCAN_STAGE,
  );
  return (
    <div className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold text-slate-900">{text.analyzingTitle}</p>
        <p className="text-sm text-slate-600 tabular-nums">{phase.percent}%</p>
      </div>
      <ProgressBar label={text.analysisProgressLabel} percent={phase.percent} />
      {phase.queueAhead !== null && !phase.isReconnecting && (
        <p aria-hidden="true" className="text-sm text-slate-600">
          {text.queued(phase.queueAhead)}
        </p>
      )}
      {secondsLeft !== null && (
        <p className="text-sm text-slate-600">{text.secondsLeft(secondsLeft)}</p>
      )}
      {phase.isReconnecting ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-band-warn-bg px-3 py-2 text-sm text-band-warn-fg"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {text.reconnecting}
        </p>
      ) : (
        <p role="status" className="sr-only">
          {`${live}, ${phase.percent}%`}
        </p>
      )}
      <ol aria-label={text.stagesLabel} className="space-y-3">
        {stages.map((stage) => {
          const state = stageState(stage, phase.stage);
          return (
            <li
              key={stage}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-3"
            >
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full ${stageDot[state]}`}
              >
                {stageIcon[state]}
              </span>
              <span
                className={state === 'pending' ? 'text-slate-500' : 'font-medium text-slate-900'}
              >
                {stageLabel(stage)}
                <span className="sr-only">{` (${text.stageStates[state]})`}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
