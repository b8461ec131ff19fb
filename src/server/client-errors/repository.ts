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
  };
}

export type ClientReportsRepository = ReturnType<typeof createClientReportsRepository>;
