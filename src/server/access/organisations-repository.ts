import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organisations, userOrganisations } from '../db/schema';

export type OrganisationRow = typeof organisations.$inferSelect;
export type NewOrganisation = typeof organisations.$inferInsert;

// Linguistic order ('Åström' near 'Astra', not after 'Zeta'), as in the contact directory.
const byDisplayName = sql`${organisations.displayName} COLLATE "und-x-icu"`;

/** What a pick list of organisations shows. */
export type OrganisationSummaryRow = Pick<OrganisationRow, 'id' | 'displayName' | 'eicCode'>;

const summaryColumns = { id: organisations.id, displayName: organisations.displayName, eicCode: organisations.eicCode };

export function createOrganisationsRepository(db: Database) {
  // Every page load of the app asks for the user's organisations: prepared once, and no more columns
  // than the organisation selector shows.
  const everySummary = db
    .select(summaryColumns)
    .from(organisations)
    .orderBy(byDisplayName, asc(organisations.id))
    .prepare('organisation_summaries');
  const summariesOfUser = db
    .select(summaryColumns)
    .from(userOrganisations)
    .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
    .where(eq(userOrganisations.userId, sql.placeholder('userId')))
    .orderBy(byDisplayName, asc(organisations.id))
    .prepare('organisation_summaries_of_user');

  return {
    async listAll(): Promise<OrganisationSummaryRow[]> {
      return everySummary.execute();
    },

    async listForUser(userId: number): Promise<OrganisationSummaryRow[]> {
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
