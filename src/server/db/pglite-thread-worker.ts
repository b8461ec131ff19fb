import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPgliteInThisThread } from './pglite-in-this-thread';
import { namedByTheApp } from './pglite-prepared';
import type { PgliteReply, PgliteRequest, PgliteThreadError, PgliteThreadTarget } from './pglite-thread-messages';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs as a worker thread');

const target = workerData as PgliteThreadTarget;

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

void (async () => {
  let client: PGlite;
  try {
    client = await openPgliteInThisThread(target);
  } catch (error) {
    port.postMessage({ id: 0, ok: false, error: asThreadError(error) } satisfies PgliteReply);
    return;
  }
  port.postMessage({ id: 0, ok: true, value: osThreadId() } satisfies PgliteReply);
  const transactions = new Map<number, OpenTransaction>();
  const stops = new Map<number, () => Promise<void>>();

  const handle = async (request: PgliteRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const options = namedByTheApp({ rowMode: request.rowMode }, request.named);
        if (request.transaction === undefined) return client.query(request.text, request.params, options);
        const open = transactions.get(request.transaction);
        if (!open) throw new Error('The transaction has ended.');
        return open.tx.query(request.text, request.params, options);
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
        const open = transactions.get(request.transaction);
        if (!open) throw new Error('The transaction has ended.');
        open.end(request.commit);
        return open.ended;
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
        await client.close();
        return undefined;
    }
  };

  port.on('message', (request: PgliteRequest) => {
    handle(request).then(
      (value) => {
        port.postMessage({ id: request.id, ok: true, value } satisfies PgliteReply);
        if (request.op === 'close') port.close();
      },
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: asThreadError(error) } satisfies PgliteReply),
    );
  });
})();
