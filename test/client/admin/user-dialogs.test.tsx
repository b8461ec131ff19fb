import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import {
  NAME_MAX_LENGTH,
  USER_COMMAND_STALE_ADVICE,
  userAdministrationMessages,
} from '@shared/contract/admin-user-changes';
import { staleChangeMessage } from '@shared/contract/stale-change';
import { userRoleLabels } from '@shared/contract/admin-users-constants';
import { apiUrl } from '@test/mocks/api-url';
import { detailsOf } from '@test/mocks/handlers/admin-user-changes';
import { DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { endSessionBefore, signInAgain } from '@test/client/sign-in-again';
import { mockSession } from '@test/mocks/mock-session';
import { server } from '@test/mocks/server';
import { renderApp, screen, waitFor, within } from '@test/render-with-providers';

// A lazily loaded area in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

async function openAdministration() {
  mockSession.logIn('admin');
  const rendered = renderApp({ route: '/admin' });
  await screen.findByRole('grid', { name: 'Users' }, { timeout: 15_000 });
  return rendered;
}

/** Another administrator renamed Anna before this save: it is refused (409), and she is read back renamed. */
function answerSaveAsOvertaken(refusal: string) {
  let changedElsewhere = false;
  server.use(
    http.get(apiUrl(apiPaths.adminUser), ({ params }) => {
      const details = detailsOf(Number(params.id))!;
      return HttpResponse.json(changedElsewhere ? { ...details, version: 2, lastName: 'Lindqvist-A' } : details);
    }),
    http.put(apiUrl(apiPaths.adminUser), () => {
      changedElsewhere = true;
      return HttpResponse.json({ errorMessage: refusal }, { status: 409 });
    }),
  );
}

/** Opens the New user dialog and types a user into it (Baltic Power Trading, unless `organisation` is null). */
async function typeNewUser(
  names: { username: string; firstName: string; lastName: string; email: string },
  organisation: string | null = 'Baltic Power Trading',
) {
  const { user } = await openAdministration();
  await user.click(screen.getByRole('button', { name: 'New user' }));
  const dialog = await screen.findByRole('dialog', { name: 'New user' });
  await user.type(within(dialog).getByLabelText(/User name/), names.username);
  await user.type(within(dialog).getByLabelText(/First name/), names.firstName);
  await user.type(within(dialog).getByLabelText(/Last name/), names.lastName);
  await user.type(within(dialog).getByLabelText(/E-mail/), names.email);
  if (organisation !== null) {
    await user.click(within(dialog).getByRole('combobox', { name: 'Organisations' }));
    await user.click(await screen.findByRole('option', { name: organisation }));
  }
  return { user, dialog };
}

const NORA = { username: 'nora.n', firstName: 'Nora', lastName: 'Newcomb', email: 'nora@example.com' };

describe('creating a user', () => {
  it('marks Organisations required, as the other required fields, unless the user is to be an administrator', async () => {
    const { user, dialog } = await typeNewUser(NORA, null);
    const organisations = within(dialog).getByRole('combobox', { name: 'Organisations' });
    expect(organisations).toBeRequired();
    await user.click(within(dialog).getByRole('checkbox', { name: userRoleLabels.admin }));
    expect(organisations).not.toBeRequired();
  });

  it('shows a taken user name on its field and keeps what was typed', async () => {
    const { user, dialog } = await typeNewUser({
      username: 'Analyst',
      firstName: 'Anna',
      lastName: 'Again',
      email: 'anna.again@example.com',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText(userAdministrationMessages.usernameTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/User name/)).toHaveValue('Analyst');
    expect(within(dialog).getByLabelText(/User name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks on Escape, as Cancel does, before dropping what was typed; an untouched dialog closes at once', async () => {
    const { user } = await openAdministration();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    let dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Nora');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    // Escape on the question keeps editing, as its default button does.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'New user' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Nora');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'New user' }));
    dialog = await screen.findByRole('dialog', { name: 'New user' });
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens again with what was typed after the session ended on Create and the admin signed in again', async () => {
    const { user, dialog } = await typeNewUser(NORA);
    endSessionBefore('post', apiPaths.adminUsers);
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await signInAgain(user, 'admin');
    const reopened = await screen.findByRole('dialog', { name: 'New user' }, { timeout: 15_000 });
    expect(await within(reopened).findByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();
    expect(within(reopened).getByLabelText(/User name/)).toHaveValue('nora.n');
    expect(within(reopened).getByLabelText(/First name/)).toHaveValue('Nora');
  });

  it('opens again with what was typed when the page shows before an organisation is chosen again (a slow answer)', async () => {
    const { user, dialog } = await typeNewUser(NORA);
    endSessionBefore('post', apiPaths.adminUsers);
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    server.use(
      http.get(apiUrl(apiPaths.selectableOrganisations), async () => {
        await delay(1_500);
        return undefined;
      }),
    );
    await signInAgain(user, 'admin');
    const reopened = await screen.findByRole('dialog', { name: 'New user' }, { timeout: 15_000 });
    expect(await within(reopened).findByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();
    expect(within(reopened).getByLabelText(/User name/)).toHaveValue('nora.n');
  });

  it('refuses a name pasted past its limit with a word, rather than cutting it', async () => {
    const { user, dialog } = await typeNewUser(NORA);
    const lastName = within(dialog).getByLabelText(/Last name/);
    await user.clear(lastName);
    await user.paste('L'.repeat(300));
    expect(lastName).toHaveValue('');
    expect(lastName).toHaveAccessibleDescription(
      expect.stringMatching(new RegExp(`^At most ${NAME_MAX_LENGTH} characters: .* was not entered$`)),
    );
  });

  it('announces the created user and where the link went', async () => {
    const { user, dialog } = await typeNewUser(NORA, null);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(
      await screen.findByText('Nora Newcomb was created. A link to set a password was mailed to nora@example.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** Opens Anna Lindqvist's dialog and types another last name, unsaved. */
async function editAnnasLastName() {
  const { user } = await openAdministration();
  await user.click(await screen.findByRole('button', { name: 'Open Anna Lindqvist' }));
  const dialog = await screen.findByRole('dialog', { name: 'User Anna Lindqvist' });
  const lastName = await within(dialog).findByLabelText(/Last name/);
  await waitFor(() => expect(lastName).toHaveValue('Lindqvist'));
  await user.clear(lastName);
  await user.type(lastName, 'Berg');
  return { user, dialog, lastName };
}

describe('the user dialog', () => {
  it("gives the edits back in the user's dialog after the session ended on Save and the admin signed in again", async () => {
    const { user, dialog } = await editAnnasLastName();
    endSessionBefore('put', apiPaths.adminUser);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await signInAgain(user, 'admin');
    const reopened = await screen.findByRole('dialog', { name: 'User Anna Lindqvist' }, { timeout: 15_000 });
    expect(await within(reopened).findByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();
    expect(within(reopened).getByLabelText(/Last name/)).toHaveValue('Berg');
    await user.click(within(reopened).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The changes to Anna Berg were saved.')).toBeInTheDocument();
  });

  it('keeps the restored edits when another administrator changed the user meanwhile, and refuses their save (409)', async () => {
    const { user, dialog } = await editAnnasLastName();
    endSessionBefore('put', apiPaths.adminUser);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // While signed out, another administrator renamed Anna: version 2.
    server.use(
      http.get(apiUrl(apiPaths.adminUser), ({ params }) =>
        HttpResponse.json({ ...detailsOf(Number(params.id))!, version: 2, lastName: 'Lindqvist-A' }),
      ),
      http.put(apiUrl(apiPaths.adminUser), () =>
        HttpResponse.json(
          { errorMessage: 'This user was changed after you opened it (now version 2).' },
          { status: 409 },
        ),
      ),
    );
    await signInAgain(user, 'admin');
    const reopened = await screen.findByRole('dialog', { name: /^User Anna/ }, { timeout: 15_000 });
    expect(await within(reopened).findByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();
    const lastName = within(reopened).getByLabelText(/Last name/);
    expect(await within(reopened).findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(lastName).toHaveValue('Berg');
    await user.click(within(reopened).getByRole('button', { name: 'Save' }));
    expect(await within(reopened).findByText(/now version 2/)).toBeInTheDocument();
    expect(lastName).toHaveValue('Berg');
  });

  it('says so when another administrator changed the user meanwhile (409), keeping the edits', async () => {
    server.use(
      http.put(apiUrl(apiPaths.adminUser), () =>
        HttpResponse.json(
          { errorMessage: 'This user was changed after you opened it (now version 2).' },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog, lastName } = await editAnnasLastName();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This user was changed after you opened it (now version 2).'),
    ).toBeInTheDocument();
    expect(lastName).toHaveValue('Berg');
  });

  it('says a refusal from a form another administrator overtook once, in the warning with its Reload', async () => {
    answerSaveAsOvertaken(
      'This user was changed after you opened it (now version 2, by Ada Administrator on 2026-03-20 at 13:55 UTC).',
    );
    const { user, dialog, lastName } = await editAnnasLastName();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByText(/changed after you opened/)).toHaveLength(1));
    expect(within(dialog).getByText(/now version 2/)).toBeInTheDocument();
    expect(lastName).toHaveValue('Berg');
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(lastName).toHaveValue('Lindqvist-A'));
    // The Reload button went with its warning: the keyboard goes on from the first field.
    expect(within(dialog).getByLabelText(/First name/)).toHaveFocus();
    expect(within(dialog).queryByText(/now version 2/)).not.toBeInTheDocument();
  });

  it("names the user in the title as the form shows them, not as a refetch after another's change does, until Reload", async () => {
    answerSaveAsOvertaken('This user was changed after you opened it (now version 2).');
    const { user, dialog, lastName } = await editAnnasLastName();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // One message, the one with Reload: no error alert repeating it.
    expect(within(dialog).getAllByText(/changed after you opened/)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'User Anna Lindqvist' })).toBe(dialog);
    expect(lastName).toHaveValue('Berg');
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(lastName).toHaveValue('Lindqvist-A'));
    // The Reload button went with its warning: the keyboard goes on from the first field.
    expect(within(dialog).getByLabelText(/First name/)).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'User Anna Lindqvist-A' })).toBe(dialog);
  });

  it('keeps the edits: Escape and Close ask before dropping them, and an untouched dialog closes at once', async () => {
    const { user, dialog, lastName } = await editAnnasLastName();

    await user.keyboard('{Escape}');
    const asked = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(asked).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'User Anna Lindqvist' })).toBeInTheDocument();
    expect(lastName).toHaveValue('Berg');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(lastName).toHaveValue('Berg');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open Anna Lindqvist' }));
    const reopened = await screen.findByRole('dialog', { name: 'User Anna Lindqvist' });
    await waitFor(() => expect(within(reopened).getByLabelText(/Last name/)).toHaveValue('Lindqvist'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opened again, shows the user as another administrator left them meanwhile, not as the cache had them', async () => {
    let renamedElsewhere = false;
    server.use(
      http.get(apiUrl(apiPaths.adminUser), ({ params }) => {
        const details = detailsOf(Number(params.id))!;
        return HttpResponse.json(renamedElsewhere ? { ...details, version: 2, lastName: 'Lindqvist-B' } : details);
      }),
    );
    const { user } = await openAdministration();
    await user.click(await screen.findByRole('button', { name: 'Open Anna Lindqvist' }));
    const first = await screen.findByRole('dialog', { name: 'User Anna Lindqvist' });
    await waitFor(() => expect(within(first).getByLabelText(/Last name/)).toHaveValue('Lindqvist'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    renamedElsewhere = true;
    await user.click(screen.getByRole('button', { name: 'Open Anna Lindqvist' }));
    const again = await screen.findByRole('dialog', { name: 'User Anna Lindqvist-B' });
    expect(within(again).getByLabelText(/Last name/)).toHaveValue('Lindqvist-B');
  });

  it('shows the user as they are now after a command refused as stale, as its message says, with no Reload', async () => {
    let lockedElsewhere = false;
    const refusal = staleChangeMessage({
      thing: 'user',
      version: 2,
      by: 'Ada Administrator',
      at: new Date('2026-03-20T13:55:00Z'),
      whatToDo: USER_COMMAND_STALE_ADVICE,
    });
    server.use(
      http.get(apiUrl(apiPaths.adminUser), ({ params }) => {
        const details = detailsOf(Number(params.id))!;
        return HttpResponse.json(
          lockedElsewhere ? { ...details, version: 2, lockedAt: '2026-03-20T13:55:00Z' } : details,
        );
      }),
      http.post(apiUrl(apiPaths.adminUserCommand), () => {
        lockedElsewhere = true;
        return HttpResponse.json({ errorMessage: refusal }, { status: 409 });
      }),
    );
    const { user } = await openAdministration();
    await user.click(await screen.findByRole('button', { name: 'Open Anna Lindqvist' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Anna Lindqvist' });
    await user.click(await within(dialog).findByRole('button', { name: 'Lock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(await within(dialog).findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Locked by an administrator since/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('offers Unlock, besides Lock, to a user whom failed sign-ins keep out, and says what it does', async () => {
    server.use(
      http.get(apiUrl(apiPaths.adminUser), ({ params }) =>
        HttpResponse.json({ ...detailsOf(Number(params.id))!, lockedAt: null, lockedUntil: '2026-03-20T14:10:00Z' }),
      ),
    );
    const { user } = await openAdministration();
    await user.click(await screen.findByRole('button', { name: 'Open Anna Lindqvist' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Anna Lindqvist' });
    expect(await within(dialog).findByText(/Failed sign-ins keep the user out until/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Lock' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(within(dialog).getByText('Anna Lindqvist can sign in again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Anna Lindqvist is unlocked.');
  });

  it('asks before locking and names the consequence; Cancel does nothing', async () => {
    const { user } = await openAdministration();
    await user.click(await screen.findByRole('button', { name: 'Open Anna Lindqvist' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Anna Lindqvist' });
    await user.click(await within(dialog).findByRole('button', { name: 'Lock' }));
    expect(
      within(dialog).getByText('Anna Lindqvist is signed out at once and cannot sign in until unlocked.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByText(/is signed out at once/)).not.toBeInTheDocument();
    // The keyboard goes on from the button that asked, not from the dialog's top.
    expect(within(dialog).getByRole('button', { name: 'Lock' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    const outcome = await within(dialog).findByRole('status');
    expect(outcome).toHaveTextContent('Anna Lindqvist is locked.');
    // The confirming button went with its question: the outcome has the focus.
    await waitFor(() => expect(outcome).toHaveFocus());
  });
});
