import type { TPreview } from '@contrato-claro/shared';
import { CircleAlert, CircleCheck, ShieldCheck } from 'lucide-react';
import { Suspense, useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button/button';
import { PageLayout } from '../../components/layout/page-layout';
import { SessionExpiredNotice } from '../../components/layout/session-expired-notice';
import { lazyNamed } from '../../lib/lazy-named';
import { usePageTitle } from '../../lib/page-title';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';
import { DropZone } from './drop-zone';
import { PasteForm } from './paste-form';
import { useContractUpload } from './use-contract-upload';

// Shown only after a file is picked; it needs the shared stage list (and so zod).
const AnalysisProgress = lazyNamed(() => import('./analysis-progress'), 'AnalysisProgress');

/** `/`: the promise, the file picker, then upload progress and the analysis stages. */
export function UploadScreen() {
  const navigate = useNavigate();
  const text = messages.upload;
  usePageTitle(text.pageTitle);
  const toPreview = useCallback(
    (preview: TPreview) => void navigate(paths.preview, { state: preview }),
    [navigate],
  );
  const { phase, choose, paste, retry } = useContractUpload(toPreview);
  const isBusy = phase.kind === 'uploading' || phase.kind === 'analyzing';

  return (
    <PageLayout header={{ showHowToUse: true }}>
      <SessionExpiredNotice />
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-4xl">{text.title}</h1>
        <p className="mt-3 text-base text-slate-700 sm:text-lg">{text.lead}</p>
        <ul className="mt-4 space-y-2">
          {text.promises.map((promise) => (
            <li key={promise} className="flex gap-2 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
              {promise}
            </li>
          ))}
        </ul>

        <section aria-label={text.sectionLabel} className="mt-8">
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

          <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-accent-600" />
            <span>
              {text.privacyPrefix}{' '}
              <Link to={paths.privacy} className="font-medium text-brand-700 underline">
                {text.privacyLink}
              </Link>
            </span>
          </p>
        </section>
      </div>
    </PageLayout>
  );
}
