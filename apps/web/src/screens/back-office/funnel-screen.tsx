import {
  conversionRate,
  FUNNEL_STEPS,
  TAKEAWAY_KINDS,
  type TFunnelResponse,
  type TFunnelStep,
  type TStepCounts,
} from '@contrato-claro/shared';
import { useCallback, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { fetchFunnel } from '../../api/back-office';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { BarChart } from '../../components/charts/bar-chart';
import { DataTable } from '../../components/charts/data-table';
import { LineChart } from '../../components/charts/line-chart';
import { inputClass } from '../../components/field/field';
import { Loading } from '../../components/loading/loading';
import { usePageTitle } from '../../lib/page-title';
import { backOfficeMessages } from '../../messages/back-office-pt-BR';
import { formParams, PeriodFields } from './period-fields';
import { periodOf } from './period';
import { useStaffData } from '../staff/use-staff-data';

const text = backOfficeMessages.funnel;
const { formatDay, formatShare } = backOfficeMessages;
const format = (count: number) => count.toLocaleString('pt-BR');

/**
 * `/equipe/funil` (admins): the funnel of the contracts received in the period (a cohort), with
 * how each step is counted — each step, its conversion from the previous one, per day or week of
 * upload, by segment and by contract type — what customers carried away (report, calendar,
 * message, the contract with suggestions in Word, a revised version compared), and the health of
 * the analyses. Each chart has its table beside it.
 */
export function FunnelScreen() {
  usePageTitle(text.title);
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const granularity = params.get('granularity') === 'semana' ? 'semana' : 'dia';
  const { from, to } = period;
  const load = useCallback(() => fetchFunnel({ from, to, granularity }), [from, to, granularity]);
  const { data, error } = useStaffData(load);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(formParams(event.currentTarget));
  };

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{text.title}</h1>
        <p className="mt-1 text-slate-700">{text.intro}</p>
        <details className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">
            {text.definitionsTitle}
          </summary>
          <dl className="mt-3 space-y-2 text-slate-800">
            {FUNNEL_STEPS.map((step) => (
              <div key={step}>
                <dt className="font-semibold">{text.steps[step]}</dt>
                <dd>{text.definitions[step]}</dd>
              </div>
            ))}
          </dl>
        </details>
      </header>
      <form onSubmit={apply} className="grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end">
        <PeriodFields {...period} />
        <label className="block text-sm font-medium text-slate-800">
          {text.granularity}
          <select name="granularity" defaultValue={granularity} className={inputClass}>
            <option value="dia">{text.byDay}</option>
            <option value="semana">{text.byWeek}</option>
          </select>
        </label>
        <Button type="submit">{backOfficeMessages.period.apply}</Button>
      </form>
      <Alert message={error} />
      {!data && !error ? <Loading /> : null}
      {data ? <FunnelReport funnel={data} isWeekly={granularity === 'semana'} /> : null}
    </div>
  );
}

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  /** What the section counts, when its title does not say it all. */
  intro?: string;
  children: React.ReactNode;
}) {
  const id = `secao-${title.toLowerCase().replace(/\W+/gu, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      <div className="mt-3 grid grid-cols-1 gap-6 lg:grid-cols-2">{children}</div>
    </section>
  );
}

/** The share of step `index` that came through from the step before it; null for the first. */
function shareOfPrevious(steps: TStepCounts, index: number): number | null {
  const previous = FUNNEL_STEPS[index - 1];
  return previous === undefined
    ? null
    : conversionRate(steps[previous], steps[FUNNEL_STEPS[index]!]);
}

/** Step counts as table cells: each after the first with its share of the previous step. */
function stepCells(steps: TStepCounts) {
  return FUNNEL_STEPS.map((step, index) =>
    index === 0
      ? format(steps[step])
      : `${format(steps[step])} ${text.ofPrevious(shareOfPrevious(steps, index))}`,
  );
}

const stepNames = FUNNEL_STEPS.map((step) => text.steps[step]);

/** The funnel by one dimension: a chart of one step, and every step in the table. */
function Breakdown(props: {
  title: string;
  chartLabel: string;
  firstColumn: string;
  /** The row of what has no value in this dimension. */
  unknown: string;
  charted: TFunnelStep;
  rows: TFunnelResponse['bySegment'];
}) {
  return (
    <Section title={props.title}>
      <BarChart
        label={props.chartLabel}
        rows={props.rows.map((row) => ({
          label: row.label ?? props.unknown,
          value: row.steps[props.charted],
        }))}
      />
      <DataTable
        caption={props.title}
        columns={[props.firstColumn, ...stepNames, text.uploadToLead]}
        rows={props.rows.map((row) => ({
          key: row.label ?? '',
          header: row.label ?? props.unknown,
          cells: [
            ...stepCells(row.steps),
            formatShare(conversionRate(row.steps.uploads, row.steps.leads)),
          ],
        }))}
      />
    </Section>
  );
}

function FunnelReport({ funnel, isWeekly }: { funnel: TFunnelResponse; isWeekly: boolean }) {
  const health = funnel.health;
  return (
    <>
      <Section title={text.overviewTitle}>
        <BarChart
          label={text.overviewChart}
          rows={FUNNEL_STEPS.map((step, index) => ({
            label: text.steps[step],
            value: funnel.totals[step],
            note: index === 0 ? undefined : text.ofPrevious(shareOfPrevious(funnel.totals, index)),
          }))}
        />
        <DataTable
          caption={text.overviewTitle}
          columns={[text.step, text.count, text.conversion]}
          rows={FUNNEL_STEPS.map((step, index) => ({
            key: step,
            header: text.steps[step],
            cells: [
              format(funnel.totals[step]),
              formatShare(shareOfPrevious(funnel.totals, index)),
            ],
          }))}
        />
      </Section>

      <Section title={text.overTimeTitle(isWeekly)}>
        <LineChart
          label={text.overTimeChart(isWeekly)}
          categories={funnel.periods.map((row) => formatDay(row.period))}
          series={FUNNEL_STEPS.map((step) => ({
            name: text.steps[step],
            values: funnel.periods.map((row) => row.steps[step]),
          }))}
        />
        <DataTable
          caption={text.overTimeTitle(isWeekly)}
          columns={[text.periodColumn(isWeekly), ...stepNames]}
          rows={funnel.periods.map((row) => ({
            key: row.period,
            header: formatDay(row.period),
            cells: FUNNEL_STEPS.map((step) => format(row.steps[step])),
          }))}
        />
      </Section>

      <Breakdown
        title={text.bySegmentTitle}
        chartLabel={text.bySegmentChart}
        firstColumn={backOfficeMessages.leads.segment}
        unknown={text.noSegment}
        charted="leads"
        rows={funnel.bySegment}
      />
      <Breakdown
        title={text.byTypeTitle}
        chartLabel={text.byTypeChart}
        firstColumn={text.byTypeTitle}
        unknown={text.noType}
        charted="uploads"
        rows={funnel.byContractType}
      />

      <Section title={text.takeawaysTitle} intro={text.takeawaysIntro}>
        <BarChart
          label={text.takeawaysChart}
          rows={TAKEAWAY_KINDS.map((kind) => ({
            label: text.takeaways[kind],
            value: funnel.takeaways[kind],
          }))}
        />
        <DataTable
          caption={text.takeawaysTitle}
          columns={[
            text.periodColumn(isWeekly),
            ...TAKEAWAY_KINDS.map((kind) => text.takeaways[kind]),
          ]}
          rows={funnel.periods.map((row) => ({
            key: row.period,
            header: formatDay(row.period),
            cells: TAKEAWAY_KINDS.map((kind) => format(row.takeaways[kind])),
          }))}
        />
      </Section>

      <Section title={text.healthTitle}>
        <div className="space-y-3">
          <p className="text-slate-800">
            {text.median}:{' '}
            <strong>
              {health.medianSecondsToPreview === null
                ? text.noMedian
                : text.seconds(health.medianSecondsToPreview)}
            </strong>
          </p>
          <LineChart
            label={text.healthChart}
            categories={health.days.map((row) => formatDay(row.day))}
            series={[
              { name: text.analyses, values: health.days.map((row) => row.analyses) },
              { name: text.failed, values: health.days.map((row) => row.failed) },
            ]}
          />
        </div>
        <DataTable
          caption={text.healthTitle}
          columns={[text.periodColumn(false), text.analyses, text.failed]}
          rows={health.days.map((row) => ({
            key: row.day,
            header: formatDay(row.day),
            cells: [format(row.analyses), format(row.failed)],
          }))}
        />
        <div>
          <h3 className="font-semibold text-slate-900">{text.failuresTitle}</h3>
          {health.failures.length === 0 ? (
            <p className="mt-2 text-slate-700">{text.noFailures}</p>
          ) : (
            <div className="mt-2">
              <BarChart
                label={text.failuresChart}
                rows={health.failures.map((row) => ({ label: row.code, value: row.count }))}
              />
            </div>
          )}
        </div>
        {health.failures.length === 0 ? null : (
          <DataTable
            caption={text.failuresTitle}
            columns={[text.code, text.count]}
            rows={health.failures.map((row) => ({
              key: row.code,
              header: row.code,
              cells: [format(row.count)],
            }))}
          />
        )}
      </Section>
    </>
  );
}
