import {
  isHandledLocally,
  reactionTo,
  SESSION_TIMEOUT_MESSAGE,
  type FailureFacts,
} from '@client/errors/http-error-policy';

const facts = (status: number | string, more: Partial<FailureFacts> = {}): FailureFacts => ({
  status,
  errorMessage: undefined,
  fromCurrentPage: true,
  xsrfTokenPresent: true,
  ...more,
});

describe('the status table (access spec section 8)', () => {
  it('publishes a 503 without leaving the page', () => {
    expect(reactionTo(facts(503))).toEqual({ kind: 'publish' });
  });

  it.each([500, 502, 504, 599])('sends %d to the error page', (status) => {
    expect(reactionTo(facts(status))).toEqual({ kind: 'errorPage' });
  });

  it('goes to the root on a 400 about a missing cookie, and ignores other 400s', () => {
    expect(reactionTo(facts(400, { errorMessage: 'Missing cookie XSRF-TOKEN' }))).toEqual({
      kind: 'navigate',
      to: 'root',
    });
    expect(reactionTo(facts(400, { errorMessage: 'Field x is invalid.' }))).toEqual({ kind: 'ignore' });
  });

  it('ends the session on a 401, with the timeout notice when an XSRF token is present', () => {
    expect(reactionTo(facts(401))).toEqual({ kind: 'endSession', notice: SESSION_TIMEOUT_MESSAGE });
    expect(reactionTo(facts(401, { xsrfTokenPresent: false }))).toEqual({ kind: 'endSession', notice: undefined });
  });

  it("ends the session on a 423 with the server's message", () => {
    expect(reactionTo(facts(423, { errorMessage: 'Account locked.' }))).toEqual({
      kind: 'endSession',
      notice: 'Account locked.',
    });
  });

  it('publishes a 403 and sends a 404 to not_found', () => {
    expect(reactionTo(facts(403))).toEqual({ kind: 'publish' });
    expect(reactionTo(facts(404))).toEqual({ kind: 'navigate', to: 'not_found' });
  });

  it('sends a 408 to the error page only when it belongs to the current page', () => {
    expect(reactionTo(facts(408))).toEqual({ kind: 'errorPage' });
    expect(reactionTo(facts(408, { fromCurrentPage: false }))).toEqual({ kind: 'ignore' });
  });

  it('shows the connection-failure screen when the server cannot be reached', () => {
    expect(reactionTo(facts('FETCH_ERROR'))).toEqual({ kind: 'navigate', to: 'connection_failure' });
  });

  it('shows the connection-failure screen when a read had no answer in time', () => {
    expect(reactionTo(facts('TIMEOUT_ERROR'))).toEqual({ kind: 'navigate', to: 'connection_failure' });
  });

  it('says a change the server could not be reached for on its page, which keeps what the user entered', () => {
    expect(reactionTo(facts('FETCH_ERROR', { changesData: true }))).toEqual({ kind: 'publish' });
  });

  it('ignores other client errors', () => {
    expect(reactionTo(facts(409))).toEqual({ kind: 'ignore' });
    expect(reactionTo(facts(422))).toEqual({ kind: 'ignore' });
  });
});

describe('failures handled where they happen', () => {
  it('leaves the anonymous 401 of the user information and the login refusals to their pages', () => {
    expect(isHandledLocally('getUserInformation', 401)).toBe(true);
    expect(isHandledLocally('getUserInformation', 500)).toBe(false);
    expect(isHandledLocally('login', 423)).toBe(true);
    expect(isHandledLocally('login', 500)).toBe(false);
  });

  it('keeps a 401 of the password change and the 2FA verification global (session timeout)', () => {
    expect(isHandledLocally('changePassword', 400)).toBe(true);
    expect(isHandledLocally('changePassword', 401)).toBe(false);
    expect(isHandledLocally('verifyTwoFactorCode', 401)).toBe(false);
  });

  it('never lets the reporters report or redirect about themselves', () => {
    for (const status of [400, 401, 404, 500, 'FETCH_ERROR']) {
      expect(isHandledLocally('reportClientError', status)).toBe(true);
      expect(isHandledLocally('logUnsupportedBrowser', status)).toBe(true);
    }
  });
});
