import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '@client/app/providers';
import { routes } from '@client/app/router';
import { makeStore } from '@client/app/store';
import { helpTextStore } from '@test/mocks/help-data';
import { mockSession } from '@test/mocks/mock-session';
import { act, render, screen, userEvent, within } from '@test/render-with-providers';

// A lazily loaded area and the editor's chunk in jsdom, on a machine shared with other jobs.
jest.setTimeout(45_000);

/**
 * The app as a browser has it: the browser's history, not a memory router's, since the defect was an
 * entry the browser made behind the router's back (jsdom, as a browser, adds one for a fragment link).
 */
function renderAppInBrowser(route: string) {
  window.history.replaceState(null, '', route);
  const router = createBrowserRouter(routes);
  const user = userEvent.setup({ delay: null });
  render(
    <Providers store={makeStore()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user };
}

let disposeRouter: () => void = () => undefined;
const scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  // jsdom lays nothing out and has no scrollIntoView: the test records whom it was asked of.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
});
afterEach(() => {
  disposeRouter();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  window.history.replaceState(null, '', '/');
});

async function openSupport(content: string) {
  helpTextStore.texts.support = { ...helpTextStore.texts.support, content };
  mockSession.logIn('admin');
  const rendered = renderAppInBrowser('/help/support');
  disposeRouter = () => rendered.router.dispose();
  const panel = await screen.findByRole('region', { name: 'Support' });
  return { ...rendered, panel };
}

describe("a help text's links within the app", () => {
  it('go to a heading through the router, so Back onto it still asks before unsaved changes are dropped', async () => {
    const { router, user, panel } = await openSupport(
      'See the [faq](#frequently-asked).\n\n## Frequently asked\n\nAnswers.',
    );
    await user.click(within(panel).getByRole('link', { name: 'faq' }));
    expect(router.state.location).toMatchObject({ pathname: '/help/support', hash: '#user-content-frequently-asked' });
    expect(window.location.hash).toBe('#user-content-frequently-asked');
    // As the browser does: the heading comes into sight and the keyboard carries on from it.
    const heading = within(panel).getByRole('heading', { name: 'Frequently asked' });
    expect(scrolledTo).toEqual(['user-content-frequently-asked']);
    expect(heading).toHaveFocus();

    await act(() => router.navigate('/help/release_notes'));
    const notes = await screen.findByRole('region', { name: 'Release 4.2' });
    await user.click(within(notes).getByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), ' and more');

    // jsdom, like a browser, goes back in tasks of its own (two of them, and the router's own step forward
    // again): not within act, whose flush would commit the dialog's autofocus (the Title field's blur) as
    // an update outside it, but while findByRole waits, as the dialog would come to a user.
    window.history.back();
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Release 4.2 and more');
    expect(router.state.location.pathname).toBe('/help/release_notes');
  });

  it("follow a footnote's links through the router", async () => {
    const { router, user, panel } = await openSupport('Hours vary.[^1]\n\n[^1]: Not on holidays.');
    const reference = within(panel).getByRole('link', { name: '1' });
    await user.click(reference);
    expect(router.state.location.hash).toBe('#user-content-fn-1');
    expect(scrolledTo).toEqual(['user-content-fn-1']);
    // From the keyboard too: Enter on the note's way back.
    within(panel).getByRole('link', { name: 'Back to reference 1' }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.hash).toBe('#user-content-fnref-1');
    expect(reference).toHaveFocus();
  });

  it('open a page of the app without loading the app again', async () => {
    const { router, user, panel } = await openSupport('Who to call: [contacts](/help/contacts).');
    const historyLength = window.history.length;
    await user.click(within(panel).getByRole('link', { name: 'contacts' }));
    // A full load would be a navigation jsdom does not implement (an unexpected console.error).
    expect(router.state.location.pathname).toBe('/help/contacts');
    expect(window.location.pathname).toBe('/help/contacts');
    expect(window.history.length).toBe(historyLength + 1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organisation Contact Directory' }),
    ).toBeInTheDocument();
  });
});
