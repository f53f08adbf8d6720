import type { TLawyerRequest, TLawyerRequestScope } from '@contrato-claro/shared';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { fetchLawyerRequests } from '../../../api/staff';
import { Alert } from '../../../components/alert/alert';
import { buttonClass } from '../../../components/button/button';
import { Loading } from '../../../components/loading/loading';
import { usePageTitle } from '../../../lib/page-title';
import { staffMessages } from '../../../messages/staff';
import { staffPaths } from '../../../routes';
import { useStaffData } from '../use-staff-data';
import { ContactLinks } from './contact-links';
import { Deadline } from './deadline';
import { useServerClock } from './format';
import { NotificationsPanel } from './notifications-panel';
import { SlaPanel } from './sla-panel';
import { StatePill } from './state-pill';
import { UnconfirmedPill } from './unconfirmed-pill';
import { Toggle } from './toggle';

const text = staffMessages.callbacks;

function RequestCard({ request, now }: { request: TLawyerRequest; now: Date }) {
  const { customer } = request;
  const company = [customer.companyName, customer.businessSegment, customer.employeesNumber]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold text-brand-800">{customer.name}</h2>
        {!customer.emailConfirmed && <UnconfirmedPill />}
        <StatePill state={request.state} />
      </div>
      {company && <p className="mt-1 text-sm break-words text-slate-700">{company}</p>}
      <p className="mt-1 text-sm break-words text-slate-700">
        {request.analysis
          ? text.about(request.analysis.fileName, request.analysis.score)
          : text.aboutNoAnalysis}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Deadline dueAt={request.dueAt} now={now} isClosed={request.state === 'concluido'} />
        <span className="text-sm text-slate-700">
          {request.assignedTo ? text.assignedTo(request.assignedTo.name) : text.unassigned}
        </span>
        {request.attempts > 0 && (
          <span className="text-sm text-slate-700">· {text.attempts(request.attempts)}</span>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <ContactLinks cellphone={customer.cellphone} name={customer.name} />
        <Link
          to={`${staffPaths.callbacks}/${request.id}`}
          className={buttonClass('ghost')}
          aria-label={`${text.open_}: ${customer.name}`}
        >
          {text.open_}
        </Link>
      </div>
    </li>
  );
}

/**
 * `/equipe/retornos`: the call-back queue, the most urgent first (overdue ones in red), with
 * one-tap call and WhatsApp; the SLA over time and the team's notifications below.
 */
export function CallbacksScreen() {
  usePageTitle(text.title);
  const [scope, setScope] = useState<TLawyerRequestScope>('abertos');
  const load = useCallback(() => fetchLawyerRequests(scope), [scope]);
  const { data, error } = useStaffData(load);
  const now = useServerClock(data?.now ?? null);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-800">{text.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      </div>
      <Toggle
        label={text.scopeLabel}
        value={scope}
        onChange={setScope}
        options={[
          { value: 'abertos', label: text.open },
          { value: 'concluidos', label: text.closed },
        ]}
      />
      <Alert message={error} />
      {!data && !error && <Loading />}
      {data &&
        (data.requests.length === 0 ? (
          <p className="text-slate-700">{text.empty}</p>
        ) : (
          <ol aria-label={text.title} className="space-y-3">
            {data.requests.map((request) => (
              <RequestCard key={request.id} request={request} now={now} />
            ))}
          </ol>
        ))}
      <SlaPanel />
      <NotificationsPanel />
    </div>
  );
}
