import { loadServerModule } from '../api/node-loader';

// The unified family is ESM only: loaded through Node's loader, as the server runs it.
const { rawHtmlIn } = loadServerModule<typeof import('@shared/markdown/raw-html')>('src/shared/markdown/raw-html.ts');
const { helpHtml } = loadServerModule<typeof import('@server/help/help-markdown')>('src/server/help/help-markdown.ts');

describe("a help text's raw HTML", () => {
  const markdown = [
    'Read <a href="https://x.example">ext</a> first.',
    '',
    '<details>',
    '',
    'Hidden part',
    '',
    '</details>',
    '',
    '<script>alert(3)</script>',
  ].join('\n');

  it('is what the editor names and exactly what the reading page leaves out', () => {
    const named = rawHtmlIn(markdown);
    expect(named).toEqual([
      '<a href="https://x.example">',
      '</a>',
      '<details>',
      '</details>',
      '<script>alert(3)</script>',
    ]);
    const html = helpHtml(markdown);
    for (const piece of named) expect(html).not.toContain(piece);
    expect(html).toContain('<p>Read ext first.</p>');
    expect(html).toContain('<p>Hidden part</p>');
    expect(html).not.toMatch(/<script|alert\(3\)|<details|href/);
  });

  it('is none in markdown that only looks like it', () => {
    expect(rawHtmlIn('1 < 2 and `<b>` in code, [a link](https://x.example), **bold**')).toEqual([]);
    expect(rawHtmlIn('```\n<div>\n```')).toEqual([]);
  });
});
