import { finderClientPaths, finderKinds, type FinderKind } from '@shared/contract/finder-constants';
import { finderFrameOf } from '@shared/finder-frame';
import type { PageFrameContent } from '@shared/page-frame-content';
import type { SessionUser } from '../access/session-user';
import type { PreferencesRepository } from '../preferences/repository';

/**
 * A finder's frame part for the signed-in user (server/plugins/page-frame.ts): its controls and sort
 * note, the date fields as wide as the user's date format draws them, the density the user prefers
 * where the address names none. Nothing of the organisation's records: the note says what the page's
 * first render says, before any answer.
 */
export const finderFrame =
  (finder: FinderKind) =>
  async ({
    user,
    repos,
    query,
  }: {
    user: SessionUser;
    repos: { preferences: PreferencesRepository };
    query: URLSearchParams;
  }): Promise<Partial<PageFrameContent>> => {
    const { dateFormat, density } = await repos.preferences.of(user.id);
    return { finder: finderFrameOf(finder, query, { dateFormat, density }) };
  };

/** Every finder's frame part, which paints its controls and note, by page path. */
export const finderFrames: ReadonlyArray<readonly [string, ReturnType<typeof finderFrame>]> = finderKinds.map(
  (finder) => [`/${finderClientPaths[finder]}`, finderFrame(finder)] as const,
);
