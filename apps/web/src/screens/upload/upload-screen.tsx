import type { TPreview } from '@contrato-claro/shared';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLayout } from '../../components/layout/page-layout';
import { SessionExpiredNotice } from '../../components/layout/session-expired-notice';
import { usePageTitle } from '../../lib/page-title';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';
import { UploadPanel } from './upload-panel';
import { useContractUpload } from './use-contract-upload';

/** `/`: the promise, the file picker, then upload progress and the analysis stages. */
export function UploadScreen() {
  const navigate = useNavigate();
  const text = messages.upload;
  usePageTitle(text.pageTitle);
  const toPreview = useCallback(
    (preview: TPreview) => void navigate(paths.preview, { state: preview }),
    [navigate],
  );
  const upload = useContractUpload(toPreview);

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
          <UploadPanel upload={upload} />

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
