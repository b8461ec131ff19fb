import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
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

let refusals = 0;

/**
 * Makes the outbox refuse every mail to `recipient` (a database error on insert, as an outbox that cannot
 * be written gives) until the returned function lifts it.
 */
export async function refuseMailsTo(app: FastifyInstance, recipient: string): Promise<() => Promise<void>> {
  refusals += 1;
  const name = `refuse_test_mail_${refusals}`;
  const literal = `'${recipient.replaceAll("'", "''")}'`;
  await app.db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.recipient = ${literal} THEN RAISE EXCEPTION 'the outbox refuses this mail'; END IF;
        RETURN NEW;
      END $$`),
  );
  await app.db.execute(
    sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION ${name}()`),
  );
  return async () => {
    await app.db.execute(sql.raw(`DROP TRIGGER ${name} ON mail_outbox`));
    await app.db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}
