import { loadServerModule } from '../api/node-loader';

// The unified family is ESM only: loaded through Node's loader, as the server runs it.
const { helpHtml } = loadServerModule<typeof import('@server/help/help-markdown')>('src/server/help/help-markdown.ts');

describe('a help text footnote', () => {
  it('links to its note and back: every link names an id the page has', () => {
    const html = helpHtml('Text[^1] and more[^note].\n\n[^1]: One.\n[^note]: Two.');
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1] ?? '');
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''));
    expect(targets).toHaveLength(4);
    for (const target of targets) expect(`#${target} ${ids.has(target)}`).toBe(`#${target} true`);
    // Still prefixed once, so no id a text writes can shadow one of the page's own.
    for (const id of ids) expect(id === 'footnote-label' || id.startsWith('user-content-')).toBe(true);
  });
});

describe('a help text task list', () => {
  it('names each check box, done or not done, as a screen reader needs it named', () => {
    const html = helpHtml('- [x] Report sent\n- [ ] Confirmation filed');
    const boxes = [...html.matchAll(/<input[^>]*>/g)].map((match) => match[0]);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContain('aria-label="Done"');
    expect(boxes[1]).toContain('aria-label="Not done"');
  });
});
