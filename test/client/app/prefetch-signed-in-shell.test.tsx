import { render, waitFor } from '@testing-library/react';
import { PREFETCH_SIGNED_IN_SHELL_DONE_MARK, PREFETCH_SIGNED_IN_SHELL_MARK } from '@client/app/routes/prefetch-mark';
import { PrefetchSignedInShell, whenIdle } from '@client/app/routes/prefetch-signed-in-shell';

const loadMainLayout = jest.fn(() => Promise.resolve({}));
const loadHelp = jest.fn(() => Promise.resolve({}));
jest.mock('@client/app/routes/area-loaders', () => ({
  loadMainLayout: () => loadMainLayout(),
  loadHelp: () => loadHelp(),
}));

// jsdom has no requestIdleCallback (as Safari): the tests that want one install it on the window.
function installIdleCallbacks(callbacks: Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>) {
  Object.assign(window, callbacks);
}
const idleDeadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  jest.useRealTimers();
  loadMainLayout.mockClear();
  loadHelp.mockClear();
});

describe('prefetching the signed-in shell from the login page', () => {
  it('waits for an idle moment, with a timeout, then loads the shell and the help area', async () => {
    const idle: Array<{ callback: IdleRequestCallback; options: IdleRequestOptions | undefined }> = [];
    installIdleCallbacks({
      requestIdleCallback: (callback, options) => idle.push({ callback, options }),
      cancelIdleCallback: jest.fn(),
    });
    // jsdom has no User Timing marks.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });

    render(<PrefetchSignedInShell />);
    expect(loadMainLayout).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.options?.timeout).toBeGreaterThan(0);

    idle[0]!.callback(idleDeadline);
    expect(loadMainLayout).toHaveBeenCalledTimes(1);
    expect(loadHelp).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(PREFETCH_SIGNED_IN_SHELL_MARK);
    expect(mark).not.toHaveBeenCalledWith(PREFETCH_SIGNED_IN_SHELL_DONE_MARK);
    await waitFor(() => expect(mark).toHaveBeenCalledWith(PREFETCH_SIGNED_IN_SHELL_DONE_MARK));
    Reflect.deleteProperty(performance, 'mark');
  });

  it('falls back to a timer without requestIdleCallback, and cancels when the page goes first', () => {
    expect('requestIdleCallback' in window).toBe(false);
    jest.useFakeTimers();
    const { unmount } = render(<PrefetchSignedInShell />);
    unmount();
    jest.runAllTimers();
    expect(loadMainLayout).not.toHaveBeenCalled();

    const work = jest.fn();
    whenIdle(work);
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed prefetch: the route loads the chunk again when it is needed', async () => {
    loadHelp.mockImplementationOnce(() => Promise.reject(new Error('Loading chunk area-help failed.')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    jest.useFakeTimers();
    render(<PrefetchSignedInShell />);
    jest.runAllTimers();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(loadHelp).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
