import { loadServerModule } from '../api/node-loader';

// The unified family is ESM only: loaded through Node's loader, as the server runs it.
const { helpRendering, renderedWithin, HELP_RENDER_MS_MAX } =
  loadServerModule<typeof import('@server/help/help-html')>('src/server/help/help-html.ts');

const simpleText = '# Title\n\nSome *emphasis* and a [link](https://x.example).';
const simpleHtml =
  '<h2 id="user-content-title">Title</h2>\n<p>Some <em>emphasis</em> and a <a href="https://x.example">link</a>.</p>';

describe('rendering a help text', () => {
  it('stops at its deadline: unmatched emphasis, quadratic for the parser, is not rendered', async () => {
    // '*a' 9,999 times: 4.4 s of the parser on this project's 2-core machine.
    expect(await renderedWithin('*a'.repeat(9_999), 50)).toBeNull();
  });

  it('renders as before once a render was stopped, and within the deadline the server uses', async () => {
    expect(await renderedWithin('*'.repeat(10_000) + 'a' + '*'.repeat(9_999), 50)).toBeNull();
    expect(await renderedWithin(simpleText, HELP_RENDER_MS_MAX)).toBe(simpleHtml);
  });

  it('refuses a text nested too deeply as such, as the server’s own thread did, not at the deadline', async () => {
    // The worker has the stack of the server's own thread: thousands of nested quotes exhaust it at once.
    expect(await helpRendering('> '.repeat(10_000), HELP_RENDER_MS_MAX)).toEqual({ refused: 'too deep' });
    expect(await renderedWithin(simpleText, HELP_RENDER_MS_MAX)).toBe(simpleHtml);
  });

  it('leaves the event loop every request shares free while a slow text renders', async () => {
    // Warm: the worker has started and rendered once.
    expect(await renderedWithin(simpleText, HELP_RENDER_MS_MAX)).toBe(simpleHtml);
    const ticks: number[] = [];
    const ticking = setInterval(() => ticks.push(performance.now()), 10);
    const started = performance.now();
    // A render that would take seconds, stopped at 1 s: on the event loop, it held every other request.
    expect(await renderedWithin('*a'.repeat(9_999), 1_000)).toBeNull();
    const elapsed = performance.now() - started;
    clearInterval(ticking);
    const longestPause = Math.max(...ticks.map((at, index) => at - (ticks[index - 1] ?? started)));
    // Ticks every 10 ms all along, with room for a busy machine; a render on the loop would stop them.
    expect(ticks.length).toBeGreaterThan(elapsed / 100);
    expect(longestPause).toBeLessThan(Math.min(elapsed, 500));
  });
});
