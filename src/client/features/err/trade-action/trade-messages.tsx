import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { TradeMessage } from './use-trade-action';

export interface TradeMessagesProps {
  messages: readonly TradeMessage[];
}

/** The page's failures and its success, each its own alert (a failure: summary over detail). */
export function TradeMessages({ messages }: TradeMessagesProps) {
  if (messages.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {messages.map(({ severity, summary, detail }, index) => (
        <Alert key={`${index}:${summary ?? ''}:${detail ?? ''}`} severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
          {summary && detail ? <AlertTitle>{summary}</AlertTitle> : null}
          {detail ?? summary}
        </Alert>
      ))}
    </Stack>
  );
}
