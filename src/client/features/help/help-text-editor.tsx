import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useSaveHelpTextMutation } from '@client/api/help-api';
import { readApiError } from '@client/api/read-api-error';
import { applyFieldErrors } from '@client/components/form/apply-field-errors';
import { FormTextField } from '@client/components/form/form-text-field';
import {
  HELP_TEXT_CONFLICT_MESSAGE,
  helpTextSaveSchema,
  type HelpText,
  type HelpTextKind,
  type HelpTextSave,
} from '@shared/contract/help';
import { MarkdownContentField } from './markdown-content-field';
import { MarkdownSyntaxHelp } from './markdown-syntax-help';

const formFields = ['title', 'content'] as const;

export interface HelpTextEditorProps {
  kind: HelpTextKind;
  helpText: HelpText;
  /** Back to display mode, after a save or on Cancel. */
  onClose: () => void;
}

/** Edit mode of a help text panel (access spec sections 2 and 4). */
export function HelpTextEditor({ kind, helpText, onClose }: HelpTextEditorProps) {
  const [saveHelpText, { isLoading: saving }] = useSaveHelpTextMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<HelpTextSave>({
    resolver: zodResolver(helpTextSaveSchema),
    defaultValues: { title: helpText.title, content: helpText.content, version: helpText.version },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveHelpText({ kind, body: values }).unwrap();
      onClose();
    } catch (error) {
      const { status, errorMessage, fieldErrors, statusText } = readApiError(error);
      // The user's text stays in the form, so they can copy it before taking the newest version.
      if (status === 409) {
        setError('root.server', { type: 'conflict', message: HELP_TEXT_CONFLICT_MESSAGE });
      } else if (!applyFieldErrors(fieldErrors, setError, formFields)) {
        setError('root.server', { type: 'server', message: errorMessage ?? statusText ?? 'The text could not be saved.' });
      }
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Edit help text">
      {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
      <FormTextField name="title" control={control} label="Title" required />
      <MarkdownContentField control={control} />
      <MarkdownSyntaxHelp />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          Update
        </Button>
      </Stack>
    </Stack>
  );
}
