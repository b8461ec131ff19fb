import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, type ReactNode } from 'react';
import type { TradeMessage } from './trade-answers';
import { RELOAD_DROPS_EDITS } from '@client/components/form/reload-drops-edits';

export interface TradeMessagesProps {
  messages: readonly TradeMessage[];
  /** One alert with this title over every failure ('Trade cannot be modified.' plus messages). */
  failureTitle?: string | undefined;
  /** Each failure on one line as 'status text: errorMessage' (Table 1 modify). */
  inlineFailures?: boolean;
  /** Changes with every submit that came back: focus then moves to its outcome. */
  outcomes?: number;
  /** Under the success: where to go next. */
  wayOn?: ReactNode;
  /** A stale form's Reload (the trade changed after it was loaded). */
  onReload?: (() => void) | undefined;
  reloading?: boolean;
}

const lineOf = ({ summary, detail }: TradeMessage) =>
  summary && detail ? `${summary}: ${detail}` : (detail ?? summary);

function ReloadButton({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  return (
    <Button color="inherit" size="small" variant="outlined" onClick={onReload} disabled={reloading}>
      Reload
    </Button>
  );
}

/**
 * The page's failures and its success, each its own alert (a failure: summary over detail), inside a
 * polite live region that is on the page before any message, so every outcome is read out. After a
 * submit, focus moves to its outcome: a disabled submit button would otherwise leave it on the page body.
 */
export function TradeMessages({
  messages,
  failureTitle,
  inlineFailures = false,
  outcomes = 0,
  wayOn,
  onReload,
  reloading = false,
}: TradeMessagesProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcomes === 0) return;
    region.current?.querySelector<HTMLElement>('[data-outcome]')?.focus();
  }, [outcomes]);

  const failures = messages.filter((message) => message.severity === 'error');
  const reloadOf = (message: TradeMessage) =>
    message.stale && onReload ? <ReloadButton onReload={onReload} reloading={reloading} /> : undefined;
  let shown: ReactNode = null;
  if (failureTitle && failures.length > 0) {
    const stale = failures.find((failure) => failure.stale);
    shown = (
      <Alert severity="error" role="alert" tabIndex={-1} data-outcome action={stale && reloadOf(stale)}>
        <AlertTitle>{failureTitle}</AlertTitle>
        {failures.map((failure, index) => (
          <div key={`${index}:${lineOf(failure) ?? ''}`}>{lineOf(failure)}</div>
        ))}
        {stale && onReload && <div>{RELOAD_DROPS_EDITS}</div>}
      </Alert>
    );
  } else if (messages.length > 0) {
    shown = messages.map((message, index) => {
      const { severity, summary, detail } = message;
      return (
        <Alert
          key={`${index}:${summary ?? ''}:${detail ?? ''}`}
          severity={severity}
          role={severity === 'error' ? 'alert' : 'status'}
          tabIndex={-1}
          data-outcome={index === 0 ? true : undefined}
          action={reloadOf(message)}
        >
          {inlineFailures ? (
            lineOf(message)
          ) : (
            <>
              {summary && detail ? <AlertTitle>{summary}</AlertTitle> : null}
              {detail ?? summary}
            </>
          )}
          {message.stale && onReload && <div>{RELOAD_DROPS_EDITS}</div>}
          {severity === 'success' && wayOn}
        </Alert>
      );
    });
  }
  return (
    <Stack ref={region} spacing={1} aria-live="polite" sx={{ mb: messages.length > 0 ? 2 : 0 }}>
      {shown}
    </Stack>
  );
}
