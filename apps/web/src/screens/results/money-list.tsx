import type { TEntities } from '@contrato-claro/shared';
import { messages } from '../../messages/pt-BR';
import { formatMoney } from './format';
import { NeedsCheckBadge } from './ocr-notice';

/**
 * Every money value found in the contract, with the words around it; those OCR read from doubtful
 * words are marked for checking.
 */
export function MoneyList({ money }: { money: TEntities['money'] }) {
  if (money.length === 0) return <p className="text-slate-600">{messages.results.noMoney}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {money.map((item) => (
        <li key={item.start} className="flex flex-col gap-1 p-3 sm:flex-row sm:gap-4">
          <span className="shrink-0 font-semibold text-slate-900 tabular-nums sm:w-40">
            {formatMoney(item.value)}
          </span>
          <span className="space-y-1 text-sm text-slate-700">
            {item.needsCheck && (
              <span className="block">
                <NeedsCheckBadge />
              </span>
            )}
            <span className="block">{item.context || item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
