import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { UNAUTHORIZED_ACCESS_PREFIX } from '@shared/contract/reference-link';
import { apiUrl } from '../api-url';
import { FORBIDDEN_REF, referenceTargets } from '../help-data';
import { mockSession } from '../mock-session';
import { notLoggedIn } from './not-logged-in';

export const referenceLinkHandlers = [
  http.get(apiUrl(apiPaths.referenceLink), ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const ref = new URL(request.url).searchParams.get('ref') ?? '';
    if (ref === FORBIDDEN_REF) {
      return HttpResponse.json(
        { errorMessage: `${UNAUTHORIZED_ACCESS_PREFIX} to the requested reference.` },
        { status: 403 },
      );
    }
    const target = referenceTargets[ref];
    return target
      ? HttpResponse.json(target)
      : HttpResponse.json({ errorMessage: 'Reference link not found.' }, { status: 404 });
  }),
];
