import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MDEditor, { getCommands, getExtraCommands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import {
  cloneElement,
  isValidElement,
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { focusRing, FOCUS_RING_COLOR } from '../focus-ring';
import { useSettledValue } from '../use-settled-value';
import { visuallyHidden } from '../visually-hidden';
import { tableRegionStyle } from './markdown-view';
import { PreviewBeyondParser } from './preview-beyond-parser';
import { removeEmptyHeadingLinks } from './remove-empty-heading-links';
import { sanitizedRehypePlugins } from './sanitize-plugins';
import { useEditorKeyboardAccess } from './use-editor-keyboard-access';
import { useInAppLinks } from './use-in-app-links';

/** How a keyboard user leaves the field, since Tab indents inside it; read out as its description. */
export const MARKDOWN_KEYBOARD_HINT = 'Tab indents the text. To leave the field, press Escape, then Tab.';
/** Announced when Escape has been pressed in the field. */
export const MARKDOWN_LEAVE_MODE_MESSAGE = 'Tab now leaves the field; any other key returns to editing.';

/**
 * The toolbar's SVG icons say role="img" without a name; their buttons are already named by
 * aria-label, so the icons are hidden from assistive technology instead.
 */
function withHiddenIcon(command: ICommand): ICommand {
  const icon: ReactElement | undefined =
    isValidElement(command.icon) && command.icon.type === 'svg'
      ? cloneElement(command.icon as ReactElement<Record<string, unknown>>, { 'aria-hidden': true, focusable: 'false' })
      : command.icon;
  const named: ICommand = { ...command, icon };
  if (Array.isArray(command.children)) {
    named.children = command.children.map((child: ICommand) => ({ ...withHiddenIcon(child), parent: named }));
  }
  return named;
}

// Module scope: new objects per render would re-render the whole preview on every keystroke.
const toolbarCommands = getCommands().map(withHiddenIcon);
// Without fullscreen: it covers the page and not its focus order, so Tab went on to Cancel and Update
// hidden behind it, and Escape did not leave it. The editor already takes the page's width.
const extraToolbarCommands = getExtraCommands()
  .filter((command) => command.name !== 'fullscreen')
  .map(withHiddenIcon);
// Sanitised exactly like the read-only panels; the preview's heading anchors, emptied by the
// sanitiser, would be links without a name.
const previewOptions = { rehypePlugins: [...sanitizedRehypePlugins, removeEmptyHeadingLinks] };

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/**
 * How long typing pauses before the preview follows. The preview parses the whole text: at the
 * 20,000 characters a help text may hold, a keystroke took 0.2–0.8 s while the preview was rendered
 * with every one; the text area alone keeps up.
 */
export const PREVIEW_AFTER_MS = 150;

/** Renders only when the text it shows changes, not with every render of the editor around it. */
const PreviewMarkdown = memo(function PreviewMarkdown({ source }: { source: string }) {
  return <MDEditor.Markdown source={source} {...previewOptions} />;
});

/** The preview of what was typed, once typing pauses (`PREVIEW_AFTER_MS`). */
function SettledPreview({ source }: { source: string }) {
  const settled = useSettledValue(source, PREVIEW_AFTER_MS);
  // Its links within the app go through the router as the read-only panels' do: left to the browser,
  // '/help/contacts' loaded the whole app again, past the editor's own "Discard your changes?".
  const followInAppLink = useInAppLinks();
  return (
    <Box onClick={followInAppLink}>
      <PreviewBeyondParser source={settled}>
        <PreviewMarkdown source={settled} />
      </PreviewBeyondParser>
    </Box>
  );
}

// Module scope, like the commands: the editor calls it on every render.
const previewComponents = { preview: (source: string) => <SettledPreview source={source} /> };

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Accessible name of the text area. */
  label: string;
  /** Id of the element describing the field (its message). */
  describedBy?: string;
  height?: number;
}

/** What one Tab puts before a line: the editor's default tab size of 2, doubled as it does. */
const INDENT = '    ';

/** Takes up to one indent of spaces off the start of the caret's line, as an edit the browser can undo. */
function outdentLine(area: HTMLTextAreaElement) {
  const caret = area.selectionStart;
  const lineStart = area.value.lastIndexOf('\n', caret - 1) + 1;
  const line = area.value.slice(lineStart, lineStart + INDENT.length);
  const removed = line.length - line.replace(/^ +/, '').length;
  if (removed === 0) return;
  area.setSelectionRange(lineStart, lineStart + removed);
  if (!document.execCommand?.('delete')) {
    area.setRangeText('');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const kept = Math.max(lineStart, caret - removed);
  area.setSelectionRange(kept, kept);
}

/**
 * Escape, then Tab: the way out of a text area that keeps Tab for indenting. Escape arms it; the
 * next Tab (or Shift+Tab) is left to the browser, any other key disarms it. Listens in the capture
 * phase, before the editor's own handler on the text area turns Tab into an indent.
 */
function useEscapeThenTab(onArmedChange: (armed: boolean) => void) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    let armed = false;
    const setArmed = (next: boolean) => {
      if (armed === next) return;
      armed = next;
      onArmedChange(next);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLTextAreaElement) || MODIFIER_KEYS.has(event.key)) return;
      if (event.key === 'Escape') {
        setArmed(true);
      } else if (event.key === 'Tab' && armed) {
        event.stopPropagation();
        setArmed(false);
      } else if (event.key === 'Tab' && event.shiftKey && event.target.selectionStart === event.target.selectionEnd) {
        // The editor indents on Shift+Tab too when nothing is selected: a keyboard user going back
        // silently added spaces to the text. Shift+Tab takes one indent off the line instead.
        event.preventDefault();
        event.stopPropagation();
        outdentLine(event.target);
      } else {
        setArmed(false);
      }
    };
    const onFocusOut = () => setArmed(false);
    wrapper.addEventListener('keydown', onKeyDown, true);
    wrapper.addEventListener('focusout', onFocusOut);
    return () => {
      wrapper.removeEventListener('keydown', onKeyDown, true);
      wrapper.removeEventListener('focusout', onFocusOut);
    };
  }, [onArmedChange]);
  return wrapperRef;
}

/**
 * The markdown editor with its live preview (about 130 KB gzipped): only lazily loaded modules import
 * it. Toolbar buttons are 28 px targets with the app's focus ring, preview links are underlined.
 */
export default function MarkdownEditor({
  value,
  onChange,
  onBlur,
  label,
  describedBy,
  height = 420,
}: MarkdownEditorProps) {
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const announceArmed = useCallback((armed: boolean) => setAnnouncement(armed ? MARKDOWN_LEAVE_MODE_MESSAGE : ''), []);
  const wrapperRef = useEscapeThenTab(announceArmed);
  useEditorKeyboardAccess(wrapperRef, { toolbar: `${label} formatting`, preview: `${label} preview` });
  const descriptionIds = [hintId, describedBy].filter(Boolean).join(' ');

  return (
    <Box
      ref={wrapperRef}
      data-color-mode="light"
      sx={(theme) => ({
        '& .w-md-editor-toolbar li > button': { height: 28, minWidth: 28, px: '8px', py: '6px' },
        '& .w-md-editor-toolbar li > button:focus-visible': focusRing,
        '& .w-md-editor-area:focus-within': { boxShadow: `inset 0 0 0 2px ${FOCUS_RING_COLOR}` },
        '& .w-md-editor-preview:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 2px ${FOCUS_RING_COLOR}` },
        // Links must not be told apart by colour alone.
        '& .wmde-markdown a': { textDecoration: 'underline' },
        // As the read-only panels show it (markdown-view.tsx): a code block's long lines wrap.
        '& .wmde-markdown pre, & .wmde-markdown pre > code': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
        '& .wmde-markdown .sr-only': visuallyHidden,
        '& .wmde-markdown': tableRegionStyle,
        // The preview breaks any word too long for its line; a heading keeps its words whole, as the
        // read-only panels do.
        '& .wmde-markdown :is(h1, h2, h3, h4, h5, h6)': { overflowWrap: 'normal' },
        // Side by side on a phone each half was about 150 px wide and headings broke mid-word: below
        // sm the preview goes under the text, both full width, each scrolling on its own.
        [theme.breakpoints.down('sm')]: {
          '& .w-md-editor-show-live .w-md-editor-input': { width: '100%', height: '50%' },
          '& .w-md-editor-show-live .w-md-editor-preview': {
            width: '100%',
            top: '50%',
            boxShadow: 'inset 0 1px 0 0 var(--md-editor-box-shadow-color)',
          },
        },
      })}
    >
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview="live"
        height={height}
        commands={toolbarCommands}
        extraCommands={extraToolbarCommands}
        previewOptions={previewOptions}
        components={previewComponents}
        textareaProps={{ 'aria-label': label, 'aria-describedby': descriptionIds, onBlur }}
      />
      <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {MARKDOWN_KEYBOARD_HINT}
      </Typography>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
