// npm run bench: every benchmark of the project, printed; exits non-zero when one misses its target.
import { benchLoginBundle } from './login-bundle';

async function main(): Promise<void> {
  const results = { 'login page JavaScript': await benchLoginBundle() };
  const missed = Object.entries(results).filter(([, met]) => !met);
  if (missed.length > 0) {
    console.error(`\nMissed targets: ${missed.map(([name]) => name).join(', ')}`);
    process.exitCode = 1;
  }
}

void main();
