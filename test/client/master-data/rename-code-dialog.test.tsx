import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { masterDataMessages, type MasterDataCode } from '@shared/contract/master-data';
import { DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { RenameCodeDialog } from '@client/features/master-data/rename-code-dialog';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { act, renderWithProviders, screen, waitFor, within } from '@test/render-with-providers';
import { useState } from 'react';

const point: MasterDataCode = {
  id: 7,
  kind: 'DELIVERY_POINT',
  code: '10YDE-VE-------2',
  name: '50Hertz control area',
  retiredAt: null,
  version: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedBy: 'Mara Master',
};

async function open() {
  const onClose = jest.fn();
  const sent: unknown[] = [];
  server.use(
    http.put(apiUrl(apiPaths.masterDataCode), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ version: 4 });
    }),
  );
  const rendered = renderWithProviders(<RenameCodeDialog entry={point} organisationId={12} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: `Rename Delivery point or zone ${point.code}` });
  return { ...rendered, dialog, onClose, sent, name: within(dialog).getByRole('textbox', { name: /Name/ }) };
}

describe('renaming a master data entry', () => {
  it('sends the trimmed name with the version shown, and closes with it', async () => {
    const { user, name, onClose, sent } = await open();
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, '  50Hertz Transmission {Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ name: '50Hertz Transmission', changed: true }));
    expect(sent).toEqual([{ organisationId: 12, name: '50Hertz Transmission', version: 3 }]);
  });

  it('asks on Escape with a name typed, as Cancel does; Escape on the question keeps editing', async () => {
    const { user, name, onClose } = await open();
    await user.type(name, ' GmbH');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(name).toHaveValue('50Hertz control area GmbH');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledWith();
  });

  it('keeps a name for a kind value sets show, without asking the server', async () => {
    const { user, name, dialog, onClose, sent } = await open();
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the name the value sets show.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when a colleague changed the entry meanwhile (409), keeping what was typed', async () => {
    const { user, name, dialog, onClose } = await open();
    server.use(
      http.put(apiUrl(apiPaths.masterDataCode), () =>
        HttpResponse.json(
          { errorMessage: 'This entry was changed by Jan de Vries after you opened it.' },
          { status: 409 },
        ),
      ),
    );
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This entry was changed by Jan de Vries after you opened it.'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Mine');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers Reload once the list shows the colleague's version, and saves from it then", async () => {
    // The page's list, which a refused save refreshes: the dialog is given the entry as it now is.
    let showInList: (entry: MasterDataCode) => void = () => undefined;
    const onClose = jest.fn();
    function ListAndDialog() {
      const [entry, setEntry] = useState(point);
      showInList = setEntry;
      return <RenameCodeDialog entry={entry} organisationId={12} onClose={onClose} />;
    }
    server.use(
      http.put(apiUrl(apiPaths.masterDataCode), () =>
        HttpResponse.json(
          {
            errorMessage:
              'This entry was changed after you opened it (now version 4, by Jan de Vries on 2026-03-20 at 16:59 UTC).',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ListAndDialog />);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(/now version 4/);
    act(() => showInList({ ...point, name: 'Theirs', version: 4 }));
    const warning = await within(dialog).findByText(/now version 4.*Reloading drops your edits\./);
    expect(within(dialog).getAllByText(/now version 4/)).toHaveLength(1);
    const sent: unknown[] = [];
    server.use(
      http.put(apiUrl(apiPaths.masterDataCode), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ version: 4 });
      }),
    );
    await user.click(within(warning.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Reload' }));
    expect(name).toHaveValue('Theirs');
    expect(within(dialog).queryByText(/now version 4/)).not.toBeInTheDocument();
    // Saved as it is: the same name is no new version, and the page says nothing changed.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ name: 'Theirs', changed: false }));
    expect(sent).toEqual([{ organisationId: 12, name: 'Theirs', version: 4 }]);
  });

  it('says why nothing can be saved once the user may no longer change master data, keeping the name shown', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <RenameCodeDialog entry={point} organisationId={12} mayChange={false} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(masterDataMessages.notAnEditor);
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue(point.name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith();
  });

  it('keeps the name and the version shown when the session ends on Save, for the same dialog after signing in', async () => {
    const route = `/masterdata?rename=${point.id}`;
    server.use(
      http.put(apiUrl(apiPaths.masterDataCode), () =>
        HttpResponse.json({ errorMessage: 'Not logged in.' }, { status: 401 }),
      ),
    );
    const first = renderWithProviders(<RenameCodeDialog entry={point} organisationId={12} onClose={jest.fn()} />, {
      route,
    });
    const name = within(await screen.findByRole('dialog')).getByRole('textbox', { name: /Name/ });
    await first.user.clear(name);
    await first.user.type(name, 'Typed before the session ended');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(Object.keys(window.sessionStorage).some((key) => key.includes('@/masterdata?rename=7'))).toBe(true),
    );
    first.unmount();

    // Meanwhile a colleague renamed it (version 5): the restored change still names version 3, so the
    // server refuses it (409) instead of overwriting theirs.
    const sent: unknown[] = [];
    server.use(
      http.put(apiUrl(apiPaths.masterDataCode), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ version: 6 });
      }),
    );
    const onClose = jest.fn();
    const again = renderWithProviders(
      <RenameCodeDialog entry={{ ...point, name: 'Colleague', version: 5 }} organisationId={12} onClose={onClose} />,
      { route },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Typed before the session ended');
    // The list shows a newer version than the values were filled from: said before the user saves.
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await again.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledWith({ name: 'Typed before the session ended', changed: true }),
    );
    expect(sent).toEqual([{ organisationId: 12, name: 'Typed before the session ended', version: 3 }]);
  });
});
