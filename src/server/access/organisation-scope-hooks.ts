import type { FastifyRequest } from 'fastify';
import { organisationIdSchema } from '@shared/contract/common';
import { HttpError } from '../http/http-error';
import { UNSAFE_METHODS } from '../http/request-changes';
import { userOf } from './require-user-hooks';
import {
  mayAct,
  NOT_A_MEMBER_MESSAGE,
  ORGANISATION_NOT_FOUND_MESSAGE,
  standingIn,
  type OrganisationStanding,
} from './organisation-standing';

export { ORGANISATION_NOT_FOUND_MESSAGE };

function organisationIdIn(source: unknown): unknown {
  return typeof source === 'object' && source !== null && 'organisationId' in source
    ? source.organisationId
    : undefined;
}

/**
 * A raw (not yet validated) organisationId as the contract's validation would make of it, if it takes
 * it: by the contract's own rule, so an id no organisation can have (past int4) is never looked up.
 */
function rawOrganisationId(value: unknown): number | undefined {
  const parsed = organisationIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The request's organisation and the user's standing in it: the one it names in its query or body,
 * else the user's own. Another organisation's id answers 404 as if it did not exist, and a change
 * (an unsafe method) asks for membership unless the route only reads or changes only the caller's own data.
 */
function resolve(request: FastifyRequest, named: readonly unknown[]): OrganisationStanding | null {
  const user = userOf(request);
  const ids = named.filter((id) => id !== undefined && id !== null);
  let organisation: OrganisationStanding | null = null;
  if (ids.length === 0) {
    // The user's own organisation, with the standing the rule gives, never assumed: a user whose own
    // organisation is not among the memberships has none, and scoped routes answer 404.
    const standing = user.organisationId === null ? null : standingIn(user, user.organisationId);
    if (user.organisationId === null || standing === null) return null;
    organisation = { id: user.organisationId, standing };
  }
  for (const id of ids) {
    const standing = typeof id === 'number' ? standingIn(user, id) : null;
    if (standing === null || (organisation !== null && organisation.id !== id))
      throw new HttpError(404, ORGANISATION_NOT_FOUND_MESSAGE);
    organisation = { id: id as number, standing };
  }
  if (organisation && UNSAFE_METHODS.has(request.method) && !mayAct(organisation) && !observersMay(request)) {
    throw new HttpError(403, NOT_A_MEMBER_MESSAGE);
  }
  return organisation;
}

/** A route an observer may call with an unsafe method: a read sent as POST, or a change of the caller's own data. */
function observersMay(request: FastifyRequest): boolean {
  const { readsOnly, changesOnlyOwnData } = request.routeOptions.config;
  return readsOnly === true || changesOnlyOwnData === true;
}

/**
 * An observer's standing comes from being an admin, not from a membership, so it holds for any id:
 * the organisation must also exist, else an admin naming an id no organisation has would read empty
 * lists as if it did, and a change of their own data there (column settings) would fail with a 500.
 */
async function existing(
  request: FastifyRequest,
  organisation: OrganisationStanding | null,
): Promise<OrganisationStanding | null> {
  if (organisation?.standing === 'observer' && !(await request.server.repos.organisations.findById(organisation.id)))
    throw new HttpError(404, ORGANISATION_NOT_FOUND_MESSAGE);
  return organisation;
}

/** The ids a request named before validation, by the raw hook: query's, then body's. */
const namedRaw = new WeakMap<FastifyRequest, readonly unknown[]>();

/**
 * preValidation hook of the signed-in API: resolves the organisation from the raw request, so another
 * organisation's caller learns nothing, not even whether the rest of the request would be valid.
 */
export async function resolveRawOrganisation(request: FastifyRequest): Promise<void> {
  const named = [organisationIdIn(request.query), organisationIdIn(request.body)];
  namedRaw.set(request, named);
  const parsed = named.map((id) => (id === undefined || id === null ? id : rawOrganisationId(id)));
  // An id validation will refuse is left to validation (400); one it accepts is decided now.
  const unparsed = parsed.some((id, at) => id === undefined && named[at] !== undefined);
  request.organisation = unparsed ? null : resolve(request, parsed);
}

/**
 * preHandler of the signed-in API: the same rule once more on the validated values, which are
 * authoritative; an observer's organisation is looked up here only, once its id is known to be one.
 */
export async function resolveValidatedOrganisation(request: FastifyRequest): Promise<void> {
  const raw = namedRaw.get(request) ?? [];
  const validated = [organisationIdIn(request.query), organisationIdIn(request.body)];
  // An id a route's schema does not take is dropped by validation; the request still named it, and is
  // answered for that organisation, not for the user's own as if it had named none.
  const named = validated.map((id, at) => (id === undefined ? raw[at] : id));
  request.organisation = await existing(request, resolve(request, named.map(unvalidatedAsNumber)));
}

/**
 * A route without a query (or body) schema leaves the id as it came, a query's as text: it is read as
 * the raw hook read it, so the user's own organisation named there is still theirs, another's still
 * not found.
 */
const unvalidatedAsNumber = (id: unknown): unknown => (typeof id === 'string' ? (rawOrganisationId(id) ?? id) : id);

/** The organisation a scoped route works in; without one there is nothing to find (404 with the route's words). */
export function organisationOf(
  request: FastifyRequest,
  notFoundMessage = ORGANISATION_NOT_FOUND_MESSAGE,
): OrganisationStanding {
  if (!request.organisation) throw new HttpError(404, notFoundMessage);
  return request.organisation;
}
