// The CPU a measurement spent, from Linux's /proc: the clock ticks of this process's main thread (the
// server's, with autocannon in a worker) and of the database: every PostgreSQL process on the machine,
// or PGlite's thread in this process. A run's
// requests per second move with the machine's load from run to run; the CPU each request costs moves
// far less, so it says what a change did where the throughput cannot.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: the unit of utime and stime in /proc/<pid>/stat. */
const MICROSECONDS_PER_TICK = 10_000;

/** utime + stime of one /proc stat file (fields 14 and 15; the name in field 2 may hold spaces). */
function ticksOf(statPath: string): { name: string; ticks: number } {
  const stat = readFileSync(statPath, 'utf8');
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { name, ticks: Number(fields[11]) + Number(fields[12]) };
}

function postgresTicks(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { name, ticks } = ticksOf(`/proc/${entry}/stat`);
      if (name === 'postgres') total += ticks;
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

export interface CpuSpent {
  /** µs of the server's main thread per request. */
  mainPerRequest: number;
  /** µs of the database per request (PostgreSQL's processes, or PGlite's thread); NaN where it runs elsewhere. */
  databasePerRequest: number;
}

const threadTicks = (thread: number) => ticksOf(`/proc/${process.pid}/task/${thread}/stat`).ticks;

/**
 * Starts counting; the returned function gives the CPU spent since, per request. NaN without /proc.
 * `databaseThread`: PGlite's thread in this process (its OS id); without it, PostgreSQL's processes.
 */
export function countCpu(databaseThread?: number): (requests: number) => CpuSpent {
  try {
    const databaseTicks = databaseThread === undefined ? postgresTicks : () => threadTicks(databaseThread);
    const main = threadTicks(process.pid);
    const database = databaseTicks();
    return (requests) => {
      const perRequest = (ticks: number) => (ticks * MICROSECONDS_PER_TICK) / requests;
      const databaseSpent = databaseTicks() - database;
      return {
        mainPerRequest: perRequest(threadTicks(process.pid) - main),
        databasePerRequest: databaseSpent > 0 ? perRequest(databaseSpent) : Number.NaN,
      };
    };
  } catch {
    return () => ({ mainPerRequest: Number.NaN, databasePerRequest: Number.NaN });
  }
}
