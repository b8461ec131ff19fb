import type { BrowserInfo } from './detect-browser';

/** Access spec section 9: a version is supported only if it is greater than these. */
export const MINIMUM_BROWSER_VERSIONS: Readonly<Record<string, number>> = {
  Chrome: 131,
  Edge: 131,
  Opera: 116,
  Firefox: 134,
};

/** Internet Explorer never is; browsers without a minimum (Safari, unknown ones) are not warned about. */
export function isUnsupportedBrowser({ name, version }: BrowserInfo): boolean {
  if (name === 'Internet Explorer') return true;
  const minimum = MINIMUM_BROWSER_VERSIONS[name];
  return minimum !== undefined && version <= minimum;
}

export const browserWarning = ({ name, version }: BrowserInfo): string =>
  `Support for this browser version (${name} ${version}) will soon end. Please update your browser version.`;

/** How long after login an unsupported browser is logged (spec section 9). */
export const UNSUPPORTED_BROWSER_LOG_DELAY_MS = 2000;
