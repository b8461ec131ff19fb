import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '@test/mocks/api-url';
import { navigationFor, organisations } from '@test/mocks/data';
import { server } from '@test/mocks/server';
import { renderApp, screen, within } from '@test/render-with-providers';

const queueGroup = {
  name: 'Problem Solving',
  path: 'problemsolving',
  children: [{ name: 'Problem Solving', path: 'problemsolving' }],
};

/** Both organisations have the queue in their menu; Alpine Gas's counts wait until `release` is called. */
function serveQueueMenuWithSlowAlpineCounts() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(apiUrl(apiPaths.navigation), ({ request }) => {
      const organisationId = Number(new URL(request.url).searchParams.get('organisationId'));
      const navigation = navigationFor(organisationId);
      return HttpResponse.json({ groups: [...navigation.groups, queueGroup] });
    }),
    http.get(apiUrl(apiPaths.problemSolvingCounts), async ({ request }) => {
      const organisationId = Number(new URL(request.url).searchParams.get('organisationId'));
      if (organisationId !== organisations.alpineGas.organisationId) return undefined;
      await released;
      return HttpResponse.json({ total: 1, urgent: 1, byCategory: {}, byUrgency: {} });
    }),
  );
  return () => release();
}

describe('the Problem Solving menu count', () => {
  it("never shows the last organisation's count while the new one's loads", async () => {
    const release = serveQueueMenuWithSlowAlpineCounts();
    const { user } = renderApp({ route: '/help/welcome' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Problem Solving' }));
    expect(await within(menu).findByRole('link', { name: 'Problem Solving (3)' })).toBeInTheDocument();

    const selector = screen.getByRole('combobox', { name: 'Organisation' });
    await user.click(selector);
    await user.click(screen.getByRole('option', { name: 'Alpine Gas Supply' }));
    expect(await within(menu).findByRole('link', { name: 'Problem Solving' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /\(\d+\)/ })).not.toBeInTheDocument();

    release();
    expect(await within(menu).findByRole('link', { name: 'Problem Solving (1)' })).toBeInTheDocument();
  });
});
