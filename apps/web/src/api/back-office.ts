import {
  ZFunnelResponse,
  ZLeadContact,
  ZLeadListResponse,
  type TFunnelQuery,
  type TFunnelResponse,
  type TLeadContact,
  type TLeadFilters,
  type TLeadListResponse,
  type TLeadStatus,
} from '@contrato-claro/shared';
import { request, requestFile, type DownloadedFile } from './client';
import { staffSession as session } from './staff';

/** The query string of filters, leaving out the ones not chosen. */
function queryOf(filters: Record<string, string | number | undefined>): string {
  const entries = Object.entries(filters).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

export function fetchLeads(filters: TLeadFilters & { page: number }): Promise<TLeadListResponse> {
  return request(`/staff/leads?${queryOf(filters)}`, {
    schema: ZLeadListResponse,
    session,
  });
}

/** A lead's name, e-mail and phone: the server records each call in the audit log. */
export function fetchLeadContact(id: string): Promise<TLeadContact> {
  return request(`/staff/leads/${encodeURIComponent(id)}`, { schema: ZLeadContact, session });
}

export function saveLeadStatus(id: string, status: TLeadStatus): Promise<void> {
  return request(`/staff/leads/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    session,
  });
}

export function downloadLeadsCsv(filters: TLeadFilters): Promise<DownloadedFile> {
  return requestFile(`/staff/leads/export?${queryOf(filters)}`, {
    fallbackName: 'leads.csv',
    session,
  });
}

export function fetchFunnel(query: TFunnelQuery): Promise<TFunnelResponse> {
  return request(`/staff/funnel?${queryOf(query)}`, { schema: ZFunnelResponse, session });
}
