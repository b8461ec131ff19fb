import type { GridCallbackDetails, GridColumnResizeParams, GridValidRowModel, MuiEvent } from '@mui/x-data-grid';
import { useState, type ReactElement } from 'react';
import { columnSettingsApi } from '@client/api/column-settings-api';
import { userApi } from '@client/api/user-api';
import { organisationSelected } from '@client/session/organisation-slice';
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

/** What DataGrid passes besides the new width; the hook reads only the field and the width. */
const resizeEvent = {} as MuiEvent;
const resizeDetails = {} as GridCallbackDetails;

function Layout({ documentType }: { documentType: string | undefined }) {
  const layout = useColumnSettings(documentType, columns);
  const hidden = Object.entries(layout.columnVisibilityModel)
    .filter(([, visible]) => !visible)
    .map(([field]) => field);
  const widths = layout.columns
    .filter((column) => column.width !== undefined)
    .map((column) => `${column.field}=${column.width}/${column.flex}`);
  return (
    <>
      <p data-testid="order">{layout.columns.map((column) => column.field).join(',')}</p>
      <p data-testid="hidden">{hidden.join(',')}</p>
      <p data-testid="widths">{widths.join(',')}</p>
      {/* What the column menu's 'Hide column' and a dragged column edge report. */}
      <button
        type="button"
        onClick={() => layout.onColumnVisibilityModelChange({ ...layout.columnVisibilityModel, uti: false })}
      >
        Hide UTI
      </button>
      <button
        type="button"
        onClick={() =>
          layout.onColumnWidthChange(
            {
              colDef: layout.columns.find((column) => column.field === 'state')!,
              width: 321,
            } as GridColumnResizeParams,
            resizeEvent,
            resizeDetails,
          )
        }
      >
        Widen State
      </button>
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

/** A grid's page left and shown again (Back), the store (and its cache) kept. */
function ShownOrNot({ documentType = 'REMIT_TABLE_1' }: { documentType?: string }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Hide' : 'Show'}
      </button>
      {shown && <Layout documentType={documentType} />}
    </>
  );
}

/** The grid's columns are laid out (on a busy machine, a click before that lands on a grid still settling). */
const layoutShown = () =>
  waitFor(() => expect(screen.getByTestId('order')).toHaveTextContent('uti,actions,contractName'));

describe('useColumnSettings: what the user arranges in the grid itself', () => {
  /** As in the app, where the shell has read who is signed in before a grid shows. */
  async function renderSignedIn(ui: ReactElement, route?: string) {
    const rendered = renderWithProviders(ui, { preloadedState: organisationChosen, route });
    await act(() => rendered.store.dispatch(userApi.endpoints.getUserInformation.initiate()));
    return rendered;
  }

  it.each([
    ['without column settings', undefined],
    ['with column settings', 'REMIT_TABLE_1'],
  ])('keeps a column hidden from the menu when the grid is shown again (Back), %s', async (_case, documentType) => {
    const { user } = await renderSignedIn(<ShownOrNot documentType={documentType} />);
    await waitFor(() => expect(screen.getByTestId('order')).toHaveTextContent('uti,actions,contractName'));
    await user.click(screen.getByRole('button', { name: 'Hide UTI' }));
    expect(screen.getByTestId('hidden')).toHaveTextContent('uti');

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByTestId('order')).toHaveTextContent('uti,actions,contractName'));
    expect(screen.getByTestId('hidden').textContent?.split(',')).toContain('uti');
  });

  it('keeps hidden columns and dragged widths over a reload of the tab: a new store, the same sessionStorage', async () => {
    const first = await renderSignedIn(<Layout documentType="REMIT_TABLE_1" />);
    await waitFor(() =>
      expect(screen.getByTestId('order')).toHaveTextContent('uti,actions,contractName,state,traderId'),
    );
    await first.user.click(screen.getByRole('button', { name: 'Hide UTI' }));
    await first.user.click(screen.getByRole('button', { name: 'Widen State' }));
    expect(screen.getByTestId('widths')).toHaveTextContent('state=321/0');
    first.unmount();

    await renderSignedIn(<Layout documentType="REMIT_TABLE_1" />);
    await waitFor(() =>
      expect(screen.getByTestId('order')).toHaveTextContent('uti,actions,contractName,state,traderId'),
    );
    expect(screen.getByTestId('hidden')).toHaveTextContent('traderId,uti');
    expect(screen.getByTestId('widths')).toHaveTextContent('state=321/0');
  });

  it('keeps them per page: another page with the same columns (one audit trail and another) starts from its own', async () => {
    const activity = await renderSignedIn(<Layout documentType={undefined} />, '/err/remit_report/activity');
    await layoutShown();
    await activity.user.click(screen.getByRole('button', { name: 'Hide UTI' }));
    await activity.user.click(screen.getByRole('button', { name: 'Widen State' }));
    expect(screen.getByTestId('hidden')).toHaveTextContent('traderId,uti');
    activity.unmount();

    const other = await renderSignedIn(<Layout documentType={undefined} />, '/err/remit_table1/activity');
    await layoutShown();
    expect(screen.getByTestId('hidden')).toHaveTextContent(/^traderId$/);
    expect(screen.getByTestId('widths')).toBeEmptyDOMElement();
    other.unmount();

    await renderSignedIn(<Layout documentType={undefined} />, '/err/remit_report/activity');
    await waitFor(() => expect(screen.getByTestId('widths')).toHaveTextContent('state=321/0'));
    expect(screen.getByTestId('hidden')).toHaveTextContent('traderId,uti');
  });

  it('keeps a column hidden before the signed-in user was known, under that user once known', async () => {
    const { user, store } = renderWithProviders(<Layout documentType={undefined} />, {
      preloadedState: organisationChosen,
    });
    await user.click(screen.getByRole('button', { name: 'Hide UTI' }));
    expect(screen.getByTestId('hidden')).toHaveTextContent('traderId,uti');

    await act(() => store.dispatch(userApi.endpoints.getUserInformation.initiate()));

    expect(screen.getByTestId('hidden')).toHaveTextContent('traderId,uti');
    await waitFor(() =>
      expect(Object.keys(window.sessionStorage).some((key) => key.includes('gridLayout:analyst:'))).toBe(true),
    );
  });

  it("keeps them per organisation: another organisation's grid starts from its own settings", async () => {
    const { user, store } = await renderSignedIn(<Layout documentType={undefined} />);
    await layoutShown();
    await user.click(screen.getByRole('button', { name: 'Hide UTI' }));
    expect(screen.getByTestId('hidden')).toHaveTextContent('traderId,uti');

    act(() => store.dispatch(organisationSelected(12)));
    expect(screen.getByTestId('hidden')).toHaveTextContent(/^traderId$/);
    act(() => store.dispatch(organisationSelected(11)));
    expect(screen.getByTestId('hidden')).toHaveTextContent('traderId,uti');
  });

  it('lets settings saved since (in another tab) win over a menu choice made against the older ones, but keeps widths', async () => {
    columnSettingsStore.saved.set('analyst:11:remitt1', ['state', 'uti']);
    const { user } = await renderSignedIn(<ShownOrNot />);
    await waitFor(() =>
      expect(screen.getByTestId('order')).toHaveTextContent('state,actions,uti,contractName,traderId'),
    );
    await user.click(screen.getByRole('button', { name: 'Hide UTI' }));
    await user.click(screen.getByRole('button', { name: 'Widen State' }));
    expect(screen.getByTestId('hidden')).toHaveTextContent('contractName,traderId,uti');

    columnSettingsStore.saved.set('analyst:11:remitt1', ['uti', 'state', 'contractName']);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getByTestId('order')).toHaveTextContent('uti,actions,state,contractName,traderId'),
    );
    expect(screen.getByTestId('hidden')).toHaveTextContent(/^traderId$/);
    expect(screen.getByTestId('widths')).toHaveTextContent('state=321/0');
  });
});
