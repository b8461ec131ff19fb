import type { Database } from '../db/database';

/** A mail the server sends; `secrets` are the one-time values in the body, masked in the admin view. */
export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  secrets: string[];
}

/** What the mail plugin decorates the app with. */
export interface Mailer {
  /** Writes the mail to the outbox; delivered by SMTP when configured, else written to the server log. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Writes the mail to the outbox with `db`, a transaction's handle, so the mail exists if and only if
   * what it tells of (a code, a link) is committed with it. The function it answers hands the mail on
   * as `send` does: call it once the transaction has committed.
   */
  queue(db: Database, mail: OutgoingMail): Promise<() => void>;
  /** One delivery pass over the due mails (the worker's tick; tests call it directly). */
  deliverDue(): Promise<void>;
}
