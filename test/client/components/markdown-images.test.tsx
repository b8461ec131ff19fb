import { render, screen } from '@testing-library/react';
import { isOwnApiUrl } from '@shared/markdown/own-api-images';
import { MarkdownView } from '@client/components/markdown/markdown-view';
import { helpHtml } from '@server/help/help-html';

/** A help text as a reader's page shows it: rendered by the server, set by the view. */
const ReadHelp = ({ markdown }: { markdown: string }) => (
  <MarkdownView html={helpHtml(markdown, [window.location.origin])} />
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
];

describe('images in help markdown', () => {
  it.each(ownApiSources)('recognises %s as this server’s API', (src) => {
    expect(isOwnApiUrl(src, window.location.href)).toBe(true);
  });

  it.each([
    '/assets/logo.png',
    '/help/api-guide.png',
    '/apinotes.png',
    'https://images.example.com/api/chart.png',
    `https://${window.location.hostname}.example/api/x.png`,
  ])('lets %s through', (src) => {
    expect(isOwnApiUrl(src, window.location.href)).toBe(false);
  });

  it.each(ownApiSources)('renders no image for ![reset](%s), only its alt text', (src) => {
    const { container } = render(<ReadHelp markdown={`Before ![reset mail](<${src}>) after`} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Before reset mail after');
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
