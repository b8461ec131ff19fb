import type { TextareaHTMLAttributes } from 'react';
import Markdown, { type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** The real toolbar's command lists; the stand-in draws a small toolbar of its own in the real markup. */
export const getCommands = (): unknown[] => [];
export const getExtraCommands = (): unknown[] => [];
export type ICommand = Record<string, unknown>;

export interface MDEditorStandInProps {
  value?: string;
  onChange?: (value?: string) => void;
  previewOptions?: Pick<Options, 'rehypePlugins' | 'remarkPlugins'>;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
  preview?: string;
  height?: number;
}

/**
 * Jest's stand-in for @uiw/react-md-editor (DESIGN.md: stub it). It keeps what the tests need to
 * see: a text area with the given props, and a live preview rendered the way the real one does it,
 * through react-markdown with the caller's `previewOptions` and NO url filtering of its own (the real
 * preview passes every URL through), so only the caller's sanitising keeps a javascript: link out.
 */
export default function MDEditorStandIn({ value = '', onChange, previewOptions, textareaProps }: MDEditorStandInProps) {
  return (
    <div data-testid="md-editor">
      {/* The real toolbar's markup (div > ul > li > button), so keyboard handling of it can be tested. */}
      <div className="w-md-editor-toolbar">
        <ul>
          {['Add bold text', 'Add italic text', 'Add a link'].map((name) => (
            <li key={name}>
              <button type="button" aria-label={name}>
                {name.slice(4, 5)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <textarea {...textareaProps} value={value} onChange={(event) => onChange?.(event.target.value)} />
      <div data-testid="md-editor-preview" className="w-md-editor-preview">
        <Markdown
          rehypePlugins={previewOptions?.rehypePlugins}
          // Like the real preview: GitHub flavour always on.
          remarkPlugins={[...(previewOptions?.remarkPlugins ?? []), remarkGfm]}
          urlTransform={(url) => url}
        >
          {value}
        </Markdown>
      </div>
    </div>
  );
}
