import { ErrorPage } from '@client/features/error-pages/error-page';
import type { HttpErrorRecord } from '@client/errors/errors-slice';
import { renderWithProviders, screen } from '@test/render-with-providers';

const failure = (status: number, errorMessage: string | undefined): HttpErrorRecord => ({
  status,
  errorMessage,
  url: undefined,
  endpoint: 'getNavigation',
  time: '2026-11-21T08:00:00.000Z',
});

describe('error page', () => {
  it('cycles through the collected errors with Next', async () => {
    const { user } = renderWithProviders(
      <ErrorPage errors={[failure(500, 'REF-1'), failure(502, undefined)]} onReturnHome={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(document.title).toBe('Error');
    expect(screen.getByText('Internal Error 1 of 2')).toBeInTheDocument();
    // A 500's message is its reference code; missing details show '-'.
    expect(screen.getByText('Reference code:')).toBeInTheDocument();
    expect(screen.getByText('REF-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Internal Error 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Message:')).toBeInTheDocument();
    expect(screen.getAllByText('-')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Internal Error 1 of 2')).toBeInTheDocument();
  });

  it('offers no Next for a single error', () => {
    renderWithProviders(<ErrorPage errors={[failure(500, 'REF-1')]} onReturnHome={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
