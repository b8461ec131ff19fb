import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

// A URL drops a '.' or '..' path segment: sent as it is, the name reached /reset/ and came back 404.
describe.each(['.', '..'])("forgot password for the login name '%s'", (name) => {
  it('asks the server as for any name and gives the same answer', async () => {
    // As the server answers: alike for every name, known or not.
    server.use(http.get(apiUrl(apiPaths.passwordResetMail), () => HttpResponse.json({})));
    const requested: string[] = [];
    const noteRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/user/password/')) requested.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', noteRequest);
    try {
      mockSession.logOut();
      const { user, router } = renderApp({ route: '/forgot_password' });
      await user.type(await screen.findByLabelText('Login name'), name);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Please check your emails for further instructions.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(screen.queryByText('Not found.')).not.toBeInTheDocument();
      // The trailing space keeps the segment a name; the server's contract trims it off.
      expect(requested).toEqual([`/api/user/password/reset/${name}%20`]);
    } finally {
      server.events.removeListener('request:start', noteRequest);
    }
  });
});
