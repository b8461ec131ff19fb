import { postLoginTarget } from '@client/session/post-login-target';

const analyst = { userName: 'analyst', changePasswordImmediately: false, setupTwoFactor: false };

describe('where a signed-in visitor of the login page goes', () => {
  it('to the page picked to start on, else the welcome page, with the query string kept', () => {
    expect(postLoginTarget(analyst, '?x=1', undefined, 'err/mifid')).toBe('/err/mifid?x=1');
    expect(postLoginTarget(analyst, '?x=1', undefined)).toBe('/help/welcome?x=1');
  });

  it('to the welcome page with a reference link, which only that page follows, whatever page was picked', () => {
    expect(postLoginTarget(analyst, '?ref=NW-AUDIT-240117', undefined, 'err/mifid')).toBe(
      '/help/welcome?ref=NW-AUDIT-240117',
    );
  });

  it('back to the page the session ended on, only for the user it was', () => {
    const remembered = { pathname: '/preferences', search: '', userName: 'analyst' };
    expect(postLoginTarget(analyst, '', remembered, 'err/mifid')).toBe('/preferences');
    expect(postLoginTarget({ ...analyst, userName: 'editor' }, '', remembered, 'err/mifid')).toBe('/err/mifid');
  });

  it('first to a pending password change, then to a pending 2FA setup', () => {
    expect(postLoginTarget({ ...analyst, changePasswordImmediately: true, setupTwoFactor: true }, '', undefined)).toBe(
      '/change_password_immediately',
    );
    expect(postLoginTarget({ ...analyst, setupTwoFactor: true }, '', undefined)).toBe('/setup_2fa');
  });

  it('to a pending step with the query of the page the login guard remembered, for the page after it', () => {
    const linked = { pathname: '/help/welcome', search: '?x=1&ref=NW-TRADE-240117' };
    expect(postLoginTarget({ ...analyst, setupTwoFactor: true }, '', linked)).toBe('/setup_2fa?ref=NW-TRADE-240117');
    expect(postLoginTarget({ ...analyst, changePasswordImmediately: true }, '', linked)).toBe(
      '/change_password_immediately?ref=NW-TRADE-240117',
    );
    // Only its reference link: a finder's filters mean nothing to the welcome page after the step.
    expect(
      postLoginTarget({ ...analyst, setupTwoFactor: true }, '', { pathname: '/ecm/dealfinder', search: '?page=3' }),
    ).toBe('/setup_2fa');
    // The login page's own query comes first; another user's remembered page gives none.
    expect(postLoginTarget({ ...analyst, setupTwoFactor: true }, '?ref=A', linked)).toBe('/setup_2fa?ref=A');
    expect(postLoginTarget({ ...analyst, setupTwoFactor: true }, '', { ...linked, userName: 'editor' })).toBe(
      '/setup_2fa',
    );
  });
});
