import type { Database } from '../db/database';
import { clientErrorReports, unsupportedBrowserLogs } from '../db/schema';

export function createClientReportsRepository(db: Database) {
  return {
    /** Stores a report once: the same report sent again (a retry, a double send) is already there. */
    async addErrorReport(row: typeof clientErrorReports.$inferInsert): Promise<void> {
      await db.insert(clientErrorReports).values(row).onConflictDoNothing();
    },

    /** Stores a log once per session (`unsupported_browser_logs_once_idx`): sent again, it is already there. */
    async addUnsupportedBrowser(row: typeof unsupportedBrowserLogs.$inferInsert): Promise<void> {
      await db.insert(unsupportedBrowserLogs).values(row).onConflictDoNothing();
    },
  };
}

export type ClientReportsRepository = ReturnType<typeof createClientReportsRepository>;
