import { fileNameFromContentDisposition } from './download-file-name';

/** A finished download: a blob URL to save from (revoked by whoever saves it) and its file name. */
export interface DownloadedFile {
  objectUrl: string;
  fileName: string;
}

/** A failed download's body: the server's JSON error, or `fallbackMessage` when nothing readable came. */
async function readFailureBody(response: Response, fallbackMessage: string): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return { errorMessage: fallbackMessage };
  }
}

/**
 * A `responseHandler` for file downloads: the body never enters the store, it becomes a blob URL, and
 * the file name comes from Content-Disposition (`fallbackName` without one). A failure keeps the
 * server's JSON error, so `readApiError` reads it like any other.
 */
export function fileDownloadHandler(fallbackName: string, fallbackMessage: string) {
  return async (response: Response): Promise<DownloadedFile | unknown> => {
    if (!response.ok) return readFailureBody(response, fallbackMessage);
    const blob = await response.blob();
    return {
      objectUrl: URL.createObjectURL(blob),
      fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition'), fallbackName),
    } satisfies DownloadedFile;
  };
}

/** The response of a call that answers a text body, or its failure's JSON error as above. */
export function textOrFailureHandler(fallbackMessage: string) {
  return (response: Response): Promise<unknown> =>
    response.ok ? response.text() : readFailureBody(response, fallbackMessage);
}
