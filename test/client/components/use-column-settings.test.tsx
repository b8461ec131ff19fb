import type { GridValidRowModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { columnSettingsApi } from '@client/api/column-settings-api';
import {
  applyColumnSettings,
  useColumnSettings,
  type ServerGridColDef,
} from '@client/components/data-grid/use-column-settings';
import { defaultColumnSettings } from '@shared/contract/column-settings';
import { columnSettingsStore } from '@test/mocks/handlers/column-settings';
import { act, renderWithProviders, screen, waitFor } from '@test/render-with-providers';

const columns: ServerGridColDef<GridValidRowModel>[] = [
  { field: 'uti' },
  { field: 'actions' },
  { field: 'contractName' },
  { field: 'traderId', hiddenByDefault: true },
  { field: 'state' },
];

describe('applyColumnSettings', () => {
  it('orders the known columns as saved, in the places known columns hold, and hides the inactive ones', () => {
    const layout = applyColumnSettings(columns, 'remitt1', {
      activeColumns: ['state', 'traderId'],
      inactiveColumns: ['uti', 'contractName'],
    });
    expect(layout.columns.map((column) => column.field)).toEqual([
      'state',
      'actions',
      'traderId',
      'uti',
      'contractName',
    ]);
    expect(layout.visibility).toEqual({ uti: false, contractName: false });
  });

  it('keeps a column the settings do not mention visible after the saved ones', () => {
    const layout = applyColumnSettings(columns, 'remitt1', { activeColumns: ['contractName'], inactiveColumns: [] });
    expect(layout.columns.map((column) => column.field)).toEqual([
      'contractName',
      'actions',
      'uti',
      'traderId',
      'state',
    ]);
    expect(layout.visibility).toEqual({});
  });
});

function Layout({ documentType }: { documentType: string | undefined }) {
  const layout = useColumnSettings(documentType, columns);
  const hidden = Object.entries(layout.columnVisibilityModel)
    .filter(([, visible]) => !visible)
    .map(([field]) => field);
  return (
    <>
      <p data-testid="order">{layout.columns.map((column) => column.field).join(',')}</p>
      <p data-testid="hidden">{hidden.join(',')}</p>
    </>
  );
}

const organisationChosen = { organisation: { selectedOrganisationId: 11, chosen: true } };

describe('useColumnSettings', () => {
  it('shows the default layout for a grid without settings', () => {
    renderWithProviders(<Layout documentType={undefined} />, { preloadedState: organisationChosen });
    expect(screen.getByTestId('order')).toHaveTextContent('uti,actions,contractName,traderId,state');
    expect(screen.getByTestId('hidden')).toHaveTextContent('traderId');
  });

  it("applies the user's saved settings of the selected organisation, and a new save at once", async () => {
    columnSettingsStore.saved.set('analyst:11:remitt1', ['state', 'uti']);
    const { store } = renderWithProviders(<Layout documentType="REMIT_TABLE_1" />, {
      preloadedState: organisationChosen,
    });
    await waitFor(() =>
      expect(screen.getByTestId('order')).toHaveTextContent('state,actions,uti,contractName,traderId'),
    );
    expect(screen.getByTestId('hidden')).toHaveTextContent('contractName,traderId');

    await act(() =>
      store.dispatch(
        columnSettingsApi.endpoints.persistColumnSettings.initiate({
          key: 'remitt1',
          body: { activeColumns: ['traderId', 'contractName'], organisationId: 11 },
        }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('order')).toHaveTextContent('traderId,actions,contractName,uti,state'),
    );
    expect(screen.getByTestId('hidden')).toHaveTextContent('uti,state');
  });

  it('shows the defaults of the settings key until the user saves some', async () => {
    renderWithProviders(<Layout documentType="REMIT_TABLE_1" />, { preloadedState: organisationChosen });
    const defaults = defaultColumnSettings('remitt1');
    expect(defaults.inactiveColumns).toContain('traderId');
    await waitFor(() =>
      expect(screen.getByTestId('order')).toHaveTextContent('uti,actions,contractName,state,traderId'),
    );
    expect(screen.getByTestId('hidden')).toHaveTextContent('traderId');
  });

  it('reads the settings afresh when a grid is shown again: another tab may have saved since', async () => {
    columnSettingsStore.saved.set('analyst:11:remitt1', ['state', 'uti']);
    const { user } = renderWithProviders(<ShownOrNot />, { preloadedState: organisationChosen });
    await waitFor(() =>
      expect(screen.getByTestId('order')).toHaveTextContent('state,actions,uti,contractName,traderId'),
    );
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    // Saved in another tab: this tab's cache does not hear of it.
    columnSettingsStore.saved.set('analyst:11:remitt1', ['traderId', 'contractName']);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getByTestId('order')).toHaveTextContent('traderId,actions,contractName,uti,state'),
    );
    expect(screen.getByTestId('hidden')).toHaveTextContent('uti,state');
  });
});

/** A grid's page left and shown again, the store (and its cache) kept. */
function ShownOrNot() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Hide' : 'Show'}
      </button>
      {shown && <Layout documentType="REMIT_TABLE_1" />}
    </>
  );
}
