import {
  LAWYER_REQUEST_NEXT_STATES,
  LAWYER_REQUEST_STATE_LABELS,
  MAX_NOTE_CHARS,
  isAppError,
  type TLawyerRequestChange,
  type TLawyerRequestDetail,
  type TLawyerRequestEvent,
  type TStaffMember,
} from '@contrato-claro/shared';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { changeLawyerRequest, fetchLawyerRequest, fetchStaffMembers } from '../../../api/staff';
import { Alert } from '../../../components/alert/alert';
import { Button } from '../../../components/button/button';
import { inputClass } from '../../../components/field/field';
import { Loading } from '../../../components/loading/loading';
import { usePageTitle } from '../../../lib/page-title';
import { staffMessages } from '../../../messages/staff';
import { staffPaths } from '../../../routes';
import { useStaffSession } from '../staff-session';
import { useStaffData } from '../use-staff-data';
import { ContactLinks } from './contact-links';
import { Deadline } from './deadline';
import { formatDateTime, useServerClock } from './format';
import { StatePill } from './state-pill';
import { UnconfirmedPill } from './unconfirmed-pill';

const text = staffMessages.request;

function describeEvent(event: TLawyerRequestEvent): string {
  switch (event.kind) {
    case 'state':
      return text.event.state(
        event.fromState ? LAWYER_REQUEST_STATE_LABELS[event.fromState] : '',
        event.toState ? LAWYER_REQUEST_STATE_LABELS[event.toState] : '',
      );
    case 'assign':
      return text.event.assign(event.assignedTo?.name ?? null);
    case 'attempt':
      return text.event.attempt;
    case 'note':
      return text.event.note;
    default: {
      const never: never = event.kind;
      return never;
    }
  }
}

/** Admins choose anyone active; the select lists them. */
function AssignForm({
  detail,
  onChange,
  isBusy,
}: {
  detail: TLawyerRequestDetail;
  onChange: (change: TLawyerRequestChange) => void;
  isBusy: boolean;
}) {
  const [members, setMembers] = useState<TStaffMember[]>([]);
  const [choice, setChoice] = useState(detail.request.assignedTo?.id ?? '');
  useEffect(() => {
    fetchStaffMembers().then(
      (list) => setMembers(list.members.filter((member) => member.isActive && member.hasJoined)),
      () => setMembers([]),
    );
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ assignedTo: choice || null });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor="assign" className="block text-sm font-medium text-slate-800">
          {text.assignLabel}
        </label>
        <select
          id="assign"
          className={inputClass}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{text.assignNobody}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={isBusy}>
        {text.assign}
      </Button>
    </form>
  );
}

/**
 * `/equipe/retornos/:id`: one request — the customer's data (opening it is audited), call and
 * WhatsApp, the analysis it came from, the state moves, assignment, notes and the history of
 * every change with who and when.
 */
export function RequestScreen() {
  usePageTitle(text.title);
  const { id = '' } = useParams();
  const { member } = useStaffSession();
  const load = useCallback(() => fetchLawyerRequest(id), [id]);
  const { data, error, replace } = useStaffData(load);
  const now = useServerClock(data?.now ?? null);
  const [isBusy, setBusy] = useState(false);
  const [changeError, setChangeError] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const apply = async (change: TLawyerRequestChange) => {
    setBusy(true);
    setChangeError(null);
    try {
      replace(await changeLawyerRequest(id, change));
      if ('note' in change) setNote('');
    } catch (failure) {
      setChangeError(isAppError(failure) ? failure.message : staffMessages.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  if (error) return <Alert message={error} />;
  if (!data) return <Loading />;
  const { request, history } = data;
  const { customer } = request;
  const isMine = request.assignedTo?.id === member.id;
  const fields: [string, string | null][] = [
    [text.email, customer.email],
    [text.phone, customer.cellphone],
    [text.company, customer.companyName],
    [text.employees, customer.employeesNumber],
    [text.segment, customer.businessSegment],
    [text.requestedAt, formatDateTime(request.requestedAt)],
  ];

  return (
    <div className="space-y-6">
      <Link to={staffPaths.callbacks} className="text-sm font-semibold text-brand-700 underline">
        {text.back}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-bold break-words text-brand-800">{customer.name}</h1>
        {!customer.emailConfirmed && <UnconfirmedPill />}
        <StatePill state={request.state} />
      </div>
      <Deadline dueAt={request.dueAt} now={now} isClosed={request.state === 'concluido'} />
      <ContactLinks cellphone={customer.cellphone} name={customer.name} />

      <section
        aria-labelledby="cliente"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="cliente" className="text-lg font-semibold text-brand-800">
          {text.customer}
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="break-words text-slate-900">
                {label === text.email && value ? (
                  <a href={`mailto:${value}`} className="underline">
                    {value}
                  </a>
                ) : (
                  (value ?? '—')
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="analise"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="analise" className="text-lg font-semibold text-brand-800">
          {text.analysis}
        </h2>
        {request.analysis ? (
          <p className="mt-2 text-sm">
            <span className="break-words">{request.analysis.fileName}</span>
            {request.analysis.score !== null && <> · {text.score(request.analysis.score)}</>}
            <br />
            <Link
              to={`${staffPaths.callbacks}/${request.id}/analise`}
              className="font-semibold text-brand-700 underline"
            >
              {text.openAnalysis}
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{text.noAnalysis}</p>
        )}
      </section>

      <section
        aria-labelledby="acoes"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="acoes" className="text-lg font-semibold text-brand-800">
          {text.actions}
        </h2>
        <Alert message={changeError} />
        <div className="flex flex-wrap gap-2">
          {LAWYER_REQUEST_NEXT_STATES[request.state]
            // "Sem resposta" comes after a recorded attempt (the API refuses it before).
            .filter((state) => state !== 'sem_resposta' || request.attempts > 0)
            .map((state) => (
              <Button key={state} disabled={isBusy} onClick={() => void apply({ state })}>
                {text.moveTo[state]}
              </Button>
            ))}
          {request.state !== 'concluido' && (
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={() => void apply({ attempt: true })}
            >
              {text.attempt}
            </Button>
          )}
          {member.role !== 'admin' && !request.assignedTo && (
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={() => void apply({ assignedTo: member.id })}
            >
              {text.take}
            </Button>
          )}
          {member.role !== 'admin' && isMine && (
            <Button
              variant="ghost"
              disabled={isBusy}
              onClick={() => void apply({ assignedTo: null })}
            >
              {text.release}
            </Button>
          )}
        </div>
        {member.role === 'admin' && (
          <AssignForm detail={data} onChange={(change) => void apply(change)} isBusy={isBusy} />
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (note.trim()) void apply({ note });
          }}
          className="space-y-2"
        >
          <label htmlFor="note" className="block text-sm font-medium text-slate-800">
            {text.noteLabel}
          </label>
          <textarea
            id="note"
            rows={3}
            maxLength={MAX_NOTE_CHARS}
            className={inputClass}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={isBusy || !note.trim()}>
            {isBusy ? text.saving : text.addNote}
          </Button>
        </form>
      </section>

      <section
        aria-labelledby="historico"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="historico" className="text-lg font-semibold text-brand-800">
          {text.history}
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{text.historyEmpty}</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm">
            {history.map((event) => (
              <li key={event.id} className="border-l-2 border-brand-100 pl-3">
                <p>
                  <span className="font-semibold">{event.actor?.name ?? text.system}</span>{' '}
                  {describeEvent(event)} ·{' '}
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
                {event.note && (
                  <p className="mt-1 whitespace-pre-wrap text-slate-800">{event.note}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
