import { MIFID_RECORD_DELETED_MESSAGE, MIFID_STALE_RECORD_MESSAGE } from '@shared/contract/mifid-constants';
import { mifidStore } from '@test/mocks/handlers/mifid';
import { MOCK_EDITING_FILE_ID, MOCK_RECEIVED_FILE_ID } from '@test/mocks/mifid-data';
import { demoAccounts } from '@test/mocks/data';
import { mockSession } from '@test/mocks/mock-session';
import { act, renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area and a DataGrid in jsdom, on a machine shared with other jobs.
jest.setTimeout(120_000);

/** The outcome message saying `text` (the page title's own live region is a status too). */
async function outcomeSaying(text: string | RegExp): Promise<HTMLElement> {
  const message = await screen.findByText(text, {}, { timeout: 45_000 });
  const status = message.closest<HTMLElement>('[role="status"]');
  if (!status) throw new Error(`no status around ${String(text)}`);
  return status;
}

async function openFile(fileId: number) {
  const rendered = renderApp({ route: `/err/mifid/details?fileId=${fileId}` });
  const grid = await screen.findByRole('grid', {}, { timeout: 45_000 });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return { ...rendered, grid };
}

/** The data row whose Ref. No. cell reads `refNumber`. */
function rowOf(grid: HTMLElement, refNumber: number) {
  const cell = within(grid)
    .getAllByRole('gridcell')
    .find(
      (candidate) =>
        candidate.getAttribute('data-field') === 'refNumber' && candidate.textContent === String(refNumber),
    );
  if (!cell) throw new Error(`no row with Ref. No. ${refNumber}`);
  return cell.closest('[role="row"]') as HTMLElement;
}

/** Makes another user's change to a record of the mock file: its version moves on. */
function changeElsewhere(fileId: number, refNumber: number) {
  const file = mifidStore.files.get(fileId)!;
  const index = file.records.findIndex((record) => record.refNumber === refNumber);
  file.records[index] = { ...file.records[index]!, version: file.records[index]!.version + 1 };
}

/** Another user deletes a record of the mock file: it stays, marked Deleted, no longer editable. */
function deleteElsewhere(fileId: number, refNumber: number) {
  const file = mifidStore.files.get(fileId)!;
  const index = file.records.findIndex((record) => record.refNumber === refNumber);
  const record = file.records[index]!;
  file.records[index] = { ...record, version: record.version + 1, positionState: 'Deleted', editable: false };
}

describe('MiFID outcomes', () => {
  it('asks before a row delete, naming the record and what it does; Cancel changes nothing', async () => {
    const { grid, user, container } = await openFile(MOCK_EDITING_FILE_ID);
    await user.click(within(rowOf(grid, 3)).getByRole('button', { name: 'Delete position Ref. No. 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Position Ref. No. 3' });
    expect(dialog).toHaveAccessibleDescription(
      /Do you really want to delete Position Ref\. No\. 3\? It is marked Deleted in the working copy of File 'POS_20260112_NPT_EXT\.xml'/,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(grid, 3)).not.toHaveClass('mifid-row--deleted');
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it("opens a row's delete question with Space as with Enter: the grid does not take it for a page down", async () => {
    const { grid, user } = await openFile(MOCK_EDITING_FILE_ID);
    const remove = within(rowOf(grid, 3)).getByRole('button', { name: 'Delete position Ref. No. 3' });
    act(() => remove.focus());
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Delete Position Ref. No. 3' })).toBeInTheDocument();
  });

  it('says a delete is done in the live region that was there before, and focuses it', async () => {
    const { grid, user, container } = await openFile(MOCK_EDITING_FILE_ID);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    await user.click(within(rowOf(grid, 3)).getByRole('button', { name: 'Delete position Ref. No. 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes - Delete' }));
    const status = await outcomeSaying('Position Ref. No. 3 is marked Deleted in the working copy.');
    expect(region).toContainElement(status);
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('says an edit is saved and an addition made, and focuses the message each time', async () => {
    const { grid, user } = await openFile(MOCK_RECEIVED_FILE_ID);
    await user.click(within(rowOf(grid, 2)).getByRole('button', { name: 'Edit position Ref. No. 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Position Ref. No. 2' });
    const quantity = await within(dialog).findByLabelText('Position Quantity *');
    await user.clear(quantity);
    await user.type(quantity, '2500.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saved = await outcomeSaying('Position Ref. No. 2 saved.');
    await waitFor(() => expect(saved).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Reload after a stale delete, and the reload shows the record as it now is', async () => {
    const { grid, user } = await openFile(MOCK_EDITING_FILE_ID);
    changeElsewhere(MOCK_EDITING_FILE_ID, 3);
    await user.click(within(rowOf(grid, 3)).getByRole('button', { name: 'Delete position Ref. No. 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes - Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MIFID_STALE_RECORD_MESSAGE);
    await waitFor(() => expect(alert).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // Reloaded: the delete now names the current version and goes through.
    await user.click(within(rowOf(grid, 3)).getByRole('button', { name: 'Delete position Ref. No. 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes - Delete' }));
    await outcomeSaying(/^Position Ref\. No\. 3 is marked Deleted/);
  });

  it('after a colleague deleted the record, Reload says so and offers Close instead of the form again', async () => {
    const { grid, user } = await openFile(MOCK_RECEIVED_FILE_ID);
    await user.click(within(rowOf(grid, 3)).getByRole('button', { name: 'Edit position Ref. No. 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Position Ref. No. 3' });
    const quantity = await within(dialog).findByLabelText('Position Quantity *');
    deleteElsewhere(MOCK_RECEIVED_FILE_ID, 3);
    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MIFID_RECORD_DELETED_MESSAGE);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    const close = await within(dialog).findByRole('button', { name: 'Close' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(MIFID_RECORD_DELETED_MESSAGE);
    expect(close).toHaveFocus();
    // Escape closes as Close does: the changes typed cannot be saved, so there is nothing to keep.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Discard your changes/)).not.toBeInTheDocument();
    // The row's Edit, which opened the dialog, is gone: the focus goes to the page's title, not its top.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('offers Reload in a stale edit: the form starts again from the record as it now is, and then saves', async () => {
    const { grid, user } = await openFile(MOCK_RECEIVED_FILE_ID);
    await user.click(within(rowOf(grid, 2)).getByRole('button', { name: 'Edit position Ref. No. 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Position Ref. No. 2' });
    const quantity = await within(dialog).findByLabelText('Position Quantity *');
    changeElsewhere(MOCK_RECEIVED_FILE_ID, 2);
    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MIFID_STALE_RECORD_MESSAGE);
    // Above a form longer than the dialog: focus brings it, and its Reload, into view after Save.
    await waitFor(() => expect(alert).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    const reloaded = within(dialog).getByLabelText('Position Quantity *');
    expect(reloaded).not.toHaveValue('7');
    await user.clear(reloaded);
    await user.type(reloaded, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await outcomeSaying('Position Ref. No. 2 saved.');
  });

  it('refuses an edit restored after the session ended when a colleague changed the record meanwhile; Reload starts again from it', async () => {
    const { grid, user } = await openFile(MOCK_RECEIVED_FILE_ID);
    await user.click(within(rowOf(grid, 2)).getByRole('button', { name: 'Edit position Ref. No. 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Position Ref. No. 2' });
    const quantity = await within(dialog).findByLabelText('Position Quantity *');
    await user.clear(quantity);
    await user.type(quantity, '7');
    mockSession.logOut();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // While the user signs in again, a colleague changes the record.
    changeElsewhere(MOCK_RECEIVED_FILE_ID, 2);
    await user.type(await screen.findByLabelText('Username', {}, { timeout: 45_000 }), 'analyst');
    await user.type(screen.getByLabelText('Password'), demoAccounts.analyst!.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const reopened = await screen.findByRole('grid', {}, { timeout: 45_000 });
    await waitFor(() => expect(within(reopened).getAllByRole('row').length).toBeGreaterThan(1));
    await user.click(within(rowOf(reopened, 2)).getByRole('button', { name: 'Edit position Ref. No. 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Position Ref. No. 2' });
    expect(await within(dialog).findByLabelText('Position Quantity *')).toHaveValue('7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MIFID_STALE_RECORD_MESSAGE);

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    const reloaded = within(dialog).getByLabelText('Position Quantity *');
    expect(reloaded).not.toHaveValue('7');
    await user.clear(reloaded);
    await user.type(reloaded, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await outcomeSaying('Position Ref. No. 2 saved.');
  });
});
