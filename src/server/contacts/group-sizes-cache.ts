import type { ChangeListener } from '../db/database-changes';
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
 * (access/session-cache.ts): every committed change is announced, by whoever made it, and drops
 * everything; nothing is kept while nothing is heard; a read that started before a change was heard is
 * not kept; and `maxAgeMs` bounds how long anything is kept at all (0 keeps nothing).
 */
export class GroupSizesCache implements ChangeListener, GroupSizesKeeper {
  private readonly kept = new Map<string, { sizes: GroupSizes; keptAt: number }>();
  private listening = false;
  private changesHeard = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The sizes for `group` (null: the whole directory), kept or read by `load`. */
  async read(group: string | null, load: () => Promise<GroupSizes>): Promise<GroupSizes> {
    const key = group ?? WHOLE_DIRECTORY;
    const entry = this.kept.get(key);
    if (entry && this.now() - entry.keptAt < this.maxAgeMs) return entry.sizes;
    const generation = this.changesHeard;
    const sizes = Object.freeze(await load());
    if (this.listening && this.maxAgeMs > 0 && generation === this.changesHeard) {
      this.kept.delete(key);
      if (this.kept.size >= MOST_KEPT) this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(key, { sizes, keptAt: this.now() });
    }
    return sizes;
  }

  onChange(): void {
    this.forgetAll();
  }

  onListening(): void {
    this.forgetAll();
    this.listening = true;
  }

  onLost(): void {
    this.listening = false;
    this.forgetAll();
  }

  private forgetAll(): void {
    this.changesHeard += 1;
    this.kept.clear();
  }
}
