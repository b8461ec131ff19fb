import { KeptBetweenChanges } from '../db/kept-between-changes';
import type { GroupSizes, GroupSizesKeeper } from './organisation-contacts-repository';

/** The channel the database announces changes to organisations and their groups on (migration 0024). */
export const DIRECTORY_CHANNEL = 'directory_changes';

/** Keys kept at most: the whole directory and one per group asked for (a request may name any code). */
const MOST_KEPT = 200;
const WHOLE_DIRECTORY = '\u0000all';

/**
 * The directory's group sizes, which every page sorted by group reads before its rows (the default
 * sort: a statement that counts every organisation), kept between the database's announcements of a
 * change to organisations or groups. What keeps it true, as for the session's facts
 * (db/kept-between-changes.ts): every committed change is announced, by whoever made it, and drops
 * everything; nothing is kept while nothing is heard; a read that started before a change was heard is
 * not kept; and `maxAgeMs` bounds how long anything is kept at all (0 keeps nothing).
 */
export class GroupSizesCache extends KeptBetweenChanges implements GroupSizesKeeper {
  private readonly kept = new Map<string, { sizes: GroupSizes; keptAt: number }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  /** The sizes for `group` (null: the whole directory), kept or read by `load`. */
  async read(group: string | null, load: () => Promise<GroupSizes>): Promise<GroupSizes> {
    const key = group ?? WHOLE_DIRECTORY;
    const entry = this.kept.get(key);
    if (entry && this.now() - entry.keptAt < this.maxAgeMs) return entry.sizes;
    const generation = this.generation;
    const sizes = Object.freeze(await load());
    if (this.maxAgeMs > 0 && this.mayKeep(generation)) {
      this.kept.delete(key);
      if (this.kept.size >= MOST_KEPT) this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(key, { sizes, keptAt: this.now() });
    }
    return sizes;
  }

  onChange(): void {
    this.forgetAll();
  }

  protected clear(): void {
    this.kept.clear();
  }
}
