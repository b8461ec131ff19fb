import { render, screen } from '@testing-library/react';
import Markdown from 'react-markdown';
import { TOO_DEEPLY_NESTED_MESSAGE } from '@shared/contract/help-constants';
import { PreviewBeyondParser } from '@client/components/markdown/preview-beyond-parser';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe("the markdown preview's guard", () => {
  beforeEach(() => {
    // React reports an error its boundary caught on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says the text nests too deeply where rendering it exhausts the stack, instead of taking the page down', () => {
    // 3,000 quotes in a row: the crash report replaced the help editor, and what was typed in it.
    render(
      <div data-testid="page">
        <p>The editor around it</p>
        <PreviewBeyondParser>
          <Markdown>{`${'>'.repeat(3000)} a`}</Markdown>
        </PreviewBeyondParser>
      </div>,
    );
    expect(screen.getByText(`(${TOO_DEEPLY_NESTED_MESSAGE})`)).toBeInTheDocument();
    expect(screen.getByText('The editor around it')).toBeInTheDocument();
  });

  it('shows a text it can render', () => {
    render(
      <PreviewBeyondParser>
        <Markdown>{'> quoted\n\n*emphasis*'}</Markdown>
      </PreviewBeyondParser>,
    );
    expect(screen.getByText('quoted')).toBeInTheDocument();
    expect(screen.getByText('emphasis').tagName).toBe('EM');
  });

  it('leaves any other error to the page', () => {
    expect(() =>
      render(
        <PreviewBeyondParser>
          <Throws error={new TypeError('a bug')} />
        </PreviewBeyondParser>,
      ),
    ).toThrow('a bug');
  });
});
