import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import MarkdownEditor from '@client/components/markdown/markdown-editor';
import type { HelpTextSave } from '@shared/contract/help';
import { characterCount, HELP_CONTENT_MAX_LENGTH } from '@shared/contract/help-constants';

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
      <MarkdownEditor
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        label="Content"
        describedBy={helperId}
      />
      <FormHelperText id={helperId}>
        {fieldState.error?.message ?? `${characterCount(field.value)} of ${HELP_CONTENT_MAX_LENGTH} characters`}
      </FormHelperText>
    </FormControl>
  );
}
