import type { TResults } from '@contrato-claro/shared';
import type { ReactNode } from 'react';
import { messages } from '../../messages/pt-BR';
import { DatesTimeline } from './dates-timeline';
import { MoneyList } from './money-list';

/**
 * The contract's dates (timeline) and money values side by side (stacked on a phone), as the
 * customer's results and the back office's read-only copy show them. `datesAction` goes above the
 * timeline (the customer's calendar download).
 */
export function DatesAndMoney({
  results,
  datesAction,
}: {
  results: TResults;
  datesAction?: ReactNode;
}) {
  const text = messages.results;
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="datas">
        <h2 id="datas" className="mb-4 scroll-mt-20 text-xl font-semibold text-brand-800">
          {text.datesTitle}
        </h2>
        {datesAction}
        <DatesTimeline dates={results.importantDates} />
      </section>
      <section aria-labelledby="valores">
        <h2 id="valores" className="mb-4 scroll-mt-20 text-xl font-semibold text-brand-800">
          {text.moneyTitle}
        </h2>
        <MoneyList money={results.entities.money} />
      </section>
    </div>
  );
}
