import type { TCriterion, TCriterionResult, TFinding } from '@contrato-claro/shared';
import type { ReactNode } from 'react';
import { BandPill } from '../../components/band-pill/band-pill';
import { messages } from '../../messages/pt-BR';
import { CRITERION_ANCHORS } from '../../routes';
import type { FindingGroup } from './finding-groups';

interface CriterionSectionProps {
  criterion: TCriterion;
  result: TCriterionResult;
  groups: FindingGroup[];
  renderCard: (group: FindingGroup) => ReactNode;
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

/**
 * One criterion: its title, its one label (score and band — never a second, disagreeing badge),
 * its summary and its problems, one card each. The URL fragment of the criterion opens it.
 */
export function CriterionSection({ criterion, result, groups, renderCard }: CriterionSectionProps) {
  const title = messages.criteria.titles[criterion];
  const anchor = CRITERION_ANCHORS[criterion];
  return (
    <section
      aria-labelledby={`${anchor}-titulo`}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3
            id={anchor}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold text-brand-800 focus:outline-none"
          >
            <span id={`${anchor}-titulo`}>{title}</span>
          </h3>
          <p className="text-sm text-slate-600">{countsOf(result.findings)}</p>
        </div>
        <BandPill score={result.score} band={result.band} />
      </div>
      {result.summary && <p className="mt-3 text-slate-700">{result.summary}</p>}
      {groups.length > 0 && (
        <ul className="mt-4 space-y-3">
          {groups.map((group) => (
            <li key={group.id}>{renderCard(group)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
