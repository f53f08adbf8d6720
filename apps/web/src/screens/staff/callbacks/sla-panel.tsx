import type { TSlaPeriod } from '@contrato-claro/shared';
import { useCallback, useState } from 'react';
import { fetchSla } from '../../../api/staff';
import { Alert } from '../../../components/alert/alert';
import { staffMessages } from '../../../messages/staff';
import { useStaffData } from '../use-staff-data';
import { Toggle } from './toggle';

const text = staffMessages.callbacks;

const percent = (met: number, missed: number) =>
  met + missed === 0 ? 0 : Math.round((met / (met + missed)) * 100);

/** "04/03": the first day of a period (yyyy-mm-dd) as the team reads it. */
const dayMonth = (start: string) => `${start.slice(8, 10)}/${start.slice(5, 7)}`;

/**
 * The 4-hour promise over time, per day or week: a table (what screen readers read) whose rate
 * column carries a bar, green for met and red for missed.
 */
export function SlaPanel() {
  const [period, setPeriod] = useState<TSlaPeriod>('dia');
  const load = useCallback(() => fetchSla(period), [period]);
  const { data, error } = useStaffData(load);
  return (
    <section
      aria-labelledby="sla-titulo"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="sla-titulo" className="mr-auto text-lg font-semibold text-brand-800">
          {text.slaTitle}
        </h2>
        <Toggle
          label={text.slaPeriodLabel}
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'dia', label: text.day },
            { value: 'semana', label: text.week },
          ]}
        />
      </div>
      <Alert message={error} />
      {data &&
        (data.rows.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">{text.slaEmpty}</p>
        ) : (
          <div className="mt-3">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{text.slaCaption}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 pr-2">
                    {text.slaPeriod}
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    {text.slaMet}
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    {text.slaMissed}
                  </th>
                  <th scope="col" className="py-2">
                    {text.slaRate}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => {
                  const rate = percent(row.met, row.missed);
                  return (
                    <tr key={row.start} className="border-b border-slate-100">
                      <th scope="row" className="py-2 pr-2 font-medium">
                        {dayMonth(row.start)}
                      </th>
                      <td className="py-2 pr-2">{row.met}</td>
                      <td className="py-2 pr-2">{row.missed}</td>
                      <td className="py-2">
                        <div className="flex items-center gap-2">
                          <span className="w-10 shrink-0 font-semibold">{rate}%</span>
                          <span
                            aria-hidden="true"
                            className="flex h-3 w-12 overflow-hidden rounded-full bg-band-bad-ring sm:w-40"
                          >
                            <span className="bg-band-good-ring" style={{ width: `${rate}%` }} />
                          </span>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
