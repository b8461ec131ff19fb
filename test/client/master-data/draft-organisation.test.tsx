import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { DRAFT_RESTORED_MESSAGE } from '@client/components/form/use-form-draft';
import { SESSION_TIMEOUT_MESSAGE } from '@client/errors/http-error-policy';
import { endSessionBefore, signInAgain, signInAgainAsMemberOfAlpineGasOnly } from '@test/client/sign-in-again';
import { apiUrl } from '@test/mocks/api-url';
import { organisations } from '@test/mocks/data';
import { server } from '@test/mocks/server';
import { renderApp, screen, within } from '@test/render-with-providers';

jest.setTimeout(60_000);

// Master data shows the chosen organisation's entries under one address for every organisation: a code
// typed for one and kept when the session ended must come back for that one only.

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'XSRF-TOKEN=token; path=/';
  server.use(
    http.get(apiUrl(apiPaths.masterData), () => HttpResponse.json({ codes: [], history: [], mayChange: true })),
  );
});

async function typeACodeUnderNordicPowerThenTheSessionEnds(user: ReturnType<typeof renderApp>['user']) {
  const form = await screen.findByRole('form', { name: 'Add a code' }, { timeout: 20_000 });
  expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue(organisations.nordicPower.displayName);
  await user.type(within(form).getByRole('textbox', { name: /Code/ }), '10YDE-RWENET---I');
  await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Nordic zone');
  endSessionBefore('post', apiPaths.masterData);
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText(SESSION_TIMEOUT_MESSAGE, undefined, { timeout: 20_000 })).toBeInTheDocument();
}

describe('a master-data code kept when the session ended', () => {
  it('comes back under the organisation it was typed for', async () => {
    const { user } = renderApp({ route: '/masterdata' });
    await typeACodeUnderNordicPowerThenTheSessionEnds(user);

    await signInAgain(user);

    await screen.findByText(DRAFT_RESTORED_MESSAGE, undefined, { timeout: 20_000 });
    const form = screen.getByRole('form', { name: 'Add a code' });
    expect(within(form).getByRole('textbox', { name: /Code/ })).toHaveValue('10YDE-RWENET---I');
  });

  it('is not offered under another organisation when the user is no longer a member of that one', async () => {
    const { user } = renderApp({ route: '/masterdata' });
    await typeACodeUnderNordicPowerThenTheSessionEnds(user);

    await signInAgainAsMemberOfAlpineGasOnly(user);

    const form = await screen.findByRole('form', { name: 'Add a code' }, { timeout: 20_000 });
    expect(within(form).getByRole('textbox', { name: /Code/ })).toHaveValue('');
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
  });
});
