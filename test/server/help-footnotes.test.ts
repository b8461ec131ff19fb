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

describe("a help text's headings", () => {
  it("stand under the text's title, an h2 of the page: '#' is an h2, '##' an h3, and an h6 stays an h6", () => {
    const html = helpHtml('# One\n\n## Two\n\n##### Five\n\n###### Six');
    expect([...html.matchAll(/<(h[1-6])\b/g)].map((match) => match[1])).toEqual(['h2', 'h3', 'h6', 'h6']);
    // The ids, and so the links written to them, are as before.
    expect(html).toContain('<h2 id="user-content-one">One</h2>');
  });
});
