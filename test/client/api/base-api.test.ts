import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { makeStore } from '@client/app/store';
import { authApi } from '@client/api/auth-api';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';

describe('base query', () => {
  it('sends the no-cache headers and echoes the XSRF cookie', async () => {
    let received: Headers | undefined;
    server.use(
      http.post(apiUrl(apiPaths.logout), ({ request }) => {
        received = request.headers;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    document.cookie = 'XSRF-TOKEN=token%2Fwith%3Dchars; path=/';
    await makeStore().dispatch(authApi.endpoints.logout.initiate());
    expect(received?.get('Cache-Control')).toBe('no-cache');
    expect(received?.get('Pragma')).toBe('no-cache');
    expect(received?.get('X-XSRF-TOKEN')).toBe('token/with=chars');
  });

  it('sends no XSRF header before the server has set the cookie', async () => {
    let received: Headers | undefined;
    server.use(
      http.post(apiUrl(apiPaths.logout), ({ request }) => {
        received = request.headers;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await makeStore().dispatch(authApi.endpoints.logout.initiate());
    expect(received?.get('Cache-Control')).toBe('no-cache');
    expect(received?.has('X-XSRF-TOKEN')).toBe(false);
  });
});
