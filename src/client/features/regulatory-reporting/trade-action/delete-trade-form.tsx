import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import type { MutationTrigger } from '@client/components/form/use-server-form';
import { ServerForm } from '@client/components/form/server-form';
import { useServerForm } from '@client/components/form/use-server-form';
import type { RemitSubmitResponse } from '@shared/contract/remit';
import type { UseTradeActionReturn } from './use-trade-action';

/** A deletion has no fields: the form is its explanation and the button. */
const noFields = z.object({});

export interface DeleteTradeFormProps<TArgs> {
  args: TArgs;
  action: UseTradeActionReturn;
  mutation: MutationTrigger<TArgs, RemitSubmitResponse>;
  submitLabel: string;
  children: ReactNode;
}

/** The delete pages of both tables: the page's text and a submit going through the common state machine. */
export function DeleteTradeForm<TArgs>({ args, action, mutation, submitLabel, children }: DeleteTradeFormProps<TArgs>) {
  const { track } = action;
  const tracked = useMemo(() => track(mutation), [track, mutation]);
  const form = useServerForm({
    schema: noFields,
    defaultValues: {},
    mutation: tracked,
    toRequest: () => args,
    onSuccess: action.onSuccess,
    describeError: action.describeError,
  });
  return (
    <ServerForm form={form} label={submitLabel} submitLabel={submitLabel} submitDisabled={action.submitDisabled}>
      {children}
    </ServerForm>
  );
}
