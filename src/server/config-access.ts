/**
 * The thresholds and lifetimes of sign-in, passwords, one-time codes and mail. Each is read
 * from the environment once at start; tests build a Config with small numbers instead.
 */
export interface AccessConfig {
  /** PUBLIC_URL: where browsers reach the app; reset links point here. Its default (from HOST and PORT) is config.ts's. */
  publicUrl: string;
  /** SMTP_URL (default unset): smtp(s)://user:pass@host:port. Unset, mails are written to the server log. */
  smtpUrl: string | null;
  /** MAIL_FROM (default 'Energy Post-Trade <no-reply@energy-post-trade.example>'): the sender of every mail. */
  mailFrom: string;
  /** MAIL_MAX_ATTEMPTS (default 5): SMTP delivery attempts before a mail is marked FAILED. */
  mailMaxAttempts: number;
  /** MAIL_RETRY_SECONDS (default 30): wait before the first retry; it doubles with every further attempt. */
  mailRetrySeconds: number;
  /** MAIL_POLL_SECONDS (default 5): how often the delivery worker looks for pending mails. */
  mailPollSeconds: number;
  /** LOGIN_SLOWDOWN_AFTER (default 3): failures of a user name after which answers are delayed. */
  loginSlowdownAfter: number;
  /** LOGIN_SLOWDOWN_STEP_MS (default 250): delay added per failure beyond LOGIN_SLOWDOWN_AFTER. */
  loginSlowdownStepMs: number;
  /** LOGIN_SLOWDOWN_MAX_MS (default 2000): the longest delay. */
  loginSlowdownMaxMs: number;
  /** LOGIN_LOCKOUT_AFTER (default 10): failures of one user name within the window that lock it. */
  loginLockoutAfter: number;
  /** LOGIN_ADDRESS_LOCKOUT_AFTER (default 50): failures from one client address within the window that lock it. */
  loginAddressLockoutAfter: number;
  /** LOGIN_FAILURE_WINDOW_MINUTES (default 15): failures older than this are forgotten. */
  loginFailureWindowMinutes: number;
  /** LOGIN_LOCKOUT_MINUTES (default 15): how long a locked name or address answers 423. */
  loginLockoutMinutes: number;
  /** EMAIL_CODE_MINUTES (default 10): lifetime of a one-time login code sent by mail. */
  emailCodeMinutes: number;
  /** EMAIL_CODE_MAX_FAILURES (default 5): wrong codes that end the login attempt (the code is discarded). */
  emailCodeMaxFailures: number;
  /** PASSWORD_RESET_MINUTES (default 60): lifetime of a password-reset link. */
  passwordResetMinutes: number;
  /** ACCOUNT_SETUP_HOURS (default 72): lifetime of the set-password link mailed to a user an administrator creates. */
  accountSetupHours: number;
  /** PASSWORD_LIFETIME_DAYS (default 90): a new password expires after this many days. */
  passwordLifetimeDays: number;
  /** PASSWORD_HISTORY_DEPTH (default 5): earlier passwords (besides the current one) that may not be reused. */
  passwordHistoryDepth: number;
  /** CLIENT_ERROR_REPORTS_PER_MINUTE (default 30): error reports and browser logs accepted per client address. */
  clientErrorReportsPerMinute: number;
  /**
   * PASSWORD_RESET_MAILS_PER_HOUR (default 3): reset mails (and links) one user can be sent per hour
   * window. Requests beyond it still answer 200 {} but mail nothing and make no link.
   */
  passwordResetMailsPerHour: number;
  /**
   * PASSWORD_RESET_MAIL_REPEAT_SECONDS (default 30): a reset mail asked for again for the same user name
   * within this time (a double click, a retry after a lost answer) is answered as the first was and
   * mails nothing: one mail, one link, and the hour's allowance spent once. 0: every request mails.
   */
  passwordResetMailRepeatSeconds: number;
  /**
   * PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_HOUR (default 20): reset-mail requests one client address
   * may make per hour window, for existing and unknown user names alike; beyond it the same silent 200 {}.
   */
  passwordResetRequestsPerAddressPerHour: number;
}

type Env = Record<string, string | undefined>;

export function loadAccessConfig(env: Env = process.env): AccessConfig {
  const int = (name: string, fallback: number) => readInteger(env, name, fallback);
  return {
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Energy Post-Trade <no-reply@energy-post-trade.example>',
    mailMaxAttempts: int('MAIL_MAX_ATTEMPTS', 5),
    mailRetrySeconds: int('MAIL_RETRY_SECONDS', 30),
    mailPollSeconds: int('MAIL_POLL_SECONDS', 5),
    loginSlowdownAfter: int('LOGIN_SLOWDOWN_AFTER', 3),
    loginSlowdownStepMs: int('LOGIN_SLOWDOWN_STEP_MS', 250),
    loginSlowdownMaxMs: int('LOGIN_SLOWDOWN_MAX_MS', 2000),
    loginLockoutAfter: int('LOGIN_LOCKOUT_AFTER', 10),
    loginAddressLockoutAfter: int('LOGIN_ADDRESS_LOCKOUT_AFTER', 50),
    loginFailureWindowMinutes: int('LOGIN_FAILURE_WINDOW_MINUTES', 15),
    loginLockoutMinutes: int('LOGIN_LOCKOUT_MINUTES', 15),
    emailCodeMinutes: int('EMAIL_CODE_MINUTES', 10),
    emailCodeMaxFailures: int('EMAIL_CODE_MAX_FAILURES', 5),
    passwordResetMinutes: int('PASSWORD_RESET_MINUTES', 60),
    accountSetupHours: int('ACCOUNT_SETUP_HOURS', 72),
    passwordLifetimeDays: int('PASSWORD_LIFETIME_DAYS', 90),
    passwordHistoryDepth: int('PASSWORD_HISTORY_DEPTH', 5),
    clientErrorReportsPerMinute: int('CLIENT_ERROR_REPORTS_PER_MINUTE', 30),
    passwordResetMailsPerHour: int('PASSWORD_RESET_MAILS_PER_HOUR', 3),
    passwordResetMailRepeatSeconds: int('PASSWORD_RESET_MAIL_REPEAT_SECONDS', 30),
    passwordResetRequestsPerAddressPerHour: int('PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_HOUR', 20),
  };
}

export function readInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Environment variable ${name} must be a non-negative integer, got '${raw}'.`);
  }
  return value;
}
