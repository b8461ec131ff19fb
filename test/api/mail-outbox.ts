import type { FastifyInstance } from 'fastify';
import type { MailRow } from '@server/mail/outbox-repository';

/** The newest outbox mail to `recipient`, waiting briefly: some routes answer before they write it. */
export async function waitForMail(app: FastifyInstance, recipient: string, after = 0): Promise<MailRow> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await app.repos.mailOutbox.newest(100);
    const mail = rows.find((row) => row.recipient === recipient && row.id > after);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No mail to ${recipient} arrived.`);
}

/** The id of the newest mail so far (0 when empty), to wait for one written after it. */
export async function latestMailId(app: FastifyInstance): Promise<number> {
  const rows = await app.repos.mailOutbox.newest(1);
  return rows[0]?.id ?? 0;
}

export function resetTokenIn(body: string): string {
  const match = /reset_password\?hash=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`No reset link in: ${body}`);
  return match[1];
}

export function loginCodeIn(body: string): string {
  const match = /code is (\d{8})/.exec(body);
  if (!match?.[1]) throw new Error(`No one-time code in: ${body}`);
  return match[1];
}
