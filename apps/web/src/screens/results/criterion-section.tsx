import type { TCriterion, TCriterionResult, TExoticStatus, TFinding } from '@contrato-claro/shared';
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

/** "2 pontos de atenção · 1 a seu favor": what counts against the reader, and what favours them. */
function countsOf(findings: readonly TFinding[]): string {
  const text = messages.results;
  const favouring = findings.filter((finding) => finding.readerStance === 'a_favor').length;
  const against = findings.length - favouring;
  if (findings.length === 0) return text.noFindings;
  return [
    against > 0 ? text.findingsCount(against) : null,
    favouring > 0 ? text.favourCount(favouring) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** One criterion: title, score and band, its summary and its findings. */
export function CriterionSection({ criterion, result, exotic, showInText }: CriterionSectionProps) {
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
          <p className="text-sm text-slate-600">{countsOf(result.findings)}</p>
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
