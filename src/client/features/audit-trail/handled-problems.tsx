import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { problemCategoryLabels } from '@shared/contract/problem-solving-constants';
import { formatMomentText } from '@client/preferences/moment-format';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useGetHandledProblemsQuery, useReopenProblemMutation } from '@client/api/problem-solving-api';
import { describeChangeFailure } from '@client/components/load-failure-alert';
import { focusAfterRender, focusPageTitle } from '@client/components/page-title';
import { focusIsLost } from '@client/components/form/use-focus-if-lost';
import { useMomentFormat } from '@client/preferences/moment-format-context';

export interface HandledProblemsProps {
  organisationId: number | null;
  recordId: number;
}

/**
 * The record's problems someone marked handled, each with its note and a Reopen that puts it back in
 * the problem-solving queue (a stale one is refused and said here).
 */
export function HandledProblems({ organisationId, recordId }: HandledProblemsProps) {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  // currentData: after another organisation is chosen, `data` would keep the last one's problems.
  // Read afresh when shown, as the trail around it is: a colleague's "marked as handled" there has its box.
  const { currentData: data } = useGetHandledProblemsQuery({ organisationId, recordId }, READ_AFRESH_WHEN_SHOWN);
  const [reopen, { isLoading }] = useReopenProblemMutation();
  // Kept with the record and organisation it was said for: another one's trail does not repeat it.
  const [failure, setFailure] = useState<{ text: string; organisationId: number | null; recordId: number } | null>(
    null,
  );
  const shownFailure =
    failure?.organisationId === organisationId && failure.recordId === recordId ? failure.text : undefined;
  // Always, not only when the focus is lost: the list read again after a refused Reopen (the problem
  // is open already) no longer has the box, nor the button the focus is still on.
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  // Where the reopened problem's box was, until the list read again without it. Its button goes with
  // the box: the focus takes the Reopen that moved up into its place (else the one above it), so the
  // user goes on through the list from where they were; with none left, the page's title just above
  // the box, which reads on into the trail as the box did. Only while the focus is lost: a user who
  // went on meanwhile is not pulled back, nor one shown another record or organisation.
  const [reopened, setReopened] = useState<{
    problemId: number;
    index: number;
    organisationId: number | null;
    recordId: number;
  } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reopened || !data || data.values.some((problem) => problem.problemId === reopened.problemId)) return;
    if (reopened.organisationId !== organisationId || reopened.recordId !== recordId || !focusIsLost()) return;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-reopen]') ?? [];
    buttons[Math.min(reopened.index, buttons.length - 1)]?.focus();
    if (focusIsLost()) focusPageTitle();
  }, [data, reopened, organisationId, recordId]);
  // The refusal is said even when the list read again after it is empty.
  if (!shownFailure && (!data || data.values.length === 0)) return null;
  return (
    <Stack ref={listRef} spacing={1} sx={{ mb: 2 }}>
      {data?.values.map((problem, index) => (
        <Alert
          key={problem.problemId}
          severity="info"
          action={
            // An admin observing the organisation reads what was handled and reopens nothing.
            data.mayChange ? (
              <Button
                color="inherit"
                size="small"
                disabled={isLoading}
                data-reopen=""
                onClick={async () => {
                  setFailure(null);
                  setReopened(null);
                  try {
                    await reopen({ organisationId, problemId: problem.problemId, version: problem.version }).unwrap();
                    setReopened({ problemId: problem.problemId, index, organisationId, recordId });
                  } catch (error) {
                    setFailure({
                      text: describeChangeFailure(error, 'The problem could not be reopened.'),
                      organisationId,
                      recordId,
                    });
                  }
                }}
              >
                Reopen
              </Button>
            ) : undefined
          }
        >
          {problemCategoryLabels[problem.category]} marked as handled
          {problem.handledBy ? ` by ${problem.handledBy}` : ''} at {formatMomentText(problem.handledAt)}: {problem.note}
        </Alert>
      ))}
      {shownFailure && (
        <Alert
          ref={failureRef}
          tabIndex={-1}
          severity="error"
          onClose={() => {
            setFailure(null);
            // Its close button goes with it: the page's title rather than the page's top.
            focusAfterRender();
          }}
        >
          {shownFailure}
        </Alert>
      )}
    </Stack>
  );
}
