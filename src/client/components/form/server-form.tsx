import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormError } from './form-error';
import { LeaveGuard } from './leave-guard';
import { SubmitButton } from './submit-button';
import { DraftRestoredNote } from './draft-restored-note';
import type { UseServerFormReturn } from './use-server-form';

export interface ServerFormProps<TSchema extends z.ZodObject> {
  form: UseServerFormReturn<TSchema>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Disabled for another reason than submitting (a form that is not complete yet). */
  submitDisabled?: boolean;
  /** A button offered with the form-level message (a stale form's Reload). */
  messageAction?: ReactNode;
  /** Buttons before the submit button (Cancel). */
  actions?: ReactNode;
  /** Where the buttons sit: under the fields at the start (account pages) or at the end (editors). */
  actionsAlign?: 'start' | 'end';
  /** Asks before unsaved input is lost by leaving (`LeaveGuard`); off where the input is not worth a question. */
  guardUnsaved?: boolean;
  children: ReactNode;
}

/** The shell of a form built with useServerForm: the form-level message, the fields, the buttons. */
export function ServerForm<TSchema extends z.ZodObject>({
  form,
  label,
  submitLabel,
  submitDisabled = false,
  messageAction,
  actions,
  actionsAlign = 'start',
  guardUnsaved = true,
  children,
}: ServerFormProps<TSchema>) {
  return (
    <form noValidate aria-label={label} onSubmit={(event) => void form.submit(event)}>
      {guardUnsaved && <LeaveGuard unsaved={form.unsaved} isUnsaved={form.isUnsaved} />}
      {form.draftRestored && <DraftRestoredNote because={form.draftRestoredBecause} />}
      <FormError message={form.formMessage} action={messageAction} />
      <Stack spacing={2}>
        {children}
        <Stack direction="row" spacing={1} sx={{ justifyContent: actionsAlign === 'end' ? 'flex-end' : 'flex-start' }}>
          {actions}
          <SubmitButton submitting={form.submitting} disabled={submitDisabled}>
            {submitLabel}
          </SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}
