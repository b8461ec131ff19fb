import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { MarkdownView } from '@client/components/markdown/markdown-view';
import { helpHtml } from '@server/help/help-markdown';
import { unsafeMarkupIn, XSS_MARKER, xssMarkdown, xssPayloads } from '../../fixtures/xss-payloads';

/** A help text as a reader's page shows it: rendered by the server, set by the view, on a page of the app. */
const ReadHelp = ({ markdown, followsAddress }: { markdown: string; followsAddress?: boolean }) => (
  <MemoryRouter>
    <MarkdownView html={helpHtml(markdown)} followsAddress={followsAddress} />
  </MemoryRouter>
);

describe('a help text as the server renders it for reading', () => {
  it('renders GitHub-flavoured markdown', () => {
    const { container } = render(
      <ReadHelp
        markdown={'## Notes\n\n**bold** ~~gone~~ [desk](mailto:desk@example.com)\n\n| A | B |\n|---|---|\n| 1 | 2 |'}
      />,
    );
    // Under the text's title, an h2 of its page.
    expect(screen.getByRole('heading', { level: 3, name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('gone').tagName).toBe('DEL');
    expect(screen.getByRole('link', { name: 'desk' })).toHaveAttribute('href', 'mailto:desk@example.com');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(unsafeMarkupIn(container)).toEqual([]);
  });

  it('renders nothing executable from the whole payload list', () => {
    const { container } = render(<ReadHelp markdown={xssMarkdown} />);
    expect(screen.getByRole('heading', { name: XSS_MARKER })).toBeInTheDocument();
    expect(unsafeMarkupIn(container)).toEqual([]);
    // The links survive as text, without their javascript:/data: targets.
    expect(screen.getByText('markdown link')).not.toHaveAttribute('href');
  });

  it.each(xssPayloads)('neutralises %s', (payload) => {
    const { container } = render(<ReadHelp markdown={payload} />);
    expect(unsafeMarkupIn(container)).toEqual([]);
    // Whatever survives is inert text or safe elements: no element carries a script-bearing attribute.
    for (const element of Array.from(container.querySelectorAll('*'))) {
      expect(element.getAttributeNames().filter((name) => /^on|^style$|^srcdoc$/i.test(name))).toEqual([]);
    }
  });

  it('is checked by a detector that does find unsafe markup', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<a href=" JAVASCRIPT:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe></iframe><p style="color:red"></p>';
    expect(unsafeMarkupIn(root)).toEqual(['a[href= JAVASCRIPT:alert(1)]', 'img[onerror]', '<iframe>', 'p[style]']);
  });
});

describe('a help text opened at one of its headings', () => {
  // jsdom lays nothing out and has no scrollIntoView: the test records whom it was asked of.
  const scrolledTo: string[] = [];
  beforeEach(() => {
    scrolledTo.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    window.history.replaceState(null, '', '/');
  });

  it('brings the heading the address names into sight once the text has come', () => {
    window.history.replaceState(null, '', '/help/support#user-content-%C3%BCbersicht');
    render(<ReadHelp markdown={'Intro\n\n## Übersicht\n\nText.'} followsAddress />);
    expect(scrolledTo).toEqual(['user-content-übersicht']);
  });

  it('stays where the reader was when shown again, back from the editor', () => {
    window.history.replaceState(null, '', '/help/support#user-content-%C3%BCbersicht');
    render(<ReadHelp markdown={'Intro\n\n## Übersicht\n\nText.'} followsAddress={false} />);
    expect(scrolledTo).toEqual([]);
  });

  it('leaves the page where it is when the address names nothing in the text', () => {
    window.history.replaceState(null, '', '/help/support#user-content-elsewhere');
    render(<ReadHelp markdown={'## Übersicht'} followsAddress />);
    expect(scrolledTo).toEqual([]);
  });
});

describe('a wide table in a help text', () => {
  const wideTable = `| ${Array.from({ length: 30 }, (_, column) => `Column ${column + 1}`).join(' | ')} |\n|${'---|'.repeat(30)}\n| ${'cell | '.repeat(30)}`;

  it('scrolls sideways in a named box of its own that the keyboard reaches, not the page', async () => {
    render(<ReadHelp markdown={`Before\n\n${wideTable}\n\n[after](#x)`} />);
    const region = screen.getByRole('region', { name: 'Table' });
    expect(within(region).getByRole('table')).toBeInTheDocument();
    expect(region).toHaveStyle({ overflowX: 'auto' });
    // Its cells wrap between words, not a letter to a line.
    expect(within(region).getAllByRole('columnheader')[0]).toHaveStyle({ overflowWrap: 'normal' });
    await userEvent.setup().tab();
    expect(region).toHaveFocus();
  });

  it("starts each heading where its column's text does, as the preview shows it, unless the text aligns the column", () => {
    render(<ReadHelp markdown={'| a | b |\n|---|:-:|\n| ' + 'y'.repeat(300) + ' | 2 |'} />);
    const [plain, centred] = within(screen.getByRole('region', { name: 'Table' })).getAllByRole('columnheader');
    expect(plain).toHaveStyle({ textAlign: 'start' });
    expect(centred).toHaveAttribute('align', 'center');
    expect(centred).not.toHaveStyle({ textAlign: 'start' });
  });

  it('has a box named by its place when the text has several', () => {
    // The second in a quote: a table is boxed wherever it is in the text.
    const quoted = wideTable
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    render(<ReadHelp markdown={`${wideTable}\n\nText.\n\n${quoted}`} />);
    expect(within(screen.getByRole('region', { name: 'Table 1 of 2' })).getByRole('table')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Table 2 of 2' })).getByRole('table')).toBeInTheDocument();
  });
});

describe("a help text's links", () => {
  /** The text on /help/support, with the router whose location its links move. */
  function readOnSupport(markdown: string) {
    const router = createMemoryRouter([{ path: '*', element: <MarkdownView html={helpHtml(markdown)} /> }], {
      initialEntries: ['/help/support'],
    });
    render(<RouterProvider router={router} />);
    return router;
  }

  /** Whether the view took the click for the router; the browser's own move is held, jsdom has none. */
  function takenByTheView(link: HTMLElement, init: MouseEventInit = {}): boolean {
    let taken = false;
    const record = (event: MouseEvent) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(link, init);
    window.removeEventListener('click', record);
    return taken;
  }

  it('open a page of the app through the router, with its fragment', () => {
    const router = readOnSupport('[contacts](/help/contacts#user-content-desk)');
    expect(takenByTheView(screen.getByRole('link', { name: 'contacts' }))).toBe(true);
    expect(router.state.location).toMatchObject({ pathname: '/help/contacts', hash: '#user-content-desk' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it("open this site's absolute address of a page through the router", () => {
    const router = readOnSupport(`[contacts](${window.location.origin}/help/contacts?tab=2)`);
    expect(takenByTheView(screen.getByRole('link', { name: 'contacts' }))).toBe(true);
    expect(router.state.location).toMatchObject({ pathname: '/help/contacts', search: '?tab=2' });
  });

  it.each([
    ['another site', '[elsewhere](https://example.com/help/contacts)', {}],
    ['another site, written without its scheme', '[elsewhere](//example.com/help/contacts)', {}],
    ['an API', '[elsewhere](/api/help/support)', {}],
    ['an API, spelled otherwise', '[elsewhere](/%61pi/help/support)', {}],
    ['a file of the build', '[elsewhere](/favicon.svg)', {}],
    ['a mail', '[elsewhere](mailto:desk@example.com)', {}],
    ['a new tab (Ctrl)', '[elsewhere](/help/contacts)', { ctrlKey: true }],
    ['a new tab (Cmd)', '[elsewhere](/help/contacts)', { metaKey: true }],
    ['a new window (Shift)', '[elsewhere](/help/contacts)', { shiftKey: true }],
    ['a download (Alt)', '[elsewhere](/help/contacts)', { altKey: true }],
  ])('leave a link to %s to the browser', (_case, markdown, init) => {
    const router = readOnSupport(markdown);
    expect(takenByTheView(screen.getByRole('link', { name: 'elsewhere' }), init)).toBe(false);
    expect(router.state.location.pathname).toBe('/help/support');
  });
});
