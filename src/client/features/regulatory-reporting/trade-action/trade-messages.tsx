import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { TradeMessage } from './use-trade-action';

export interface TradeMessagesProps {
  messages: readonly TradeMessage[];
  /** One alert with this title over every failure ('Trade cannot be modified.' plus messages). */
  failureTitle?: string | undefined;
  /** Each failure on one line as 'status text: errorMessage' (Table 1 modify). */
  inlineFailures?: boolean;
}

const lineOf = ({ summary, detail }: TradeMessage) => (summary && detail ? `${summary}: ${detail}` : (detail ?? summary));

/** The page's failures and its success, each its own alert (a failure: summary over detail). */
export function TradeMessages({ messages, failureTitle, inlineFailures = false }: TradeMessagesProps) {
  if (messages.length === 0) return null;
  const failures = messages.filter((message) => message.severity === 'error');
  if (failureTitle && failures.length > 0) {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        <AlertTitle>{failureTitle}</AlertTitle>
        {failures.map((failure, index) => (
          <div key={`${index}:${lineOf(failure) ?? ''}`}>{lineOf(failure)}</div>
        ))}
      </Alert>
    );
  }
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {messages.map(({ severity, summary, detail }, index) => (
        <Alert key={`${index}:${summary ?? ''}:${detail ?? ''}`} severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
          {inlineFailures ? (
            lineOf({ severity, summary, detail })
          ) : (
            <>
              {summary && detail ? <AlertTitle>{summary}</AlertTitle> : null}
              {detail ?? summary}
            </>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
