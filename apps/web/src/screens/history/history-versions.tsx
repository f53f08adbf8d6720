import type { TAnalysisSummary } from '@contrato-claro/shared';
import { GitCompareArrows } from 'lucide-react';
import { Link } from 'react-router';
import { BandPill } from '../../components/band-pill/band-pill';
import { buttonClass } from '../../components/button/button';
import { messages } from '../../messages/pt-BR';
import { versionMessages } from '../../messages/versions-pt-BR';
import { comparisonPath, newVersionPath, resultsPath } from '../../routes';

const text = versionMessages.history;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The later versions of an item of "Minhas análises", newest first, each openable and with what
 * changed from the one before; and "Comparar com nova versão" from the newest finished one.
 */
export function HistoryVersions({ analysis }: { analysis: TAnalysisSummary }) {
  const { versions } = analysis;
  const newest = [...versions, analysis].find((version) => version.status === 'done');
  return (
    <div className="w-full basis-full">
      {versions.length > 0 && (
        <div className="border-t border-slate-100 pt-3">
          <p className="text-sm font-medium text-slate-700">{text.versions(versions.length + 1)}</p>
          <ol className="mt-2 space-y-2">
            {versions.map((version, index) => {
              const number = versions.length + 1 - index;
              const isDone = version.status === 'done';
              return (
                <li
                  key={version.userServiceId}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm"
                >
                  <span className="font-medium text-slate-900">{text.version(number)}</span>
                  <span className="text-slate-600">
                    {dateFormat.format(new Date(version.createdAt))}
                  </span>
                  {version.score !== null && version.band ? (
                    <BandPill score={version.score} band={version.band} />
                  ) : (
                    <span className="text-slate-700">
                      {version.status === 'done' ? '—' : messages.history.status[version.status]}
                    </span>
                  )}
                  {isDone && (
                    <>
                      <Link
                        to={comparisonPath(version.userServiceId)}
                        aria-label={text.compareLabel(number)}
                        className="font-medium text-brand-700 underline"
                      >
                        {text.compare}
                      </Link>
                      <Link
                        to={resultsPath(version.userServiceId)}
                        aria-label={text.openLabel(number)}
                        className="font-medium text-brand-700 underline"
                      >
                        {messages.history.open}
                      </Link>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}
      {newest && (
        <Link
          to={newVersionPath(newest.userServiceId)}
          aria-label={versionMessages.compareLabel(analysis.fileName)}
          className={buttonClass('secondary', 'mt-3')}
        >
          <GitCompareArrows aria-hidden="true" className="mr-1.5 size-4" />
          {versionMessages.compareButton}
        </Link>
      )}
    </div>
  );
}
