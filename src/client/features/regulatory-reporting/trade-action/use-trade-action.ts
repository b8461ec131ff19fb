import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useState } from 'react';
import { readApiError } from '@client/api/read-api-error';
import type { FormRefusal, MutationTrigger } from '@client/components/form/use-server-form';
import { fieldErrorsOf, httpFailureOf, refusalsOf, type TradeAnswer, type TradeMessage } from './trade-answers';
import type { TradeParameters } from './use-trade-parameters';

export { httpFailureOf, refusalsOf, type TradeAnswer, type TradeMessage } from './trade-answers';

export interface TradePresetsAnswer extends TradeAnswer {
  submitEnabled: boolean;
  /** The trade as loaded: its latestVersion is the version a submit is made from. */
  trade?: { latestVersion: number } | null;
}

/** A submit's answer: a reported one names the new version and its stored XML. */
export interface TradeSubmitAnswer extends TradeAnswer {
  submitted?: boolean;
  version?: number | undefined;
  dataStoreId?: number | undefined;
}

export type TradeActionPhase = 'loading' | 'blocked' | 'ready' | 'succeeded';

export interface UseTradeActionOptions<TPresets extends TradePresetsAnswer> {
  presets: TPresets | undefined;
  presetsError: unknown;
  presetsLoading: boolean;
  /** Loads the presets again (the Reload of a stale form). */
  refetchPresets?: (() => { unwrap: () => Promise<unknown> }) | undefined;
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
  /** The version the form was loaded from (or the one this page's own last submit reported). */
  expectedVersion: number | undefined;
  /** The form's React key: a reload mounts it afresh from the reloaded presets, as does a trade loaded late. */
  formKey: string;
  /**
   * Whether the trade was loaded: only then does the form take values kept when the session ended. Over
   * a trade that failed to load they could not be sent, and taken they would be gone from the tab's
   * storage, lost with the next reload of the page.
   */
  tradeLoaded: boolean;
  /** The last accepted submit's answer (the new version and its XML). */
  result: TradeSubmitAnswer | undefined;
  /** Counts the submits that came back, so the page can bring focus to each outcome. */
  outcomes: number;
  /** Reloads the presets after a stale submit (409) and resets the form. */
  reload: () => void;
  reloading: boolean;
  /** Wraps the page's mutation so a new submit clears the last answer's messages. */
  track: <TRequest, TResult>(trigger: MutationTrigger<TRequest, TResult>) => MutationTrigger<TRequest, TResult>;
  /** For useServerForm: a 200 carrying refusals shows them and leaves the form enabled; otherwise success. */
  onSuccess: (result: TradeSubmitAnswer) => FormRefusal | undefined;
  /** For useServerForm: an HTTP failure as summary and detail; field messages land on their fields. */
  describeError: (error: unknown) => FormRefusal;
}

/**
 * The one state machine of the cancel, delete and modify pages (market-reporting spec sections 4 and 8):
 * presets load first; their failure or refusals disable the form; submit needs submitEnabled; the
 * submit's refusals show and re-enable the form; a success shows its message and disables the form.
 * A submit names the version the form was loaded from; a 409 (changed since) offers a reload.
 */
export function useTradeAction<TPresets extends TradePresetsAnswer>({
  presets,
  presetsError,
  presetsLoading,
  refetchPresets,
  parameterProblem,
  successMessage,
  enabledAfterSuccess = false,
}: UseTradeActionOptions<TPresets>): UseTradeActionReturn {
  const [submitMessages, setSubmitMessages] = useState<TradeMessage[]>([]);
  const [succeeded, setSucceeded] = useState(false);
  const [result, setResult] = useState<TradeSubmitAnswer | undefined>(undefined);
  const [outcomes, setOutcomes] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const [reloading, setReloading] = useState(false);
  // Pinned when the presets first arrive: a background refetch must not move a form onto a newer version.
  const [expectedVersion, setExpectedVersion] = useState<number | undefined>(undefined);
  const loadedVersion = presets?.trade?.latestVersion;
  if (expectedVersion === undefined && loadedVersion !== undefined) setExpectedVersion(loadedVersion);

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
    phase === 'loading' ||
    phase === 'blocked' ||
    (phase === 'succeeded' && !enabledAfterSuccess) ||
    !submitEnabled ||
    reloading;

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
    (answer: TradeSubmitAnswer): FormRefusal | undefined => {
      setOutcomes((count) => count + 1);
      const refusals = refusalsOf(answer);
      const fieldErrors = fieldErrorsOf(answer);
      if (refusals.length > 0 || fieldErrors) {
        setSubmitMessages(refusals);
        // A refusal, shown above the form: returned all the same, so the form knows nothing was taken.
        return fieldErrors ? { message: '', fieldErrors } : { message: '' };
      }
      setSubmitMessages([{ severity: 'success', detail: successMessage }]);
      setSucceeded(true);
      setResult(answer);
      if (answer.version !== undefined) setExpectedVersion(answer.version);
      return undefined;
    },
    [successMessage],
  );

  const describeError = useCallback((error: unknown): FormRefusal => {
    setOutcomes((count) => count + 1);
    setSubmitMessages([httpFailureOf(error)]);
    return { message: '', fieldErrors: readApiError(error).fieldErrors };
  }, []);

  const reload = useCallback(() => {
    if (!refetchPresets) return;
    setReloading(true);
    refetchPresets()
      .unwrap()
      .then((fresh) => {
        const version = (fresh as TradePresetsAnswer | undefined)?.trade?.latestVersion;
        setExpectedVersion(version);
        setSubmitMessages([]);
        setSucceeded(false);
        setResult(undefined);
        setFormKey((key) => key + 1);
      })
      .catch((error: unknown) => {
        setOutcomes((count) => count + 1);
        setSubmitMessages([httpFailureOf(error)]);
      })
      .finally(() => setReloading(false));
  }, [refetchPresets]);

  const messages = phase === 'succeeded' ? submitMessages : [...presetMessages, ...submitMessages];
  return {
    phase,
    messages,
    formDisabled,
    submitDisabled: formDisabled,
    expectedVersion,
    formKey: `${presets ? 'loaded' : 'unloaded'}:${formKey}`,
    tradeLoaded: presets !== undefined,
    result,
    outcomes,
    reload,
    reloading,
    track,
    onSuccess,
    describeError,
  };
}

/**
 * What a page's presets query tells (an RTK Query result has these). Its `currentData`, not `data`:
 * after another organisation is chosen, `data` still holds the trade of the one before until the
 * new answer, and for good when that is a refusal (404).
 */
export interface PresetsQueryState<TPresets> {
  currentData?: TPresets | undefined;
  error?: unknown;
  isLoading: boolean;
  /** Loading for other arguments (another organisation): the page loads again rather than blocks. */
  isFetching: boolean;
  refetch?: () => { unwrap: () => Promise<unknown> };
  /**
   * When the answer came. The query is read afresh when the page is shown (READ_AFRESH_WHEN_SHOWN): an
   * answer the cache held from before is not what the form is filled from.
   */
  fulfilledTimeStamp?: number | undefined;
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
  // Back on a page read before, the trade may have changed or been deleted meanwhile: the form waits for
  // the new answer rather than offer the action on the version cached (and pin that version for good).
  const [shownAt] = useState(Date.now);
  const cachedBeforeShown =
    presets.currentData !== undefined && !presets.error && (presets.fulfilledTimeStamp ?? shownAt) < shownAt;
  const action = useTradeAction({
    presets: cachedBeforeShown ? undefined : presets.currentData,
    presetsError: presets.error,
    presetsLoading:
      cachedBeforeShown ||
      presets.isLoading ||
      (presets.isFetching && !presets.currentData) ||
      (args === skipToken && !parameterProblem),
    refetchPresets: args === skipToken ? undefined : presets.refetch,
    parameterProblem,
    ...options,
  });
  // A form filled from one organisation's trade starts again from another's presets (or, back from a
  // refusal there, from the first one's again), never keeping the last one's values or none at all.
  const organisationKey = args === skipToken ? 'none' : String(args.organisationId);
  return { ...action, formKey: `${organisationKey}:${action.formKey}` };
}
