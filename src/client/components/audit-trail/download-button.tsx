import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { useDownloadAuditTrailTextMutation, type AuditTrailArgs } from '@client/api/audit-trail-api';
import { readApiError } from '@client/api/read-api-error';
import { AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE } from '@shared/contract/audit-trail-constants';

/** Hands a downloaded blob to the browser under its file name, then lets the blob go. */
function saveFile(objectUrl: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the blob once the click's download started; revoke on the next task.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

export interface DownloadButtonProps {
  args: AuditTrailArgs;
}

/** Download: the whole trail as the checkboxes filter it, as a text file (spec sections 2, 4 and 8). */
export function DownloadButton({ args }: DownloadButtonProps) {
  const [download, { isLoading }] = useDownloadAuditTrailTextMutation();
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const start = async () => {
    setFailure(undefined);
    try {
      const { objectUrl, fileName } = await download(args).unwrap();
      saveFile(objectUrl, fileName);
    } catch (error) {
      setFailure(readApiError(error).errorMessage ?? AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE);
    }
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Button variant="outlined" onClick={() => void start()} disabled={isLoading} aria-busy={isLoading}>
        Download
      </Button>
      {isLoading && <LinearProgress aria-label="Downloading the audit trail" sx={{ mt: 1, maxWidth: 240 }} />}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(undefined)} sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
