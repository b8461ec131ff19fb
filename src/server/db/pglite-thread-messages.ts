/** What the server's thread asks of the thread PGlite runs in (`pglite-thread.ts`, `pglite-thread-worker.ts`). */
export type PgliteRequest =
  | { op: 'open'; id: number; target: PgliteThreadTarget }
  | {
      op: 'query';
      id: number;
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      named: boolean;
      transaction?: number;
    }
  | { op: 'begin'; id: number; transaction: number }
  | { op: 'end'; id: number; transaction: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string; listener: number }
  | { op: 'unlisten'; id: number; listener: number }
  | { op: 'dump'; id: number }
  | { op: 'close'; id: number };

/** An error as it crosses threads: its message and the fields PostgreSQL gives it (code, constraint, ...). */
export interface PgliteThreadError {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean>;
}

export type PgliteReply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: PgliteThreadError }
  | { notification: number; payload: string };

/**
 * How the thread opens its database. A memory database's image (a test file's 50 MB) is shared with the
 * thread, not copied into a message: the thread only reads it.
 */
export type PgliteThreadTarget = { kind: 'folder'; folder: string } | { kind: 'memory'; image?: SharedArrayBuffer };
