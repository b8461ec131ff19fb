import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { asksOnlyForTextAsWritten } from './pglite-parsers';
import { isNamedByTheApp } from './pglite-prepared';
import type { PgliteReply, PgliteRequest, PgliteThreadError, PgliteThreadTarget } from './pglite-thread-messages';

const WORKER_SCRIPT = path.join(__dirname, 'pglite-thread-worker.cjs');

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What drizzle's PGlite driver and the server ask of a PGlite: its queries, transactions and notifications. */
export interface PgliteInThread {
  query: Query;
  transaction<T>(work: (tx: { query: Query; closed: boolean }) => Promise<T>): Promise<T>;
  listen(channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>>;
  /** The data directory as PGlite's `dumpDataDir` gives it, uncompressed: a test database's image. */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
  /** The thread's id in the operating system where it tells it (Linux): the bench counts its CPU. */
  readonly osThreadId: number | undefined;
}

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const asError = ({ message, name, fields }: PgliteThreadError): Error =>
  Object.assign(new Error(message), fields, { name });

/**
 * The thread of a closed memory database, ready to open the next: a test file's database opens in about
 * 1.3 s in a thread that has run PGlite before, against 2 s in a new one, which first loads the worker's
 * modules and warms PGlite's code. One is kept: the closed database's memory (hundreds of MB) is
 * only collected once the thread works again. A folder's thread ends with its database.
 */
const idleThreads = new Map<Worker, () => void>();
const IDLE_THREADS_KEPT = 1;

/**
 * Request ids across the process's databases: a late answer to a closed database's request, in a kept
 * thread, answers nothing of the next one's.
 */
let lastRequestId = 0;

function takeThread(target: PgliteThreadTarget): Worker {
  const [idle] = target.kind === 'memory' ? idleThreads.keys() : [];
  if (!idle) return new Worker(WORKER_SCRIPT);
  const forget = idleThreads.get(idle)!;
  idle.off('error', forget).off('exit', forget);
  idleThreads.delete(idle);
  return idle;
}

function keepThread(worker: Worker): void {
  if (idleThreads.size >= IDLE_THREADS_KEPT) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const forget = () => idleThreads.delete(worker);
  worker.once('error', forget).once('exit', forget);
  idleThreads.set(worker, forget);
}

/**
 * PGlite in a thread of its own. PGlite runs PostgreSQL in WebAssembly on the thread that calls it: in
 * the server's thread, its statements and the server's requests took turns on one core, and a statement
 * of seconds (a large export, a seed) stalled every request. Here PGlite works on the machine's other
 * core while the server's thread handles HTTP, and the two exchange statements and rows as messages.
 * Its one session stays as it was: one statement at a time, a transaction holding it until it ends.
 */
export async function startPgliteThread(target: PgliteThreadTarget): Promise<PgliteInThread> {
  const worker = takeThread(target);
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let lastTransaction = 0;
  let lastListener = 0;
  let gone: Error | null = null;
  let closing: Promise<void> | null = null;

  const onReply = (reply: PgliteReply) => {
    if ('notification' in reply) {
      listeners.get(reply.notification)?.(reply.payload);
      return;
    }
    const waiter = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.ok) waiter?.resolve(reply.value);
    else waiter?.reject(asError(reply.error));
  };
  const endAll = (error: Error) => {
    gone = error;
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
  };
  const onExit = (code: number) => endAll(new Error(`The database's thread ended (exit code ${code}).`));
  worker.on('message', onReply).on('error', endAll).on('exit', onExit);

  // The thread keeps the process alive only while the server waits on it, as a socket does: an open
  // database on its own does not hold a finished script or test open.
  const ask = (request: Request, transferList: ArrayBuffer[] = []): Promise<unknown> => {
    if (gone) return Promise.reject(gone);
    const id = ++lastRequestId;
    if (waiting.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, transferList);
    });
  };

  const queryIn =
    (transaction: number | undefined): Query =>
    (text, params = [], options) => {
      const { rowMode, parsers, ...rest } = options ?? {};
      if (Object.keys(rest).length > 0 || !asksOnlyForTextAsWritten(parsers)) {
        return Promise.reject(
          new Error(`A query option PGlite's thread does not take: ${Object.keys(options ?? {}).join(', ')}`),
        );
      }
      return ask({ op: 'query', text, params, rowMode, named: isNamedByTheApp(options), transaction }) as Promise<
        Results<never>
      >;
    };

  let osThreadId: number | undefined;
  try {
    osThreadId = (await ask({ op: 'open', target })) as number | undefined;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    osThreadId,
    query: queryIn(undefined),
    async transaction(work) {
      const transaction = ++lastTransaction;
      await ask({ op: 'begin', transaction });
      const tx = { query: queryIn(transaction), closed: false };
      let result;
      try {
        result = await work(tx);
      } catch (error) {
        tx.closed = true;
        // The work's own error is the one to tell; a failed rollback leaves nothing to undo.
        await ask({ op: 'end', transaction, commit: false }).catch(() => undefined);
        throw error;
      }
      tx.closed = true;
      await ask({ op: 'end', transaction, commit: true });
      return result;
    },
    async listen(channel, onNotification) {
      const listener = ++lastListener;
      listeners.set(listener, onNotification);
      await ask({ op: 'listen', channel, listener });
      return async () => {
        listeners.delete(listener);
        await ask({ op: 'unlisten', listener });
      };
    },
    dumpDataDir: async () => new Blob([(await ask({ op: 'dump' })) as ArrayBuffer]),
    close() {
      closing ??= (async () => {
        if (gone) return;
        // Statements sent meanwhile still go: an open transaction's own, which PGlite's close waits for.
        await ask({ op: 'close' });
        // What is still waiting now is refused, as is what is asked from now on.
        endAll(new Error('The database is closed.'));
        worker.off('message', onReply).off('error', endAll).off('exit', onExit);
        if (target.kind === 'memory') keepThread(worker);
        else await worker.terminate();
      })();
      return closing;
    },
  };
}
