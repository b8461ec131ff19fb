import { http } from 'msw';
import { PAGE_FRAME_ATTRIBUTE, PAGE_FRAME_PART_ATTRIBUTE } from '@shared/page-frame';
import { AUDIT_TRAIL_FRAME_PART } from '@shared/audit-trail-frame';
import { apiPaths, fillPath } from '@shared/api-paths';
import { endPageFrame, takePageFrame } from '@client/components/page-frame';
import { apiUrl } from '@test/mocks/api-url';
import { server } from '@test/mocks/server';
import { act, renderApp, screen, within } from '@test/render-with-providers';

jest.setTimeout(45_000);

const remitTrail = '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417';
const PAINTED_EVENT = 'Painted: accepted by ACER.';

/** #root as the server sends it for the trail (server/plugins/page-frame.ts). */
function serveFrame() {
  window.history.replaceState(null, '', remitTrail);
  const served = document.createElement('div');
  served.innerHTML =
    `<div ${PAGE_FRAME_ATTRIBUTE}="" class="page-frame" aria-hidden="true"><div class="page-frame-main">` +
    `<h1 class="page-frame-title">Details for NWEH-2026-000417</h1><div class="page-frame-switches"></div>` +
    `<div class="page-frame-grid" ${PAGE_FRAME_PART_ATTRIBUTE}="${AUDIT_TRAIL_FRAME_PART}">` +
    `<div class="page-frame-event"><span class="page-frame-text">${PAINTED_EVENT}</span></div></div></div></div>`;
  takePageFrame(served);
}

/** Holds the trail's answers until `release` is called. */
function holdTrail() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    // Answering nothing, it hands the request on to the mocked trail once released.
    http.post(apiUrl(fillPath(apiPaths.auditTrail, { urlPart: 'remit' })), async () => {
      await released;
    }),
  );
  return release;
}

afterEach(() => {
  endPageFrame();
  window.history.replaceState(null, '', '/');
});

describe("an audit trail's frame", () => {
  it('shows the events the server painted until the grid has its rows, then never beside them', async () => {
    serveFrame();
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-page-title]')) return;
      const painted = screen.queryByText(PAINTED_EVENT) !== null;
      const own = document.querySelector('[role="grid"]') !== null;
      const state = `${painted ? 'painted' : ''}${own ? 'own' : ''}`;
      if (seen.at(-1) !== state) seen.push(state);
    });
    observer.observe(document.body, { subtree: true, childList: true });
    try {
      renderApp({ route: remitTrail });
      const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
      expect((await within(grid).findAllByRole('gridcell')).length).toBeGreaterThan(0);
      // The painted events came with the page's title and switches, and gave way to the grid, never beside it.
      expect(seen[0]).toBe('painted');
      expect(seen.at(-1)).toBe('own');
      expect(seen).not.toContain('paintedown');
      expect(screen.queryByText(PAINTED_EVENT)).not.toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
  });

  it('drops the painted events once the user turns a switch before the answer came: they show other events', async () => {
    serveFrame();
    let release = holdTrail();
    const { user } = renderApp({ route: remitTrail });
    const messaging = await screen.findByRole('checkbox', { name: 'Show messaging details' }, { timeout: 15_000 });
    // The page's own switches, and the painted events in the grid's place, said to be loading.
    expect(screen.getByText(PAINTED_EVENT).closest('[role="progressbar"]')).toHaveAccessibleName('Loading');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(messaging);
    expect(screen.queryByText(PAINTED_EVENT)).not.toBeInTheDocument();
    await act(async () => release());
    release = () => {};
    expect(await screen.findByRole('grid', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(PAINTED_EVENT)).not.toBeInTheDocument();
  });
});
