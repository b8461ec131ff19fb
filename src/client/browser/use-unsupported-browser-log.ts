import { useEffect, useRef } from 'react';
import { useLogUnsupportedBrowserMutation } from '@client/api/error-report-api';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import { isUnsupportedBrowser, UNSUPPORTED_BROWSER_LOG_DELAY_MS } from './browser-support';
import { currentBrowser } from './current-browser';

/**
 * Logs an unsupported browser once, 2000 ms after login (access spec sections 4 and 9). Used by the
 * authenticated shell, which mounts right after a login; the delay lets the organisation be chosen.
 */
export function useUnsupportedBrowserLog(): void {
  const { data: user } = useGetUserInformationQuery();
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const [logUnsupportedBrowser] = useLogUnsupportedBrowserMutation();
  const logged = useRef(false);
  const loggedIn = Boolean(user);

  useEffect(() => {
    const browser = currentBrowser();
    if (!loggedIn || logged.current || !isUnsupportedBrowser(browser)) return;
    const timer = window.setTimeout(() => {
      logged.current = true;
      void logUnsupportedBrowser({ browser: browser.name, version: String(browser.version), organisationId });
    }, UNSUPPORTED_BROWSER_LOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loggedIn, organisationId, logUnsupportedBrowser]);
}
