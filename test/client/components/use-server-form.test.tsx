import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { baseApi } from '@client/api/base-api';
import { FormTextField } from '@client/components/form/form-text-field';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import { afterSavesAnswered, hasUnsavedChanges } from '@client/components/form/unsaved-changes';
import { MOVE_HELD_MESSAGE } from '@client/components/form/leave-guard-host';
import Dialog from '@mui/material/Dialog';
import { CancelWithConfirmation } from '@client/components/cancel-with-confirmation';
import { useGuardedDialogClose } from '@client/components/discard-changes-dialog';
import type { ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { UserEvent } from '@testing-library/user-event';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { act, fireEvent, renderWithProviders, screen, waitFor } from '@test/render-with-providers';

const THING_PATH = '/api/test/things';

interface Thing {
  name: string;
  code: string;
}

const thingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveThing: build.mutation<{ id: number }, Thing>({
      query: (body) => ({ url: THING_PATH, method: 'POST', body }),
    }),
  }),
});

const thingSchema = z.object({
  name: z.string().min(1, 'A name is required.'),
  code: z.string(),
});

/** The thing's form state, sent through the thing endpoint; `onSaved` may answer a refusal (a 200 that says no). */
function useThingForm(onSaved: (id: number) => void | { message: string }) {
  const [saveThing] = thingApi.useSaveThingMutation();
  return useServerForm({
    schema: thingSchema,
    defaultValues: { name: '', code: '' },
    mutation: saveThing,
    toRequest: (values) => values,
    onSuccess: ({ id }) => onSaved(id),
  });
}

function ThingForm({ onSaved }: { onSaved: (id: number) => void | { message: string } }) {
  const form = useThingForm(onSaved);
  return (
    <ServerForm form={form} label="Thing" submitLabel="Save">
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="code" label="Code" />
    </ServerForm>
  );
}

const versionedThingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveVersionedThing: build.mutation<{ id: number }, Thing & { version: number | undefined }>({
      query: (body) => ({ url: THING_PATH, method: 'POST', body }),
    }),
  }),
});

/** A thing edited from the version the page holds, in a dialog over a list (`thing` names which). */
function VersionedThingForm({ thing, version }: { thing: string; version: number }) {
  const [saveThing] = versionedThingApi.useSaveVersionedThingMutation();
  const form = useServerForm({
    schema: thingSchema,
    defaultValues: { name: '', code: '' },
    mutation: saveThing,
    basis: version,
    recordKey: thing,
    toRequest: (values, basis) => ({ ...values, version: basis }),
  });
  return (
    <ServerForm form={form} label="Thing" submitLabel="Save">
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="code" label="Code" />
    </ServerForm>
  );
}

function answerWith(status: number, body: object) {
  const requests: unknown[] = [];
  server.use(
    http.post(apiUrl(THING_PATH), async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

async function fillAndSave(onSaved = jest.fn()) {
  const rendered = renderWithProviders(<ThingForm onSaved={onSaved} />);
  await rendered.user.type(screen.getByLabelText('Name'), 'Pipe');
  await rendered.user.type(screen.getByLabelText('Code'), 'P-1');
  await rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  return rendered;
}

describe('useServerForm', () => {
  it('sends the valid values through the mutation and calls onSuccess with its result', async () => {
    const requests = answerWith(200, { id: 7 });
    const onSaved = jest.fn();
    await fillAndSave(onSaved);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    expect(requests).toEqual([{ name: 'Pipe', code: 'P-1' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('validates with the schema before sending', async () => {
    const requests = answerWith(200, { id: 7 });
    const { user } = renderWithProviders(<ThingForm onSaved={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A name is required.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('puts a server message for a field of the schema on that field', async () => {
    answerWith(400, { errorMessage: 'Invalid request.', fieldErrors: { code: ['The code is already used.'] } });
    await fillAndSave();
    expect(await screen.findByText('The code is already used.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a message for a field the form does not have as the form-level message', async () => {
    answerWith(400, {
      errorMessage: 'Invalid request.',
      fieldErrors: { code: ['The code is already used.'], organisationId: ['Unknown organisation.'] },
    });
    await fillAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown organisation.');
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message at form level when it names no field", async () => {
    answerWith(409, { errorMessage: 'Someone else changed it.' });
    await fillAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed it.');
  });

  it('keeps the refusal shown while the next submit waits for its answer, so nothing moves under a double click', async () => {
    answerWith(409, { errorMessage: 'Someone else changed it.' });
    const { user } = await fillAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed it.');
    let release: () => void = () => undefined;
    server.use(
      http.post(apiUrl(THING_PATH), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ id: 1 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed it.');
    release();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('is submitting, with the button disabled and its spinner, until the answer; a second submit sends nothing', async () => {
    let release: () => void = () => undefined;
    let requests = 0;
    server.use(
      http.post(apiUrl(THING_PATH), async () => {
        requests += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ id: 1 });
      }),
    );
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<ThingForm onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Name'), 'Pipe');
    const form = screen.getByRole('form', { name: 'Thing' });
    // Two submits in the same tick: react-hook-form has not marked the form as submitting yet.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled());
    expect(screen.getByLabelText('Submitting')).toBeInTheDocument();
    fireEvent.submit(form);
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(requests).toBe(1);
    expect(screen.queryByLabelText('Submitting')).not.toBeInTheDocument();
  });

  describe('a draft kept when the session ends on submit', () => {
    afterEach(() => window.sessionStorage.clear());

    async function saveUntilTheSessionEnds(thing: string, version: number) {
      answerWith(401, { errorMessage: 'Not logged in.' });
      const rendered = renderWithProviders(<VersionedThingForm thing={thing} version={version} />);
      await rendered.user.type(screen.getByLabelText('Name'), 'Pipe');
      await rendered.user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
      rendered.unmount();
      server.resetHandlers();
    }

    it('is sent with the version it was filled from, not the newer one the page holds now', async () => {
      await saveUntilTheSessionEnds('a', 1);
      const requests = answerWith(200, { id: 7 });
      const { user } = renderWithProviders(<VersionedThingForm thing="a" version={2} />);
      expect(screen.getByLabelText('Name')).toHaveValue('Pipe');

      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(requests).toEqual([{ name: 'Pipe', code: '', version: 1 }]));
    });

    it("comes back only in the form of the record it was filled for, not in another's", async () => {
      await saveUntilTheSessionEnds('a', 1);
      const requests = answerWith(200, { id: 7 });
      const { user } = renderWithProviders(<VersionedThingForm thing="b" version={1} />);
      expect(screen.getByLabelText('Name')).toHaveValue('');

      await user.type(screen.getByLabelText('Name'), 'Valve');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(requests).toEqual([{ name: 'Valve', code: '', version: 1 }]));
    });
  });
});

describe('leaving a form with unsaved input', () => {
  /** The form with a link away, as a page shows it among the menu's. */
  const withLinkAway = (form: ReactElement) => (
    <>
      {form}
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
  const leave = (user: UserEvent) => user.click(screen.getByRole('link', { name: 'Elsewhere' }));

  it('asks first: Keep editing stays with the input, Discard changes leaves', async () => {
    const { user, router } = renderWithProviders(withLinkAway(<ThingForm onSaved={jest.fn()} />), { route: '/things' });
    await user.type(screen.getByLabelText('Name'), 'Pipe');

    await leave(user);
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Pipe');
    expect(router.state.location.pathname).toBe('/things');

    await leave(user);
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it("asks before the same page shows another record's form (Back to another trade), not for a grid's page", async () => {
    const { user, router } = renderWithProviders(
      <>
        <ThingForm onSaved={jest.fn()} />
        <Link to="/things?historyId=2">Another trade</Link>
        <Link to="/things?historyId=1&page=2">Next page</Link>
      </>,
      { route: '/things?historyId=1' },
    );
    await user.type(screen.getByLabelText('Name'), 'Pipe');

    await user.click(screen.getByRole('link', { name: 'Another trade' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?historyId=1');

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?historyId=1&page=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Pipe');
  });

  it('does not ask for a form as it was filled, nor once the server took the input; a later change asks again', async () => {
    answerWith(200, { id: 7 });
    const onSaved = jest.fn();
    const { user, router } = renderWithProviders(withLinkAway(<ThingForm onSaved={onSaved} />), { route: '/things' });
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Pipe');
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));

    await user.type(screen.getByLabelText('Code'), 'P');
    expect(hasUnsavedChanges()).toBe(true);
    await leave(user);
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('lets a success that navigates go at once', async () => {
    answerWith(200, { id: 7 });
    const navigated: string[] = [];
    function SavingThenLeaving() {
      const navigate = useNavigate();
      return (
        <ThingForm
          onSaved={(id) => {
            navigated.push(String(id));
            void navigate(`/things/${id}`);
          }}
        />
      );
    }
    const { user, router } = renderWithProviders(<SavingThenLeaving />, { route: '/things' });
    await user.type(screen.getByLabelText('Name'), 'Pipe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things/7'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks for another form's input when one form's success navigates: every unsaved form is asked about, not the last one's alone", async () => {
    answerWith(200, { id: 7 });
    function SavingThenLeaving() {
      const navigate = useNavigate();
      return <ThingForm onSaved={(id) => void navigate(`/things/${id}`)} />;
    }
    const { user, router } = renderWithProviders(
      <>
        <ThingForm onSaved={jest.fn()} />
        <SavingThenLeaving />
      </>,
      { route: '/things' },
    );
    const [first, second] = screen.getAllByLabelText('Name');
    await user.type(first!, 'Pipe');
    await user.type(second!, 'Valve');

    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);

    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByLabelText('Name')[0]).toHaveValue('Pipe');
  });

  it('still asks for the second form once the first, whose guard asked for both, is saved', async () => {
    answerWith(200, { id: 7 });
    const { user, router } = renderWithProviders(
      withLinkAway(
        <>
          <ThingForm onSaved={jest.fn()} />
          <ThingForm onSaved={jest.fn()} />
        </>,
      ),
      { route: '/things' },
    );
    const [first, second] = screen.getAllByLabelText('Name');
    await user.type(first!, 'Pipe');
    await user.type(second!, 'Valve');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Save' })[0]).toBeEnabled());

    await leave(user);

    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('still asks after a 200 that says no: the server took nothing', async () => {
    answerWith(200, { id: 7 });
    const { user } = renderWithProviders(
      withLinkAway(<ThingForm onSaved={() => ({ message: 'The code is reserved.' })} />),
      { route: '/things' },
    );
    await user.type(screen.getByLabelText('Name'), 'Pipe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is reserved.');
    expect(hasUnsavedChanges()).toBe(true);
    await leave(user);
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  });

  it('still asks after the server refused the input (400)', async () => {
    answerWith(400, { errorMessage: 'Invalid request.', fieldErrors: { code: ['The code is already used.'] } });
    const { user } = renderWithProviders(withLinkAway(<ThingForm onSaved={jest.fn()} />), { route: '/things' });
    await user.type(screen.getByLabelText('Name'), 'Pipe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The code is already used.');
    await leave(user);
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  });
});

describe('leaving while a submit waits for its answer', () => {
  /** The thing endpoint answers only when the returned function is called. */
  function holdTheAnswer(status: number, body: object): () => void {
    let answer: () => void = () => undefined;
    server.use(
      http.post(apiUrl(THING_PATH), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(body, { status });
      }),
    );
    return () => answer();
  }

  type Rendered = ReturnType<typeof renderWithProviders>;

  /** Opens the form from /start, changes it, saves, and leaves (`leave`) before the answer comes. */
  async function leaveWhileSaving(status: number, body: object, leave: (rendered: Rendered) => Promise<unknown>) {
    const answer = holdTheAnswer(status, body);
    const rendered = renderWithProviders(
      <>
        <ThingForm onSaved={jest.fn()} />
        <Link to="/elsewhere">Elsewhere</Link>
      </>,
      { route: '/start' },
    );
    await act(() => rendered.router.navigate('/things'));
    await rendered.user.type(screen.getByLabelText('Name'), 'Pipe');
    await rendered.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled());
    await leave(rendered);
    // What was sent may already be taken: it is not offered for discarding while the answer is awaited.
    await expect(screen.findByRole('dialog', {}, { timeout: 300 })).rejects.toThrow();
    expect(rendered.router.state.location.pathname).toBe('/things');
    return { ...rendered, answer };
  }

  it('holds Back until the save is answered, saying so, then goes back without a question', async () => {
    const { router, answer } = await leaveWhileSaving(200, { id: 7 }, ({ router }) => act(() => router.navigate(-1)));
    // The click was heard: a slow save's wait is said, not silent.
    expect(await screen.findByRole('status')).toHaveTextContent(MOVE_HELD_MESSAGE);
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The router's state moves before React renders it: the notice goes in the render that follows.
    await waitFor(() => expect(screen.queryByText(MOVE_HELD_MESSAGE)).not.toBeInTheDocument());
  });

  it('holds a link until the save is answered, then follows it without a question', async () => {
    const { router, answer } = await leaveWhileSaving(200, { id: 7 }, ({ user }) =>
      user.click(screen.getByRole('link', { name: 'Elsewhere' })),
    );
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has an organisation switch (or a logout) decide only after the answer: a saved form drops nothing', async () => {
    const { answer } = await leaveWhileSaving(200, { id: 7 }, async () => undefined);
    const unsavedWhenDeciding: boolean[] = [];
    afterSavesAnswered(() => unsavedWhenDeciding.push(hasUnsavedChanges()));
    expect(unsavedWhenDeciding).toEqual([]);
    answer();
    await waitFor(() => expect(unsavedWhenDeciding).toEqual([false]));
  });

  /** The thing form in a dialog, with Cancel and Escape guarded as the product's form dialogs are. */
  function ThingDialog({ onClosed }: { onClosed: (how: 'saved' | 'cancelled') => void }) {
    const form = useThingForm(() => onClosed('saved'));
    const guarded = useGuardedDialogClose(form.unsaved, () => onClosed('cancelled'));
    return (
      <Dialog open onClose={guarded.onClose}>
        <ServerForm
          form={form}
          label="Thing"
          submitLabel="Save"
          actions={<CancelWithConfirmation dirty={form.unsaved} onCancel={() => onClosed('cancelled')} />}
        >
          <FormTextField control={form.control} name="name" label="Name" />
        </ServerForm>
        {guarded.question}
      </Dialog>
    );
  }

  it("offers no Cancel and takes no Escape in a dialog while its save waits: 'Discard' would close it and the save land", async () => {
    const answer = holdTheAnswer(200, { id: 7 });
    const onClosed = jest.fn();
    const { user } = renderWithProviders(<ThingDialog onClosed={onClosed} />);
    await user.type(screen.getByLabelText('Name'), 'Pipe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await user.keyboard('{Escape}');
    await expect(screen.findByRole('dialog', { name: 'Discard your changes?' }, { timeout: 300 })).rejects.toThrow();
    answer();
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith('saved'));
    expect(onClosed).not.toHaveBeenCalledWith('cancelled');
  });

  it('offers Cancel again once the save was refused, and asks before dropping the input', async () => {
    const answer = holdTheAnswer(400, { errorMessage: 'Invalid request.', fieldErrors: { name: ['Taken.'] } });
    const onClosed = jest.fn();
    const { user } = renderWithProviders(<ThingDialog onClosed={onClosed} />);
    await user.type(screen.getByLabelText('Name'), 'Pipe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    answer();
    expect(await screen.findByText('Taken.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('asks once the save was refused: the input is still the only copy', async () => {
    const { router, user, answer } = await leaveWhileSaving(
      400,
      { errorMessage: 'Invalid request.', fieldErrors: { code: ['The code is already used.'] } },
      ({ router }) => act(() => router.navigate(-1)),
    );
    answer();
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(screen.getByText('The code is already used.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/things');
    expect(screen.getByLabelText('Name')).toHaveValue('Pipe');
  });
});
