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
import {
  characterCount,
  characterCountText,
  HELP_CONTENT_MAX_LENGTH,
  TOO_DEEPLY_NESTED_MESSAGE,
} from '@shared/contract/help-constants';
import { isStackExhausted } from '@shared/markdown/stack-exhausted';
import { blockedImagesOf } from '@shared/markdown/blocked-images';
import { parseHelpMarkdown, rawHtmlPiecesOf, type RawHtmlPiece } from '@shared/markdown/raw-html';

/** At most this many of the text's HTML pieces (or images) are named in a note, each at most so long. */
const NAMED_MAX = 3;
const NAMED_LENGTH_MAX = 40;

/**
 * The first few of a note's pieces and how many more, each cut short if long: an HTML block is one piece
 * however long ('<table>…</table>'), and its start says which it is; so does a data: image's.
 */
function named(pieces: string[]): string {
  const shown = pieces
    .slice(0, NAMED_MAX)
    .map((piece) => (piece.length > NAMED_LENGTH_MAX ? `${piece.slice(0, NAMED_LENGTH_MAX)}…` : piece))
    .join(', ');
  return pieces.length > NAMED_MAX ? `${shown} and ${pieces.length - NAMED_MAX} more` : shown;
}

/** Says what the preview may show but readers will not: the server leaves raw HTML out of a help text. */
function RawHtmlNote({ pieces }: { pieces: RawHtmlPiece[] }) {
  const rawHtml = [...new Set(pieces.map(({ html }) => html))];
  if (rawHtml.length === 0) return null;
  // A block goes with its text (a paste from Word is mostly blocks): said, so no one expects its words kept.
  const whatGoes = pieces.some(({ block }) => block)
    ? 'A block that starts with a tag goes whole, its text too, up to the next blank line; a tag within a line goes alone, the text around it kept.'
    : 'The text between tags is kept.';
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      Raw HTML is not shown to readers: {named(rawHtml)} will be left out. {whatGoes} Use markdown instead, such as
      [text](https://…) for a link.
    </Alert>
  );
}

/**
 * Says which images readers see as their alt text: the page loads images from this site only (its
 * Content-Security-Policy), and the help text shows no picture it would refuse. There is no upload.
 */
function BlockedImagesNote({ addresses }: { addresses: string[] }) {
  const blocked = [...new Set(addresses)];
  if (blocked.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      Only images on this site, by a relative address such as /assets/chart.png, are shown to readers, none from the
      API: {named(blocked)} will show as alt text only. Link to an image elsewhere instead, such as [chart](https://…).
    </Alert>
  );
}

/**
 * The text's raw HTML and blocked images; none for a text nested deeper than the parser and the walks
 * over its tree can follow (their stack is exhausted).
 */
function notesOf(markdown: string): { pieces: RawHtmlPiece[]; addresses: string[] } | null {
  try {
    const tree = parseHelpMarkdown(markdown);
    return { pieces: rawHtmlPiecesOf(tree), addresses: blockedImagesOf(tree) };
  } catch (error) {
    if (isStackExhausted(error)) return null;
    throw error;
  }
}

/**
 * What the editor says of the text: parsed once typing pauses, as the preview is (a parse per keystroke
 * held a long text's typing).
 */
function MarkdownNotes({ markdown }: { markdown: string }) {
  const settled = useSettledValue(markdown, PREVIEW_AFTER_MS);
  const notes = useMemo(() => notesOf(settled), [settled]);
  // Said here too, where it is announced: the preview's line is not.
  if (!notes)
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {TOO_DEEPLY_NESTED_MESSAGE}
      </Alert>
    );
  return (
    <>
      <RawHtmlNote pieces={notes.pieces} />
      <BlockedImagesNote addresses={notes.addresses} />
    </>
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
        {fieldState.error?.message ?? characterCountText(characterCount(field.value), HELP_CONTENT_MAX_LENGTH)}
      </FormHelperText>
      <MarkdownNotes markdown={field.value} />
    </FormControl>
  );
}
