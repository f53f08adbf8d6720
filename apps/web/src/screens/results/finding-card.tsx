import type { TFinding, TSeverity } from '@contrato-claro/shared';
import { Info, OctagonAlert, ThumbsUp, TriangleAlert, type LucideIcon } from 'lucide-react';
import { bandClasses } from '../../components/score-badge/band-style';
import { messages } from '../../messages/pt-BR';
import { SuggestedWording } from './suggested-wording';

const severityStyle: Record<TSeverity, { icon: LucideIcon; className: string }> = {
  alta: { icon: OctagonAlert, className: bandClasses.Crítico },
  média: { icon: TriangleAlert, className: bandClasses.Atenção },
  baixa: { icon: Info, className: 'bg-slate-100 text-slate-800 ring-slate-400' },
};

interface FindingCardProps {
  finding: TFinding;
  /** Scrolls to and focuses the clause in the contract text; absent when it cannot be shown. */
  onShowInText?: () => void;
}

/**
 * One finding: severity (icon and word), clause, what it means for the reader, excerpt,
 * recommendation, legal basis and, folded away, the suggested wording.
 */
export function FindingCard({ finding, onShowInText }: FindingCardProps) {
  const text = messages.results;
  const isFavourable = finding.readerStance === 'a_favor';
  // A clause that favours the reader is not a risk to them: it is not shown in a risk's colour.
  const { icon: Icon, className } = isFavourable
    ? { icon: ThumbsUp, className: bandClasses.Satisfatório }
    : severityStyle[finding.severity];
  const { clause, legalBasis } = finding;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${className}`}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{`${isFavourable ? text.stanceLabel : text.severityLabel}: `}</span>
          {isFavourable ? text.stances.a_favor : text.severities[finding.severity]}
        </span>
        {finding.readerStance === 'contra' && (
          <span className="inline-flex items-center rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">
            <span className="sr-only">{`${text.stanceLabel}: `}</span>
            {text.stances.contra}
          </span>
        )}
        <span className="text-sm text-slate-600">
          {clause.ref}
          {clause.page !== null && ` · ${text.page(clause.page)}`}
        </span>
      </div>
      <h4 className="mt-2 font-semibold text-slate-900">{finding.title}</h4>
      <p className="mt-1 text-sm text-slate-700">{finding.description}</p>
      {finding.meaning && (
        <p className="mt-2 text-sm text-slate-800">
          <strong className="font-semibold">{`${text.meaning}: `}</strong>
          {finding.meaning}
        </p>
      )}
      {clause.excerpt && (
        <blockquote className="mt-3 border-l-4 border-slate-300 pl-3 text-sm text-slate-700 italic">
          {clause.excerpt}
        </blockquote>
      )}
      <dl className="mt-3 space-y-2 text-sm">
        {finding.recommendation && (
          <div>
            <dt className="font-semibold text-slate-900">{text.recommendation}</dt>
            <dd className="text-slate-700">{finding.recommendation}</dd>
          </div>
        )}
        {legalBasis && (
          <div>
            <dt className="font-semibold text-slate-900">{text.legalBasis}</dt>
            <dd className="text-slate-700">
              {text.legalBasisText(legalBasis.law, legalBasis.article, legalBasis.rule)}
            </dd>
          </div>
        )}
      </dl>
      {finding.suggestedWording && <SuggestedWording wording={finding.suggestedWording} />}
      {onShowInText && (
        <button
          type="button"
          onClick={onShowInText}
          className="mt-3 inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 underline hover:bg-brand-50"
        >
          {text.showInText}
          <span className="sr-only">{`: ${finding.title}`}</span>
        </button>
      )}
    </article>
  );
}
