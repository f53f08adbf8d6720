import { z } from 'zod';
import { CELLPHONE_MESSAGE, CELLPHONE_PATTERN, EMPLOYEE_OPTIONS, SEGMENT_OPTIONS } from './lead';
import { MIN_PASSWORD_LENGTH } from './limits';
import { cleanName, isReservedKey } from './validation';

const REQUIRED = 'Campo obrigatório';

/** An e-mail address, trimmed and lower-cased. */
export const ZEmail = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(254, 'E-mail longo demais')
  .pipe(z.email({ error: 'E-mail inválido' }))
  .transform((email) => email.toLowerCase());

/** A person's name, cleaned (see cleanName): no bidi controls, no `__proto__`. */
export const ZName = z
  .string({ error: REQUIRED })
  .overwrite(cleanName)
  .min(1, REQUIRED)
  .max(120, 'Nome longo demais')
  .refine((name) => !isReservedKey(name), 'Nome inválido');

/** A new password (at least MIN_PASSWORD_LENGTH characters). */
export const ZPassword = z
  .string({ error: REQUIRED })
  .min(MIN_PASSWORD_LENGTH, `A senha precisa ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres`)
  .max(200, 'Senha longa demais');

/** POST /auth/login */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200, 'Senha longa demais'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** POST /auth/register */
export const ZRegisterRequest = z.object({ name: ZName, email: ZEmail, password: ZPassword });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The lead form of the "Complete seu cadastro" modal (SPEC.md §5), without the analysis id. */
export const ZLeadForm = z.object({
  email: ZEmail,
  name: ZName,
  companyName: z
    .string()
    .overwrite(cleanName)
    .max(200, 'Texto longo demais')
    .refine((name) => !isReservedKey(name), 'Nome inválido')
    .optional()
    .transform((value) => (value ? value : undefined)),
  employeesNumber: z.enum(EMPLOYEE_OPTIONS, { error: REQUIRED }),
  businessSegment: z.enum(SEGMENT_OPTIONS, { error: REQUIRED }),
  cellphone: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .regex(CELLPHONE_PATTERN, CELLPHONE_MESSAGE),
});
export type TLeadForm = z.input<typeof ZLeadForm>;

/** POST /auth/register/account */
export const ZRegisterAccountRequest = ZLeadForm.extend({
  userServiceId: z.uuid({ error: 'Identificador de análise inválido' }),
});
export type TRegisterAccountRequest = z.input<typeof ZRegisterAccountRequest>;

/**
 * How this server delivers e-mails, which screens must say: really (SMTP); into its log for the
 * developer (the embedded default without SMTP_URL); or not at all (`held`: production without
 * SMTP_URL, where codes and links are held for the operator, never shown to the public).
 */
export const ZMailDelivery = z.enum(['email', 'server-log', 'held']);
export type TMailDelivery = z.infer<typeof ZMailDelivery>;

/**
 * Answer of login and register (SPEC.md §7), plus whether the e-mail is confirmed: a registration
 * gives an unverified identity that sees only what it claimed until the code mailed to it is
 * entered.
 */
export const ZAuthResponse = z.object({
  access_token: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  hasFeedback: z.boolean(),
  emailVerified: z.boolean(),
  mailDelivery: ZMailDelivery,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** Answer of register/account (SPEC.md §7). */
export const ZAccountResponse = ZAuthResponse.extend({
  userFeedback: z.boolean(),
  wantsLawyerContact: z.boolean(),
});
export type TAccountResponse = z.infer<typeof ZAccountResponse>;

/** GET /users/profile */
export const ZProfile = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  hasFeedback: z.boolean(),
  hasPassword: z.boolean(),
  emailVerified: z.boolean(),
  mailDelivery: ZMailDelivery,
  /**
   * The number a lawyer would call, shown for confirmation in the lawyer modal; null: none
   * (absent from a server of an earlier release).
   */
  cellphone: z.string().nullable().optional(),
});
export type TProfile = z.infer<typeof ZProfile>;

/**
 * A customer's own open lawyer request, as they see it: when it was sent, the promised time, and
 * how the lawyer will reach them.
 */
export const ZMyLawyerRequest = z.object({
  requestedAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  /** Their cellphone (a call or WhatsApp) or, without one, their e-mail. */
  channel: z.enum(['phone', 'email']),
  /** The number, partly hidden ("(11) 9…-4321"), or the e-mail. */
  contact: z.string(),
});
export type TMyLawyerRequest = z.infer<typeof ZMyLawyerRequest>;

/**
 * PUT /users/feedback/wants-lawyer-contact. `userServiceId` names the analysis the request is
 * about (one of the caller's); without it, their latest. A second "Sim" about the same analysis
 * while a request is open updates that request instead of adding one. `cellphone` is the number
 * the person confirmed (or corrected) in the modal: the one the lawyer calls.
 */
export const ZWantsLawyerContactRequest = z.object({
  wantsLawyerContact: z.literal(true),
  userServiceId: z.uuid('Identificador de análise inválido').optional(),
  cellphone: z.string().regex(CELLPHONE_PATTERN, CELLPHONE_MESSAGE).optional(),
});
export type TWantsLawyerContactRequest = z.infer<typeof ZWantsLawyerContactRequest>;

export const ZWantsLawyerContactResponse = z.object({
  wantsLawyerContact: z.boolean(),
  dueAt: z.iso.datetime(),
  request: ZMyLawyerRequest,
});
export type TWantsLawyerContactResponse = z.infer<typeof ZWantsLawyerContactResponse>;

/**
 * POST /users/password: a lead account sets (or a user changes) its password. Changing an
 * existing password requires the current one.
 */
export const ZSetPasswordRequest = z.object({
  password: ZPassword,
  currentPassword: z.string().max(200, 'Senha longa demais').optional(),
});
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

/** POST /auth/code: mail a one-time code (and link) to sign in or to confirm the e-mail. */
export const ZCodeRequest = z.object({ email: ZEmail });
export type TCodeRequest = z.infer<typeof ZCodeRequest>;

/** The same answer for every e-mail, with or without an account (no enumeration). */
export const ZCodeResponse = z.object({
  delivery: ZMailDelivery,
  validMinutes: z.number().int().positive(),
});
export type TCodeResponse = z.infer<typeof ZCodeResponse>;

/** Digits of a one-time code. */
export const CODE_LENGTH = 6;

/** POST /auth/code/verify: the e-mail and its code, or the token of the e-mailed link. */
export const ZVerifyCodeRequest = z.union([
  z.object({
    email: ZEmail,
    code: z
      .string({ error: REQUIRED })
      .trim()
      .regex(/^\d{6}$/u, `O código tem ${CODE_LENGTH} dígitos`),
  }),
  z.object({ token: z.string().min(20).max(100) }),
]);
export type TVerifyCodeRequest = z.output<typeof ZVerifyCodeRequest>;

/**
 * GET /users/me/export: everything kept about the signed-in person (LGPD art. 18, V —
 * portability), as the privacy page promises: account and lead details, analyses with their
 * results, lawyer requests and findings reported as wrong.
 */
export const ZUserExport = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  account: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerifiedAt: z.iso.datetime({ offset: true }).nullable(),
    hasPassword: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    lead: z.object({
      status: z.string(),
      qualifiedAt: z.iso.datetime({ offset: true }).nullable(),
      companyName: z.string().nullable(),
      employeesNumber: z.string().nullable(),
      businessSegment: z.string().nullable(),
      cellphone: z.string().nullable(),
      /** Where the team's follow-up of the lead stands (LEAD_STATUSES). */
      followUp: z.string(),
    }),
    wantsLawyerContact: z.boolean(),
  }),
  analyses: z.array(
    z.object({
      userServiceId: z.string(),
      fileName: z.string(),
      fileSize: z.number(),
      status: z.string(),
      contractType: z.string().nullable(),
      score: z.number().nullable(),
      readerSide: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
      results: z.unknown(),
    }),
  ),
  lawyerRequests: z.array(
    z.object({
      requestedAt: z.iso.datetime({ offset: true }),
      dueAt: z.iso.datetime({ offset: true }),
      handledAt: z.iso.datetime({ offset: true }).nullable(),
      userServiceId: z.string().nullable(),
      /** The call-back's state, and every change the team recorded (notes included). */
      state: z.string(),
      history: z.array(
        z.object({
          kind: z.string(),
          toState: z.string().nullable(),
          note: z.string().nullable(),
          createdAt: z.iso.datetime({ offset: true }),
        }),
      ),
    }),
  ),
  findingReports: z.array(
    z.object({
      userServiceId: z.string(),
      findingId: z.string(),
      reason: z.string(),
      comment: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type TUserExport = z.infer<typeof ZUserExport>;
