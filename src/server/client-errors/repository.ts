import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clientErrorReports, unsupportedBrowserLogs } from '../db/schema';

export function createClientReportsRepository(db: Database) {
  return {
    async addErrorReport(row: typeof clientErrorReports.$inferInsert): Promise<void> {
      await db.insert(clientErrorReports).values(row);
    },

    async addUnsupportedBrowser(row: typeof unsupportedBrowserLogs.$inferInsert): Promise<void> {
      await db.insert(unsupportedBrowserLogs).values(row);
    },

    /** Rows of both kinds stored from `ip` after `since`: what the per-address rate limit counts. */
    async countFrom(ip: string, since: Date): Promise<number> {
      const [errors] = await db.select({ value: count() }).from(clientErrorReports).where(and(eq(clientErrorReports.ip, ip), gt(clientErrorReports.createdAt, since)));
      const [browsers] = await db
        .select({ value: count() })
        .from(unsupportedBrowserLogs)
        .where(and(eq(unsupportedBrowserLogs.ip, ip), gt(unsupportedBrowserLogs.createdAt, since)));
      return (errors?.value ?? 0) + (browsers?.value ?? 0);
    },
  };
}

export type ClientReportsRepository = ReturnType<typeof createClientReportsRepository>;
