import type { TPreview } from '@contrato-claro/shared';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { versionsPath } from '../../api/versions';
import { PageLayout } from '../../components/layout/page-layout';
import { usePageTitle } from '../../lib/page-title';
import { versionMessages } from '../../messages/versions-pt-BR';
import { ANALYSIS_ID_PARAM, comparisonPath, resultsPath } from '../../routes';
import { UploadPanel } from '../upload/upload-panel';
import { useContractUpload } from '../upload/use-contract-upload';

const text = versionMessages.newVersion;

/**
 * `/contract-analysis/nova-versao?id=`: the revised version of one of the person's analyses,
 * sent as a file or pasted like any contract, followed through its analysis, then compared.
 */
export function NewVersionScreen() {
  usePageTitle(text.pageTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get(ANALYSIS_ID_PARAM);
  const toComparison = useCallback(
    (preview: TPreview) => void navigate(comparisonPath(preview.userServiceId)),
    [navigate],
  );
  const upload = useContractUpload(toComparison, versionsPath(id ?? ''));
  return (
    <PageLayout header={{ showHowToUse: true }}>
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>
        {id === null ? (
          <p role="alert" className="mt-4 rounded-xl bg-band-bad-bg p-4 text-band-bad-fg">
            {text.missingId}
          </p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{text.lead}</p>
            <section aria-label={text.title} className="mt-6">
              <UploadPanel upload={upload} />
            </section>
            <Link
              to={resultsPath(id)}
              className="mt-4 inline-block font-medium text-brand-700 underline"
            >
              {text.backToResults}
            </Link>
          </>
        )}
      </div>
    </PageLayout>
  );
}
