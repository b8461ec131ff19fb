import { and, asc, eq, sql } from 'drizzle-orm';
import type { HelpTextKind } from '@shared/contract';
import type { Database } from '../db/database';
import { preparedOnce } from '../db/prepared-query';
import { helpTexts, helpTextVersions, users } from '../db/schema';

export type HelpTextRow = typeof helpTexts.$inferSelect;
export type HelpTextVersionRow = typeof helpTextVersions.$inferSelect;

/** The current text and the name of whoever saved it last (null once that user is gone). */
export interface CurrentHelpText extends HelpTextRow {
  updatedByName: string | null;
}

export interface HelpTextEdit {
  title: string;
  content: string;
  /** The version the editor started from; the save only wins if it is still the current one. */
  expectedVersion: number;
  userId: number | null;
  at: Date;
}

export function createHelpTextsRepository(db: Database) {
  return {
    /** Every help page's load (the welcome page's included) asks for its text: prepared once. */
    async find(kind: HelpTextKind): Promise<CurrentHelpText | null> {
      const currentText = preparedOnce(db, 'current_help_text', (name) =>
        db
          .select({
            text: helpTexts,
            updatedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          })
          .from(helpTexts)
          .leftJoin(users, eq(users.id, helpTexts.updatedBy))
          .where(eq(helpTexts.kind, sql.placeholder('kind')))
          .prepare(name),
      );
      const [row] = await currentText.execute({ kind });
      return row ? { ...row.text, updatedByName: row.updatedByName } : null;
    },

    /**
     * Saves a new version, or returns null when `expectedVersion` is no longer current. The check is
     * the UPDATE's own WHERE clause (or the INSERT's conflict for a text never saved before), so of
     * two concurrent saves from the same version exactly one changes a row: PostgreSQL re-checks the
     * WHERE after waiting for the other transaction's row lock. The same save again (a double click,
     * a retry after a lost answer: the version after `expectedVersion` is this user's, with this very
     * title and content) answers that version, as the first did, and writes nothing.
     */
    async save(kind: HelpTextKind, edit: HelpTextEdit): Promise<HelpTextRow | null> {
      return db.transaction(async (tx) => {
        const values = { title: edit.title, content: edit.content, updatedAt: edit.at, updatedBy: edit.userId };
        const [saved] =
          edit.expectedVersion === 0
            ? await tx
                .insert(helpTexts)
                .values({ kind, ...values, version: 1 })
                .onConflictDoNothing()
                .returning()
            : await tx
                .update(helpTexts)
                .set({ ...values, version: sql`${helpTexts.version} + 1` })
                .where(and(eq(helpTexts.kind, kind), eq(helpTexts.version, edit.expectedVersion)))
                .returning();
        if (!saved) {
          const [current] = await tx.select().from(helpTexts).where(eq(helpTexts.kind, kind));
          const sameSaveAgain =
            current !== undefined &&
            current.version === edit.expectedVersion + 1 &&
            current.updatedBy === edit.userId &&
            current.title === edit.title &&
            current.content === edit.content;
          return sameSaveAgain ? current : null;
        }
        await tx.insert(helpTextVersions).values({
          kind,
          version: saved.version,
          title: saved.title,
          content: saved.content,
          savedAt: edit.at,
          savedBy: edit.userId,
        });
        return saved;
      });
    },

    /** Oldest first. */
    async listVersions(kind: HelpTextKind): Promise<HelpTextVersionRow[]> {
      return db
        .select()
        .from(helpTextVersions)
        .where(eq(helpTextVersions.kind, kind))
        .orderBy(asc(helpTextVersions.version));
    },
  };
}

export type HelpTextsRepository = ReturnType<typeof createHelpTextsRepository>;
