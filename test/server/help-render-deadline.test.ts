import { loadServerModule } from '../api/node-loader';

// The unified family is ESM only: loaded through Node's loader, as the server runs it.
const { renderedWithin, HELP_RENDER_MS_MAX } =
  loadServerModule<typeof import('@server/help/help-html')>('src/server/help/help-html.ts');

describe('rendering a help text', () => {
  it('stops at its deadline: unmatched emphasis, quadratic for the parser, is not rendered', () => {
    // '*a' 9,999 times: 4.4 s on the event loop every request shares, on this project's 2-core machine.
    expect(renderedWithin('*a'.repeat(9_999), 50)).toBeNull();
  });

  it('renders as before once a render was stopped, and within the deadline the server uses', () => {
    expect(renderedWithin('*'.repeat(10_000) + 'a' + '*'.repeat(9_999), 50)).toBeNull();
    expect(renderedWithin('# Title\n\nSome *emphasis* and a [link](https://x.example).', HELP_RENDER_MS_MAX)).toBe(
      '<h1>Title</h1>\n<p>Some <em>emphasis</em> and a <a href="https://x.example">link</a>.</p>',
    );
  });
});
