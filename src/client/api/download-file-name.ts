import { parse } from 'content-disposition';

/** Characters no file system accepts in a name, control characters, and path separators. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;
const MAX_FILE_NAME_LENGTH = 200;

/**
 * A file name the browser may save under: the last path segment only, no characters file systems
 * refuse, no leading dots (hidden files, '..') or trailing dots and spaces (Windows drops them).
 */
export function sanitizeFileName(name: string, fallback: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(UNSAFE_CHARACTERS, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .slice(0, MAX_FILE_NAME_LENGTH);
  return cleaned === '' ? fallback : cleaned;
}

/**
 * The file name a response's Content-Disposition names (RFC 6266; `filename*` wins over `filename`),
 * sanitised; `fallback` when the header is absent, malformed or names nothing usable.
 */
export function fileNameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  try {
    const { parameters } = parse(header);
    return sanitizeFileName(parameters.filename ?? '', fallback);
  } catch {
    return fallback;
  }
}
