import type { FastifyRequest } from 'fastify';
import { withoutTrailingSlash } from '@shared/app-paths';
import { ORGANISATION_COOKIE_NAME, organisationIdOfCookie } from '@shared/organisation-cookie';
import { standingIn } from '../access/organisation-standing';
import type { Repositories } from '../repositories';

/** A page's title that names one of the organisation's records, read from the page's query; undefined where there is none. */
export type RecordPageTitle = (
  repos: Repositories,
  organisationId: number,
  query: URLSearchParams,
) => Promise<string | undefined>;

/** The pages whose title names a record, by path (the composition root names them: app.ts). */
export type RecordPageTitles = ReadonlyMap<string, RecordPageTitle>;

/**
 * The organisation the browser has chosen (its cookie, shared/organisation-cookie.ts), checked by the
 * one rule of every organisation-scoped call: one the user has no standing in is none, as its records
 * answer 404 to the API. Undefined where the browser has chosen none.
 */
export function chosenOrganisationOf(request: FastifyRequest): number | undefined {
  const organisationId = organisationIdOfCookie(request.cookies[ORGANISATION_COOKIE_NAME]);
  if (organisationId === undefined || !request.user) return undefined;
  return standingIn(request.user, organisationId) === null ? undefined : organisationId;
}

/**
 * The title of a page that names a record of the organisation the browser has chosen
 * (chosenOrganisationOf), for the page's HTML to paint before any script has run. Undefined where the
 * page names no record or the browser has chosen no organisation; the page then waits for its answer
 * as before.
 */
export async function recordTitleBeforeData(
  request: FastifyRequest,
  repos: Repositories,
  titles: RecordPageTitles,
  pathname: string,
  search: string,
): Promise<string | undefined> {
  const titleOf = titles.get(withoutTrailingSlash(pathname));
  const organisationId = chosenOrganisationOf(request);
  if (!titleOf || organisationId === undefined) return undefined;
  return titleOf(repos, organisationId, new URLSearchParams(search));
}
