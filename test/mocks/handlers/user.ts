import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '../api-url';
import { mockSession } from '../mock-session';
import { notLoggedIn } from './not-logged-in';

export const userHandlers = [
  http.get(apiUrl(apiPaths.userInformation), () => {
    const account = mockSession.account();
    return account ? HttpResponse.json(account.user) : notLoggedIn();
  }),
  http.get(apiUrl(apiPaths.selectableOrganisations), () => {
    const account = mockSession.account();
    return account ? HttpResponse.json(account.selectable) : notLoggedIn();
  }),
];
