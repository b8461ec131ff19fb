import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readApiError } from '@client/api/read-api-error';
import { useResolveReferenceLinkQuery } from '@client/api/reference-link-api';
import { organisationSelected } from '@client/session/organisation-slice';
import { useAppDispatch } from '@client/store/hooks';
import { REFERENCE_PERMISSION_MESSAGE, UNAUTHORIZED_ACCESS_PREFIX } from '@shared/contract/reference-link-messages';

export interface ReferenceLinkState {
  resolving: boolean;
  /** What to tell the user when the link cannot be followed. */
  errorText: string | undefined;
}

function errorTextOf(error: unknown): string {
  const { errorMessage, fieldErrors, statusText } = readApiError(error);
  if (errorMessage?.startsWith(UNAUTHORIZED_ACCESS_PREFIX)) return REFERENCE_PERMISSION_MESSAGE;
  // A refused reference (too long, not one) says why: the page has no field to show it on.
  const refused = fieldErrors?.ref?.[0];
  if (refused) return `${errorMessage ?? 'Invalid request.'} ${refused}`;
  return errorMessage ?? statusText ?? 'The link could not be opened.';
}

/**
 * help/welcome?ref=... (market spec section 2): resolves the reference, selects its organisation
 * (the shell then reloads the navigation) and opens the target with the request parameters in the
 * navigation state. The welcome entry is replaced, so Back does not follow the link again.
 */
export function useReferenceLink(): ReferenceLinkState {
  const [searchParams] = useSearchParams();
  const ref = searchParams.get('ref')?.trim() || undefined;
  const { data: target, error, isFetching } = useResolveReferenceLinkQuery(ref ?? skipToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!target) return;
    dispatch(organisationSelected(target.organisationId));
    void navigate(`/${target.targetUrl.replace(/^\/+/, '')}`, { state: target.requestParameters, replace: true });
  }, [target, dispatch, navigate]);

  return { resolving: isFetching, errorText: ref && error && !isFetching ? errorTextOf(error) : undefined };
}
