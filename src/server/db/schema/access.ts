// Access: memberships, sessions, second factor, passwords, throttling, the mail outbox and client
// error reports.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations, timestamptz, users } from './base';

export const userOrganisations = pgTable(
  'user_organisations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organisationId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie value: a leaked table row cannot be replayed as a cookie.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    // What the user's session list shows: the browser's User-Agent and the client address at sign-in.
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Per-user TOTP state besides the active secret (users.totp_secret). */
export const twoFactorStates = pgTable('two_factor_states', {
  userId: userId().primaryKey(),
  // A secret shown during setup, active only once a code from it has been verified.
  pendingSecret: text('pending_secret'),
  pendingCreatedAt: timestamptz('pending_created_at'),
  // The session that started the setup: only its own starts (a double click, a second tab) see the
  // secret again; any other session's start makes a new one, so no other session learns it.
  pendingSessionId: text('pending_session_id'),
  // The last TOTP time step accepted at login: each step's code works once only (replay protection).
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Earlier password hashes, newest first by created_at, so a reset cannot bring an old password back. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_history_user_id_idx').on(table.userId, table.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    // SHA-256 of the token in the link: a leaked row is no usable link.
    tokenHash: text('token_hash').primaryKey(),
    userId: userId(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** When this link set the password; null for one retired unused (`usedAt` alone: another set it). */
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** One-time login codes sent by mail, bound to the login attempt (browser pre-session) that asked. */
export const emailLoginCodes = pgTable(
  'email_login_codes',
  {
    userId: userId(),
    // Hash of the pre-session nonce: the code works only in the browser that requested it.
    attemptId: text('attempt_id').notNull(),
    // HMAC of the code under the server secret: eight digits are too few to survive an unkeyed hash.
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    failures: integer('failures').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.attemptId] })],
);

/**
 * Counters per window: failed logins per submitted user name ('name') and per client address
 * ('address'); password-reset mail requests per user ('reset-mail-user', key: the user id) and per
 * client address ('reset-mail-address'). The kind is plain text in the database: no migration per kind.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    kind: text('kind', { enum: ['name', 'address', 'reset-mail-user', 'reset-mail-address'] }).notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/**
 * Requests counted against a rolling limit (the reset mails per user name and per client address):
 * one row per accepted request, so the limit holds over any hour, not per fixed window.
 */
export const requestHits = pgTable(
  'request_hits',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: ['reset-mail-user', 'reset-mail-repeat', 'reset-mail-address', 'client-report-address', 'reset-retry'],
    }).notNull(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [
    index('request_hits_key_idx').on(table.kind, table.key, table.at),
    index('request_hits_at_idx').on(table.kind, table.at),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // The one-time secrets (link tokens, codes) inside the body, so the admin view can mask them.
    secrets: jsonb('secrets').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED', 'LOGGED'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    index('mail_outbox_status_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created_at_idx').on(table.createdAt),
  ],
);

// A function, not a shared object: each table needs its own column builders.
const clientContext = () => ({
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ip: text('ip').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: serial('id').primaryKey(),
    ...clientContext(),
    time: text('time').notNull(),
    url: text('url').notNull(),
    userName: text('user_name'),
    selectedOrg: text('selected_org'),
    errorName: text('error_name').notNull(),
    errorMessage: text('error_message').notNull(),
    errorStack: text('error_stack'),
  },
  (table) => [
    index('client_error_reports_ip_idx').on(table.ip, table.createdAt),
    // One report of one error, however often it is sent (a retry, a tab sending it twice): the same
    // client, the same moment and the same words, whose message carries the reference code the user was
    // shown. Its texts by their digest, which an index holds whatever their length.
    uniqueIndex('client_error_reports_once_idx').on(
      table.ip,
      table.time,
      sql`md5(${table.url} || chr(10) || ${table.errorName} || chr(10) || ${table.errorMessage} || chr(10) || coalesce(${table.errorStack}, '') || chr(10) || coalesce(${table.userName}, '') || chr(10) || coalesce(${table.selectedOrg}, ''))`,
    ),
  ],
);

export const unsupportedBrowserLogs = pgTable(
  'unsupported_browser_logs',
  {
    id: serial('id').primaryKey(),
    ...clientContext(),
    browser: text('browser').notNull(),
    version: text('version').notNull(),
    organisationId: integer('organisation_id'),
    /** The stored id (a digest, not the cookie) of the session that sent it; null without one. */
    sessionId: text('session_id'),
  },
  (table) => [
    index('unsupported_browser_logs_ip_idx').on(table.ip, table.createdAt),
    // The log is sent once after a sign-in (access spec section 4): sent again in the same session (a
    // retry, a double send, a reload) it is the same fact, kept once. Rows without a session never clash.
    uniqueIndex('unsupported_browser_logs_once_idx').on(
      table.sessionId,
      table.browser,
      table.version,
      sql`coalesce(${table.organisationId}, 0)`,
    ),
  ],
);
