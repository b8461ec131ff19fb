import {
  forgetLegacyOrganisationChoice,
  LEGACY_ORGANISATION_STORAGE_KEY,
  readCachedOrganisationId,
  writeCachedOrganisationId,
} from '@client/session/organisation-storage';
import { organisationCleared, organisationSelected, organisationSlice } from '@client/session/organisation-slice';
import { claimSessionState, clearSessionState } from '@client/session/session-storage-owner';
import { authApi } from '@client/api/auth-api';
import { makeStore } from '@client/app/store';
import { demoAccounts } from '@test/mocks/data';

describe('the cached organisation, per user', () => {
  it('is read back for the user who chose it, and for nobody else', () => {
    writeCachedOrganisationId('analyst', 12);
    writeCachedOrganisationId('admin', null);
    expect(readCachedOrganisationId('analyst')).toBe(12);
    expect(readCachedOrganisationId('admin')).toBeNull();
    expect(readCachedOrganisationId('editor')).toBeUndefined();
  });

  it('ignores the key all users once shared, and drops it', () => {
    window.localStorage.setItem(LEGACY_ORGANISATION_STORAGE_KEY, '12');
    expect(readCachedOrganisationId('analyst')).toBeUndefined();
    forgetLegacyOrganisationChoice();
    expect(window.localStorage.getItem(LEGACY_ORGANISATION_STORAGE_KEY)).toBeNull();
  });
});

describe('the organisation slice', () => {
  it('forgets the choice when cleared (logout, session end)', () => {
    const chosen = organisationSlice.reducer(undefined, organisationSelected(12));
    expect(chosen).toEqual({ selectedOrganisationId: 12, chosen: true });
    expect(organisationSlice.reducer(chosen, organisationCleared())).toEqual({
      selectedOrganisationId: null,
      chosen: false,
    });
  });
});

describe("a tab's session state", () => {
  const draftKey = 'energy-post-trade.draft:/err/remit_table1_trade/modify?historyId=1#traderId';

  it('stays for the same user signing in again', () => {
    claimSessionState('analyst');
    window.sessionStorage.setItem(draftKey, '{"traderId":"T-1"}');
    claimSessionState('analyst');
    expect(window.sessionStorage.getItem(draftKey)).toBe('{"traderId":"T-1"}');
  });

  it('is cleared before another user signs in', () => {
    claimSessionState('analyst');
    window.sessionStorage.setItem(draftKey, '{"traderId":"T-1"}');
    claimSessionState('admin');
    expect(window.sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('is cleared at logout, leaving keys of others alone', () => {
    claimSessionState('analyst');
    window.sessionStorage.setItem(draftKey, '{}');
    window.sessionStorage.setItem('other-app', 'kept');
    clearSessionState();
    expect(window.sessionStorage.getItem(draftKey)).toBeNull();
    expect(window.sessionStorage.getItem('other-app')).toBe('kept');
  });
});

describe('the organisation told to the server', () => {
  const told = () => document.cookie.match(/(?:^|; )ept_organisation=([^;]*)/)?.[1];

  it('follows every choice, and is forgotten when another session begins, before any choice of it', async () => {
    const store = makeStore();
    store.dispatch(organisationSelected(12));
    expect(told()).toBe('12');
    store.dispatch(organisationSelected(null));
    expect(told()).toBe('none');
    store.dispatch(organisationSelected(11));
    // The session ended without a logout (a timeout); the next user signs in.
    const login = store.dispatch(
      authApi.endpoints.login.initiate({ username: 'admin', password: demoAccounts.admin!.password }),
    );
    await login.unwrap();
    login.reset();
    expect(told()).toBeUndefined();
  });

  it('is forgotten at logout', async () => {
    const store = makeStore();
    store.dispatch(organisationSelected(12));
    const logout = store.dispatch(authApi.endpoints.logout.initiate());
    await logout.unwrap().catch(() => undefined);
    logout.reset();
    expect(told()).toBeUndefined();
  });
});
