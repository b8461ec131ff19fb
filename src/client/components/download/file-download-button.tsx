import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import type { DownloadedFile } from '@client/api/file-download';
import { busyButtonProps } from '@client/components/form/busy-button';
import { useFileDownload } from './use-file-download';

export interface FileDownloadButtonProps {
  /** Starts the download (an RTK Query mutation's `.unwrap()`); rejects with the API error on failure. */
  download: () => Promise<DownloadedFile>;
  isLoading: boolean;
  children: ReactNode;
  /** Names the progress bar for screen readers ('Downloading the audit trail'). */
  progressLabel: string;
  /** Shown when a failure carries no message of its own. */
  failureMessage: string;
  startIcon?: ReactNode;
  /** Not yet possible (the organisation it is about is not chosen yet). */
  disabled?: boolean;
}

/**
 * A button that downloads a file from the server and saves it under the name the server gave, with a
 * progress bar while the body streams in and the failure beside it.
 */
export function FileDownloadButton({
  download,
  isLoading,
  children,
  progressLabel,
  failureMessage,
  startIcon,
  disabled = false,
}: FileDownloadButtonProps) {
  const { start, failure, dismissFailure } = useFileDownload(download, failureMessage);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Button
        variant="outlined"
        onClick={() => void start()}
        disabled={disabled}
        // Busy, not disabled: Enter on it keeps the keyboard's focus there while the file comes.
        {...busyButtonProps(isLoading)}
        startIcon={startIcon}
      >
        {children}
      </Button>
      {isLoading && <LinearProgress aria-label={progressLabel} sx={{ mt: 1, maxWidth: 240 }} />}
      {failure && (
        <Alert severity="error" onClose={dismissFailure} sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
