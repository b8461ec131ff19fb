import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** What a listener on a channel hears, in the order the database sends it. */
export interface ChangeListener {
  /** A notification's payload, once the transaction that sent it has committed. */
  onChange(payload: string): void;
  /**
   * Listening has started, or started again after a loss: from now on every committed change is
   * heard. Changes made while nobody listened were not, so whatever was kept from before must go.
   */
  onListening(): void;
  /** Listening stopped (the connection failed): until `onListening`, changes go unheard. */
  onLost(): void;
}

/** Notifications (PostgreSQL's LISTEN/NOTIFY) of changes committed by any connection to the database. */
export interface DatabaseChanges {
  /** Listens on `channel` until the returned stop is called. */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
  /** Settles once every listener has heard each change committed before the call. */
  caughtUp(): Promise<void>;
}

/**
 * PGlite is one backend in this process: a notification arrives with the output of the statement that
 * committed it, before that statement's promise settles, and the connection cannot fail apart from the
 * database itself.
 */
export function pgliteChanges(client: PGlite): DatabaseChanges {
  return {
    async listen(channel, listener) {
      const stop = await client.listen(channel, (payload) => listener.onChange(payload));
      listener.onListening();
      return stop;
    },
    // Heard already: with the output of the statement that committed it.
    caughtUp: async () => undefined,
  };
}

/** The first wait before listening again after a failed connection; it doubles up to the longest. */
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/**
 * PostgreSQL: one dedicated connection per channel (a pooled one would be handed to queries and lose
 * its LISTEN). When it fails, the listener hears `onLost` at once and the connection is opened again,
 * waiting longer after each failure; `onListening` says when changes are heard again. Operators see it
 * in pg_stat_activity as application_name 'energy-post-trade changes'.
 */
export function postgresChanges(url: string, warn: (message: string) => void): DatabaseChanges {
  const listening = new Set<Client>();
  return {
    // A backend sends its client every notification committed so far before it answers a statement.
    async caughtUp() {
      await Promise.all([...listening].map((client) => client.query('SELECT 1').catch(() => undefined)));
    },
    async listen(channel, listener) {
      let stopped = false;
      let client: Client | null = null;
      let retryTimer: NodeJS.Timeout | null = null;
      let retryMs = FIRST_RETRY_MS;

      const connect = async (): Promise<void> => {
        const next = new Client({
          connectionString: url,
          application_name: 'energy-post-trade changes',
          keepAlive: true,
        });
        let lost = false;
        const onFailure = (error?: Error) => {
          if (lost) return;
          lost = true;
          listening.delete(next);
          listener.onLost();
          next.removeAllListeners('notification');
          void next.end().catch(() => undefined);
          if (stopped) return;
          warn(
            `[database] stopped hearing changes on '${channel}'${error ? `: ${error.message}` : ''}; listening again`,
          );
          retryTimer = setTimeout(() => {
            retryTimer = null;
            void connect();
          }, retryMs);
          retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
        };
        next.on('error', onFailure);
        next.on('end', () => onFailure());
        next.on('notification', (message) => {
          if (message.channel === channel) listener.onChange(message.payload ?? '');
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${quoteIdentifier(channel)}`);
        } catch (error) {
          // Heard as a loss, and tried again: until then the listener simply hears nothing.
          onFailure(error as Error);
          return;
        }
        if (stopped) {
          await next.end();
          return;
        }
        client = next;
        listening.add(next);
        retryMs = FIRST_RETRY_MS;
        listener.onListening();
      };

      await connect();
      return async () => {
        stopped = true;
        if (retryTimer) clearTimeout(retryTimer);
        const current = client;
        client = null;
        if (current) {
          listening.delete(current);
          current.removeAllListeners();
          current.on('error', () => undefined);
          await current.end().catch(() => undefined);
        }
      };
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
