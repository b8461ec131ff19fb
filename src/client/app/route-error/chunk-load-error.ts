/**
 * Whether a route failed because a lazily loaded chunk (script or stylesheet) could not be fetched:
 * webpack names the error ChunkLoadError ("Loading chunk 123 failed."), mini-css-extract says
 * "Loading CSS chunk … failed.". Anything else thrown while loading or rendering a route is a crash.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message);
}
