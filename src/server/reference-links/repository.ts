import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { referenceLinks } from '../db/schema';

export type ReferenceLinkRow = typeof referenceLinks.$inferSelect;
export type NewReferenceLink = typeof referenceLinks.$inferInsert;

export function createReferenceLinksRepository(db: Database) {
  return {
    async findByRef(ref: string): Promise<ReferenceLinkRow | null> {
      const [row] = await db.select().from(referenceLinks).where(eq(referenceLinks.ref, ref));
      return row ?? null;
    },

    async insertMany(rows: NewReferenceLink[]): Promise<void> {
      if (rows.length > 0) await db.insert(referenceLinks).values(rows);
    },
  };
}

export type ReferenceLinksRepository = ReturnType<typeof createReferenceLinksRepository>;
