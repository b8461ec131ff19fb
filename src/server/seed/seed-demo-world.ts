import { hashPassword } from '../access/passwords';
import type { Database } from '../db/database';
import { createRepositories } from '../repositories';
import { demoNavigation } from './demo-navigation';
import { demoOrganisations } from './demo-organisations';
import { demoUsers } from './demo-users';
import type { DirectoryScale } from './directory-scales';
import { seedContactDirectory } from './seed-contact-directory';
import { seedHelpArea } from './seed-help-area';
import { seedMasterData, seedMasterDataFromReports } from './seed-master-data';
import { seedRecentProblems } from './seed-recent-problems';
import { seedReportingWorld, type ReportingScale } from './seed-reporting-world';

const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedResult = { seeded: true; organisations: number; people: number; users: number } | { seeded: false };

export interface SeedOptions {
  /** How big a contact directory to build: 'demo' (300 organisations) unless benchmarking. */
  directoryScale?: DirectoryScale;
  /** How big a reporting world (records, trails, documents) to build: 'demo' unless told otherwise. */
  reportingScale?: ReportingScale;
}

/**
 * Fills an empty database (no users) with the demo world, in one transaction so a failed seed
 * leaves nothing half-done. A database that has users is left alone.
 */
export async function seedDemoWorld(
  db: Database,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<SeedResult> {
  if ((await createRepositories(db).users.count()) > 0) return { seeded: false };
  // Hash before the transaction: scrypt is slow and PGlite has a single connection.
  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)));

  return db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const organisations = await repos.organisations.insertMany(demoOrganisations);
    const idByEic = new Map(organisations.map((organisation) => [organisation.eicCode, organisation.id]));
    await repos.navigation.insertMany(demoNavigation(organisations));
    await seedMasterData(tx, organisations, now);
    const directory = await seedContactDirectory(tx, organisations, options.directoryScale ?? 'demo');

    for (const [index, user] of demoUsers.entries()) {
      const organisationIds = user.organisations.map((eic) => {
        const id = idByEic.get(eic);
        if (id === undefined) throw new Error(`Demo user ${user.username} names unknown organisation ${eic}.`);
        return id;
      });
      const passwordHash = hashes[index];
      if (!passwordHash) throw new Error(`No password hash for demo user ${user.username}.`);
      await repos.users.insert(
        {
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          passwordHash,
          organisationId: organisationIds[0] ?? null,
          isAdmin: user.isAdmin ?? false,
          canEditHelp: user.canEditHelp ?? false,
          changePasswordImmediately: user.changePasswordImmediately ?? false,
          setupTwoFactor: user.setupTwoFactor ?? false,
          totpSecret: user.totpSecret ?? null,
          emailCodeAllowed: user.emailCodeAllowed ?? false,
          passwordChangedAt: now,
          passwordExpiresAt: new Date(now.getTime() + user.passwordExpiresInDays * DAY_MS),
          createdAt: now,
        },
        organisationIds,
      );
    }
    await seedHelpArea(tx, idByEic, now);
    const reportingScale = options.reportingScale ?? 'demo';
    await seedReportingWorld(tx, organisations, reportingScale);
    await seedMasterDataFromReports(tx, now);
    // Only the demo: the tests' small world stays the same whatever day they run.
    if (reportingScale === 'demo') await seedRecentProblems(repos, organisations, now);
    return {
      seeded: true,
      organisations: directory.organisations,
      people: directory.people,
      users: demoUsers.length,
    } as const;
  });
}
