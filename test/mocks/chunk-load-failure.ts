/** What webpack rejects a chunk's import with when the file cannot be loaded. */
export function chunkLoadError(chunk: string): Error {
  const error = new Error(`Loading chunk ${chunk} failed.\n(error: http://localhost/${chunk}.js)`);
  error.name = 'ChunkLoadError';
  return error;
}

/** The errors handed to the window's error reporting (as the chunk-load page does) until `stop`. */
export function reportedErrors(): { reported: unknown[]; stop: () => void } {
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error);
  window.addEventListener('error', onError);
  return { reported, stop: () => window.removeEventListener('error', onError) };
}
