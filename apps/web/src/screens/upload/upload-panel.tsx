import { CircleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '../../components/button/button';
import { lazyNamed } from '../../lib/lazy-named';
import { messages } from '../../messages/pt-BR';
import { DropZone } from './drop-zone';
import { PasteForm } from './paste-form';
import type { useContractUpload } from './use-contract-upload';

// Shown only after a file is picked; it needs the shared stage list (and so zod).
const AnalysisProgress = lazyNamed(() => import('./analysis-progress'), 'AnalysisProgress');

/**
 * The file picker and the pasted-text form, then upload progress and the analysis stages, or
 * what went wrong with a retry: the same for a new contract (`/`) and a new version.
 */
export function UploadPanel({ upload }: { upload: ReturnType<typeof useContractUpload> }) {
  const text = messages.upload;
  const { phase, choose, paste, retry } = upload;
  const isBusy = phase.kind === 'uploading' || phase.kind === 'analyzing';
  return (
    <>
      {phase.kind === 'error' && (
        <div
          role="alert"
          className="mb-4 rounded-xl border border-band-bad-ring bg-band-bad-bg p-4 text-band-bad-fg"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {phase.isConnection ? text.connectionErrorTitle : text.errorTitle}
          </p>
          <p className="mt-1">{phase.message}</p>
          {phase.canRetry ? (
            <Button className="mt-3" onClick={retry}>
              {text.retry}
            </Button>
          ) : (
            <p className="mt-1">{text.chooseAnother}</p>
          )}
        </div>
      )}

      {isBusy && (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <Suspense fallback={null}>
            <AnalysisProgress phase={phase} />
          </Suspense>
        </div>
      )}
      {/* Hidden, not unmounted, while busy: pasted text survives a failed analysis. */}
      <div hidden={isBusy}>
        <DropZone onFiles={(files) => void choose(files)} />
        <PasteForm onText={paste} />
      </div>
    </>
  );
}
