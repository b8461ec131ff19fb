import { useState } from 'react';
import type { DownloadedFile } from '@client/api/file-download';
import { readApiError } from '@client/api/read-api-error';
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
 * `failureMessage`.
 */
export function useFileDownload(
  download: () => Promise<DownloadedFile>,
  isLoading: boolean,
  failureMessage: string,
): FileDownload {
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const start = async () => {
    if (isLoading) return;
    setFailure(undefined);
    try {
      const { objectUrl, fileName } = await download();
      saveFile(objectUrl, fileName);
    } catch (error) {
      setFailure(readApiError(error).errorMessage ?? failureMessage);
    }
  };
  return { start, failure, dismissFailure: () => setFailure(undefined) };
}
