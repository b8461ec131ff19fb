import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { DatabaseChanges } from '../db/database-changes';

/**
 * The app is handed an open, migrated database, with its announcements of committed changes when it has
 * them (a test may go without); `onClose` lets its opener close it with the app.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { db: Database; changes?: DatabaseChanges; onClose?: () => Promise<void> }) => {
    app.decorate('db', options.db);
    app.decorate('changes', options.changes ?? null);
    const { onClose } = options;
    if (onClose) app.addHook('onClose', async () => onClose());
  },
  { name: 'db' },
);
