import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Alert from '@mui/material/Alert';
import { useId, useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import MarkdownEditor, { PREVIEW_AFTER_MS } from '@client/components/markdown/markdown-editor';
import { useSettledValue } from '@client/components/use-settled-value';
import type { HelpTextSave } from '@shared/contract/help';
import { characterCount, HELP_CONTENT_MAX_LENGTH } from '@shared/contract/help-constants';
import { rawHtmlPiecesIn } from '@shared/markdown/raw-html';

/** At most this many of the text's HTML pieces are named in the note. */
const RAW_HTML_NAMED = 3;
const RAW_HTML_SHOWN_LENGTH = 40;

/** Says what the preview may show but readers will not: the server leaves raw HTML out of a help text. */
function RawHtmlNote({ markdown }: { markdown: string }) {
  // Parsed once typing pauses, as the preview is: a parse per keystroke held a long text's typing.
  const settled = useSettledValue(markdown, PREVIEW_AFTER_MS);
  const pieces = useMemo(() => rawHtmlPiecesIn(settled), [settled]);
  const rawHtml = [...new Set(pieces.map(({ html }) => html))];
  if (rawHtml.length === 0) return null;
  // A block goes with its text (a paste from Word is mostly blocks): said, so no one expects its words kept.
  const whatGoes = pieces.some(({ block }) => block)
    ? 'A block that starts with a tag goes whole, its text too, up to the next blank line; a tag within a line goes alone, the text around it kept.'
    : 'The text between tags is kept.';
  // An HTML block is one piece however long ('<table>…</table>'): its start says which it is.
  const named = rawHtml
    .slice(0, RAW_HTML_NAMED)
    .map((piece) => (piece.length > RAW_HTML_SHOWN_LENGTH ? `${piece.slice(0, RAW_HTML_SHOWN_LENGTH)}…` : piece))
    .join(', ');
  const more = rawHtml.length > RAW_HTML_NAMED ? ` and ${rawHtml.length - RAW_HTML_NAMED} more` : '';
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      Raw HTML is not shown to readers: {named}
      {more} will be left out. {whatGoes} Use markdown instead, such as [text](https://…) for a link.
    </Alert>
  );
}

export interface MarkdownContentFieldProps {
  /** The help text editor's form: what the user edits of a help text. */
  control: Control<Pick<HelpTextSave, 'title' | 'content'>>;
}

/** The help text's content: the markdown editor with live preview, bound to the form. */
export function MarkdownContentField({ control }: MarkdownContentFieldProps) {
  const { field, fieldState } = useController({ name: 'content', control });
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl error={fieldState.invalid} fullWidth>
      <FormLabel id={`${id}-label`} sx={{ mb: 1 }}>
        Content
      </FormLabel>
      {/* The form takes the user to a refused field (too long): here, the editor's text area. */}
      <Box
        ref={(element: HTMLDivElement | null) =>
          field.ref(element && { focus: () => element.querySelector('textarea')?.focus() })
        }
      >
        <MarkdownEditor
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label="Content"
          describedBy={helperId}
        />
      </Box>
      <FormHelperText id={helperId}>
        {fieldState.error?.message ?? `${characterCount(field.value)} of ${HELP_CONTENT_MAX_LENGTH} characters`}
      </FormHelperText>
      <RawHtmlNote markdown={field.value} />
    </FormControl>
  );
}
