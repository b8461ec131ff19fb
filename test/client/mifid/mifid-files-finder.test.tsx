import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { finderStates } from '@shared/contract/finder-constants';
import { finderPageSchema } from '@shared/contract/finders';
import { mifidFileStateLabels } from '@shared/contract/mifid-constants';
import { apiUrl } from '@test/mocks/api-url';
import { mockFinderRecord } from '@test/mocks/finder-data';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area and a DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

/** One file in each state, in the order of the states. */
const filesInEveryState = finderStates.mifidFiles.map(
  (_, index) => mockFinderRecord({ finder: 'mifidFiles', index, id: 60 + index }).row,
);

describe('MiFID position files (err/mifid)', () => {
  it('shows Document State in the words of the positions page, in the grid and in the state filter', async () => {
    server.use(
      http.post(apiUrl(apiPaths.finder), ({ params }) =>
        params.finderKind === 'mifidFiles'
          ? HttpResponse.json(
              finderPageSchema.parse({
                count: filesInEveryState.length,
                currentPage: 1,
                values: filesInEveryState,
                cursor: 'mock-cursor-1',
              }),
            )
          : undefined,
      ),
    );
    const { user } = renderApp({ route: '/err/mifid' });
    const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(grid).getByRole('gridcell', { name: 'Being edited' })).toBeInTheDocument());
    for (const state of finderStates.mifidFiles) {
      expect(within(grid).getByRole('gridcell', { name: mifidFileStateLabels[state] })).toBeInTheDocument();
      expect(within(grid).queryByRole('gridcell', { name: state })).not.toBeInTheDocument();
    }
    expect(within(grid).getByRole('gridcell', { name: 'Changes discarded' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'Confirmed and sent back' })).toBeInTheDocument();

    // The filter offers the states in the same words, so a user picks what the grid shows.
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All states',
      'Received',
      'Being edited',
      'Confirmed and sent back',
      'Changes discarded',
    ]);
  });
});
