import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import type { PasswordChangeRequest, PasswordResetRequest, PasswordStatusResponse } from '@shared/contract';
import { apiUrl } from '../api-url';
import { demoAccounts } from '../data';
import { mockSession } from '../mock-session';
import { notLoggedIn } from './not-logged-in';

/** Reset links the mock knows: one usable, one expired. */
export const resetHashes = { valid: 'valid-hash', expired: 'expired-hash' } as const;
/** A password the mock says was used before. */
export const USED_PASSWORD = 'Used#Pass2026';

const status = (response: PasswordStatusResponse['response']) =>
  HttpResponse.json<PasswordStatusResponse>({ response });

export const passwordHandlers = [
  http.get(apiUrl(apiPaths.passwordResetMail), ({ params }) =>
    demoAccounts[String(params.username)]
      ? HttpResponse.json({})
      : HttpResponse.json({ response: 'No e-mail address is known for this login name.' }, { status: 400 }),
  ),
  http.get(apiUrl(apiPaths.passwordResetAllowed), ({ params }) =>
    status(params.hash === resetHashes.valid ? 'SUCCESS' : 'REQUEST_EXPIRED'),
  ),
  http.post(apiUrl(apiPaths.passwordReset), async ({ request }) => {
    const { hash, newPassword } = (await request.json()) as PasswordResetRequest;
    if (hash !== resetHashes.valid) return status('REQUEST_EXPIRED');
    if (newPassword === USED_PASSWORD) return status('USED_PASSWORD');
    return status('SUCCESS');
  }),
  http.post(apiUrl(apiPaths.passwordChange), async ({ request }) => {
    const account = mockSession.account();
    if (!account) return notLoggedIn();
    const { currentPassword, newPassword } = (await request.json()) as PasswordChangeRequest;
    if (currentPassword !== account.password) {
      const errorMessage = 'The current password is not correct.';
      return HttpResponse.json({ errorMessage, fieldErrors: { currentPassword: [errorMessage] } }, { status: 400 });
    }
    // The demo accounts are shared by every test: a test that needs the cleared flag afterwards says so
    // with its own user information handler.
    if (newPassword === USED_PASSWORD || newPassword === account.password) return status('USED_PASSWORD');
    return status('SUCCESS');
  }),
];
