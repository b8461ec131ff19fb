import { render, screen } from '@testing-library/react';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { MemoryRouter } from 'react-router-dom';
import { unified } from 'unified';
import { sanitizedRehypePlugins } from '@client/components/markdown/sanitize-plugins';
import { pointsAtAnApi } from '@shared/markdown/blocked-images';
import { MarkdownView } from '@client/components/markdown/markdown-view';
import { helpHtml } from '@server/help/help-markdown';

/** A help text as a reader's page shows it: rendered by the server, set by the view, on a page of the app. */
const ReadHelp = ({ markdown }: { markdown: string }) => (
  <MemoryRouter>
    <MarkdownView html={helpHtml(markdown)} />
  </MemoryRouter>
);

const origin = window.location.origin;

// Spellings of this server's API an editor could put into an image.
const ownApiSources = [
  '/api/user/password/reset/analyst',
  '/api/user/2fa/setup',
  'api/user/password/reset/analyst',
  './api/user/password/reset/analyst',
  `${origin}/api/user/password/reset/analyst`,
  `//${window.location.host}/api/user/password/reset/analyst`,
  '/%61pi/user/password/reset/analyst',
  '/%2561pi/user/password/reset/analyst',
  '/API/user/password/reset/analyst',
  '/help/../api/user/password/reset/analyst',
  '/help/%2e%2e/api/user/password/reset/analyst',
  '/help/..%2fapi/user/password/reset/analyst',
  '/./api/user/password/reset/analyst',
  '\\api\\user\\password\\reset\\analyst',
  '/api',
  '/api?x=1',
  // Another scheme or port of this host (a browser upgrades an http image on an https page), or any
  // other host: the server cannot list every name a browser knows it by.
  `https://${window.location.host}/api/user/information`,
  `http://${window.location.hostname}:9999/api/user/information`,
  'https://images.example.com/api/chart.png',
];

/** The editor's live preview: its own rendering in the browser, with the same plugins after the sanitiser. */
const previewHtml = (markdown: string) =>
  String(
    unified().use(remarkParse).use(remarkRehype).use(sanitizedRehypePlugins).use(rehypeStringify).processSync(markdown),
  );

describe('images in help markdown', () => {
  it.each(ownApiSources)('recognises %s as an API', (src) => {
    expect(pointsAtAnApi(src)).toBe(true);
  });

  it.each(['/assets/logo.png', '/help/api-guide.png', '/apinotes.png', 'https://images.example.com/charts/q1.png'])(
    'lets %s through',
    (src) => {
      expect(pointsAtAnApi(src)).toBe(false);
    },
  );

  it.each(ownApiSources)('renders no image for ![reset](%s), only its alt text', (src) => {
    const { container } = render(<ReadHelp markdown={`Before ![reset mail](<${src}>) after`} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Before reset mail after');
  });

  it.each(ownApiSources)("drops ![reset](%s) from the editor's preview too", (src) => {
    expect(previewHtml(`Before ![reset mail](<${src}>) after`)).toBe('<p>Before reset mail after</p>');
  });

  // The page's Content-Security-Policy loads images from this site only: a browser would show these broken.
  it.each([
    'https://images.example.com/charts/q1.png',
    'http://images.example.com/charts/q1.png',
    '//images.example.com/charts/q1.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('shows ![chart](%s), not on this site, as its alt text to readers and in the preview', (src) => {
    const { container } = render(<ReadHelp markdown={`Before ![chart](<${src}>) after`} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Before chart after');
    expect(previewHtml(`Before ![chart](<${src}>) after`)).toBe('<p>Before chart after</p>');
  });

  it.each(['/assets/chart.png', 'assets/chart.png'])('shows ![chart](%s), on this site, as an image', (src) => {
    render(<ReadHelp markdown={`![chart](${src})`} />);
    expect(screen.getByRole('img', { name: 'chart' })).toHaveAttribute('src', src);
    expect(previewHtml(`![chart](${src})`)).toBe(`<p><img src="${src}" alt="chart"></p>`);
  });

  it('drops reference-style images too, and keeps the others', () => {
    const markdown = [
      '![chart][one] ![mail][two]',
      '',
      '[one]: /assets/chart.png',
      `[two]: ${origin}/%61pi/user/password/reset/analyst`,
    ].join('\n');
    render(<ReadHelp markdown={markdown} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'chart' })).toHaveAttribute('src', '/assets/chart.png');
  });
});
