import { render, screen } from '@testing-library/react';
import Markdown from 'react-markdown';
import { TOO_DEEPLY_NESTED_MESSAGE } from '@shared/contract/help-constants';
import { PreviewBeyondParser } from '@client/components/markdown/preview-beyond-parser';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** Firefox's stack overflow: not a RangeError. */
function firefoxRecursionError(): Error {
  const error = new Error('too much recursion');
  error.name = 'InternalError';
  return error;
}

const tooDeep = `${'>'.repeat(3000)} a`;
const saysTooDeep = () => screen.queryByText(`(${TOO_DEEPLY_NESTED_MESSAGE})`);

describe("the markdown preview's guard", () => {
  beforeEach(() => {
    // React reports an error its boundary caught on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says the text nests too deeply where rendering it exhausts the stack, instead of taking the page down', () => {
    // 3,000 quotes in a row: the crash report replaced the help editor, and what was typed in it.
    render(
      <div>
        <p>The editor around it</p>
        <PreviewBeyondParser source={tooDeep}>
          <Markdown>{tooDeep}</Markdown>
        </PreviewBeyondParser>
      </div>,
    );
    expect(saysTooDeep()).toBeInTheDocument();
    expect(screen.getByText('The editor around it')).toBeInTheDocument();
  });

  it("takes Firefox's 'too much recursion' for the same, and shows the next text afresh", () => {
    const { rerender } = render(
      <PreviewBeyondParser source="deep">
        <Throws error={firefoxRecursionError()} />
      </PreviewBeyondParser>,
    );
    expect(saysTooDeep()).toBeInTheDocument();
    rerender(
      <PreviewBeyondParser source="shallow">
        <Markdown>{'> quoted\n\n*emphasis*'}</Markdown>
      </PreviewBeyondParser>,
    );
    expect(saysTooDeep()).not.toBeInTheDocument();
    expect(screen.getByText('quoted')).toBeInTheDocument();
    expect(screen.getByText('emphasis').tagName).toBe('EM');
  });

  it.each([new TypeError('a bug'), new RangeError('Invalid count value: -1')])(
    'leaves any other error to the page, a RangeError of a bug too: %s',
    (error) => {
      expect(() =>
        render(
          <PreviewBeyondParser source="x">
            <Throws error={error} />
          </PreviewBeyondParser>,
        ),
      ).toThrow(error.message);
    },
  );
});
