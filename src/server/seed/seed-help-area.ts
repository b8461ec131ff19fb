import type { Database } from '../db/database';
import { createRepositories } from '../repositories';
import { demoAnnouncements } from './demo-help-announcements';
import { demoReleaseNotes } from './demo-help-release-notes';
import { demoSupport } from './demo-help-support';
import { demoReferenceLinkRows } from './demo-reference-links';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Who wrote the seeded texts: the demo editor, so the pages show a name next to the date. */
const AUTHOR_USERNAME = 'editor';

/**
 * Help texts, saved version by version through the same code path as the editor's Update (four weeks
 * apart, the last one yesterday), and the welcome-page reference links. Needs the demo users and
 * organisations.
 */
export async function seedHelpArea(db: Database, idByEic: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const repos = createRepositories(db);
  const author = await repos.users.findByUsername(AUTHOR_USERNAME);
  for (const text of [demoAnnouncements, demoSupport, demoReleaseNotes]) {
    for (const [index, version] of text.versions.entries()) {
      const weeksBack = (text.versions.length - 1 - index) * 4;
      const at = new Date(now.getTime() - DAY_MS - weeksBack * 7 * DAY_MS);
      const saved = await repos.helpTexts.save(text.kind, {
        ...version,
        expectedVersion: index,
        userId: author?.id ?? null,
        at,
      });
      if (!saved) throw new Error(`Seeding help text ${text.kind} version ${index + 1} conflicted.`);
    }
  }
  await repos.referenceLinks.insertMany(demoReferenceLinkRows(idByEic));
}
