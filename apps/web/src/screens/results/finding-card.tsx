import { formatLegalBasis, type TSeverity } from '@contrato-claro/shared';
import type { ReactNode } from 'react';
import { Info, OctagonAlert, ThumbsUp, TriangleAlert, type LucideIcon } from 'lucide-react';
import { bandClasses } from '../../components/score-badge/band-style';
import { messages } from '../../messages/pt-BR';
import { groupElementId, type FindingGroup, type Place } from './finding-groups';
import { SuggestedWording } from './suggested-wording';

const severityStyle: Record<TSeverity, { icon: LucideIcon; className: string }> = {
  alta: { icon: OctagonAlert, className: bandClasses.Crítico },
  média: { icon: TriangleAlert, className: bandClasses.Atenção },
  baixa: { icon: Info, className: 'bg-slate-100 text-slate-800 ring-slate-400' },
};

/** Places listed before "mais N trechos" folds the rest away. */
const SHOWN_PLACES = 3;

/** The severity (or, for the reader, "A seu favor") and "Contra você" badges of a card. */
export function FindingBadges({ group }: { group: FindingGroup }) {
  const text = messages.results;
  const { lead } = group;
  const isFavourable = lead.readerStance === 'a_favor';
  // A clause that favours the reader is not a risk to them: it is not shown in a risk's colour.
  const { icon: Icon, className } = isFavourable
    ? { icon: ThumbsUp, className: bandClasses.Satisfatório }
    : severityStyle[lead.severity];
  return (
    <>
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${className}`}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{`${isFavourable ? text.stanceLabel : text.severityLabel}: `}</span>
        {isFavourable ? text.stances.a_favor : text.severities[lead.severity]}
      </span>
      {lead.readerStance === 'contra' && (
        <span className="inline-flex items-center rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">
          <span className="sr-only">{`${text.stanceLabel}: `}</span>
          {text.stances.contra}
        </span>
      )}
    </>
  );
}

/** "Cláusula 5ª · pág. 2". */
export const placeLabel = (place: Pick<Place, 'ref' | 'page'>) =>
  place.page === null ? place.ref : `${place.ref} · ${messages.results.page(place.page)}`;

interface FindingCardProps {
  group: FindingGroup;
  /** Scrolls to and focuses the place in the contract text; undefined when it is not marked. */
  showInText: (offset: number) => (() => void) | undefined;
  /** "Isto está errado?" for this card. */
  report: ReactNode;
}

/**
 * One problem: what it is, what it costs, what it means for the reader, what to ask for and,
 * folded away, a model clause — and, beside it on a wide screen (below it on a phone), the
 * contract's own words at every place it occurs.
 */
export function FindingCard({ group, showInText, report }: FindingCardProps) {
  const text = messages.results;
  const { lead, places } = group;
  const criterion = messages.criteria.titles[group.criterion];
  const shown = places.slice(0, SHOWN_PLACES);
  const folded = places.slice(SHOWN_PLACES);
  return (
    <article
      id={groupElementId(group)}
      tabIndex={-1}
      aria-labelledby={`${groupElementId(group)}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 focus:ring-2 focus:ring-brand-600 focus:outline-none"
    >
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <FindingBadges group={group} />
            <span className="text-sm text-slate-600">
              {text.pointsTaken(group.points, criterion)}
            </span>
          </div>
          <h4 id={`${groupElementId(group)}-title`} className="mt-2 font-semibold text-slate-900">
            {lead.title}
          </h4>
          <p className="mt-1 text-sm text-slate-700">{lead.description}</p>
          <dl className="mt-3 space-y-2 text-sm">
            {lead.meaning && (
              <div>
                <dt className="font-semibold text-slate-900">{text.meaning}</dt>
                <dd className="text-slate-700">{lead.meaning}</dd>
              </div>
            )}
            {lead.recommendation && (
              <div>
                <dt className="font-semibold text-slate-900">{text.recommendation}</dt>
                <dd className="text-slate-700">{lead.recommendation}</dd>
              </div>
            )}
            {lead.legalBasis && (
              <div>
                <dt className="font-semibold text-slate-900">{text.legalBasis}</dt>
                <dd className="text-slate-700">
                  {text.legalBasisText(formatLegalBasis(lead.legalBasis), lead.legalBasis.rule)}
                </dd>
                {lead.legalBasis.officialText && (
                  <dd className="mt-1 text-slate-700">
                    <span className="font-semibold text-slate-900">
                      {text.officialText(lead.legalBasis.versionDate)}
                    </span>{' '}
                    <q className="italic">{lead.legalBasis.officialText}</q>
                  </dd>
                )}
              </div>
            )}
          </dl>
          {lead.suggestedWording && <SuggestedWording wording={lead.suggestedWording} />}
          <div className="mt-2">{report}</div>
        </div>

        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">
            {places.length > 1 ? text.occurrences(places.length) : text.clauseLabel}
          </p>
          <ul className="mt-2 space-y-3">
            {shown.map((place) => (
              <PlaceItem
                key={`${place.ref}-${place.start}`}
                place={place}
                showInText={showInText}
              />
            ))}
          </ul>
          {folded.length > 0 && (
            <details className="mt-3">
              <summary className="min-h-10 cursor-pointer py-2 text-sm font-semibold text-brand-700">
                {text.morePlaces(folded.length)}
              </summary>
              <ul className="mt-2 space-y-3">
                {folded.map((place) => (
                  <PlaceItem
                    key={`${place.ref}-${place.start}`}
                    place={place}
                    showInText={showInText}
                  />
                ))}
              </ul>
            </details>
          )}
        </div>
      </div>
    </article>
  );
}

function PlaceItem({
  place,
  showInText,
}: {
  place: Place;
  showInText: FindingCardProps['showInText'];
}) {
  const text = messages.results;
  const show = showInText(place.start);
  return (
    <li className="text-sm">
      <p className="text-slate-600">{placeLabel(place)}</p>
      {place.excerpt && (
        <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-slate-700 italic">
          {place.excerpt}
        </blockquote>
      )}
      {place.description && <p className="mt-1 text-slate-700">{place.description}</p>}
      {show && (
        <button
          type="button"
          onClick={show}
          className="mt-1 inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 underline hover:bg-brand-50"
        >
          {text.showInText}
          <span className="sr-only">{`: ${placeLabel(place)}`}</span>
        </button>
      )}
    </li>
  );
}
