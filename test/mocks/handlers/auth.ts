import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import type { LoginErrorResponse, LoginRequest, LoginResponse } from '@shared/contract';
import { apiUrl } from '../api-url';
import { demoAccounts } from '../data';
import { mockSession } from '../mock-session';

const refusal = (errorMessage: string, tokenRequired = false): LoginErrorResponse => ({
  errorMessage,
  tokenRequired,
  tokenEmailAllowed: false,
  tokenEmailSent: false,
});

export const authHandlers = [
  http.post(apiUrl(apiPaths.login), async ({ request }) => {
    const { username, password, token } = (await request.json()) as LoginRequest;
    const account = demoAccounts[username];
    if (!account || account.password !== password) {
      return HttpResponse.json(refusal('Wrong username or password.'), { status: 401 });
    }
    if (account.token && token === undefined) {
      return HttpResponse.json(refusal('Verification code required.', true), { status: 401 });
    }
    if (account.token && token !== account.token) {
      return HttpResponse.json(refusal('The verification code is not valid.', true), { status: 401 });
    }
    mockSession.logIn(username);
    const body: LoginResponse = {
      userName: username,
      changePasswordImmediately: account.user.changePasswordImmediately,
      setupTwoFactor: account.user.setupTwoFactor,
    };
    return HttpResponse.json(body);
  }),
  http.post(apiUrl(apiPaths.logout), () => {
    mockSession.logOut();
    return new HttpResponse(null, { status: 204 });
  }),
];
