import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { TWO_FACTOR_WRONG_CODE_MESSAGE, type TwoFactorResult, type TwoFactorSetupDetails } from '@shared/contract';
import { apiUrl } from '../api-url';
import { mockSession } from '../mock-session';
import { notLoggedIn } from './not-logged-in';

/** The code the mock accepts at stage 2. */
export const VALID_SETUP_CODE = '135790';
export const SETUP_SECRET = 'JBSWY3DPEHPK3PXP';
export const CANCEL_MESSAGE = 'Two-factor setup was cancelled.';

export function setupDetails(app: string, userName: string): TwoFactorSetupDetails {
  const issuer = 'Energy Post-Trade';
  return {
    qrCodeUrl: `otpauth://totp/${encodeURIComponent(`${issuer}:${userName}`)}?secret=${SETUP_SECRET}&issuer=${encodeURIComponent(issuer)}&app=${app}`,
    secret: SETUP_SECRET,
    accountName: userName,
    issuer,
    cancelAllowed: true,
    fhaUser: false,
  };
}

export const twoFactorHandlers = [
  http.post(apiUrl(apiPaths.twoFactorSetup), async ({ request }) => {
    const account = mockSession.account();
    if (!account) return notLoggedIn();
    const { app } = (await request.json()) as { app?: string };
    return HttpResponse.json(setupDetails(app ?? 'MICROSOFT', account.user.userName));
  }),
  http.post(apiUrl(apiPaths.twoFactorVerify), async ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const { code } = (await request.json()) as { code: string };
    const result: TwoFactorResult =
      code === VALID_SETUP_CODE
        ? { value: 'VALIDATION_SUCCESS', validationFailureMessages: [] }
        : { value: 'VALIDATION_FAILED', validationFailureMessages: [TWO_FACTOR_WRONG_CODE_MESSAGE] };
    return HttpResponse.json(result);
  }),
  http.post(apiUrl(apiPaths.twoFactorCancel), () =>
    mockSession.account() ? HttpResponse.json({ message: CANCEL_MESSAGE }) : notLoggedIn(),
  ),
];
