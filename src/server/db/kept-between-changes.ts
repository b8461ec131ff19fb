import type { ChangeListener, DatabaseChanges } from './database-changes';

/**
 * What every cache kept between the database's announcements of changes shares: it keeps nothing while
 * nothing is heard (not yet listening, or the connection lost), drops everything when it starts or
 * stops hearing, and keeps a read only if no change was heard since the read began (`generation`), so
 * that a change cannot be undone by an answer that was already on its way.
 */
export abstract class KeptBetweenChanges implements ChangeListener {
  private listening = false;
  /** Counts the changes heard; a read remembers it and is kept only if no change came in between. */
  private changesHeard = 0;

  /** Where a read starts: hand it back to `mayKeep`. */
  get generation(): number {
    return this.changesHeard;
  }

  /** Whether a read that started at `generation` may be kept. */
  protected mayKeep(generation: number): boolean {
    return this.listening && generation === this.changesHeard;
  }

  /** A change was heard (or made here): reads begun before it are not kept. */
  protected heard(): void {
    this.changesHeard += 1;
  }

  /** Drops everything kept. */
  protected abstract clear(): void;

  /** Drops everything: a change may have touched anything. */
  forgetAll(): void {
    this.heard();
    this.clear();
  }

  abstract onChange(payload: string): void;

  onListening(): void {
    this.forgetAll();
    this.listening = true;
  }

  onLost(): void {
    this.listening = false;
    this.forgetAll();
  }

  /** Hears `channel` until the returned stop, after which it keeps nothing (a server's close). */
  async hear(changes: DatabaseChanges, channel: string): Promise<() => Promise<void>> {
    const stopListening = await changes.listen(channel, this);
    return async () => {
      this.onLost();
      await stopListening().catch(() => undefined);
    };
  }
}
