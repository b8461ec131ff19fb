import { Client } from 'pg';
import type { PgliteInThread } from './pglite-thread';

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
  /**
   * Settles once every listener that is listening has heard each change committed before the call (a
   * listener between connections hears nothing, and `onLost` told it so).
   */
  caughtUp(): Promise<void>;
}

/**
 * PGlite is one backend in this process: a notification arrives with the output of the statement that
 * committed it, before that statement's promise settles, and the connection cannot fail apart from the
 * database itself.
 */
export function pgliteChanges(client: Pick<PgliteInThread, 'listen'>): DatabaseChanges {
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
 * How often the connection is asked whether it still answers, and how long it has to: a connection
 * whose peer vanished without a word (a partition, a failover without a reset) would otherwise count as
 * listening for hours, until TCP gave up, while every change went unheard.
 */
const HEARTBEAT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 10_000;
/** How long a stop waits for a connection to close politely. */
const CLOSE_WAIT_MS = 2_000;

/** PostgreSQL's announcements, and a stop for every listener still running (the database's close). */
export interface PostgresChanges extends DatabaseChanges {
  stopAll(): Promise<void>;
}

/**
 * PostgreSQL: one dedicated connection per channel (a pooled one would be handed to queries and lose
 * its LISTEN). When it fails or stops answering, the listener hears `onLost` at once and the
 * connection is opened again, waiting longer after each failure; `onListening` says when changes are
 * heard again. Operators see it in pg_stat_activity as application_name 'energy-post-trade changes'.
 */
export function postgresChanges(url: string, warn: (message: string) => void): PostgresChanges {
  /** The connections listening now. */
  const listening = new Set<Client>();
  const stops = new Set<() => Promise<void>>();
  return {
    // A backend sends its client every notification committed so far before it answers a statement, so
    // once each listening connection has answered one, every change committed before has been heard. A
    // listener that is between connections hears nothing and keeps nothing (`onLost`).
    async caughtUp() {
      await Promise.all([...listening].map((client) => client.query('SELECT 1').catch(() => undefined)));
    },
    async stopAll() {
      await Promise.all([...stops].map((stop) => stop()));
    },
    async listen(channel, listener) {
      let stopped = false;
      let retryTimer: NodeJS.Timeout | null = null;
      let retryMs = FIRST_RETRY_MS;
      let release: (() => Promise<void>) | null = null;
      let connecting: Promise<void> | null = null;

      const connect = async (): Promise<void> => {
        const next = new Client({
          connectionString: url,
          application_name: 'energy-post-trade changes',
          keepAlive: true,
          keepAliveInitialDelayMillis: HEARTBEAT_MS,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        });
        let lost = false;
        let heartbeat: NodeJS.Timeout | null = null;
        const close = async () => {
          if (heartbeat) clearInterval(heartbeat);
          listening.delete(next);
          next.removeAllListeners();
          next.on('error', () => undefined);
          await within(next.end(), CLOSE_WAIT_MS).catch(() => undefined);
        };
        const onFailure = (error?: Error) => {
          if (lost) return;
          lost = true;
          release = null;
          listener.onLost();
          void close();
          if (stopped) return;
          warn(
            `[database] stopped hearing changes on '${channel}'${error ? `: ${error.message}` : ''}; listening again`,
          );
          retryTimer = setTimeout(() => {
            retryTimer = null;
            connecting = connect();
          }, retryMs);
          retryTimer.unref();
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
        if (stopped || lost) {
          await close();
          return;
        }
        release = close;
        heartbeat = setInterval(() => {
          within(next.query('SELECT 1'), HEARTBEAT_MS).catch((error: Error) => onFailure(error));
        }, HEARTBEAT_MS);
        heartbeat.unref();
        listening.add(next);
        retryMs = FIRST_RETRY_MS;
        listener.onListening();
      };

      const stop = async () => {
        stopped = true;
        stops.delete(stop);
        if (retryTimer) clearTimeout(retryTimer);
        await within(connecting ?? Promise.resolve(), CLOSE_WAIT_MS).catch(() => undefined);
        const current = release;
        release = null;
        if (current) await current();
      };
      stops.add(stop);
      connecting = connect();
      await connecting;
      return stop;
    },
  };
}

/** Settles as `work` does, or rejects once `ms` have passed without an answer. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
