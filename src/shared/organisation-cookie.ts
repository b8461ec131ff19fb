/**
 * The organisation the browser has chosen, told to the server with every request of its pages, so the
 * HTML of a page whose title names an organisation's record can paint that title before any script has
 * run (server/plugins/record-page-titles.ts). The choice itself is the browser's
 * (client/session/organisation-persistence.ts); the server only reads the cookie, and checks the
 * organisation by the same rule as any organisation-scoped call.
 */
export const ORGANISATION_COOKIE_NAME = 'ept_organisation';

/** The organisation id the cookie names; undefined for the empty choice or anything that is not an id. */
export function organisationIdOfCookie(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  return Number(value);
}
