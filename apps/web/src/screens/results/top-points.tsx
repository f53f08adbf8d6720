import { ChevronRight, CircleCheck } from 'lucide-react';
import { messages } from '../../messages/pt-BR';
import { FindingBadges, placeLabel } from './finding-card';
import type { FindingGroup } from './finding-groups';

interface TopPointsProps {
  groups: FindingGroup[];
  /** Opens every point and scrolls to this one's card. */
  onShow: (group: FindingGroup) => void;
}

/**
 * "O que mais preocupa": the (at most) three most serious problems for the reader, first thing on
 * the page — the clause, what it means and what to ask for — each linked to its full card.
 */
export function TopPoints({ groups, onShow }: TopPointsProps) {
  const text = messages.results;
  return (
    <section aria-labelledby="mais-preocupa" className="mt-8">
      <h2 id="mais-preocupa" className="text-xl font-semibold text-brand-800">
        {text.topTitle}
      </h2>
      {groups.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-band-good-bg p-4 text-band-good-fg">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {text.topNone}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{text.topIntro(groups.length)}</p>
          <ol className="mt-4 space-y-3">
            {groups.map((group, index) => (
              <TopPoint key={group.id} group={group} rank={index + 1} onShow={onShow} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function TopPoint({
  group,
  rank,
  onShow,
}: {
  group: FindingGroup;
  rank: number;
  onShow: TopPointsProps['onShow'];
}) {
  const text = messages.results;
  const { lead } = group;
  const [place] = group.places;
  const titleId = `mais-preocupa-${rank}`;
  return (
    <li
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      <div className="grid gap-3 lg:grid-cols-2 lg:gap-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-bold text-brand-700">{text.topLabel(rank)}</span>
            <FindingBadges group={group} />
            <span className="text-sm text-slate-600">
              {messages.criteria.titles[group.criterion]}
            </span>
          </div>
          <h3 className="mt-1.5 font-semibold text-slate-900">
            <button
              type="button"
              onClick={() => onShow(group)}
              aria-describedby={`${titleId}-details`}
              className="inline text-left underline-offset-2 hover:text-brand-700 hover:underline"
            >
              <span id={titleId}>{lead.title}</span>
              <ChevronRight aria-hidden="true" className="ml-0.5 inline size-4 text-brand-700" />
            </button>
          </h3>
          <span id={`${titleId}-details`} className="sr-only">
            {text.seeDetails}
          </span>
          <dl className="mt-2 space-y-1.5 text-sm">
            <div>
              <dt className="inline font-semibold text-slate-900">{`${text.whatItMeans}: `}</dt>
              <dd className="inline text-slate-700">{lead.meaning ?? lead.description}</dd>
            </div>
            {lead.recommendation && (
              <div>
                <dt className="inline font-semibold text-slate-900">{`${text.whatToAsk}: `}</dt>
                <dd className="inline text-slate-700">{lead.recommendation}</dd>
              </div>
            )}
          </dl>
        </div>
        {place && (
          <div className="min-w-0 text-sm">
            <p className="text-slate-600">
              {placeLabel(place)}
              {group.places.length > 1 && ` · ${text.morePlaces(group.places.length - 1)}`}
            </p>
            {place.excerpt && (
              <blockquote className="mt-1 line-clamp-2 border-l-4 border-slate-300 pl-3 text-slate-700 italic lg:line-clamp-4">
                {place.excerpt}
              </blockquote>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
