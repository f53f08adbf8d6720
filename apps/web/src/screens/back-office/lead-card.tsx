import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  scoreBand,
  type TLeadContact,
  type TLeadStatus,
  type TLeadSummary,
} from '@contrato-claro/shared';
import { useState, type ChangeEvent } from 'react';
import { fetchLeadContact, saveLeadStatus } from '../../api/back-office';
import { BandPill } from '../../components/band-pill/band-pill';
import { Button } from '../../components/button/button';
import { inputClass } from '../../components/field/field';
import { backOfficeMessages } from '../../messages/back-office-pt-BR';
import { ContactLinks } from '../staff/callbacks/contact-links';

const text = backOfficeMessages.leads;

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** One lead: what brought them, their status (editable) and their contact on request. */
export function LeadCard({ lead }: { lead: TLeadSummary }) {
  const [status, setStatus] = useState<TLeadStatus>(lead.status);
  const [statusNotice, setStatusNotice] = useState<string | null>(null);
  const [contact, setContact] = useState<TLeadContact | null>(null);
  const [contactError, setContactError] = useState<string | null>(null);
  const selectId = `status-${lead.id}`;

  const changeStatus = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as TLeadStatus;
    const previous = status;
    setStatus(next);
    setStatusNotice(null);
    try {
      await saveLeadStatus(lead.id, next);
      setStatusNotice(text.statusSaved);
    } catch {
      setStatus(previous);
      setStatusNotice(text.statusError);
    }
  };

  const toggleContact = async () => {
    if (contact) return setContact(null);
    setContactError(null);
    try {
      setContact(await fetchLeadContact(lead.id));
    } catch {
      setContactError(text.contactError);
    }
  };

  return (
    <article
      aria-label={`${text.qualifiedAt} ${dateTime.format(new Date(lead.qualifiedAt))}`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{text.qualifiedAt}</dt>
          <dd className="text-slate-900">{dateTime.format(new Date(lead.qualifiedAt))}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{text.segment}</dt>
          <dd className="text-slate-900">
            {lead.businessSegment ?? text.none} · {lead.employeesNumber ?? text.none}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{text.analysis}</dt>
          <dd className="flex flex-wrap items-center gap-2 text-slate-900">
            {lead.analysis === null ? (
              text.noAnalysis
            ) : (
              <>
                {lead.analysis.contractType ?? text.unknownType}
                {lead.analysis.score === null ? null : (
                  <BandPill score={lead.analysis.score} band={scoreBand(lead.analysis.score)} />
                )}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{text.criterion}</dt>
          <dd className="text-slate-900">{lead.clickedCriterion ?? text.noCriterion}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{text.lawyer}</dt>
          <dd className="text-slate-900">{lead.hasRequestedLawyer ? text.yes : text.no}</dd>
        </div>
        <div>
          <dt>
            <label htmlFor={selectId} className="text-slate-600">
              {text.statusLabel}
            </label>
          </dt>
          <dd>
            <select
              id={selectId}
              value={status}
              onChange={(event) => void changeStatus(event)}
              className={inputClass}
            >
              {LEAD_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {LEAD_STATUS_LABELS[option]}
                </option>
              ))}
            </select>
            <p className="mt-1 min-h-5 text-sm text-slate-700" role="status">
              {statusNotice}
            </p>
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <Button variant="ghost" onClick={() => void toggleContact()} aria-expanded={!!contact}>
          {contact ? text.hideContact : text.showContact}
        </Button>
        {contactError ? (
          <p role="alert" className="text-sm text-band-bad-fg">
            {contactError}
          </p>
        ) : null}
        {contact ? (
          <dl className="mt-2 grid grid-cols-1 gap-y-1 text-sm sm:grid-cols-2">
            <dt className="text-slate-600">{text.name}</dt>
            <dd className="text-slate-900">{contact.name}</dd>
            <dt className="text-slate-600">{text.email}</dt>
            <dd>
              <a className="break-all text-brand-700 underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </dd>
            <dt className="text-slate-600">{text.cellphone}</dt>
            <dd>
              <ContactLinks cellphone={contact.cellphone} name={contact.name} />
            </dd>
            <dt className="text-slate-600">{text.company}</dt>
            <dd className="text-slate-900">{contact.companyName ?? text.none}</dd>
          </dl>
        ) : null}
      </div>
    </article>
  );
}
