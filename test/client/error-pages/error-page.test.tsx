import { ErrorPage } from '@client/features/error-pages/error-page';
import type { HttpErrorRecord } from '@client/errors/errors-slice';
import { renderWithProviders, screen } from '@test/render-with-providers';

const chrome140 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const failure = (
  status: number,
  errorMessage: string | undefined,
  details: Partial<HttpErrorRecord> = {},
): HttpErrorRecord => ({
  status,
  errorMessage,
  url: undefined,
  endpoint: 'getNavigation',
  time: '2026-11-21T08:00:00.000Z',
  page: undefined,
  user: undefined,
  selectedOrg: undefined,
  userAgent: undefined,
  ...details,
});

const detail = (label: string) => screen.getByLabelText(label).textContent;

function renderErrorPage(errors: HttpErrorRecord[], loggedIn = true) {
  const onReturnHome = jest.fn();
  const onLogout = jest.fn();
  const rendered = renderWithProviders(
    <ErrorPage errors={errors} loggedIn={loggedIn} onReturnHome={onReturnHome} onLogout={onLogout} />,
  );
  return { ...rendered, onReturnHome, onLogout };
}

describe('error page', () => {
  it('shows every field of the error information, a 500 message as the reference code', () => {
    renderErrorPage([
      failure(500, 'REF-1', {
        url: 'http://localhost/api/navigation',
        page: '/help/welcome?x=1',
        user: 'analyst',
        selectedOrg: 'Nordic Power Trading',
        userAgent: chrome140,
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(document.title).toBe('Error — Energy Post-Trade');
    expect(screen.getByText('Internal Error 1 of 1')).toBeInTheDocument();
    expect(detail('Time of event')).toMatch(/^2026-11-2[01] \d\d:\d\d:00\.000[+-]\d\d:\d\d$/);
    expect(detail('User')).toBe('analyst');
    expect(detail('Selected organisation')).toBe('Nordic Power Trading');
    expect(detail('Page')).toBe('/help/welcome?x=1');
    expect(detail('URL')).toBe('http://localhost/api/navigation');
    expect(detail('HTTP status code')).toBe('500');
    expect(detail('Reference code')).toBe('REF-1');
    expect(detail('Error message')).toBe('-');
    expect(detail('Browser')).toBe('Chrome 140');
  });

  it("shows another status's message as the message, and '-' for every unset field", () => {
    renderErrorPage([failure(502, 'Bad gateway.')]);
    expect(detail('Error message')).toBe('Bad gateway.');
    expect(detail('Reference code')).toBe('-');
    for (const label of ['User', 'Selected organisation', 'Page', 'URL', 'Browser']) expect(detail(label)).toBe('-');
  });

  it('cycles through the collected errors with Next', async () => {
    const { user } = renderErrorPage([failure(500, 'REF-1'), failure(502, undefined)]);
    expect(screen.getByText('Internal Error 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Internal Error 2 of 2')).toBeInTheDocument();
    expect(detail('HTTP status code')).toBe('502');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Internal Error 1 of 2')).toBeInTheDocument();
  });

  it('offers no Next for a single error', () => {
    renderErrorPage([failure(500, 'REF-1')]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows the dedicated centred message for a 504 only', () => {
    renderErrorPage([failure(504, 'Gateway timed out.')]);
    expect(screen.getByText('The server did not answer in time.')).toBeInTheDocument();
  });

  it('offers Logout only when logged in, and calls back on Return and Logout', async () => {
    const { user, onReturnHome, onLogout, unmount } = renderErrorPage([failure(500, 'REF-1')]);
    expect(screen.queryByText('The server did not answer in time.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to home page' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onReturnHome).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    unmount();
    renderErrorPage([failure(500, 'REF-1')], false);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
