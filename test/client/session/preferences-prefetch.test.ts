import { makeStore } from '@client/app/store';
import { preferencesApi } from '@client/api/preferences-api';
import { userApi } from '@client/api/user-api';
import { demoAccounts } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';

/** The preferences requests the mock API received while `work` ran. */
async function preferencesRequestsDuring(work: () => Promise<unknown>): Promise<number> {
  let requests = 0;
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/user/preferences') requests += 1;
  };
  server.events.on('request:start', count);
  try {
    await work();
    return requests;
  } finally {
    server.events.removeListener('request:start', count);
  }
}

describe('preferences asked for with the user', () => {
  it('asks for them the moment the user is known, before any page subscribes, and keeps the answer', async () => {
    const store = makeStore();
    const requests = await preferencesRequestsDuring(async () => {
      await store.dispatch(userApi.endpoints.getUserInformation.initiate());
      await Promise.all(store.dispatch(preferencesApi.util.getRunningQueriesThunk()));
    });
    expect(requests).toBe(1);
    expect(preferencesApi.endpoints.getPreferences.select()(store.getState()).data?.timeZone).toBeDefined();
    // The gate's own subscription then takes the cached answer: no second request.
    const again = await preferencesRequestsDuring(() =>
      store.dispatch(preferencesApi.endpoints.getPreferences.initiate()),
    );
    expect(again).toBe(0);
  });

  it('does not ask while a password change is pending (the server refuses every other call then)', async () => {
    const analyst = demoAccounts.analyst!;
    const original = analyst.user;
    analyst.user = { ...original, changePasswordImmediately: true };
    try {
      const store = makeStore();
      const requests = await preferencesRequestsDuring(() =>
        store.dispatch(userApi.endpoints.getUserInformation.initiate()),
      );
      expect(requests).toBe(0);
    } finally {
      analyst.user = original;
    }
  });

  it('does not ask for a visitor who is not signed in', async () => {
    mockSession.logOut();
    const store = makeStore();
    const requests = await preferencesRequestsDuring(() =>
      store.dispatch(userApi.endpoints.getUserInformation.initiate()),
    );
    expect(requests).toBe(0);
  });
});
