import type { Database } from '../db/database';
import { clientErrorReports, unsupportedBrowserLogs } from '../db/schema';

export function createClientReportsRepository(db: Database) {
  return {
    /** Stores a report once: the same report sent again (a retry, a double send) is already there. */
    async addErrorReport(row: typeof clientErrorReports.$inferInsert): Promise<void> {
      await db.insert(clientErrorReports).values(row).onConflictDoNothing();
    },

    async addUnsupportedBrowser(row: typeof unsupportedBrowserLogs.$inferInsert): Promise<void> {
      await db.insert(unsupportedBrowserLogs).values(row);
    },
  };
}

export type ClientReportsRepository = ReturnType<typeof createClientReportsRepository>;
