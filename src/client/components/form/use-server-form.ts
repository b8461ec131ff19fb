import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CONNECTION_LOST_MESSAGE, readApiError } from '@client/api/read-api-error';
import { keepOnSessionEnd, type KeptBecause } from '@client/session/unsaved-work';
import { applyFieldErrors } from './apply-field-errors';
import { holdWhileSaving } from './unsaved-changes';
import { useFormDraft, type DraftBasis } from './use-form-draft';

/** What the server refused: a form-level message, and messages per field (the 400's `fieldErrors`). */
export interface FormRefusal {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** An RTK Query mutation trigger (or anything returning `.unwrap()`). */
export type MutationTrigger<TRequest, TResult> = (request: TRequest) => { unwrap: () => Promise<TResult> };

type AnyObjectSchema = z.ZodObject;
type FormInput<TSchema extends AnyObjectSchema> = z.input<TSchema>;
type FormOutput<TSchema extends AnyObjectSchema> = z.output<TSchema>;

export interface UseServerFormOptions<TSchema extends AnyObjectSchema, TRequest, TResult> {
  /** The form's zod object: validates before sending, and its keys name the fields server messages go to. */
  schema: TSchema;
  defaultValues: DefaultValues<FormInput<TSchema>>;
  mutation: MutationTrigger<TRequest, TResult>;
  /**
   * The mutation's argument built from the valid values and `basis`: the version the values were
   * filled from, which a change names so a stale one is refused (409).
   */
  toRequest: (values: FormOutput<TSchema>, basis: DraftBasis) => NoInfer<TRequest>;
  /**
   * The version of the record the form was filled from, when it is not one of the fields. It is kept
   * with a draft: values restored after the session ended are sent with the version they were filled
   * from, not the one the page reloaded, so a colleague's change in between is refused, not overwritten.
   */
  basis?: DraftBasis;
  /**
   * Which record the form edits when the page's address does not say (a dialog over a list): a draft
   * is restored only into the form of the record it was filled for.
   */
  recordKey?: string | number;
  /**
   * After success (navigate, close, show a notice). A returned refusal (a 200 saying no) is shown like an
   * error and leaves the input unsaved; `{ message: '' }` where the page shows the refusal itself.
   */
  onSuccess?: (result: TResult, values: FormOutput<TSchema>) => void | FormRefusal | Promise<void | FormRefusal>;
  /** Reads a failure the form has its own words for (a 409, a status code in the body); undefined for the default. */
  describeError?: (error: unknown) => FormRefusal | undefined;
  /** The form-level message when the server gave none. */
  fallbackMessage?: string;
  /**
   * Whether the values survive a session that ends on submit (401), to be restored after signing in
   * again; default true. False for secrets (passwords), which never go into browser storage.
   */
  keepDraft?: boolean;
  /** A form of every organisation (a user's account): its draft is kept under none (use-form-draft.ts). */
  everyOrganisation?: boolean;
}

export interface UseServerFormReturn<TSchema extends AnyObjectSchema> {
  form: UseFormReturn<FormInput<TSchema>, unknown, FormOutput<TSchema>>;
  control: UseFormReturn<FormInput<TSchema>, unknown, FormOutput<TSchema>>['control'];
  /** The form's onSubmit: validates, sends once (a second submit while one runs is dropped), maps refusals. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** From the submit until the request and `onSuccess` have finished. */
  submitting: boolean;
  /** The refusal that belongs to no field. */
  formMessage: string | undefined;
  /** The form started with values kept when the session ended on submit; until they are sent. */
  draftRestored: boolean;
  /** Why the restored values were kept (the session ended, or a failure left the page). */
  draftRestoredBecause: KeptBecause;
  /** The form's defaults are a restored draft's values (not the record's) until a save takes them. */
  defaultsFromDraft: boolean;
  /** Input changed since the form was filled or last saved (ServerForm's leave guard asks before it is lost). */
  unsaved: boolean;
  /** The same, read now: a success's own navigation runs before the form renders again. */
  isUnsaved: () => boolean;
}

const DEFAULT_FALLBACK = 'The request could not be completed. Please try again later.';

function defaultRefusal(error: unknown, fallback: string): FormRefusal {
  const { errorMessage, fieldErrors, statusText, status } = readApiError(error);
  if (status === 'FETCH_ERROR') return { message: CONNECTION_LOST_MESSAGE, fieldErrors: undefined };
  return { message: errorMessage ?? statusText ?? fallback, fieldErrors };
}

/**
 * The one form contract: react-hook-form with the zod resolver, submitted through an RTK Query
 * mutation with `.unwrap()`. The server's field messages land on the fields the schema names; the
 * rest, or the refusal's message when no field is named, become the form-level message.
 */
export function useServerForm<TSchema extends AnyObjectSchema, TRequest, TResult>({
  schema,
  defaultValues,
  mutation,
  toRequest,
  onSuccess,
  describeError,
  fallbackMessage = DEFAULT_FALLBACK,
  keepDraft = true,
  everyOrganisation,
  basis,
  recordKey,
}: UseServerFormOptions<TSchema, TRequest, TResult>): UseServerFormReturn<TSchema> {
  const resolver = useMemo(
    () => zodResolver(schema) as unknown as Resolver<FormInput<TSchema>, unknown, FormOutput<TSchema>>,
    [schema],
  );
  const fieldNames = useMemo(() => Object.keys(schema.shape) as Path<FormInput<TSchema>>[], [schema]);
  const draft = useFormDraft<DefaultValues<FormInput<TSchema>>>(fieldNames, keepDraft, {
    recordKey,
    everyOrganisation,
  });
  const [draftRestored, setDraftRestored] = useState(draft.restored !== undefined);
  // Until a restored draft is sent and taken, its values stand on the version they were kept with.
  const valuesBasis = draftRestored ? draft.restoredBasis : basis;
  // 'Please submit again' is said until the draft has been sent once: a refusal then speaks for itself.
  const [draftNotice, setDraftNotice] = useState(draft.restored !== undefined);
  const form = useForm<FormInput<TSchema>, unknown, FormOutput<TSchema>>({
    defaultValues: draft.restored ?? defaultValues,
    resolver,
  });
  const { handleSubmit, setError, formState, getValues } = form;
  const inFlight = useRef(false);
  // react-hook-form focuses the first invalid field by its name. A message the contract keys apart from
  // any field (a list entry's indexName1) names none, and focus stayed on the submit button, disabled
  // while validating. Once the refused submit is over (by the form's rules or the server's), the first
  // control marked invalid takes it.
  // (A count of refusals, not isSubmitting alone: a quick validation may end before React renders it.)
  const refusedForm = useRef<HTMLFormElement | null>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    const element = refusedForm.current;
    if (formState.isSubmitting || !element) return;
    refusedForm.current = null;
    if (document.activeElement?.getAttribute('aria-invalid') === 'true') return;
    element.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"])')?.focus();
  }, [refusals, formState.isSubmitting]);
  // The input as the server last took it; a change from it makes the form unsaved again.
  const savedValues = useRef<string | null>(null);
  const [saved, setSaved] = useState(false);
  // Restored draft values are the form's defaults, yet exist nowhere but here until sent.
  const changed = formState.isDirty || draftRestored;
  const dirtyRef = useRef(changed);
  useEffect(() => {
    dirtyRef.current = changed;
  }, [changed]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (savedValues.current === null || JSON.stringify(values) === savedValues.current) return;
          savedValues.current = null;
          setSaved(false);
        },
      }),
    [form],
  );
  const markSaved = useCallback(
    (taken: boolean) => {
      savedValues.current = taken ? JSON.stringify(getValues()) : null;
      setSaved(taken);
    },
    [getValues],
  );
  const isUnsaved = useCallback(() => dirtyRef.current && savedValues.current === null, []);

  // The session may end on any request, not only this form's submit: unsaved values wait for the user's return.
  useEffect(
    () =>
      keepOnSessionEnd((because) => {
        if (isUnsaved()) draft.keep(getValues() as DefaultValues<FormInput<TSchema>>, valuesBasis, because);
      }),
    [isUnsaved, draft, getValues, valuesBasis],
  );

  const showRefusal = useCallback(
    (refusal: FormRefusal) => {
      const holdsField = (path: string) => {
        const value: unknown = getValues(path as Path<FormInput<TSchema>>);
        return value === null || (value !== undefined && typeof value !== 'object');
      };
      if (!applyFieldErrors(refusal.fieldErrors, setError, fieldNames, holdsField)) {
        setError('root.server', { type: 'server', message: refusal.message });
      }
    },
    [setError, fieldNames, getValues],
  );

  const send = useCallback(
    (event?: BaseSyntheticEvent) => {
      // The server's refusal too: react-hook-form's own focus cannot reach a select (its input is hidden).
      const focusRefusedField = () => {
        refusedForm.current = event?.target instanceof HTMLFormElement ? event.target : null;
        setRefusals((count) => count + 1);
      };
      return handleSubmit(async (values) => {
        let result: TResult;
        try {
          result = await mutation(toRequest(values, valuesBasis)).unwrap();
        } catch (error) {
          // A 401 ended the session: the values were kept for the same user's return (keepOnSessionEnd above).
          if (readApiError(error).status !== 401) setDraftNotice(false);
          showRefusal(describeError?.(error) ?? defaultRefusal(error, fallbackMessage));
          focusRefusedField();
          return;
        }
        draft.discard();
        setDraftRestored(false);
        setDraftNotice(false);
        markSaved(true);
        const refusal = await onSuccess?.(result, values);
        if (refusal) {
          // A 200 saying no took nothing: the input is still the user's only copy.
          markSaved(false);
          showRefusal(refusal);
          focusRefusedField();
        }
      }, focusRefusedField)(event);
    },
    [
      handleSubmit,
      mutation,
      toRequest,
      valuesBasis,
      onSuccess,
      describeError,
      fallbackMessage,
      showRefusal,
      draft,
      markSaved,
    ],
  );

  // react-hook-form clears the form-level refusal as a submit starts: it vanished, what was below it
  // moved up, and a double click's second click landed on whatever was then under the pointer. It is
  // held until the answer (as the second-factor form holds its own).
  const rootMessage = formState.errors.root?.server?.message;
  const [heldMessage, setHeldMessage] = useState(rootMessage);
  if (!formState.isSubmitting && heldMessage !== rootMessage) setHeldMessage(rootMessage);

  const submit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      // react-hook-form sets isSubmitting only after this event: a fast second click would send twice.
      if (inFlight.current) {
        event?.preventDefault();
        return;
      }
      inFlight.current = true;
      try {
        const sending = send(event);
        // Leaving now must not offer to discard what the server may already have taken.
        holdWhileSaving(sending);
        await sending;
      } finally {
        inFlight.current = false;
      }
    },
    [send],
  );

  return {
    form,
    control: form.control,
    submit,
    submitting: formState.isSubmitting,
    formMessage: formState.isSubmitting ? heldMessage : rootMessage,
    draftRestored: draftNotice,
    draftRestoredBecause: draft.restoredBecause,
    defaultsFromDraft: draftRestored,
    unsaved: changed && !saved,
    isUnsaved,
  };
}
