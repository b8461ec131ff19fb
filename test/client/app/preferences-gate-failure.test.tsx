import { CHUNK_LOAD_MESSAGE } from '@client/app/route-error/chunk-load-failure';
import { chunkLoadError, reportedErrors } from '@test/mocks/chunk-load-failure';
import { renderApp, screen, waitFor } from '@test/render-with-providers';

// The signed-in pages' preferences gate comes with the shell chunk; here that chunk cannot be loaded.
const loadPreferencesGate = jest.fn<Promise<never>, []>();
jest.mock('@client/app/routes/area-loaders', () => ({
  ...jest.requireActual('@client/app/routes/area-loaders'),
  loadPreferencesGate: () => loadPreferencesGate(),
}));

it('a preferences gate that cannot be loaded ends in the chunk-load page, as a lazy page would', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = chunkLoadError('shell');
  loadPreferencesGate.mockRejectedValue(error);
  const { reported, stop } = reportedErrors();

  renderApp({ route: '/help/welcome' });

  expect(await screen.findByRole('alert')).toHaveTextContent(CHUNK_LOAD_MESSAGE);
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  // Handed to the client error reporting, as the failed chunk of a page is.
  await waitFor(() => expect(reported).toEqual([error]));
  stop();
});
