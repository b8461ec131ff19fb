import { SessionCache } from '@server/access/session-cache';
import type { SessionForRequest } from '@server/access/sessions-repository';

const T0 = Date.parse('2026-11-30T10:00:00Z');
const MAX_AGE_MS = 10_000;

function facts(userId: number, expiresAt = T0 + 30 * 60_000): SessionForRequest {
  return {
    session: { expiresAt: new Date(expiresAt), lastSeenAt: new Date(T0) },
    user: {
      id: userId,
      username: `user${userId}`,
      firstName: 'First',
      lastName: 'Last',
      isAdmin: false,
      canEditHelp: false,
      organisationId: 1,
      changePasswordImmediately: false,
      passwordExpiresAt: null,
      setupTwoFactor: false,
    },
    organisationIds: [1],
  };
}

function listeningCache(maxAgeMs = MAX_AGE_MS): SessionCache {
  const cache = new SessionCache(maxAgeMs);
  cache.onListening();
  return cache;
}

function kept(cache: SessionCache, sessionId: string, userId: number): void {
  cache.keep(sessionId, facts(userId), cache.generation, T0);
}

describe('SessionCache', () => {
  it('answers what it kept until its age runs out', () => {
    const cache = listeningCache();
    kept(cache, 'a', 1);
    expect(cache.get('a', T0 + MAX_AGE_MS - 1)?.user.id).toBe(1);
    expect(cache.get('a', T0 + MAX_AGE_MS)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never answers for a session that has expired: the database decides', () => {
    const cache = listeningCache();
    cache.keep('a', facts(1, T0 + 5_000), cache.generation, T0);
    expect(cache.get('a', T0 + 4_999)).toBeDefined();
    expect(cache.get('a', T0 + 5_000)).toBeUndefined();
  });

  it('keeps nothing before it listens, after the connection is lost, or with no age at all', () => {
    const notYet = new SessionCache(MAX_AGE_MS);
    kept(notYet, 'a', 1);
    expect(notYet.get('a', T0)).toBeUndefined();

    const lost = listeningCache();
    kept(lost, 'a', 1);
    lost.onLost();
    expect(lost.get('a', T0)).toBeUndefined();
    kept(lost, 'b', 1);
    expect(lost.get('b', T0)).toBeUndefined();
    lost.onListening();
    kept(lost, 'b', 1);
    expect(lost.get('b', T0)).toBeDefined();

    const off = listeningCache(0);
    kept(off, 'a', 1);
    expect(off.get('a', T0)).toBeUndefined();
  });

  it('drops a session, a user’s sessions or everything as the database announces their changes', () => {
    const cache = listeningCache();
    kept(cache, 's1', 1);
    kept(cache, 's2', 1);
    kept(cache, 's3', 2);
    cache.onChange('s:s3');
    expect(cache.get('s3', T0)).toBeUndefined();
    expect(cache.get('s1', T0)).toBeDefined();
    kept(cache, 's3', 2);
    cache.onChange('u:1');
    expect(cache.get('s1', T0)).toBeUndefined();
    expect(cache.get('s2', T0)).toBeUndefined();
    expect(cache.get('s3', T0)).toBeDefined();
    cache.onChange('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that a change overtook: the change would be undone until the age runs out', () => {
    const cache = listeningCache();
    const startedAt = cache.generation;
    // The read was answered from before the change, and the announcement arrived before the answer.
    cache.onChange('u:1');
    cache.keep('a', facts(1), startedAt, T0);
    expect(cache.get('a', T0)).toBeUndefined();
    // The same for this server's own changes.
    const again = cache.generation;
    cache.forgetAll();
    cache.keep('a', facts(1), again, T0);
    expect(cache.get('a', T0)).toBeUndefined();
  });

  it('keeps at most 10,000 sessions, dropping the longest kept first', () => {
    const cache = listeningCache();
    for (let index = 0; index < 10_001; index += 1) kept(cache, `s${index}`, index);
    expect(cache.size).toBe(10_000);
    expect(cache.get('s0', T0)).toBeUndefined();
    expect(cache.get('s10000', T0)).toBeDefined();
  });
});
