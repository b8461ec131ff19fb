import { render, screen, waitFor } from '@testing-library/react';

// setup-client.ts leaves the document out of the errors of waitFor's attempts; what a failing test prints
// must still show it.
describe('a query that finds nothing', () => {
  beforeEach(() => {
    render(<p>Settlement run of 3 March</p>);
  });

  it('prints the document when getBy fails', () => {
    expect(() => screen.getByText('Netting run')).toThrow(/Settlement run of 3 March/);
  });

  it('prints the document, once, when findBy times out', async () => {
    const failure = await screen.findByText('Netting run', {}, { timeout: 150 }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const { message } = failure as Error;
    expect(message).toMatch(/^Unable to find an element with the text: Netting run/);
    expect(message.match(/Settlement run of 3 March/g)).toHaveLength(1);
  });

  it('prints the document when waitFor times out on a getBy', async () => {
    const failure = await waitFor(() => screen.getByRole('button', { name: 'Send' }), { timeout: 150 }).catch(
      (error: Error) => error,
    );
    expect((failure as Error).message).toMatch(/Settlement run of 3 March/);
  });
});
