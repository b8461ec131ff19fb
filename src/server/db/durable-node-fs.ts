import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenModule = Parameters<NodeFS['init']>[1];
interface NodeFsStream {
  nfd?: number;
}
interface NodeFsOps {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  tryFSOperation?: <T>(operation: () => T) => T;
}

/**
 * PGlite's file system on a Node folder, with an fsync that reaches the disk. Out of the box PGlite
 * runs PostgreSQL with fsync off (`-F`), and Emscripten's NODEFS ignores fsync anyway: every write
 * lands in the OS page cache, which survives a killed process but not an OS crash or power loss.
 * Here fsync() of PostgreSQL calls Node's fsyncSync on the real file, so a COMMIT returns only once
 * its WAL record is on disk.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    /** Told of each fsync that reached the disk: lets a test see that commits sync. */
    private readonly onSync?: () => void,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: EmscriptenModule) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: unknown) => {
        const nodeFs = (mod as { NODEFS: NodeFsOps }).NODEFS;
        const run = nodeFs.tryFSOperation ?? (<T>(operation: () => T) => operation());
        // Shared by every file NODEFS opens. A failure becomes an errno PostgreSQL sees (and panics on,
        // as it must: a lost write cannot be retried safely).
        nodeFs.stream_ops.fsync = (stream) => {
          if (stream.nfd === undefined) return 0;
          run(() => fsyncSync(stream.nfd as number));
          this.onSync?.();
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as EmscriptenModule };
  }
}

/**
 * PGlite's start parameters with fsync on: without `-F` (fsync off), and the WAL synced with fsync(),
 * the one sync call Emscripten passes on to the file system (its fdatasync does nothing).
 */
export const durableStartParams = (): string[] => [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=on',
];
