import { z } from 'zod';
import { EMPLOYEE_OPTIONS, SEGMENT_OPTIONS } from './lead';
import { ZBand } from './score';

/**
 * Where a lead stands for the team (`/equipe/leads`): every registration starts as SPEC.md §7's
 * `qualified_lead`; staff move it along. Kept apart from the account's own status.
 */
export const LEAD_STATUSES = ['qualified_lead', 'contatado', 'cliente', 'descartado'] as const;
export const ZLeadStatus = z.enum(LEAD_STATUSES);
export type TLeadStatus = z.infer<typeof ZLeadStatus>;

/**
 * Names of a lead's statuses for the team (the screens and the CSV). Here rather than in
 * labels.ts, whose module the customer's `/` bundle carries whole.
 */
export const LEAD_STATUS_LABELS: Record<TLeadStatus, string> = {
  qualified_lead: 'Lead qualificado',
  contatado: 'Contatado',
  cliente: 'Cliente',
  descartado: 'Descartado',
};

/** Leads per page of the list, and the most one export may hold. */
export const LEADS_PAGE_SIZE = 25;
export const LEADS_EXPORT_MAX_ROWS = 10_000;
/** The widest period a list, an export or the funnel may cover. */
export const BACK_OFFICE_MAX_DAYS = 366;

const ZDay = z.iso.date();

/** A period of whole days (São Paulo time), both ends included; at most BACK_OFFICE_MAX_DAYS. */
const ZPeriod = z
  .object({ from: ZDay, to: ZDay })
  .refine((period) => period.from <= period.to, {
    path: ['to'],
    message: 'a data final vem antes da inicial',
  })
  .refine((period) => daysBetween(period.from, period.to) < BACK_OFFICE_MAX_DAYS, {
    path: ['to'],
    message: `o período passa de ${BACK_OFFICE_MAX_DAYS} dias`,
  });

function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

const ZYesNo = z.enum(['sim', 'nao']);

/** Filters of the leads list and of its CSV export (query string). */
export const ZLeadFilters = z.intersection(
  ZPeriod,
  z.object({
    segment: z.enum(SEGMENT_OPTIONS).optional(),
    employees: z.enum(EMPLOYEE_OPTIONS).optional(),
    band: ZBand.optional(),
    lawyer: ZYesNo.optional(),
    status: ZLeadStatus.optional(),
  }),
);
export type TLeadFilters = z.infer<typeof ZLeadFilters>;

export const ZLeadListQuery = z.intersection(
  ZLeadFilters,
  z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
);
export type TLeadListQuery = z.infer<typeof ZLeadListQuery>;

/** A lead in the list: no personal data (name, e-mail, phone are one audited click away). */
export const ZLeadSummary = z.object({
  id: z.uuid(),
  qualifiedAt: z.iso.datetime({ offset: true }),
  businessSegment: z.string().nullable(),
  employeesNumber: z.string().nullable(),
  status: ZLeadStatus,
  hasRequestedLawyer: z.boolean(),
  /** The criterion whose arrow they tapped on the preview ("Details Button Clicked"). */
  clickedCriterion: z.string().nullable(),
  /** Their latest analysis. */
  analysis: z
    .object({
      id: z.uuid(),
      contractType: z.string().nullable(),
      score: z.number().int().nullable(),
    })
    .nullable(),
});
export type TLeadSummary = z.infer<typeof ZLeadSummary>;

export const ZLeadListResponse = z.object({
  leads: z.array(ZLeadSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TLeadListResponse = z.infer<typeof ZLeadListResponse>;

/** A lead's personal data, shown on request (each view written to the audit log). */
export const ZLeadContact = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  cellphone: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type TLeadContact = z.infer<typeof ZLeadContact>;

export const ZLeadStatusRequest = z.object({ status: ZLeadStatus });
export type TLeadStatusRequest = z.infer<typeof ZLeadStatusRequest>;

/**
 * The steps of the funnel, in order. Each counts the contracts received in the period (the
 * cohort) that reached it or went further: uploaded, preview seen, a row clicked, owned by a
 * lead, a lawyer request about it, that request marked "Em contato" (a contact that happened).
 */
export const FUNNEL_STEPS = [
  'uploads',
  'previews',
  'detailClicks',
  'leads',
  'lawyerRequests',
  'contacted',
] as const;
export type TFunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * Takeaways a customer carries away from the results: the report, the calendar, the message to
 * the other party, the contract with the suggestions in Word, a revised version compared.
 */
export const TAKEAWAY_KINDS = ['report', 'calendar', 'message', 'redline', 'comparison'] as const;
export type TTakeawayKind = (typeof TAKEAWAY_KINDS)[number];

export const ZFunnelQuery = z.intersection(
  ZPeriod,
  z.object({ granularity: z.enum(['dia', 'semana']).default('dia') }),
);
export type TFunnelQuery = z.infer<typeof ZFunnelQuery>;

const ZStepCounts = z.object(
  Object.fromEntries(FUNNEL_STEPS.map((step) => [step, z.number().int()])) as Record<
    TFunnelStep,
    z.ZodNumber
  >,
);
export type TStepCounts = z.infer<typeof ZStepCounts>;

const ZTakeawayCounts = z.object(
  Object.fromEntries(TAKEAWAY_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    TTakeawayKind,
    z.ZodNumber
  >,
);

export const ZFunnelResponse = z.object({
  totals: ZStepCounts,
  /** The cohort of each day or week of upload (its first day), oldest first, empty ones included. */
  periods: z.array(z.object({ period: ZDay, steps: ZStepCounts, takeaways: ZTakeawayCounts })),
  /** By the lead's business segment; null before a registration. */
  bySegment: z.array(z.object({ label: z.string().nullable(), steps: ZStepCounts })),
  /** By the analysis' contract type; null when it has none (or was purged unclaimed). */
  byContractType: z.array(z.object({ label: z.string().nullable(), steps: ZStepCounts })),
  takeaways: ZTakeawayCounts,
  health: z.object({
    days: z.array(z.object({ day: ZDay, analyses: z.number().int(), failed: z.number().int() })),
    failures: z.array(z.object({ code: z.string(), count: z.number().int() })),
    /** Upload to finished preview, of the analyses done in the period; null with none. */
    medianSecondsToPreview: z.number().nullable(),
  }),
});
export type TFunnelResponse = z.infer<typeof ZFunnelResponse>;

/**
 * The share of one step that reached the next, 0–1; null when the previous step is empty. The
 * funnel's steps follow one cohort (the contracts received in the period), each counting those
 * that reached it or went further, so a share never passes 1.
 */
export function conversionRate(previous: number, next: number): number | null {
  return previous === 0 ? null : next / previous;
}

/** The VALIDATION detail of an export over LEADS_EXPORT_MAX_ROWS. */
export const LEADS_EXPORT_TOO_LARGE = `filtro: A exportação passa de ${LEADS_EXPORT_MAX_ROWS.toLocaleString('pt-BR')} leads; escolha um período menor ou mais filtros`;
