import { apiPaths } from '@shared/api-paths';
import { mifidApi } from '@client/api/mifid-api';
import { problemSolvingApi } from '@client/api/problem-solving-api';
import { makeStore } from '@client/app/store';
import { MOCK_RECEIVED_FILE_ID } from '@test/mocks/mifid-data';
import { server } from '@test/mocks/server';
import { waitFor } from '@test/render-with-providers';

const NORDWIND = 11;

/** How often the store asked for the queue's counts (the menu's number and the counts bar). */
function countCountRequests(): () => number {
  let requests = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === apiPaths.problemSolvingCounts) requests += 1;
  });
  return () => requests;
}

afterEach(() => server.events.removeAllListeners());

describe('the problem-solving counts after a change elsewhere', () => {
  it('are asked for again when a position file is confirmed', async () => {
    const store = makeStore();
    const requests = countCountRequests();
    const counts = store.dispatch(problemSolvingApi.endpoints.getProblemCounts.initiate({ organisationId: NORDWIND }));
    await counts;
    expect(requests()).toBe(1);

    const file = await store.dispatch(
      mifidApi.endpoints.confirmMifidFile.initiate({
        fileId: MOCK_RECEIVED_FILE_ID,
        organisationId: NORDWIND,
        fileVersion: 1,
      }),
    );
    expect(file.error).toBeUndefined();
    await waitFor(() => expect(requests()).toBe(2));
    counts.unsubscribe();
  });

  it('are not asked for again when the change was refused', async () => {
    const store = makeStore();
    const requests = countCountRequests();
    const counts = store.dispatch(problemSolvingApi.endpoints.getProblemCounts.initiate({ organisationId: NORDWIND }));
    await counts;
    const refused = await store.dispatch(
      mifidApi.endpoints.confirmMifidFile.initiate({
        fileId: MOCK_RECEIVED_FILE_ID,
        organisationId: NORDWIND,
        fileVersion: 99,
      }),
    );
    expect(refused.error).toMatchObject({ status: 409 });
    // A stale view reloads the file (409), and the queue with it: the other user's change may have moved it.
    await waitFor(() => expect(requests()).toBe(2));
    const invalid = await store.dispatch(
      mifidApi.endpoints.confirmMifidFile.initiate({
        fileId: MOCK_RECEIVED_FILE_ID,
        organisationId: NORDWIND,
        fileVersion: 0,
      }),
    );
    expect(invalid.error).toMatchObject({ status: 400 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests()).toBe(2);
    counts.unsubscribe();
  });
});
