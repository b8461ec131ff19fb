import type { MailOutboxRepository, MailRow } from './outbox-repository';

export interface MailTransport {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

export interface DeliveryPolicy {
  maxAttempts: number;
  retrySeconds: number;
}

// Mails per pass: a backlog drains over several ticks instead of one long burst.
const BATCH_SIZE = 20;
// While one server sends a mail, others behind the balancer leave it alone for this long.
const CLAIM_LEASE_MS = 5 * 60_000;

/** Exponential backoff: retrySeconds, then twice that, four times... after each failed attempt. */
export function retryDelayMs(attempts: number, retrySeconds: number): number {
  return retrySeconds * 1000 * 2 ** Math.max(0, attempts - 1);
}

/** Sends every due PENDING mail once, recording SENT, a retry time, or FAILED after the last attempt. */
export async function deliverDueMails(
  repo: MailOutboxRepository,
  transport: MailTransport,
  policy: DeliveryPolicy,
  now: () => Date,
): Promise<void> {
  for (const mail of await repo.due(now(), BATCH_SIZE)) {
    if (!(await repo.claim(mail.id, mail.nextAttemptAt, new Date(now().getTime() + CLAIM_LEASE_MS)))) continue;
    await deliverOne(repo, transport, policy, mail, now);
  }
}

async function deliverOne(
  repo: MailOutboxRepository,
  transport: MailTransport,
  policy: DeliveryPolicy,
  mail: MailRow,
  now: () => Date,
): Promise<void> {
  const attempts = mail.attempts + 1;
  try {
    await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.body });
    await repo.update(mail.id, { status: 'SENT', attempts, lastError: null, sentAt: now() });
  } catch (error) {
    const lastError = messageOf(error);
    const failed = attempts >= policy.maxAttempts;
    await repo.update(mail.id, {
      status: failed ? 'FAILED' : 'PENDING',
      attempts,
      lastError,
      nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts, policy.retrySeconds)),
    });
  }
}

/** The error's message; duck-typed, since a transport's error may come from another realm. */
function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message;
  return String(error);
}
