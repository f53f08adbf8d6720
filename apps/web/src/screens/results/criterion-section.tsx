import type { TCriterion, TCriterionResult, TExoticStatus } from '@contrato-claro/shared';
import { ExoticStatusBadge } from '../../components/score-badge/exotic-status-badge';
import { messages } from '../../messages/pt-BR';
import { BandPill } from '../../components/band-pill/band-pill';
import { FindingCard } from './finding-card';

interface CriterionSectionProps {
  criterion: TCriterion;
  result: TCriterionResult;
  exotic?: { status: TExoticStatus; count: number };
  /** Scrolls to a finding's clause; returns nothing when the finding has no highlight. */
  showInText: (findingId: string) => (() => void) | undefined;
}

/** One criterion: title, score and band, its summary and its findings. */
export function CriterionSection({ criterion, result, exotic, showInText }: CriterionSectionProps) {
  const text = messages.results;
  const title = messages.criteria.titles[criterion];
  const headingId = `criterio-${criterion}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-brand-800">
            {title}
          </h3>
          <p className="text-sm text-slate-600">
            {result.findings.length === 0
              ? text.noFindings
              : text.findingsCount(result.findings.length)}
          </p>
        </div>
        <div className="flex items-start gap-2">
          {exotic && <ExoticStatusBadge status={exotic.status} count={exotic.count} />}
          <BandPill score={result.score} band={result.band} />
        </div>
      </div>
      {result.summary && <p className="mt-3 text-slate-700">{result.summary}</p>}
      {result.findings.length > 0 && (
        <ul className="mt-4 space-y-3">
          {result.findings.map((finding) => (
            <li key={finding.id}>
              <FindingCard finding={finding} onShowInText={showInText(finding.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
