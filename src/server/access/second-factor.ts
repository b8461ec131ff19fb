import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/outgoing-mail';
import { createEmailLoginCodesRepository, type EmailLoginCodesRepository } from './email-login-codes-repository';
import type { TwoFactorRepository } from './two-factor-repository';
import type { UserRow } from './users-repository';
import { emailLoginCodeHash, emailLoginCodeMatches, loginAttemptIdOf, newEmailLoginCode } from './email-login-code';
import { codeWithoutSpaces, matchTotpStep } from './totp';
import { emailLoginCodeMail } from './access-mails';

/**
 * A code asked for again within this time of the last is the same click again (a double click, a
 * retry): the code mailed stands and no second is mailed, where a second would have replaced the
 * first and refused the user who typed the first mail's code.
 */
export const EMAIL_CODE_RESEND_GAP_MS = 30_000;

/**
 * The second factor at login: a code from the authenticator app (each time step once only) or, for
 * users allowed to, a one-time code sent by mail for this login attempt.
 */
export function createSecondFactor(app: {
  db: Database;
  repos: { twoFactor: TwoFactorRepository; emailLoginCodes: EmailLoginCodesRepository };
  config: Config;
  mail: Mailer;
}) {
  const { twoFactor, emailLoginCodes } = app.repos;
  const { sessionSecret, emailCodeMinutes, emailCodeMaxFailures } = app.config;

  async function verifyTotp(user: UserRow, code: string, now: Date): Promise<boolean> {
    if (!user.totpSecret) return false;
    const step = matchTotpStep(user.totpSecret, code, now.getTime());
    return step !== null && (await twoFactor.claimStep(user.id, step));
  }

  async function verifyEmailCode(user: UserRow, nonce: string, code: string, now: Date): Promise<boolean> {
    if (!user.emailCodeAllowed) return false;
    const attemptId = loginAttemptIdOf(nonce);
    const live = await emailLoginCodes.findLive(user.id, attemptId, now);
    if (!live) return false;
    if (
      emailLoginCodeMatches(
        live.codeHash,
        emailLoginCodeHash(sessionSecret, user.id, attemptId, codeWithoutSpaces(code)),
      )
    ) {
      return emailLoginCodes.consume(user.id, attemptId);
    }
    await emailLoginCodes.recordFailure(user.id, attemptId, emailCodeMaxFailures);
    return false;
  }

  return {
    /** Whether `code` is a valid second factor for this user in this browser, consuming it if so. */
    async verify(user: UserRow, presessionNonce: string, code: string, now: Date): Promise<boolean> {
      return (await verifyTotp(user, code, now)) || (await verifyEmailCode(user, presessionNonce, code, now));
    },

    /**
     * Mails a fresh one-time code bound to this browser's login attempt (replacing an earlier one),
     * unless this attempt's code was made within `EMAIL_CODE_RESEND_GAP_MS`: that one stands.
     */
    async sendEmailCode(user: UserRow, presessionNonce: string, now: Date): Promise<void> {
      const attemptId = loginAttemptIdOf(presessionNonce);
      const code = newEmailLoginCode();
      // Outside the transaction: it touches every user's expired codes, whose locks a code request
      // must not hold while it writes its own.
      await emailLoginCodes.deleteExpired(now);
      // The code and its mail in one transaction: a code whose mail could not be written would stand
      // unseen and hold back the resend that could bring one.
      const handOn = await app.db.transaction(async (tx) => {
        const replaced = await createEmailLoginCodesRepository(tx).replace(
          {
            userId: user.id,
            attemptId,
            codeHash: emailLoginCodeHash(sessionSecret, user.id, attemptId, code),
            expiresAt: new Date(now.getTime() + emailCodeMinutes * 60_000),
            createdAt: now,
          },
          new Date(now.getTime() - EMAIL_CODE_RESEND_GAP_MS),
        );
        return replaced ? app.mail.queue(tx, emailLoginCodeMail(user, code, emailCodeMinutes)) : undefined;
      });
      handOn?.();
    },
  };
}
