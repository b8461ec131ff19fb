import { useEffect, useRef, useState } from 'react';
import { TWO_FACTOR_WRONG_CODE_MESSAGE, type AuthenticatorApp, type TwoFactorResult } from '@shared/contract';
import {
  useCancelTwoFactorSetupMutation,
  useStartTwoFactorSetupMutation,
  useVerifyTwoFactorCodeMutation,
} from '@client/api/two-factor-api';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { readApiError } from '@client/api/read-api-error';
import { DEFAULT_AUTHENTICATOR_APP } from './authenticator-apps';

export type SetupStage = 0 | 1 | 2 | 3;
export type SetupOutcome = 'success' | 'cancelled' | null;

/** Failure is flagged when the server returns failure messages or no value (access spec section 5). */
export const isVerified = (result: TwoFactorResult): boolean =>
  result.validationFailureMessages.length === 0 && result.value === 'VALIDATION_SUCCESS';

/**
 * What the code field says of a code that did not count: the server's reason, or its refusal of the
 * call (the setup cancelled in another session: 403). A call that never reached the server is said in
 * the page's message area, not as a wrong code.
 */
function codeRefusal(answer: { result: TwoFactorResult } | { error: unknown }): string | undefined {
  if ('result' in answer) return answer.result.validationFailureMessages[0] ?? TWO_FACTOR_WRONG_CODE_MESSAGE;
  const { status, errorMessage } = readApiError(answer.error);
  return status === 'FETCH_ERROR' ? undefined : (errorMessage ?? CODE_NOT_CHECKED_MESSAGE);
}

const CODE_NOT_CHECKED_MESSAGE = 'The code could not be checked. Please try again.';

/** The four stages of setup_2fa and their transitions (access spec section 4). */
export function useTwoFactorSetup() {
  const [stage, setStage] = useState<SetupStage>(0);
  const [app, setApp] = useState<AuthenticatorApp>(DEFAULT_AUTHENTICATOR_APP);
  // The app the shown secret was asked for: it changes only when the user moves on from stage 0 with
  // another app (the server keeps one pending secret for 10 minutes, whichever app asks).
  const [requestedApp, setRequestedApp] = useState<AuthenticatorApp>(DEFAULT_AUTHENTICATOR_APP);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [codeRefusals, setCodeRefusals] = useState(0);
  const [outcome, setOutcome] = useState<SetupOutcome>(null);
  const [cancelMessage, setCancelMessage] = useState<string | undefined>();

  const { data: user } = useGetUserInformationQuery();
  const [startSetup, { data: started, originalArgs: startedWith }] = useStartTwoFactorSetupMutation();
  const startedFor = useRef<AuthenticatorApp | null>(null);
  const previousStart = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    // Once per requested app (StrictMode's second effect run included), and one start at a time: the
    // secret shown must be the one the server holds, which a start after 10 minutes replaces.
    if (startedFor.current === requestedApp) return;
    startedFor.current = requestedApp;
    previousStart.current = previousStart.current.then(() => startSetup({ app: requestedApp }));
  }, [requestedApp, startSetup]);
  // Only the answer for the requested app: none while its start is still under way.
  const details = startedWith?.app === requestedApp ? started : undefined;
  const [verify, { isLoading: verifying }] = useVerifyTwoFactorCodeMutation();
  const [cancelSetup, { isLoading: cancelling }] = useCancelTwoFactorSetupMutation();

  const cancelDisabled = !details || details.fhaUser || Boolean(user?.fhaUser) || !details.cancelAllowed || cancelling;

  const next = async () => {
    if (stage === 0) {
      setRequestedApp(app);
      setStage(1);
    } else if (stage === 1) {
      setStage(2);
    } else if (stage === 2) {
      const answer = await verify({ code })
        .unwrap()
        .then((result) => ({ result }))
        .catch((error: unknown) => ({ error }));
      if ('result' in answer && isVerified(answer.result)) {
        setCodeError(undefined);
        setOutcome('success');
        setStage(3);
      } else {
        setCodeError(codeRefusal(answer));
        setCodeRefusals((count) => count + 1);
      }
    }
  };

  const cancel = async () => {
    const answer = await cancelSetup()
      .unwrap()
      .catch(() => undefined);
    // A refused cancellation is the errors middleware's to show; the user stays where they were.
    if (!answer) return;
    setCancelMessage(answer.message);
    setOutcome('cancelled');
    setStage(3);
  };

  return {
    stage,
    app,
    setApp,
    details: requestedApp === app ? details : undefined,
    code,
    setCode,
    codeError,
    codeRefusals,
    outcome,
    cancelMessage,
    busy: verifying || cancelling,
    cancelShown: outcome === null,
    cancelDisabled,
    next,
    cancel,
  };
}
