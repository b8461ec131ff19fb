import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';

/** The app is handed an open, migrated database; `onClose` lets its opener close it with the app. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { db: Database; onClose?: () => Promise<void> }) => {
    app.decorate('db', options.db);
    const { onClose } = options;
    if (onClose) app.addHook('onClose', async () => onClose());
  },
  { name: 'db' },
);
