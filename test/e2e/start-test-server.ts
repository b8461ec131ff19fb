// The server the Playwright suite runs against: the real app and the production build, on a fresh
// embedded database in a temporary folder that is removed again when the server stops. Its log is
// kept in test-results/e2e/server.log: without SMTP_URL mails are logged, and the password-reset test
// follows the link from there, as a person trying the product on a laptop would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../src/server/access/passwords';
import { loadConfig } from '../../src/server/config';
import { seedDemoWorld } from '../../src/server/seed/seed-demo-world';
import { startServer } from '../../src/server/start-server';
import { masterDataTestAccount, preferencesTestAccount, resetTestAccount } from './reset-test-account';
import { e2eServerLogPath } from './e2e-paths';

function teeStdoutTo(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const log = fs.createWriteStream(file, { flags: 'w' });
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    log.write(chunk);
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
}

async function main(): Promise<void> {
  teeStdoutTo(e2eServerLogPath);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ept-e2e-'));
  const running = await startServer(loadConfig({ ...process.env, DATA_DIR: dataDir }), {
    seedEmptyDatabase: seedDemoWorld,
  });
  // An account of its own for the reset test: resetting a demo account would break the parallel tests.
  const [ownOrganisation] = await running.app.repos.organisations.listAll();
  await running.app.repos.users.insert(
    {
      ...resetTestAccount,
      passwordHash: await hashPassword(resetTestAccount.password),
      organisationId: ownOrganisation?.id ?? null,
    },
    ownOrganisation ? [ownOrganisation.id] : [],
  );
  // One of its own for the preferences test too, working where the analyst works.
  const analyst = await running.app.repos.users.findByUsername('analyst');
  const analystOrganisations = analyst ? await running.app.repos.users.membershipIds(analyst.id) : [];
  await running.app.repos.users.insert(
    {
      ...preferencesTestAccount,
      passwordHash: await hashPassword(preferencesTestAccount.password),
      organisationId: analyst?.organisationId ?? null,
    },
    analystOrganisations,
  );
  await running.app.repos.users.insert(
    {
      ...masterDataTestAccount,
      passwordHash: await hashPassword(masterDataTestAccount.password),
      organisationId: analyst?.organisationId ?? null,
      canEditHelp: true,
    },
    analystOrganisations,
  );
  const stop = () => {
    void running.stop().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
