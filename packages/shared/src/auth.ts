import { z } from 'zod';
import { CELLPHONE_MESSAGE, CELLPHONE_PATTERN, EMPLOYEE_OPTIONS, SEGMENT_OPTIONS } from './lead';
import { MIN_PASSWORD_LENGTH } from './limits';

const REQUIRED = 'Campo obrigatório';

const ZEmail = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(254, 'E-mail longo demais')
  .pipe(z.email({ error: 'E-mail inválido' }))
  .transform((email) => email.toLowerCase());

const ZName = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120, 'Nome longo demais');

const ZPassword = z
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
    .trim()
    .max(200, 'Texto longo demais')
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

/** Answer of login and register (SPEC.md §7). */
export const ZAuthResponse = z.object({
  access_token: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  hasFeedback: z.boolean(),
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
});
export type TProfile = z.infer<typeof ZProfile>;

/** PUT /users/feedback/wants-lawyer-contact */
export const ZWantsLawyerContactRequest = z.object({ wantsLawyerContact: z.literal(true) });
export type TWantsLawyerContactRequest = z.infer<typeof ZWantsLawyerContactRequest>;

export const ZWantsLawyerContactResponse = z.object({
  wantsLawyerContact: z.boolean(),
  dueAt: z.iso.datetime(),
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
