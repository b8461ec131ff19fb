import { theme } from '@client/app/theme';
import MarkdownEditor from '@client/components/markdown/markdown-editor';
import { renderWithProviders, screen } from '@test/render-with-providers';

/**
 * The editor's style rules by the part of their selector that names the editor's own element. jsdom
 * lays nothing out and applies no media query, so the rules are read as written, with the media query
 * each is under ('' for none).
 */
function editorRules(): { media: string; target: string; style: CSSStyleDeclaration }[] {
  const found: { media: string; target: string; style: CSSStyleDeclaration }[] = [];
  const collect = (rules: CSSRuleList, media: string) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) collect(rule.cssRules, rule.media.mediaText.replace(/\s/g, ''));
      else if (rule instanceof CSSStyleRule) {
        const target = rule.selectorText.replace(/^\.css-[\w-]+\s*/, '');
        found.push({ media, target, style: rule.style });
      }
    }
  };
  for (const sheet of document.styleSheets) collect(sheet.cssRules, '');
  return found;
}

const BELOW_SM = theme.breakpoints.down('sm').replace('@media', '').replace(/\s/g, '');

describe('the markdown editor on a narrow screen (below sm)', () => {
  it('puts the live preview under the text, both full width, rather than two squeezed halves', async () => {
    renderWithProviders(<MarkdownEditor value="# Heading one" onChange={() => {}} label="Content" />);
    expect(await screen.findByRole('textbox', { name: 'Content' })).toBeInTheDocument();
    const belowSm = (target: string) =>
      editorRules().find((rule) => rule.media === BELOW_SM && rule.target === target)?.style;

    const text = belowSm('.w-md-editor-show-live .w-md-editor-input');
    const preview = belowSm('.w-md-editor-show-live .w-md-editor-preview');
    expect({ width: text?.width, height: text?.height }).toEqual({ width: '100%', height: '50%' });
    expect({ width: preview?.width, top: preview?.top }).toEqual({ width: '100%', top: '50%' });
  });

  it("keeps a heading's words whole in the preview", async () => {
    renderWithProviders(<MarkdownEditor value="# Heading one" onChange={() => {}} label="Content" />);
    expect(await screen.findByRole('textbox', { name: 'Content' })).toBeInTheDocument();
    const headings = editorRules().find(
      (rule) => rule.media === '' && rule.target === '.wmde-markdown :is(h1, h2, h3, h4, h5, h6)',
    );
    expect(headings?.style.getPropertyValue('overflow-wrap')).toBe('normal');
  });
});
