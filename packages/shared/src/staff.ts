import { z } from 'zod';
import { CODE_LENGTH, ZEmail, ZMailDelivery, ZName, ZPassword } from './auth';

/** Roles of the team (back office at /equipe); customers have none and never reach it. */
export const STAFF_ROLES = ['admin', 'advogado'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** What each role is called on screen. */
export const STAFF_ROLE_LABELS: Record<TStaffRole, string> = {
  admin: 'Administrador',
  advogado: 'Advogado',
};

/** A member of the team as the back office shows them. */
export const ZStaffMember = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRole,
  isActive: z.boolean(),
  /** The invitation link was used and a password set. */
  hasJoined: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** POST /staff/auth/login: step one, the password. */
export const ZStaffLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Campo obrigatório').max(200, 'Senha longa demais'),
});
export type TStaffLoginRequest = z.infer<typeof ZStaffLoginRequest>;

/** Answer of step one: a code went to the member's e-mail, to be sent with this challenge id. */
export const ZStaffLoginChallenge = z.object({
  challengeId: z.uuid(),
  delivery: ZMailDelivery,
  validMinutes: z.number().int().positive(),
});
export type TStaffLoginChallenge = z.infer<typeof ZStaffLoginChallenge>;

/** POST /staff/auth/login/verify: step two, the e-mailed code. */
export const ZStaffLoginVerifyRequest = z.object({
  challengeId: z.uuid({ error: 'Entre novamente com sua senha' }),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/u, `O código tem ${CODE_LENGTH} dígitos`),
});
export type TStaffLoginVerifyRequest = z.infer<typeof ZStaffLoginVerifyRequest>;

/** A staff session: its token (not valid for customer routes) and who holds it. */
export const ZStaffSession = z.object({
  access_token: z.string(),
  member: ZStaffMember,
});
export type TStaffSession = z.infer<typeof ZStaffSession>;

/** POST /staff/auth/setup: the invitation link's token and the member's new password. */
export const ZStaffSetupRequest = z.object({
  token: z.string().min(20).max(100),
  password: ZPassword,
});
export type TStaffSetupRequest = z.infer<typeof ZStaffSetupRequest>;

/** POST /staff/members: an admin invites someone. */
export const ZStaffInviteRequest = z.object({ email: ZEmail, name: ZName, role: ZStaffRole });
export type TStaffInviteRequest = z.infer<typeof ZStaffInviteRequest>;

/** GET /staff/members */
export const ZStaffMemberList = z.object({ members: z.array(ZStaffMember) });
export type TStaffMemberList = z.infer<typeof ZStaffMemberList>;

/** States of a lawyer call-back request, in the order of the work. */
export const LAWYER_REQUEST_STATES = ['novo', 'em_contato', 'concluido', 'sem_resposta'] as const;
export const ZLawyerRequestState = z.enum(LAWYER_REQUEST_STATES);
export type TLawyerRequestState = z.infer<typeof ZLawyerRequestState>;

export const LAWYER_REQUEST_STATE_LABELS: Record<TLawyerRequestState, string> = {
  novo: 'Novo',
  em_contato: 'Em contato',
  concluido: 'Concluído',
  sem_resposta: 'Sem resposta',
};

/** Where each state may go: `novo → em contato → concluído`, and `sem resposta` after attempts. */
export const LAWYER_REQUEST_NEXT_STATES: Record<
  TLawyerRequestState,
  readonly TLawyerRequestState[]
> = {
  novo: ['em_contato', 'sem_resposta'],
  em_contato: ['concluido', 'sem_resposta'],
  sem_resposta: ['em_contato', 'concluido'],
  concluido: [],
};

/** What a line of a request's history records. */
export const LAWYER_REQUEST_EVENT_KINDS = ['state', 'assign', 'attempt', 'note'] as const;
export type TLawyerRequestEventKind = (typeof LAWYER_REQUEST_EVENT_KINDS)[number];

/** Notifications the team gets about a request: when it arrives, and when 1 h is left unpicked. */
export const STAFF_NOTIFICATION_KINDS = ['new_request', 'reminder'] as const;
export type TStaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];
/** `log`: no SMTP configured, the notification is shown in the back office and logged. */
export const STAFF_NOTIFICATION_CHANNELS = ['email', 'webhook', 'log'] as const;
export type TStaffNotificationChannel = (typeof STAFF_NOTIFICATION_CHANNELS)[number];
/** `dead`: every attempt failed (the dead letter admins see). */
export const STAFF_NOTIFICATION_STATUSES = ['pending', 'sent', 'dead'] as const;
export type TStaffNotificationStatus = (typeof STAFF_NOTIFICATION_STATUSES)[number];

const ZDateTime = z.iso.datetime({ offset: true });
const ZPersonRef = z.object({ id: z.uuid(), name: z.string() });

/** A call-back request as the queue shows it: who to call, about what, by when. */
export const ZLawyerRequest = z.object({
  id: z.uuid(),
  state: ZLawyerRequestState,
  requestedAt: ZDateTime,
  /** The promise: requestedAt + LAWYER_CONTACT_HOURS. */
  dueAt: ZDateTime,
  /** First contact; the SLA is met when it is at or before dueAt. */
  handledAt: ZDateTime.nullable(),
  attempts: z.number().int().nonnegative(),
  assignedTo: ZPersonRef.nullable(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    /**
     * Whether the customer proved the e-mail: an unconfirmed one may be someone else's, typed by
     * whoever filled the form (the phone is theirs, not the e-mail's owner's).
     */
    emailConfirmed: z.boolean(),
    cellphone: z.string().nullable(),
    companyName: z.string().nullable(),
    employeesNumber: z.string().nullable(),
    businessSegment: z.string().nullable(),
  }),
  analysis: z
    .object({
      id: z.uuid(),
      fileName: z.string(),
      contractType: z.string().nullable(),
      score: z.number().nullable(),
    })
    .nullable(),
});
export type TLawyerRequest = z.infer<typeof ZLawyerRequest>;

/** Which part of the queue: still to be worked, or concluded. */
export const ZLawyerRequestScope = z.enum(['abertos', 'concluidos']);
export type TLawyerRequestScope = z.infer<typeof ZLawyerRequestScope>;

/** GET /staff/requests: sorted by time left (open ones), with the server's clock. */
export const ZLawyerRequestList = z.object({
  now: ZDateTime,
  requests: z.array(ZLawyerRequest),
});
export type TLawyerRequestList = z.infer<typeof ZLawyerRequestList>;

/** One line of a request's history. */
export const ZLawyerRequestEvent = z.object({
  id: z.uuid(),
  kind: z.enum(LAWYER_REQUEST_EVENT_KINDS),
  at: ZDateTime,
  actor: ZPersonRef.nullable(),
  fromState: ZLawyerRequestState.nullable(),
  toState: ZLawyerRequestState.nullable(),
  assignedTo: ZPersonRef.nullable(),
  note: z.string().nullable(),
});
export type TLawyerRequestEvent = z.infer<typeof ZLawyerRequestEvent>;

/** A notification about a request, as the back office lists it (dead letters included). */
export const ZStaffNotification = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  kind: z.enum(STAFF_NOTIFICATION_KINDS),
  channel: z.enum(STAFF_NOTIFICATION_CHANNELS),
  status: z.enum(STAFF_NOTIFICATION_STATUSES),
  attempts: z.number().int().nonnegative(),
  /** Why the last attempt failed (technical, never personal data). */
  lastError: z.string().nullable(),
  createdAt: ZDateTime,
  sentAt: ZDateTime.nullable(),
});
export type TStaffNotification = z.infer<typeof ZStaffNotification>;

/** GET /staff/requests/:id: the request, its history and its notifications. */
export const ZLawyerRequestDetail = z.object({
  now: ZDateTime,
  request: ZLawyerRequest,
  history: z.array(ZLawyerRequestEvent),
  notifications: z.array(ZStaffNotification),
});
export type TLawyerRequestDetail = z.infer<typeof ZLawyerRequestDetail>;

/** Longest note on a request. */
export const MAX_NOTE_CHARS = 2000;

/**
 * PATCH /staff/requests/:id: one change at a time — a new state, an assignment (null: nobody),
 * an unanswered call (`attempt`), or a note.
 */
export const ZLawyerRequestChange = z.union([
  z.object({ state: ZLawyerRequestState }),
  z.object({ assignedTo: z.uuid().nullable() }),
  z.object({ attempt: z.literal(true) }),
  z.object({
    note: z
      .string()
      .trim()
      .min(1, 'Escreva a anotação')
      .max(MAX_NOTE_CHARS, `No máximo ${MAX_NOTE_CHARS} caracteres`),
  }),
]);
export type TLawyerRequestChange = z.infer<typeof ZLawyerRequestChange>;

/** The SLA over time: requests due in each day or week, met (first contact in time) or missed. */
export const ZSlaPeriod = z.enum(['dia', 'semana']);
export type TSlaPeriod = z.infer<typeof ZSlaPeriod>;

export const ZSlaReport = z.object({
  period: ZSlaPeriod,
  rows: z.array(
    z.object({
      /** First day of the period (yyyy-mm-dd, Brasília time). */
      start: z.string(),
      met: z.number().int().nonnegative(),
      missed: z.number().int().nonnegative(),
    }),
  ),
});
export type TSlaReport = z.infer<typeof ZSlaReport>;

/** GET /staff/notifications */
export const ZStaffNotificationList = z.object({
  delivery: ZMailDelivery,
  notifications: z.array(ZStaffNotification),
});
export type TStaffNotificationList = z.infer<typeof ZStaffNotificationList>;
