import { useState } from 'react';
import type { DownloadedFile } from '@client/api/file-download';
import { readApiError } from '@client/api/read-api-error';
import { useOneAtATime } from '@client/components/form/use-one-at-a-time';
import { saveFile } from './save-file';

export interface FileDownload {
  /** Downloads and saves the file under the server's name; does nothing while one is on its way. */
  start: () => Promise<void>;
  /** Why the last download failed; undefined while none has, or once another starts. */
  failure: string | undefined;
  dismissFailure: () => void;
}

/**
 * A file downloaded from the server (an RTK Query mutation's `.unwrap()`, which rejects with the API
 * error) and saved under the name the server gave; a failure without a message of its own says
 * `failureMessage`. One at a time, by a flag of its own: the mutation's `isLoading` reaches the page a
 * frame after the answer (RTK batches its store notifications to the next animation frame), so a click
 * right after a failure was shown was dropped as if the download still ran.
 */
export function useFileDownload(download: () => Promise<DownloadedFile>, failureMessage: string): FileDownload {
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const oneAtATime = useOneAtATime();
  const start = async () => {
    await oneAtATime(async () => {
      setFailure(undefined);
      try {
        const { objectUrl, fileName } = await download();
        saveFile(objectUrl, fileName);
      } catch (error) {
        setFailure(downloadFailure(error, failureMessage));
      }
    });
  };
  return { start, failure, dismissFailure: () => setFailure(undefined) };
}

export const DOWNLOAD_NOT_REACHED_MESSAGE =
  'The file could not be downloaded: the server could not be reached. Please check your connection and try again.';

/**
 * What a failed download says: the server's message, else `failureMessage`. A 500's message is its
 * reference code (access spec section 8), which alone read as a riddle: it follows `failureMessage` as
 * the reference code it is. A download that never reached the server says so, not that the server failed.
 */
function downloadFailure(error: unknown, failureMessage: string): string {
  const { status, errorMessage } = readApiError(error);
  if (status === 'FETCH_ERROR') return DOWNLOAD_NOT_REACHED_MESSAGE;
  // An unreadable failure's message is `failureMessage` already (file-download.ts).
  if (status === 500 && errorMessage && errorMessage !== failureMessage)
    return `${failureMessage} (reference code ${errorMessage})`;
  return errorMessage ?? failureMessage;
}
