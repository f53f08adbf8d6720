import { isAppError, type TAnalysisSummary } from '@contrato-claro/shared';
import { Download, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isNetworkError } from '../../api/client';
import { deleteContract } from '../../api/contracts';
import { exportMyData, listAnalyses } from '../../api/history';
import { BandPill } from '../../components/band-pill/band-pill';
import { Button, buttonClass } from '../../components/button/button';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { ConfirmEmailPanel } from '../../components/confirm-email/confirm-email-panel';
import { ReportButton } from '../../components/report-button/report-button';
import { PageLayout } from '../../components/layout/page-layout';
import { lawyerRequestText } from '../../components/lawyer-modal/lawyer-request-text';
import { PendingIdentities } from '../../components/pending-identities/pending-identities';
import { usePageTitle } from '../../lib/page-title';
import { saveFile } from '../../lib/save-file';
import { messages } from '../../messages/pt-BR';
import { versionMessages } from '../../messages/versions-pt-BR';
import { paths, resultsPath } from '../../routes';
import { HistoryVersions } from './history-versions';

const text = messages.history;

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

type Listing =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; analyses: TAnalysisSummary[] };

/**
 * `/contract-analysis/history` ("Minhas análises"), in the authenticated layout: the person's
 * analyses with file, type, date and score band; open, delete (with confirmation); and
 * "Exportar meus dados", as the privacy page promises.
 */
export function HistoryScreen() {
  usePageTitle(text.title);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [toDelete, setToDelete] = useState<TAnalysisSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const fetchList = useCallback(
    () =>
      listAnalyses().then(
        (analyses) => setListing({ state: 'ready', analyses }),
        (error: unknown) =>
          setListing({
            state: 'failed',
            message: isNetworkError(error) && isAppError(error) ? error.message : text.loadError,
          }),
      ),
    [],
  );
  useEffect(() => {
    void fetchList();
  }, [fetchList]);
  const retry = () => {
    setListing({ state: 'loading' });
    void fetchList();
  };

  const exportData = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const data = await exportMyData();
      saveFile(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        `contrato-claro-meus-dados-${data.exportedAt.slice(0, 10)}.json`,
      );
    } catch {
      setExportError(text.exportError);
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    await deleteContract(toDelete.userServiceId);
    setNotice(text.deleted(toDelete.fileName));
    setListing((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            analyses: current.analyses.filter(
              (analysis) => analysis.userServiceId !== toDelete.userServiceId,
            ),
          }
        : current,
    );
    setToDelete(null);
  };

  return (
    <PageLayout header={{ showHowToUse: true }}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>
          <p className="mt-2 text-slate-700">{text.intro}</p>
        </div>
        <Link to={paths.upload} className={buttonClass('primary')}>
          {text.newAnalysis}
        </Link>
      </div>

      <ConfirmEmailPanel />
      {notice && (
        <p role="status" className="mt-4 rounded-xl bg-band-good-bg px-4 py-3 text-band-good-fg">
          {notice}
        </p>
      )}

      <PendingIdentities onAccepted={retry} />

      <section aria-label={text.title} className="mt-6">
        {listing.state === 'loading' && <p className="text-slate-600">{text.loading}</p>}
        {listing.state === 'failed' && (
          <div role="alert" className="rounded-xl bg-band-bad-bg p-4 text-band-bad-fg">
            <p>{listing.message}</p>
            <Button variant="secondary" className="mt-2" onClick={retry}>
              {text.retry}
            </Button>
          </div>
        )}
        {listing.state === 'ready' && listing.analyses.length === 0 && (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
            {text.empty}
          </p>
        )}
        {listing.state === 'ready' && listing.analyses.length > 0 && (
          <ul className="space-y-3">
            {listing.analyses.map((analysis) => (
              <HistoryRow
                key={analysis.userServiceId}
                analysis={analysis}
                onDelete={() => {
                  setNotice(null);
                  setToDelete(analysis);
                }}
              />
            ))}
          </ul>
        )}
      </section>

      <section className="mt-10 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <p className="text-sm text-slate-700">{text.exportHint}</p>
        <Button
          variant="secondary"
          className="mt-3"
          disabled={isExporting}
          onClick={() => void exportData()}
        >
          <Download aria-hidden="true" className="mr-1.5 size-4" />
          {isExporting ? text.exporting : text.export}
        </Button>
        {exportError && (
          <p role="alert" className="mt-2 text-sm text-band-bad-fg">
            {exportError}
          </p>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={text.deleteTitle}
        description={toDelete ? deleteDescription(toDelete) : ''}
        cancelLabel={text.deleteCancel}
        confirmLabel={text.deleteConfirm}
        busyLabel={text.deleting}
        onConfirm={confirmDelete}
      />
    </PageLayout>
  );
}

/** What deleting an item deletes: the analysis, and its versions when it has any. */
const deleteDescription = (analysis: TAnalysisSummary) =>
  analysis.versions.length === 0
    ? text.deleteDescription(analysis.fileName)
    : versionMessages.history.deleteDescription(analysis.fileName, analysis.versions.length + 1);

function HistoryRow({ analysis, onDelete }: { analysis: TAnalysisSummary; onDelete: () => void }) {
  const isDone = analysis.status === 'done';
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-center">
      <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <dt className="text-slate-500">{text.fileName}</dt>
          <dd className="font-medium break-words text-slate-900">{analysis.fileName}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{text.contractType}</dt>
          <dd className="text-slate-900">{analysis.contractType ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{text.date}</dt>
          <dd className="text-slate-900">{dateFormat.format(new Date(analysis.createdAt))}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{text.score}</dt>
          <dd>
            {analysis.score !== null && analysis.band ? (
              <BandPill score={analysis.score} band={analysis.band} />
            ) : (
              <span className="text-slate-700">
                {analysis.status === 'done' ? '—' : text.status[analysis.status]}
              </span>
            )}
          </dd>
        </div>
        {analysis.lawyerRequest && (
          <div className="col-span-2 sm:col-span-4">
            <dt className="text-slate-500">{text.lawyerRequest}</dt>
            <dd className="text-slate-900">{lawyerRequestText(analysis.lawyerRequest)}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap items-start gap-2">
        {isDone && (
          <Link
            to={resultsPath(analysis.userServiceId)}
            aria-label={text.openLabel(analysis.fileName)}
            className={buttonClass('secondary')}
          >
            {text.open}
          </Link>
        )}
        {isDone && (
          <ReportButton
            userServiceId={analysis.userServiceId}
            variant="secondary"
            label={text.report}
            ariaLabel={text.reportLabel(analysis.fileName)}
          />
        )}
        <Button variant="ghost" aria-label={text.deleteLabel(analysis.fileName)} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="mr-1 size-4" />
          {text.delete}
        </Button>
      </div>
      <HistoryVersions analysis={analysis} />
    </li>
  );
}
