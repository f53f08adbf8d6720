import type {
  TLawyerRequestEventKind,
  TLawyerRequestState,
  TStaffNotificationChannel,
  TStaffNotificationKind,
  TStaffNotificationStatus,
  TAnalysis,
  TAnalysisStage,
  TErrorCode,
  TFindingFeedbackReason,
  TLeadStatus,
  TPreview,
} from '@contrato-claro/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { encryptedJson, encryptedText } from './encryption';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const USER_STATUSES = ['registered', 'qualified_lead'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

/**
 * People with an account, and identities waiting for their e-mail to be confirmed. A registration
 * always creates an unverified identity (it sees only what it claimed); proving the mailbox with a
 * one-time code joins every unverified identity of that e-mail into the one verified account,
 * which it becomes when there is none. E-mails are stored lower-cased and unique among verified
 * accounts only, so nobody can squat an e-mail. Only verified accounts sign in with a password.
 * Name, e-mail, company and phone are encrypted (see encryption.ts); e-mails are found and kept
 * unique by `email_hash`, their blind index. The `lower(email)` indexes serve the rows of earlier
 * releases until re-encrypted (a later release drops them).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: encryptedText('email').notNull(),
    /** Blind index of `email` (emailIndex); null on a row of an earlier release. */
    emailHash: text('email_hash'),
    name: encryptedText('name').notNull(),
    passwordHash: text('password_hash'),
    companyName: encryptedText('company_name'),
    employeesNumber: text('employees_number'),
    businessSegment: text('business_segment'),
    cellphone: encryptedText('cellphone'),
    status: text('status').$type<TUserStatus>().notNull().default('registered'),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    /** Where the team stands with this lead (`/equipe/leads`); meaningful once qualified. */
    leadStatus: text('lead_status').$type<TLeadStatus>().notNull().default('qualified_lead'),
    hasFeedback: boolean('has_feedback').notNull().default(false),
    wantsLawyerContact: boolean('wants_lawyer_contact').notNull().default(false),
    /** When the mailbox was proven (one-time code); null for an unverified identity. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Tokens carry it (`ver`); raising it revokes them (logout, password change). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_verified_email_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.emailVerifiedAt} is not null`),
    index('users_email_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_verified_email_hash_key')
      .on(table.emailHash)
      .where(sql`${table.emailVerifiedAt} is not null`),
    index('users_email_hash_idx').on(table.emailHash),
    check('users_status_check', sql`${table.status} in ('registered', 'qualified_lead')`),
    // LEAD_STATUSES of shared.
    check(
      'users_lead_status_check',
      sql`${table.leadStatus} in ('qualified_lead', 'contatado', 'cliente', 'descartado')`,
    ),
    index('users_qualified_idx')
      .on(table.qualifiedAt)
      .where(sql`${table.qualifiedAt} is not null`),
  ],
);

export const ANALYSIS_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
/** `txt`: a contract pasted as text (POST /contracts/text), stored as UTF-8. */
export const FILE_KINDS = ['pdf', 'docx', 'txt'] as const;

/**
 * One uploaded contract and its analysis job. The table is also the durable job queue of embedded
 * mode: a worker claims the oldest `queued` row atomically. (Scale-out mode queues in pg-boss.)
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the uploader's cookie secret; the secret itself is never stored. */
    uploaderSecretHash: text('uploader_secret_hash').notNull(),
    fileName: encryptedText('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileKind: text('file_kind').$type<(typeof FILE_KINDS)[number]>().notNull(),
    /** Name of the stored upload under DATA_DIR/files; null once analysed (the file is deleted). */
    filePath: text('file_path'),
    status: text('status').$type<(typeof ANALYSIS_STATUSES)[number]>().notNull().default('queued'),
    stage: text('stage').$type<TAnalysisStage>(),
    percent: integer('percent').notNull().default(0),
    /** The scanned page OCR is reading and how many it will read; null for a text document. */
    scanPage: integer('scan_page'),
    scanPages: integer('scan_pages'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Memory cap (MB) of the analysis' next attempt when raised for its retry after running out
     * of memory; null: ANALYSIS_MEMORY_MB. On the row, so the retry survives a restart.
     */
    memoryMb: integer('memory_mb'),
    errorCode: text('error_code').$type<TErrorCode>(),
    /** Technical detail for operators; never contract text, never sent to clients. */
    errorMessage: text('error_message'),
    pageCount: integer('page_count'),
    contractType: text('contract_type'),
    score: integer('score'),
    preview: encryptedJson<TPreview>()('preview'),
    results: encryptedJson<TAnalysis>()('results'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Unclaimed analyses are purged after this moment (ANALYSIS_RETENTION_DAYS). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * The side the reader says they are ("locatario", or as sent on upload: "LOCATÁRIO"), or null
     * for the neutral analysis. `results` stays neutral; the side is applied when serving.
     */
    readerSide: text('reader_side'),
    /**
     * Who sent it, for fair use: an HMAC of the client's IP (not reversible without the server's
     * secret), shared by every upload from that address. Null on rows older than fair use.
     */
    clientKey: text('client_key'),
    /** Queue order, highest first: minus the jobs the same client had waiting when it came. */
    priority: integer('priority').notNull().default(0),
    /**
     * The lease of a running job: its worker refreshes it every few seconds; a stale one means the
     * worker died, and the job is put back in the queue (see requeueStaleJobs). Null while queued,
     * and on jobs claimed by a release that did not write it (never taken from them).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /**
     * CPU time (ms) the analysis used, its OCR tools included (its time budget is counted in it):
     * what fair use charges its client. Null before it ends, and on rows older than the column.
     */
    cpuMs: integer('cpu_ms'),
    // Versions (issue 25): a revision uploaded from an analysis is a row of its own.
    /** The analysis this one is a revised version of (what it is compared with); null: a first version. */
    previousId: uuid('previous_id').references((): AnyPgColumn => analyses.id, {
      onDelete: 'cascade',
    }),
    /** The first version of the chain (what history groups by); null on the first version itself. */
    versionRootId: uuid('version_root_id').references((): AnyPgColumn => analyses.id, {
      onDelete: 'cascade',
    }),
    /** The findings of the owner's last message to the other party, checked in the comparison. */
    requestedFindingIds: jsonb('requested_finding_ids').$type<string[]>(),
  },
  (table) => [
    index('analyses_version_root_idx').on(table.versionRootId),
    index('analyses_client_idx').on(table.clientKey, table.createdAt),
    index('analyses_uploader_idx').on(table.uploaderSecretHash, table.createdAt),
    index('analyses_queue_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} in ('queued', 'processing')`),
    index('analyses_unclaimed_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.ownerId} is null`),
    index('analyses_owner_idx').on(table.ownerId, table.createdAt),
    check(
      'analyses_status_check',
      sql`${table.status} in ('queued', 'processing', 'done', 'failed')`,
    ),
    check('analyses_file_kind_check', sql`${table.fileKind} in ('pdf', 'docx', 'txt')`),
    check('analyses_percent_check', sql`${table.percent} between 0 and 100`),
  ],
);

/**
 * The owner's own .docx of an analysis, kept (encrypted, base64) so that "Baixar com sugestões
 * (Word)" marks the suggestions in their file, formatting and all. Only .docx uploads have one;
 * it goes with the analysis (cascade).
 */
export const analysisOriginals = pgTable('analysis_originals', {
  analysisId: uuid('analysis_id')
    .primaryKey()
    .references(() => analyses.id, { onDelete: 'cascade' }),
  content: encryptedText('content').notNull(),
  createdAt: createdAt(),
});

/**
 * Uploads of a client (by `clientKey`) refused for what they would have cost (a PDF the pre-check
 * calls too complex or too long): fair use sends its next jobs to the back for a while. Nothing
 * else of the refused file is kept.
 */
export const clientStrikes = pgTable(
  'client_strikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientKey: text('client_key').notNull(),
    errorCode: text('error_code').$type<TErrorCode>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('client_strikes_client_idx').on(table.clientKey, table.createdAt)],
);

/** "Gostaria de consultar um advogado?" — each yes is a row, due 4 hours after the request. */
export const lawyerRequests = pgTable(
  'lawyer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** First contact effort (a call attempt, `em_contato` or `concluido`): the SLA is met when ≤ dueAt. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The call-back queue's state (LAWYER_REQUEST_STATES of shared). */
    state: text('state').$type<TLawyerRequestState>().notNull().default('novo'),
    assignedTo: uuid('assigned_to').references((): AnyPgColumn => staffMembers.id, {
      onDelete: 'set null',
    }),
    /** Calls that went unanswered. */
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lawyer_requests_user_idx').on(table.userId),
    // The funnel follows each analysis to its request (and the customer's history finds it).
    index('lawyer_requests_analysis_idx').on(table.analysisId),
    index('lawyer_requests_open_idx')
      .on(table.dueAt)
      .where(sql`${table.handledAt} is null`),
    index('lawyer_requests_state_idx').on(table.state, table.dueAt),
    check(
      'lawyer_requests_state_check',
      sql`${table.state} in ('novo', 'em_contato', 'concluido', 'sem_resposta')`,
    ),
  ],
);

/** Every change of a lawyer request (state, assignment, attempt, note): who, what and when. */
export const lawyerRequestEvents = pgTable(
  'lawyer_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => lawyerRequests.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references((): AnyPgColumn => staffMembers.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').$type<TLawyerRequestEventKind>().notNull(),
    fromState: text('from_state').$type<TLawyerRequestState>(),
    toState: text('to_state').$type<TLawyerRequestState>(),
    assignedTo: uuid('assigned_to').references((): AnyPgColumn => staffMembers.id, {
      onDelete: 'set null',
    }),
    /** What a lawyer wrote about the customer: personal data, so encrypted like theirs. */
    note: encryptedText('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('lawyer_request_events_request_idx').on(table.requestId, table.createdAt),
    check(
      'lawyer_request_events_kind_check',
      sql`${table.kind} in ('state', 'assign', 'attempt', 'note')`,
    ),
  ],
);

/**
 * The outbox of staff notifications about lawyer requests: one row per request, kind and channel,
 * inserted with the request (or by the reminder sweep) and sent by whichever process claims it
 * first (row lock), so a restart loses none and scale-out sends each once. Failures retry with
 * backoff; after the last attempt the row is `dead` (the dead letter admins see). Rows hold ids
 * and technical errors only, never personal data.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => lawyerRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TStaffNotificationKind>().notNull(),
    channel: text('channel').$type<TStaffNotificationChannel>().notNull(),
    status: text('status').$type<TStaffNotificationStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_notifications_once_key').on(table.requestId, table.kind, table.channel),
    index('staff_notifications_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('staff_notifications_kind_check', sql`${table.kind} in ('new_request', 'reminder')`),
    check(
      'staff_notifications_channel_check',
      sql`${table.channel} in ('email', 'webhook', 'log')`,
    ),
    check('staff_notifications_status_check', sql`${table.status} in ('pending', 'sent', 'dead')`),
  ],
);

/** First-party analytics: a closed list of event names with validated properties. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    properties: encryptedJson<Record<string, unknown>>()('properties').notNull().default({}),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The analysis the event is about. No foreign key: the id outlives an analysis purged
     * unclaimed, so the funnel still ties that upload to its preview and clicks (its cohort). A
     * made-up id never gets in: events are linked only to analyses that exist when recorded.
     */
    analysisId: uuid('analysis_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('analytics_events_name_idx').on(table.name, table.createdAt),
    index('analytics_events_user_idx').on(table.userId),
    // A lead's clicked criterion, and an account's erasure, look events up by analysis.
    index('analytics_events_analysis_idx').on(table.analysisId, table.name),
  ],
);

/**
 * "Isto está errado?": a finding its owner says is wrong, kept with the analysis for the team to
 * review (one per finding; a second report replaces the first). `reviewed_at` is the team's.
 */
export const findingFeedback = pgTable(
  'finding_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    findingId: text('finding_id').notNull(),
    /** The finding's rule, so the team can weigh reports rule by rule. */
    rule: text('rule').notNull(),
    reason: text('reason').$type<TFindingFeedbackReason>().notNull(),
    comment: encryptedText('comment'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('finding_feedback_finding_key').on(table.analysisId, table.findingId),
    index('finding_feedback_open_idx')
      .on(table.createdAt)
      .where(sql`${table.reviewedAt} is null`),
    // FINDING_FEEDBACK_REASONS of shared.
    check(
      'finding_feedback_reason_check',
      sql`${table.reason} in ('nao_se_aplica', 'trecho_errado', 'gravidade_exagerada', 'outro')`,
    ),
  ],
);

/**
 * One-time codes sent by e-mail (sign-in or confirmation): a 6-digit code and a link token, both
 * stored as SHA-256 only, valid for minutes, with a few attempts. One live code per e-mail.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: encryptedText('email').notNull(),
    /** Blind index of `email`: what lookups use. An e-mail has up to MAX_LIVE_CODES live codes. */
    emailHash: text('email_hash'),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').notNull(),
    /**
     * Unused since wrong guesses are counted per requester (`email_code_guesses`); kept for the
     * release before, which still writes it during a rolling upgrade. A later release drops it.
     */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_codes_email_key').on(table.email),
    index('email_codes_email_hash_idx').on(table.emailHash),
    uniqueIndex('email_codes_link_token_key').on(table.linkTokenHash),
  ],
);

/**
 * Wrong guesses at a code by one requester (`clientKeyOf`): after MAX_CODE_ATTEMPTS the code is
 * cancelled for that requester only, so a stranger's guesses never cancel the owner's code.
 */
export const emailCodeGuesses = pgTable(
  'email_code_guesses',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => emailCodes.id, { onDelete: 'cascade' }),
    requesterKey: text('requester_key').notNull(),
    wrong: integer('wrong').notNull(),
  },
  (table) => [uniqueIndex('email_code_guesses_key').on(table.codeId, table.requesterKey)],
);

/**
 * One row per access token issued (its `sid`): a token whose session was not used for the idle
 * timeout (TOKEN_IDLE_MINUTES) stops working, whatever its expiry. Holds no personal data.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_last_used_idx').on(table.lastUsedAt)],
);

/**
 * Failed password logins of one account from one address (key: SHA-256 of both), for the
 * exponential delay; a success deletes the row, so the owner is never locked out by others.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});

export const STAFF_ROLES = ['admin', 'advogado'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

/**
 * The team (back office at /equipe), apart from customers: a customer account never becomes
 * staff, and their tokens are told apart (audience). A member is invited by an admin (the first
 * admin by `npm run admin:create`), sets a password through the e-mailed link (which proves the
 * mailbox) and signs in with that password and a code mailed at each sign-in. Members are
 * deactivated, never deleted, so the audit trail keeps naming who did what.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<TStaffRole>().notNull(),
    passwordHash: text('password_hash'),
    /** When the invitation link was used (it proves the mailbox); null while invited. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Staff tokens carry it (`ver`); raising it revokes them (logout, deactivation, new password). */
    tokenVersion: integer('token_version').notNull().default(0),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => staffMembers.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_members_email_key').on(sql`lower(${table.email})`),
    check('staff_members_role_check', sql`${table.role} in ('admin', 'advogado')`),
  ],
);

export const STAFF_CODE_PURPOSES = ['setup', 'login'] as const;
export type TStaffCodePurpose = (typeof STAFF_CODE_PURPOSES)[number];

/**
 * One-time secrets of staff members, stored as SHA-256 only, one live per member and purpose:
 * `setup`, the invitation link's token (set the password); `login`, the 6-digit code mailed after
 * a right password, tied to the challenge id the browser holds.
 */
export const staffCodes = pgTable(
  'staff_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TStaffCodePurpose>().notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_codes_member_purpose_key').on(table.staffId, table.purpose),
    check('staff_codes_purpose_check', sql`${table.purpose} in ('setup', 'login')`),
  ],
);

/**
 * What staff did, for LGPD accountability: who, which action, on what (type and id), when. Never
 * personal data: a target is an id. `subject_user_id` names the customer whose data was touched,
 * and is cleared when that customer is erased, so the trail keeps no link to a deleted person.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What a refused attempt tried ("GET /api/staff/leads/export"); never personal data. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_subject_idx').on(table.subjectUserId),
  ],
);

export type TUserRow = typeof users.$inferSelect;
export type TAnalysisRow = typeof analyses.$inferSelect;
export type TLawyerRequestRow = typeof lawyerRequests.$inferSelect;
export type TAnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type TStaffMemberRow = typeof staffMembers.$inferSelect;
