import { PAGE_FRAME_ATTRIBUTE, PAGE_FRAME_PART_ATTRIBUTE } from '@shared/page-frame';
import { FINDER_FRAME_PART } from '@shared/finder-frame';
import { endPageFrame, takePageFrame } from '@client/components/page-frame';
import { renderApp, screen } from '@test/render-with-providers';

jest.setTimeout(45_000);

const PAINTED_NOTE = 'Painted: sorted by Last Update, descending: a column not shown.';

describe("a finder's frame", () => {
  it('shows what the server painted of its controls and note until its own render, then never beside them', async () => {
    // #root as the server sends it (server/plugins/page-frame.ts).
    window.history.replaceState(null, '', '/ecm/dealfinder');
    const served = document.createElement('div');
    served.innerHTML =
      `<div ${PAGE_FRAME_ATTRIBUTE}="" class="page-frame" aria-hidden="true"><div class="page-frame-main">` +
      `<h1 class="page-frame-title">Deal Finder</h1>` +
      `<div class="page-frame-finder" ${PAGE_FRAME_PART_ATTRIBUTE}="${FINDER_FRAME_PART}">` +
      `<p class="page-frame-note">${PAINTED_NOTE}</p></div></div></div>`;
    takePageFrame(served);
    // What the page showed, render by render, beside the page's own title.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-page-title]')) return;
      const painted = [...document.querySelectorAll('p')].some((p) => p.textContent === PAINTED_NOTE);
      const own = document.querySelector('[role="search"]') !== null;
      const state = `${painted ? 'painted' : ''}${own ? 'own' : ''}`;
      if (seen.at(-1) !== state) seen.push(state);
    });
    observer.observe(document.body, { subtree: true, childList: true });
    try {
      renderApp({ route: '/ecm/dealfinder' });
      expect(await screen.findByRole('grid', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(await screen.findByText('Sorted by Last Update, descending: a column not shown.')).toBeVisible();
      // The painted copy came with the page's title, and gave way to the page's own controls, never beside them.
      expect(seen[0]).toBe('painted');
      expect(seen.at(-1)).toBe('own');
      expect(seen).not.toContain('paintedown');
      expect(screen.queryByText(PAINTED_NOTE)).not.toBeInTheDocument();
    } finally {
      observer.disconnect();
      endPageFrame();
      window.history.replaceState(null, '', '/');
    }
  });
});
