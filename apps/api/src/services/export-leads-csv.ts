import {
  AppError,
  LEAD_STATUS_LABELS,
  LEADS_EXPORT_MAX_ROWS,
  LEADS_EXPORT_TOO_LARGE,
  type TLeadFilters,
} from '@contrato-claro/shared';
import type { Database } from '../db/client';
import { messages } from '../messages/pt-BR';
import { getLeadContacts } from './get-lead-contacts';
import { listLeads, TEAM_TIME_ZONE } from './list-leads';

/**
 * CSV for Excel in Brazil: a UTF-8 byte order mark (or Excel reads the accents as Latin-1), `;`
 * between fields (the pt-BR list separator: `,` is the decimal comma there) and CRLF lines
 * (RFC 4180). A field holding `;`, `,`, `"` or a line break is quoted, its quotes doubled.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * Spreadsheet formula injection: text a spreadsheet would evaluate is made plain (a `'` before
 * it). Not only at the start of a field: a spreadsheet whose list separator is `,` (Excel in
 * English, LibreOffice by default) splits `Acme,=1+1` into a cell starting with `=`, so a formula
 * start after either separator is neutralised too.
 */
const FORMULA_START = /(^|[,;])(\s*)(?=[=+\-@\t\r])/gu;

function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? value.replace(FORMULA_START, "$1$2'") : String(value);
  return /[;,"\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TEAM_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * The leads matching `filters` as CSV, personal data included (the caller audits the export).
 * Refuses (VALIDATION) rather than cuts a list longer than LEADS_EXPORT_MAX_ROWS.
 */
export async function exportLeadsCsv(options: {
  db: Database;
  filters: TLeadFilters;
}): Promise<{ csv: string; count: number; leadIds: string[] }> {
  const { db, filters } = options;
  const { leads, total } = await listLeads({
    db,
    filters,
    limit: LEADS_EXPORT_MAX_ROWS,
    offset: 0,
  });
  if (total > LEADS_EXPORT_MAX_ROWS) {
    throw new AppError('VALIDATION', { details: [LEADS_EXPORT_TOO_LARGE] });
  }
  const contacts = await getLeadContacts({ db, ids: leads.map((lead) => lead.id) });
  const text = messages.leadsCsv;
  const lines = [Object.values(text.columns).map(csvField).join(SEPARATOR)];
  for (const lead of leads) {
    const contact = contacts.get(lead.id);
    lines.push(
      [
        dateTime.format(new Date(lead.qualifiedAt)).replace(', ', ' '),
        contact?.name ?? null,
        contact?.email ?? null,
        contact?.cellphone ?? null,
        contact?.companyName ?? null,
        lead.businessSegment,
        lead.employeesNumber,
        LEAD_STATUS_LABELS[lead.status],
        lead.hasRequestedLawyer ? text.yes : text.no,
        lead.clickedCriterion,
        lead.analysis?.contractType ?? null,
        lead.analysis?.score ?? null,
      ]
        .map(csvField)
        .join(SEPARATOR),
    );
  }
  return {
    csv: `${BOM}${lines.join('\r\n')}\r\n`,
    count: leads.length,
    leadIds: leads.map((lead) => lead.id),
  };
}
