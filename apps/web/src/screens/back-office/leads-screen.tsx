import {
  EMPLOYEE_OPTIONS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  SEGMENT_OPTIONS,
  ZBand,
  ZLeadListQuery,
  type TLeadFilters,
} from '@contrato-claro/shared';
import { useCallback, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { downloadLeadsCsv, fetchLeads } from '../../api/back-office';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { inputClass } from '../../components/field/field';
import { Loading } from '../../components/loading/loading';
import { usePageTitle } from '../../lib/page-title';
import { useDownload } from '../../lib/use-download';
import { backOfficeMessages } from '../../messages/back-office-pt-BR';
import { LeadCard } from './lead-card';
import { formParams, PeriodFields } from './period-fields';
import { periodOf } from './period';
import { useStaffData } from '../staff/use-staff-data';
import { useStaffSession } from '../staff/staff-session';

const text = backOfficeMessages.leads;

/** The filters and page of the URL; a value the API would refuse is dropped. */
function queryOf(params: URLSearchParams) {
  const candidate = { ...Object.fromEntries(params), ...periodOf(params) };
  const parsed = ZLeadListQuery.safeParse(candidate);
  return parsed.success ? parsed.data : { ...periodOf(params), page: 1 };
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <select name={name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">{text.any}</option>
        {options.map(([option, optionLabel]) => (
          <option key={option} value={option}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

const same = (options: readonly string[]) => options.map((option) => [option, option] as const);

/**
 * `/equipe/leads` (admins and lawyers): qualified leads of the period, filtered by segment,
 * employees, score band, lawyer request and status, 25 a page, with the analysis and the clicked
 * criterion that brought each one; contact details on request (audited) and, for admins, a CSV
 * export (audited).
 */
export function LeadsScreen() {
  usePageTitle(text.title);
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const { page, ...filters } = query;
  const queryKey = JSON.stringify(query);
  // `queryKey` stands for `query`, a new object at every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(() => fetchLeads(query), [queryKey]);
  const { data, error } = useStaffData(load);
  const download = useDownload();
  const { member } = useStaffSession();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(formParams(event.currentTarget));
  };
  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{text.title}</h1>
        <p className="mt-1 text-slate-700">{text.intro}</p>
      </header>
      <form
        onSubmit={apply}
        aria-label={text.filtersTitle}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <PeriodFields from={filters.from} to={filters.to} />
        <Select
          name="segment"
          label={text.segment}
          value={filters.segment}
          options={same(SEGMENT_OPTIONS)}
        />
        <Select
          name="employees"
          label={text.employees}
          value={filters.employees}
          options={same(EMPLOYEE_OPTIONS)}
        />
        <Select name="band" label={text.band} value={filters.band} options={same(ZBand.options)} />
        <Select
          name="lawyer"
          label={text.lawyer}
          value={filters.lawyer}
          options={[
            ['sim', text.yes],
            ['nao', text.no],
          ]}
        />
        <Select
          name="status"
          label={text.status}
          value={filters.status}
          options={LEAD_STATUSES.map((status) => [status, LEAD_STATUS_LABELS[status]] as const)}
        />
        <Button type="submit">{backOfficeMessages.period.apply}</Button>
      </form>

      {/* Every lead's contact at once is an admin's export, as its API. */}
      {member.role === 'admin' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            variant="secondary"
            disabled={download.isBusy}
            onClick={() => void download.run(() => downloadLeadsCsv(filters as TLeadFilters))}
          >
            {download.isBusy ? text.exporting : text.exportCsv}
          </Button>
          <p className="text-sm text-slate-700">{text.exportNote}</p>
        </div>
      )}
      {download.error ? (
        <p role="alert" className="text-band-bad-fg">
          {download.error}
        </p>
      ) : null}

      <Alert message={error} />
      {!data && !error ? <Loading /> : null}
      {data ? (
        <section aria-label={text.title}>
          <p className="font-semibold text-slate-900" role="status">
            {text.total(data.total)}
          </p>
          {data.leads.length === 0 ? (
            <p className="mt-3 text-slate-700">{text.empty}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {data.leads.map((lead) => (
                <li key={lead.id}>
                  <LeadCard lead={lead} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            onGo={goTo}
          />
        </section>
      ) : null}
    </div>
  );
}

function Pagination({
  page,
  pages,
  onGo,
}: {
  page: number;
  pages: number;
  onGo: (page: number) => void;
}) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={text.pagination} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {text.previous}
      </Button>
      <span className="text-sm text-slate-700">{text.page(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onGo(page + 1)}>
        {text.next}
      </Button>
    </nav>
  );
}
