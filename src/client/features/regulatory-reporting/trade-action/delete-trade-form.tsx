import Alert from '@mui/material/Alert';
import { useMemo, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { readApiError } from '@client/api/read-api-error';
import { useFormDraft } from '@client/components/form/use-form-draft';
import type { MutationTrigger } from '@client/components/form/use-server-form';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm, type UseServerFormReturn } from '@client/components/form/use-server-form';
import type { RemitSubmitResponse } from '@shared/contract/remit';
import { QuestionDialog } from '../question-dialog';
import type { UseTradeActionReturn } from './use-trade-action';

/** A deletion has no fields: the form is its explanation and the button. */
const noFields = z.object({});

export const DELETE_ANSWER = 'Yes - Delete';

/** Said on the return to a delete page whose deletion the session's end kept from being sent. */
export const DELETION_NOT_SENT_MESSAGE =
  'Your session ended before the deletion was sent: nothing was deleted. Delete again if you still mean to.';

/** What the page keeps of a deletion the session's end refused: only that it was asked for. */
const ASKED_DELETION = ['deletionAsked'];

/** The question before a deletion: which trade (by its UTI once loaded), and what goes to the regulator. */
export const deleteQuestion = (uti: string | undefined) =>
  `${uti ? `Delete trade ${uti}?` : 'Delete this trade?'} An error record (action type E) for ${uti ?? 'this trade'} ` +
  'is sent to the regulator: a logical delete, after which nothing more can be reported for this trade. ' +
  'This cannot be undone.';

export interface DeleteTradeFormProps<TArgs> {
  /** The request, the version the page was loaded from included. */
  args: TArgs;
  /** The trade's UTI, named in the question. */
  uti: string | undefined;
  action: UseTradeActionReturn;
  mutation: MutationTrigger<TArgs, RemitSubmitResponse>;
  submitLabel: string;
  children: ReactNode;
}

/**
 * The delete pages of both tables: the page's text and a button that asks first (a deletion cannot be
 * undone), then submits through the common state machine.
 */
export function DeleteTradeForm<TArgs>({
  args,
  uti,
  action,
  mutation,
  submitLabel,
  children,
}: DeleteTradeFormProps<TArgs>) {
  const { track } = action;
  const tracked = useMemo(() => track(mutation), [track, mutation]);
  const [asking, setAsking] = useState(false);
  // Nothing is entered here, so no values are kept; but a deletion confirmed as the session ended was
  // not made, and the user, back after the login, is told so rather than left to think it was.
  const askedDeletion = useFormDraft<Record<string, never>>(ASKED_DELETION, true);
  const [notSent, setNotSent] = useState(askedDeletion.restored !== undefined);
  const form = useServerForm({
    schema: noFields,
    defaultValues: {},
    mutation: tracked,
    toRequest: () => args,
    keepDraft: false,
    onSuccess: action.onSuccess,
    describeError: (error) => {
      if (readApiError(error).status === 401) askedDeletion.keep({}, undefined, 'sessionEnded');
      return action.describeError(error);
    },
  });
  const askFirst: UseServerFormReturn<typeof noFields> = {
    ...form,
    submit: async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (!form.submitting) setAsking(true);
    },
  };
  return (
    <>
      <ServerForm<typeof noFields>
        form={askFirst}
        label={submitLabel}
        submitLabel={submitLabel}
        submitDisabled={action.submitDisabled}
      >
        {notSent && <Alert severity="warning">{DELETION_NOT_SENT_MESSAGE}</Alert>}
        {children}
      </ServerForm>
      <QuestionDialog
        open={asking}
        header={submitLabel}
        question={deleteQuestion(uti)}
        answer={DELETE_ANSWER}
        answerColor="error"
        onClose={() => setAsking(false)}
        onAnswer={() => {
          setAsking(false);
          setNotSent(false);
          void form.submit();
        }}
      />
    </>
  );
}
