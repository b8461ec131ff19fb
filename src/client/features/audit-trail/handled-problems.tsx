import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { problemCategoryLabels } from '@shared/contract/problem-solving-constants';
import { formatMomentText } from '@client/preferences/moment-format';
import { useGetHandledProblemsQuery, useReopenProblemMutation } from '@client/api/problem-solving-api';
import { describeChangeFailure } from '@client/components/load-failure-alert';

export interface HandledProblemsProps {
  organisationId: number | null;
  recordId: number;
}

/**
 * The record's problems someone marked handled, each with its note and a Reopen that puts it back in
 * the problem-solving queue (a stale one is refused and said here).
 */
export function HandledProblems({ organisationId, recordId }: HandledProblemsProps) {
  // currentData: after another organisation is chosen, `data` would keep the last one's problems.
  const { currentData: data } = useGetHandledProblemsQuery({ organisationId, recordId });
  const [reopen, { isLoading }] = useReopenProblemMutation();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  if (!data || data.values.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {data.values.map((problem) => (
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
                onClick={async () => {
                  setFailure(undefined);
                  try {
                    await reopen({ organisationId, problemId: problem.problemId, version: problem.version }).unwrap();
                  } catch (error) {
                    setFailure(describeChangeFailure(error, 'The problem could not be reopened.'));
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
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
