import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { MailSortColumn, PageOf, Paging, Sorting } from '@shared/contract';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import { offsetSource, orderBy, pagedQuery, textKey } from '../db/paged-query';

export type MailRow = typeof mailOutbox.$inferSelect;
const sortKeys = {
  createdAt: mailOutbox.createdAt,
  recipient: textKey(mailOutbox.recipient),
  subject: textKey(mailOutbox.subject),
  status: mailOutbox.status,
} as const;

export type NewMail = Pick<typeof mailOutbox.$inferInsert, 'recipient' | 'subject' | 'body' | 'secrets' | 'createdAt'>;

export function createMailOutboxRepository(db: Database) {
  return {
    /**
     * Writes a mail: PENDING for the delivery worker, or, without SMTP, LOGGED at once (written to
     * the server log, never sent), so no reader ever sees a PENDING row that nobody will deliver.
     */
    async enqueue(mail: NewMail, status: 'PENDING' | 'LOGGED' = 'PENDING'): Promise<MailRow> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, status, nextAttemptAt: mail.createdAt, sentAt: status === 'LOGGED' ? mail.createdAt : null })
        .returning();
      if (!row) throw new Error('Inserting into mail_outbox returned no row.');
      return row;
    },

    /** Pending mails whose next attempt is due, oldest first. */
    async due(now: Date, limit: number): Promise<MailRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(limit);
    },

    /**
     * Takes a due mail for sending by moving its next attempt to `leaseUntil`; false if another
     * worker (another server behind the balancer) took it first.
     */
    async claim(id: number, seenNextAttemptAt: Date, leaseUntil: Date): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(
          and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'PENDING'), eq(mailOutbox.nextAttemptAt, seenNextAttemptAt)),
        )
        .returning({ id: mailOutbox.id });
      return rows.length === 1;
    },

    async update(
      id: number,
      change: Partial<Pick<MailRow, 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'sentAt'>>,
    ): Promise<void> {
      await db.update(mailOutbox).set(change).where(eq(mailOutbox.id, id));
    },

    /** The latest mails, newest first. */
    async newest(limit: number): Promise<MailRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
    },

    /** A page of the outbox report; ties (mails of one second, status or recipient) broken by id. */
    page(paging: Paging, { columnName, sortOrder }: Sorting<MailSortColumn>): Promise<PageOf<MailRow>> {
      const source = offsetSource({
        count: () => db.$count(mailOutbox),
        rows: (order, limit, offset) =>
          db
            .select()
            .from(mailOutbox)
            .orderBy(...orderBy(order))
            .limit(limit)
            .offset(offset),
      });
      return pagedQuery(source, paging, { key: sortKeys[columnName], sortOrder, tieBreak: mailOutbox.id });
    },

    async findById(id: number): Promise<MailRow | null> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
