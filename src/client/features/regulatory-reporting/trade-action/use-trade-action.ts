import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useState } from 'react';
import { readApiError } from '@client/api/read-api-error';
import type { FormRefusal, MutationTrigger } from '@client/components/form/use-server-form';
import type { TradeParameters } from './use-trade-parameters';

/** What every preset and every submit answer may carry (market-reporting spec section 7). */
export interface TradeAnswer {
  error?: string | null | undefined;
  validationFailureMessages?: readonly string[] | null | undefined;
  fieldValidationMessages?: Readonly<Record<string, string | readonly string[]>> | null | undefined;
}

export interface TradePresetsAnswer extends TradeAnswer {
  submitEnabled: boolean;
}

/** One message of a trade page: a failure (status text as summary, the server's words as detail) or the success. */
export interface TradeMessage {
  severity: 'error' | 'success';
  summary?: string | undefined;
  detail?: string | undefined;
}

export type TradeActionPhase = 'loading' | 'blocked' | 'ready' | 'succeeded';

export interface UseTradeActionOptions<TPresets extends TradePresetsAnswer> {
  presets: TPresets | undefined;
  presetsError: unknown;
  presetsLoading: boolean;
  /** Why the page cannot ask for presets at all (no usable historyId in its URL). */
  parameterProblem?: string | undefined;
  /** The spec's words: 'Cancellation submitted successfully.' and the like. */
  successMessage: string;
  /** Table 1 modify re-enables its form after a success; every other page stays disabled. */
  enabledAfterSuccess?: boolean;
}

export interface UseTradeActionReturn {
  phase: TradeActionPhase;
  messages: TradeMessage[];
  /** The fields: disabled while loading, when the presets refuse, after a success, and without submitEnabled. */
  formDisabled: boolean;
  /** The submit button (besides the spinner's own disabling): only with submitEnabled. */
  submitDisabled: boolean;
  /** Wraps the page's mutation so a new submit clears the last answer's messages. */
  track: <TRequest, TResult>(trigger: MutationTrigger<TRequest, TResult>) => MutationTrigger<TRequest, TResult>;
  /** For useServerForm: a 200 carrying refusals shows them and leaves the form enabled; otherwise success. */
  onSuccess: (result: TradeAnswer) => FormRefusal | undefined;
  /** For useServerForm: an HTTP failure as summary and detail; field messages land on their fields. */
  describeError: (error: unknown) => FormRefusal;
}

const nonEmpty = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** The refusals an answer carries, each its own message. */
export function refusalsOf(answer: TradeAnswer | undefined): TradeMessage[] {
  if (!answer) return [];
  const texts = [answer.error, ...(answer.validationFailureMessages ?? [])].filter(nonEmpty);
  return texts.map((detail) => ({ severity: 'error', detail }));
}

/** An HTTP failure: the status text as summary and the server's errorMessage as detail; 401 the status text only. */
export function httpFailureOf(error: unknown): TradeMessage {
  const { status, errorMessage, statusText } = readApiError(error);
  const summary = statusText ?? (typeof status === 'number' ? `HTTP ${status}` : 'The server could not be reached.');
  return { severity: 'error', summary, detail: status === 401 ? undefined : errorMessage };
}

function fieldErrorsOf(answer: TradeAnswer): Record<string, string[]> | undefined {
  const entries = Object.entries(answer.fieldValidationMessages ?? {}).map(
    ([field, messages]): [string, string[]] => [field, typeof messages === 'string' ? [messages] : [...messages]],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The one state machine of the cancel, delete and modify pages (market-reporting spec sections 4 and 8):
 * presets load first; their failure or refusals disable the form; submit needs submitEnabled; the
 * submit's refusals show and re-enable the form; a success shows its message and disables the form.
 */
export function useTradeAction<TPresets extends TradePresetsAnswer>({
  presets,
  presetsError,
  presetsLoading,
  parameterProblem,
  successMessage,
  enabledAfterSuccess = false,
}: UseTradeActionOptions<TPresets>): UseTradeActionReturn {
  const [submitMessages, setSubmitMessages] = useState<TradeMessage[]>([]);
  const [succeeded, setSucceeded] = useState(false);

  const presetMessages = useMemo((): TradeMessage[] => {
    if (parameterProblem) return [{ severity: 'error', detail: parameterProblem }];
    return presetsError ? [httpFailureOf(presetsError)] : refusalsOf(presets);
  }, [parameterProblem, presets, presetsError]);

  let phase: TradeActionPhase;
  if (succeeded) phase = 'succeeded';
  else if (!parameterProblem && presetsLoading && !presets) phase = 'loading';
  else if (presetMessages.length > 0 || !presets) phase = 'blocked';
  else phase = 'ready';

  const submitEnabled = presets?.submitEnabled === true;
  const formDisabled =
    phase === 'loading' || phase === 'blocked' || (phase === 'succeeded' && !enabledAfterSuccess) || !submitEnabled;

  const track = useCallback(
    <TRequest, TResult>(trigger: MutationTrigger<TRequest, TResult>): MutationTrigger<TRequest, TResult> =>
      (request) => {
        setSubmitMessages([]);
        setSucceeded(false);
        return trigger(request);
      },
    [],
  );

  const onSuccess = useCallback(
    (result: TradeAnswer): FormRefusal | undefined => {
      const refusals = refusalsOf(result);
      const fieldErrors = fieldErrorsOf(result);
      if (refusals.length > 0 || fieldErrors) {
        setSubmitMessages(refusals);
        return fieldErrors ? { message: '', fieldErrors } : undefined;
      }
      setSubmitMessages([{ severity: 'success', detail: successMessage }]);
      setSucceeded(true);
      return undefined;
    },
    [successMessage],
  );

  const describeError = useCallback((error: unknown): FormRefusal => {
    setSubmitMessages([httpFailureOf(error)]);
    return { message: '', fieldErrors: readApiError(error).fieldErrors };
  }, []);

  const messages = phase === 'succeeded' ? submitMessages : [...presetMessages, ...submitMessages];
  return {
    phase,
    messages,
    formDisabled,
    submitDisabled: formDisabled,
    track,
    onSuccess,
    describeError,
  };
}

/** What a page's presets query tells (an RTK Query result has these). */
export interface PresetsQueryState<TPresets> {
  data?: TPresets | undefined;
  error?: unknown;
  isLoading: boolean;
}

/**
 * useTradeAction fed from the page's trade parameters and presets query, as every cancel, delete and
 * modify page is: while the URL names a trade but no organisation is chosen yet, the page is loading,
 * not blocked.
 */
export function useTradeActionOf<TPresets extends TradePresetsAnswer>(
  { args, parameterProblem }: TradeParameters,
  presets: PresetsQueryState<TPresets>,
  options: Pick<UseTradeActionOptions<TPresets>, 'successMessage' | 'enabledAfterSuccess'>,
): UseTradeActionReturn {
  return useTradeAction({
    presets: presets.data,
    presetsError: presets.error,
    presetsLoading: presets.isLoading || (args === skipToken && !parameterProblem),
    parameterProblem,
    ...options,
  });
}
