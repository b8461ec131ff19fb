import type { SystemInformation } from '@shared/contract/system';
import type { PageFrameContent } from '@shared/page-frame-content';
import { daysUntil, passwordExpiryText } from '@shared/password-expiry';
import { instanceLine, lastLoginLine, welcomeGreeting } from '@shared/welcome-text';
import { BROWSER_TIME_ZONE } from '@shared/contract/preferences-defaults';
import { isKnownTimeZone, momentWriter } from '@shared/moment-format';
import type { SessionUser } from '../access/session-user';
import type { UsersRepository } from '../access/users-repository';
import type { PreferencesRepository } from '../preferences/repository';
import type { HelpTextsRepository } from './repository';
import { renderedHelpHtml } from './help-html';

/**
 * The welcome page's frame parts for the signed-in user (server/plugins/page-frame.ts): the browser
 * paints the announcements, the page's largest part, with the HTML instead of after every script and
 * answer; the last login in the user's zone and date format, where the server knows that zone. What
 * the help API answers (the same rendering and sanitising), nothing of another user.
 */
export async function welcomeFrame({
  user,
  repos,
  system,
  now,
}: {
  user: SessionUser;
  repos: { helpTexts: HelpTextsRepository; users: UsersRepository; preferences: PreferencesRepository };
  system: SystemInformation;
  /** The app's clock (`app.now()`), which every expiry decision reads. */
  now: Date;
}): Promise<Partial<PageFrameContent>> {
  const [text, facts, preferences] = await Promise.all([
    repos.helpTexts.find('announcements'),
    repos.users.informationOf(user.id),
    repos.preferences.of(user.id),
  ]);
  const expiresAt = facts?.passwordExpiresAt;
  const { timeZone, dateFormat } = preferences;
  return {
    welcome: {
      greeting: welcomeGreeting(user),
      passwordWarning: passwordExpiryText(expiresAt ? daysUntil(expiresAt, now) : null),
      // A zone this server's time-zone data lacks (saved where another had it) leaves the line blank, not the frame.
      lastLogin:
        facts && timeZone !== BROWSER_TIME_ZONE && isKnownTimeZone(timeZone)
          ? lastLoginLine(facts.previousLoginAt, momentWriter({ timeZone, dateFormat }))
          : null,
      instanceLine: instanceLine(system),
      // A text nobody has written yet is an empty panel, as the help API answers it and the page shows it.
      announcements: {
        title: text?.title ?? '',
        html: text ? await renderedHelpHtml(text.content) : '',
        editable: user.canEditHelp,
      },
    },
  };
}
