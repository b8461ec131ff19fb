import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { createRepositories } from '../repositories';
import type { OrganisationRow } from '../access/organisations-repository';
import { batches } from './batches';
import { demoContacts } from './demo-contacts';
import { organisationGroupProfiles } from './demo-organisation-groups';
import { countryOfEic, directoryCountries } from './directory-countries';
import { directoryScales, type DirectoryScale } from './directory-scales';
import { generateOrganisations } from './generate-organisations';
import { generatePeople, type PeoplePlace } from './generate-people';
import { seededRandom } from './seeded-random';

// Any fixed number: changing it changes every generated name, and the tests that count them.
const DIRECTORY_SEED = 20260401;

const mailDomainOf = (organisation: OrganisationRow): string =>
  /@([\w.-]+)$/.exec(organisation.businessContact ?? '')?.[1] ?? 'example.org';

/**
 * Adds the organisation groups, the generated organisations and the people at every organisation.
 * Runs inside the demo seed's transaction. Generated organisations are directory entries only: no
 * users, no business data, so no menu entries of their own either (an admin who selects one gets
 * the shared menu).
 */
export async function seedContactDirectory(
  db: Database,
  demoOrganisations: readonly OrganisationRow[],
  scale: DirectoryScale,
): Promise<{ organisations: number; people: number }> {
  const repos = createRepositories(db);
  const size = directoryScales[scale];
  const random = seededRandom(DIRECTORY_SEED);
  await repos.contacts.insertGroups(organisationGroupProfiles.map(({ code, displayName }) => ({ code, displayName })));

  const generated = generateOrganisations(
    random,
    Math.max(0, size.organisations - demoOrganisations.length),
    new Set(demoOrganisations.map((organisation) => organisation.displayName)),
  );
  const inserted: OrganisationRow[] = [];
  for (const batch of batches(generated, 1000)) {
    inserted.push(...(await repos.organisations.insertMany(batch.map((entry) => entry.organisation))));
  }

  const idByEic = new Map(
    [...demoOrganisations, ...inserted].map((organisation) => [organisation.eicCode, organisation.id]),
  );
  const places: PeoplePlace[] = [
    ...demoOrganisations.map((organisation) => ({
      organisationId: organisation.id,
      country: countryOfEic(organisation.eicCode) ?? directoryCountries[0]!,
      domain: mailDomainOf(organisation),
    })),
    ...generated.map(({ organisation, country, domain }) => ({
      organisationId: idByEic.get(organisation.eicCode)!,
      country,
      domain,
    })),
  ];
  const handWritten = demoContacts(idByEic);
  const people = [...handWritten, ...generatePeople(random, places, size.people - handWritten.length)];
  for (const batch of batches(people, 2000)) await repos.contacts.insertPeople(batch);
  // Fresh statistics, so the planner pages through the sort indexes (PGlite has no autovacuum to do it).
  await db.execute(sql`ANALYZE organisations, contacts, organisation_groups`);

  return { organisations: demoOrganisations.length + inserted.length, people: people.length };
}
