import { render } from '@testing-library/react';
import { FullPageLoader } from '@client/components/full-page-loader';
import { afterFramePainted, endPageFrame, takePageFrame } from '@client/components/page-frame';
import { PAGE_FRAME_ATTRIBUTE } from '@shared/page-frame';
import { renderApp, screen } from '@test/render-with-providers';

/** `#root` as the server sends it for a signed-in page with a fixed title (server/plugins/page-frame.ts). */
function servePageFrame(pathname: string, title: string) {
  window.history.replaceState(null, '', pathname);
  const container = document.createElement('div');
  container.innerHTML = `<div ${PAGE_FRAME_ATTRIBUTE}="" class="page-frame" aria-hidden="true"><div class="page-frame-bar"></div><div class="page-frame-main"><h1 class="page-frame-title">${title}</h1></div></div>`;
  takePageFrame(container);
}

const frameTitle = () => document.querySelector(`[${PAGE_FRAME_ATTRIBUTE}] h1`)?.textContent;

afterEach(() => {
  endPageFrame();
  window.history.replaceState(null, '', '/');
});

describe("the server's frame of the page being opened", () => {
  it('stays above the loader while the app loads, and gives way to the page with its own title', async () => {
    servePageFrame('/help/contacts', 'Organisation Contact Directory');
    renderApp({ route: '/help/contacts' });
    // The first render is a loader: the title the browser painted first is still there, above it.
    expect(frameTitle()).toBe('Organisation Contact Directory');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // The page's chunk and its first answers: seconds on a loaded machine.
    expect(
      await screen.findByRole('combobox', { name: 'Organisation Group' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(document.querySelector(`[${PAGE_FRAME_ATTRIBUTE}]`)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Organisation Contact Directory',
    ]);
    // The page's title ended the frame: a loader shown from now on is a bare one.
    render(<FullPageLoader />);
    expect(frameTitle()).toBeUndefined();
  });

  it('is not shown once a page has rendered its title: a later loader is a loader', () => {
    servePageFrame('/help/contacts', 'Organisation Contact Directory');
    endPageFrame();
    render(<FullPageLoader />);
    expect(frameTitle()).toBeUndefined();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is not shown on another page: the session ended and the app went to the login form', () => {
    servePageFrame('/help/contacts', 'Organisation Contact Directory');
    window.history.replaceState(null, '', '/login');
    render(<FullPageLoader />);
    expect(frameTitle()).toBeUndefined();
  });

  it('is not shown where the server painted none, whatever an earlier page had', () => {
    servePageFrame('/help/contacts', 'Organisation Contact Directory');
    takePageFrame(document.createElement('div'));
    render(<FullPageLoader />);
    expect(frameTitle()).toBeUndefined();
  });
});

describe('the first render after the frame', () => {
  /** A stand-in for Chromium's observer: `report()` delivers a largest-paint entry to the one observing. */
  class FakeObserver {
    static supportedEntryTypes: readonly string[] = ['largest-contentful-paint'];
    static current: FakeObserver | undefined;
    static failOnObserve = false;
    disconnected = false;
    constructor(private readonly callback: () => void) {
      FakeObserver.current = this;
    }
    observe() {
      if (FakeObserver.failOnObserve) throw new TypeError('not supported');
    }
    disconnect() {
      this.disconnected = true;
    }
    report() {
      if (!this.disconnected) this.callback();
    }
  }
  const original = globalThis.PerformanceObserver;
  let visibility: jest.SpyInstance<DocumentVisibilityState>;

  beforeEach(() => {
    jest.useFakeTimers();
    FakeObserver.current = undefined;
    FakeObserver.failOnObserve = false;
    FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = original;
    visibility.mockRestore();
  });

  it('waits until the browser reports the frame painted, then renders once', () => {
    const render = jest.fn();
    afterFramePainted(render);
    expect(render).not.toHaveBeenCalled();
    FakeObserver.current!.report();
    expect(render).toHaveBeenCalledTimes(1);
    expect(FakeObserver.current!.disconnected).toBe(true);
    jest.advanceTimersByTime(1_000);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders after 300 ms when no report comes', () => {
    const render = jest.fn();
    afterFramePainted(render);
    jest.advanceTimersByTime(299);
    expect(render).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(FakeObserver.current!.disconnected).toBe(true);
  });

  it('renders at once where the browser cannot tell, paints nothing, or cannot observe', () => {
    const render = jest.fn();
    FakeObserver.supportedEntryTypes = ['paint'];
    afterFramePainted(render);
    expect(render).toHaveBeenCalledTimes(1);

    FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
    visibility.mockReturnValue('hidden');
    afterFramePainted(render);
    expect(render).toHaveBeenCalledTimes(2);

    visibility.mockReturnValue('visible');
    FakeObserver.failOnObserve = true;
    afterFramePainted(render);
    expect(render).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(1_000);
    expect(render).toHaveBeenCalledTimes(3);
  });
});
