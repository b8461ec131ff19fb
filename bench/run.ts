// npm run bench: every benchmark of the project, printed; exits non-zero when one misses its target.
import { benchAuditTrail } from './audit-trail';
import { benchContactsPage } from './contacts-page';
import { benchFinder } from './finder';
import { benchLoginBundle } from './login-bundle';
import { benchPageMetrics } from './page-metrics';
import { benchThroughput } from './throughput';

async function main(): Promise<void> {
  const results = {
    'login page JavaScript': await benchLoginBundle(),
    'page load scores': await benchPageMetrics(),
    'contacts page server time': await benchContactsPage(),
    'audit trail server time': await benchAuditTrail(),
    'finder server time': await benchFinder(),
    'throughput under load': await benchThroughput(),
  };
  const missed = Object.entries(results).filter(([, met]) => !met);
  if (missed.length > 0) {
    console.error(`\nMissed targets: ${missed.map(([name]) => name).join(', ')}`);
    process.exitCode = 1;
  }
}

void main();
