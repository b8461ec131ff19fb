/**
 * Whether an error is the engine's stack running out: the markdown parser and the walks over its tree
 * recurse, and a text nested thousands deep (3,000 '>' in a row) exhausts the stack. V8 and Safari throw
 * a RangeError ('Maximum call stack size exceeded'), Firefox an InternalError ('too much recursion').
 * Any other error is a bug, and is not taken for a text nested too deeply.
 */
export function isStackExhausted(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof RangeError) return /call stack/i.test(error.message);
  return error.name === 'InternalError' && /too much recursion/i.test(error.message);
}
