import { makeStore } from '@client/app/store';
import { preferencesApi } from '@client/api/preferences-api';
import { userApi } from '@client/api/user-api';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { writeCachedOrganisationId } from '@client/session/organisation-storage';
import { apiPaths } from '@shared/api-paths';
import { demoAccounts } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';

const askedForWithTheUser: string[] = [
  apiPaths.preferences,
  apiPaths.selectableOrganisations,
  apiPaths.systemInformation,
];

/** The paths the mock API was asked for while `work` ran, in order. */
async function requestsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', record);
  try {
    await work();
    return paths;
  } finally {
    server.events.removeListener('request:start', record);
  }
}

const settle = (store: ReturnType<typeof makeStore>) =>
  Promise.all(store.dispatch(userApi.util.getRunningQueriesThunk()));

describe('what every signed-in page needs, asked for with the user', () => {
  it('asks for preferences, organisations and system information the moment the user is known, once each', async () => {
    const store = makeStore();
    const requests = await requestsDuring(async () => {
      await store.dispatch(userApi.endpoints.getUserInformation.initiate());
      await settle(store);
    });
    expect(requests.filter((path) => askedForWithTheUser.includes(path)).sort()).toEqual(
      [...askedForWithTheUser].sort(),
    );
    expect(preferencesApi.endpoints.getPreferences.select()(store.getState()).data?.timeZone).toBeDefined();
    // A page's own subscription then takes the cached answer: no second request.
    const again = await requestsDuring(() => store.dispatch(preferencesApi.endpoints.getPreferences.initiate()));
    expect(again).toEqual([]);
  });

  it("chooses the default organisation (the user's own) before any page renders", async () => {
    const analyst = demoAccounts.analyst!.user;
    const store = makeStore();
    await store.dispatch(userApi.endpoints.getUserInformation.initiate());
    await settle(store);
    expect(selectOrganisationChosen(store.getState())).toBe(true);
    expect(selectSelectedOrganisationId(store.getState())).toBe(analyst.organisation?.organisationId);
  });

  it('chooses the organisation the user chose last time, when it is still selectable', async () => {
    const store = makeStore();
    const { data: selectable } = await store.dispatch(userApi.endpoints.getSelectableOrganisations.initiate());
    const other = selectable!.organisations.find(
      (organisation) => organisation.organisationId !== demoAccounts.analyst!.user.organisation?.organisationId,
    )!;
    writeCachedOrganisationId(demoAccounts.analyst!.user.userName, other.organisationId);
    await store.dispatch(userApi.endpoints.getUserInformation.initiate());
    await settle(store);
    expect(selectSelectedOrganisationId(store.getState())).toBe(other.organisationId);
  });

  it('asks for nothing while a password change is pending (the server refuses every other call then)', async () => {
    const analyst = demoAccounts.analyst!;
    const original = analyst.user;
    analyst.user = { ...original, changePasswordImmediately: true };
    try {
      const store = makeStore();
      const requests = await requestsDuring(async () => {
        await store.dispatch(userApi.endpoints.getUserInformation.initiate());
        await settle(store);
      });
      expect(requests).toEqual([apiPaths.userInformation]);
      expect(selectOrganisationChosen(store.getState())).toBe(false);
    } finally {
      analyst.user = original;
    }
  });

  it('asks for nothing for a visitor who is not signed in', async () => {
    mockSession.logOut();
    const store = makeStore();
    const requests = await requestsDuring(() => store.dispatch(userApi.endpoints.getUserInformation.initiate()));
    expect(requests).toEqual([apiPaths.userInformation]);
  });
});
