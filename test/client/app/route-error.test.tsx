import { ROUTE_ERROR_MESSAGE } from '@client/app/route-error-page';
import { renderApp, screen } from '@test/render-with-providers';

// A deployment replaced the help area's hashed chunk while the page was open: loading it fails.
jest.mock('@client/app/routes/area-loaders', () => ({
  ...jest.requireActual('@client/app/routes/area-loaders'),
  loadHelp: () => Promise.reject(new Error('Loading chunk area-help failed.')),
}));

describe('a route that cannot be loaded', () => {
  it('offers a reload instead of the router default, and hands the error to the client error reporting', async () => {
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error);
    window.addEventListener('error', onError);
    // The router logs the error it caught; that is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderApp({ route: '/help/welcome' });

    expect(await screen.findByRole('alert')).toHaveTextContent(ROUTE_ERROR_MESSAGE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reported).toEqual([expect.objectContaining({ message: 'Loading chunk area-help failed.' })]);
    window.removeEventListener('error', onError);
  });
});
