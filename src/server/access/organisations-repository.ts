import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organisations, userOrganisations } from '../db/schema';

export type OrganisationRow = typeof organisations.$inferSelect;
export type NewOrganisation = typeof organisations.$inferInsert;

// Linguistic order ('Åström' near 'Astra', not after 'Zeta'), as in the contact directory.
const byDisplayName = sql`${organisations.displayName} COLLATE "und-x-icu"`;

export function createOrganisationsRepository(db: Database) {
  return {
    async listAll(): Promise<OrganisationRow[]> {
      return db.select().from(organisations).orderBy(byDisplayName, asc(organisations.id));
    },

    async listForUser(userId: number): Promise<OrganisationRow[]> {
      const rows = await db
        .select({ organisation: organisations })
        .from(userOrganisations)
        .innerJoin(organisations, eq(organisations.id, userOrganisations.organisationId))
        .where(eq(userOrganisations.userId, userId))
        .orderBy(byDisplayName, asc(organisations.id));
      return rows.map((row) => row.organisation);
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
