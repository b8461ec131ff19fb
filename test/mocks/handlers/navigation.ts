import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '../api-url';
import { navigationFor } from '../data';
import { mockSession } from '../mock-session';
import { notLoggedIn } from './not-logged-in';

export const navigationHandlers = [
  http.get(apiUrl(apiPaths.navigation), ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const organisationId = new URL(request.url).searchParams.get('organisationId');
    return HttpResponse.json(navigationFor(organisationId === null ? undefined : Number(organisationId)));
  }),
];
