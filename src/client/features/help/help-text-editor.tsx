import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { useSaveHelpTextMutation } from '@client/api/help-api';
import { readApiError } from '@client/api/read-api-error';
import { CancelWithConfirmation } from '@client/components/cancel-with-confirmation';
import { FormTextField } from '@client/components/form/form-text-field';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import {
  HELP_TEXT_CONFLICT_MESSAGE,
  helpTextSaveSchema,
  type HelpText,
  type HelpTextKind,
} from '@shared/contract/help';
import { characterCountText, HELP_TITLE_MAX_LENGTH, helpTitleCharacters } from '@shared/contract/help-constants';
import { MarkdownContentField } from './markdown-content-field';
import { MarkdownSyntaxHelp } from './markdown-syntax-help';

/** What the editor edits; the version it started from travels with the request, not as a field. */
const helpTextFormSchema = helpTextSaveSchema.omit({ version: true });
type HelpTextFormValues = z.infer<typeof helpTextFormSchema>;

/**
 * The title with its count of characters as the content has one, counted as the server counts them
 * (an emoji is one, the blanks at either end are none): a title too long is seen while it is written,
 * not only once Update refuses it.
 */
function HelpTitleField({ control }: { control: Control<HelpTextFormValues> }) {
  const title = useWatch({ control, name: 'title' });
  return (
    <FormTextField
      name="title"
      control={control}
      label="Title"
      required
      helperText={characterCountText(helpTitleCharacters(title ?? ''), HELP_TITLE_MAX_LENGTH)}
    />
  );
}

// The user's text stays in the form, so they can copy it before taking the newest version.
const describeConflict = (error: unknown) => {
  const { status, errorMessage } = readApiError(error);
  return status === 409 ? { message: errorMessage ?? HELP_TEXT_CONFLICT_MESSAGE } : undefined;
};

export interface HelpTextEditorProps {
  kind: HelpTextKind;
  helpText: HelpText;
  /** Back to display mode, after a save or on Cancel. */
  onClose: () => void;
}

/** Edit mode of a help text panel (access spec sections 2 and 4). */
export function HelpTextEditor({ kind, helpText, onClose }: HelpTextEditorProps) {
  const [saveHelpText] = useSaveHelpTextMutation();
  // The version the input was written on, not the newest one a 409 fetches meanwhile: sent with that,
  // Update would overwrite a colleague's text unseen. Edit opened afresh starts from the newest.
  const [openedVersion] = useState(helpText.version);
  const form = useServerForm({
    schema: helpTextFormSchema,
    defaultValues: { title: helpText.title, content: helpText.content },
    mutation: saveHelpText,
    basis: openedVersion,
    toRequest: (values, basis) => ({ kind, body: { ...values, version: basis ?? openedVersion } }),
    onSuccess: onClose,
    describeError: describeConflict,
    fallbackMessage: 'The text could not be saved.',
    // Help is every organisation's: its draft is found after a sign-in before one is chosen.
    everyOrganisation: true,
  });

  return (
    <ServerForm
      form={form}
      label="Edit help text"
      submitLabel="Update"
      actionsAlign="end"
      actions={<CancelWithConfirmation dirty={form.unsaved} onCancel={onClose} />}
    >
      <HelpTitleField control={form.control} />
      <MarkdownContentField control={form.control} />
      <MarkdownSyntaxHelp />
    </ServerForm>
  );
}
