import Box from '@mui/material/Box';
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { sanitizedRehypePlugins } from './sanitize-plugins';

// Module scope: a new object per render would re-render the whole preview on every keystroke.
const previewOptions = { rehypePlugins: sanitizedRehypePlugins };

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

/**
 * The markdown editor with its live preview (about 130 KB gzipped): only lazily loaded modules import it. The
 * preview is sanitised exactly like the read-only panels.
 */
export default function MarkdownEditor({ value, onChange, onBlur, label, describedBy, height = 420 }: MarkdownEditorProps) {
  return (
    <Box data-color-mode="light">
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview="live"
        height={height}
        previewOptions={previewOptions}
        textareaProps={{ 'aria-label': label, 'aria-describedby': describedBy, onBlur }}
      />
    </Box>
  );
}
