import { KeptBetweenChanges } from '../db/kept-between-changes';
import type { SessionForRequest } from './sessions-repository';

/** The channel the database announces changes to sessions, users and memberships on (migration 0019). */
export const SESSION_FACTS_CHANNEL = 'session_facts';

/** More sessions than this at once and the longest-kept go first. */
const MOST_SESSIONS_KEPT = 10_000;

interface Kept {
  facts: SessionForRequest;
  keptAt: number;
}

/**
 * The facts a signed-in request needs (its session's deadlines, the user's facts and memberships),
 * kept for a few seconds so that a page's requests do not each read them again: that read was a third
 * of a page's cost under load. It only ever lets a request in sooner, never turns one away: an entry
 * whose session has expired is not answered, and the database decides.
 *
 * What keeps it true: the database announces every committed change to sessions, users and
 * memberships, whoever made it (`onChange`: this server, another one, an operator's SQL), and the
 * entries it touched go. While nothing is heard (not yet listening, or the connection lost) nothing
 * is kept. A read that started before a change was heard is not kept (`generation`), so a change cannot
 * be undone by an answer that was already on its way. `maxAgeMs` bounds how long anything is kept
 * at all; 0 keeps nothing.
 */
export class SessionCache extends KeptBetweenChanges {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly maxAgeMs: number) {
    super();
  }

  /** The facts kept for the session, if they are recent and its session has not expired by `now`. */
  get(sessionId: string, now: number): SessionForRequest | undefined {
    const entry = this.kept.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.keptAt >= this.maxAgeMs || entry.facts.session.expiresAt.getTime() <= now) {
      this.kept.delete(sessionId);
      return undefined;
    }
    return entry.facts;
  }

  /** Keeps facts read from the database since `generation`, unless a change was heard in between. */
  keep(sessionId: string, facts: SessionForRequest, generation: number, now: number): void {
    if (this.maxAgeMs <= 0 || !this.mayKeep(generation)) return;
    if (this.kept.size >= MOST_SESSIONS_KEPT && !this.kept.has(sessionId)) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    // Every request under the session shares these: a route that changed them would change the next one's.
    Object.freeze(facts.organisationIds);
    this.kept.set(sessionId, { facts, keptAt: now });
  }

  /** Drops one session's facts (this server has just changed them). */
  forget(sessionId: string): void {
    this.heard();
    this.kept.delete(sessionId);
  }

  protected clear(): void {
    this.kept.clear();
  }

  onChange(payload: string): void {
    this.heard();
    if (payload.startsWith('s:')) {
      this.kept.delete(payload.slice(2));
    } else if (payload.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      for (const [sessionId, entry] of this.kept) if (entry.facts.user.id === userId) this.kept.delete(sessionId);
    } else {
      this.kept.clear();
    }
  }

  /** How many sessions are kept now (for tests and metrics). */
  get size(): number {
    return this.kept.size;
  }
}
