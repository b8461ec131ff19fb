import { render } from '@testing-library/react';
import { IdText } from '@client/components/data-grid/id-text';

const shown = (text: string) => {
  const { container } = render(
    <div>
      <IdText text={text} />
    </div>,
  );
  const cell = container.firstElementChild!;
  return { text: cell.textContent, breaks: [...cell.childNodes].map((node) => node.nodeName === 'WBR') };
};

describe('an id in a wrapping cell', () => {
  it('may break after an underscore or a slash and before its extension, and reads as it is', () => {
    const { text, breaks } = shown('NWEH_REMIT_T1_20261106.xml');
    expect(text).toBe('NWEH_REMIT_T1_20261106.xml');
    expect(breaks.filter(Boolean)).toHaveLength(4);
    expect(shown('in/2026/NWEH.tar.gz').breaks.filter(Boolean)).toHaveLength(4);
  });

  it('leaves an id without separators, or with a hyphen (a break already), as one text', () => {
    expect(shown('NWEH-C-2026-000019')).toEqual({ text: 'NWEH-C-2026-000019', breaks: [false] });
    expect(shown('')).toEqual({ text: '', breaks: [] });
  });

  it('keeps every character, a leading dot and a control character included', () => {
    expect(shown('.hidden_file').text).toBe('.hidden_file');
    expect(shown('odd\u0000name_1').text).toBe('odd\u0000name_1');
  });
});
