// npm run bench: every benchmark of the project, printed; exits non-zero when one misses its target.
// `npm run bench -- --only finder,audit-trail` runs the named ones (names below).
import { parseArgs } from 'node:util';
import { benchAuditTrail } from './audit-trail';
import { benchContactsPage } from './contacts-page';
import { benchFinder } from './finder';
import { benchLoginBundle } from './login-bundle';
import { benchPageMetrics } from './page-metrics';
import { benchProblemSolving } from './problem-solving';
import { benchThroughput } from './throughput';

const benchmarks: Record<string, { title: string; run: () => Promise<boolean> }> = {
  'login-bundle': { title: 'login page JavaScript', run: benchLoginBundle },
  pages: { title: 'page load scores', run: benchPageMetrics },
  contacts: { title: 'contacts page server time', run: benchContactsPage },
  'audit-trail': { title: 'audit trail server time', run: benchAuditTrail },
  finder: { title: 'finder server time', run: benchFinder },
  'problem-solving': { title: 'problem-solving queue server time', run: benchProblemSolving },
  throughput: { title: 'throughput under load', run: benchThroughput },
};

function chosen(): string[] {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (!values.only) return Object.keys(benchmarks);
  const names = values.only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(name in benchmarks));
  if (unknown.length > 0)
    throw new Error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}.`);
  return names;
}

async function main(): Promise<void> {
  const missed: string[] = [];
  // One after another: each measures the machine, and two at once would measure each other.
  for (const name of chosen()) {
    const { title, run } = benchmarks[name]!;
    if (!(await run())) missed.push(title);
  }
  if (missed.length > 0) {
    console.error(`\nMissed targets: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

void main();
