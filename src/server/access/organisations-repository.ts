import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedOnce } from '../db/prepared-query';
import { organisations, userOrganisations } from '../db/schema';

export type OrganisationRow = typeof organisations.$inferSelect;
export type NewOrganisation = typeof organisations.$inferInsert;

// Linguistic order ('Åström' near 'Astra', not after 'Zeta'), as in the contact directory.
const byDisplayName = sql`${organisations.displayName} COLLATE "und-x-icu"`;

/** What a pick list of organisations shows. */
export type OrganisationSummaryRow = Pick<OrganisationRow, 'id' | 'displayName' | 'eicCode'>;

export const organisationSummaryColumns = {
  id: organisations.id,
  displayName: organisations.displayName,
  eicCode: organisations.eicCode,
};

// Every page load of the app asks for the user's organisations: prepared once, and no more columns than
// the organisation selector shows.
export function createOrganisationsRepository(db: Database) {
  return {
    async listAll(): Promise<OrganisationSummaryRow[]> {
      const everySummary = preparedOnce(db, 'organisation_summaries', (name) =>
        db
          .select(organisationSummaryColumns)
          .from(organisations)
          .orderBy(byDisplayName, asc(organisations.id))
          .prepare(name),
      );
      return everySummary.execute();
    },

    async listForUser(userId: number): Promise<OrganisationSummaryRow[]> {
      const summariesOfUser = preparedOnce(db, 'organisation_summaries_of_user', (name) =>
        db
          .select(organisationSummaryColumns)
          .from(userOrganisations)
          .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
          .where(eq(userOrganisations.userId, sql.placeholder('userId')))
          .orderBy(byDisplayName, asc(organisations.id))
          .prepare(name),
      );
      return summariesOfUser.execute({ userId });
    },

    async findById(id: number): Promise<OrganisationRow | null> {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
      return row ?? null;
    },

    async insertMany(rows: NewOrganisation[]): Promise<OrganisationRow[]> {
      return rows.length === 0 ? [] : db.insert(organisations).values(rows).returning();
    },
  };
}

export type OrganisationsRepository = ReturnType<typeof createOrganisationsRepository>;
