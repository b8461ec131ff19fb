import { readlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPgliteInThisThread } from './pglite-in-this-thread';
import { namedByTheApp } from './pglite-prepared';
import type { PgliteReply, PgliteRequest, PgliteThreadError } from './pglite-thread-messages';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs as a worker thread');

/** An open transaction, held until the server's thread ends it with a commit or a rollback. */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  /** Settles once the transaction has committed or rolled back. */
  ended: Promise<void>;
}

/** Thrown inside PGlite's transaction to have it roll back. */
class RolledBack extends Error {}

/** An error as it crosses to the server's thread: a DatabaseError's fields (code, constraint, ...) kept. */
function asThreadError(error: unknown): PgliteThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: PgliteThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** This thread's id in the operating system (Linux's /proc/thread-self names it), for a CPU count of its own. */
function osThreadId(): number | undefined {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return undefined;
  }
}

/** The database the thread has open, with its open transactions and listeners. */
interface OpenDatabase {
  client: PGlite;
  transactions: Map<number, OpenTransaction>;
  stops: Map<number, () => Promise<void>>;
}

/**
 * The thread opens one database at a time, when asked: a memory database's thread, once that database
 * is closed, opens the next one (`pglite-thread.ts`).
 */
let open: OpenDatabase | null = null;

function theOpenDatabase(): OpenDatabase {
  if (!open) throw new Error("The database's thread has no database open.");
  return open;
}

const handle = async (request: PgliteRequest): Promise<unknown> => {
  if (request.op === 'open') {
    if (open) throw new Error("The database's thread has a database open already.");
    open = { client: await openPgliteInThisThread(request.target), transactions: new Map(), stops: new Map() };
    return osThreadId();
  }
  const { client, transactions, stops } = theOpenDatabase();
  switch (request.op) {
    case 'query': {
      const options = namedByTheApp({ rowMode: request.rowMode }, request.named);
      if (request.transaction === undefined) return client.query(request.text, request.params, options);
      const transaction = transactions.get(request.transaction);
      if (!transaction) throw new Error('The transaction has ended.');
      return transaction.tx.query(request.text, request.params, options);
    }
    case 'begin':
      return new Promise<void>((begun, failedToBegin) => {
        let end: (commit: boolean) => void = () => undefined;
        const decided = new Promise<boolean>((resolve) => (end = resolve));
        const ended = client
          .transaction(async (tx) => {
            transactions.set(request.transaction, { tx, end, ended });
            begun();
            if (!(await decided)) throw new RolledBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          })
          .finally(() => transactions.delete(request.transaction));
        ended.catch(failedToBegin);
      });
    case 'end': {
      const transaction = transactions.get(request.transaction);
      if (!transaction) throw new Error('The transaction has ended.');
      transaction.end(request.commit);
      return transaction.ended;
    }
    case 'listen': {
      const stop = await client.listen(request.channel, (payload) =>
        port.postMessage({ notification: request.listener, payload } satisfies PgliteReply),
      );
      stops.set(request.listener, stop);
      return undefined;
    }
    case 'unlisten': {
      const stop = stops.get(request.listener);
      stops.delete(request.listener);
      return stop?.();
    }
    case 'dump':
      return (await client.dumpDataDir('none')).arrayBuffer();
    case 'close':
      // Closed first: PGlite's close waits for an open transaction, whose statements still need the database.
      await client.close();
      open = null;
      return undefined;
  }
};

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies PgliteReply),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: asThreadError(error) } satisfies PgliteReply),
  );
});
