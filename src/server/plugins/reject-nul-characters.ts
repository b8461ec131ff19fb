import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

const isPlainContainer = (value: unknown): value is Record<string, unknown> | unknown[] => {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  // Parsed JSON, or a parsed query string (fast-querystring's objects inherit from a null-prototype
  // object); not a Buffer, stream or other class instance.
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
};

/** At most this many fields are named: enough to fix a form, and the work stays linear in the body. */
const MAX_REPORTED = 10;

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const dottedPath = (visit: Visit, lastKey?: string): string => {
  const keys: string[] = lastKey === undefined ? [] : [lastKey];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : '_';
};

/**
 * The dotted paths ('title', 'paging.page', 'rows.0.name'; '_' for the value itself) of the strings,
 * or object keys, in `value` that contain U+0000, at most MAX_REPORTED. Iterative, with parent links
 * instead of copied paths, so even a 1 MiB body nested to the bottom costs linear time and no stack.
 */
export function pathsWithNul(value: unknown): string[] {
  const found: string[] = [];
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit && found.length < MAX_REPORTED; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) found.push(dottedPath(visit));
    } else if (isPlainContainer(visit.value)) {
      const entries = Object.entries(visit.value);
      // Reversed onto the stack, so fields are visited (and named) in their order.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        if (!key.includes('\u0000')) pending.push({ value: child, key, parent: visit });
        else if (found.length < MAX_REPORTED) found.push(dottedPath(visit, key.replaceAll('\u0000', '\\0')));
      }
    }
  }
  return found;
}

/**
 * PostgreSQL `text` cannot hold U+0000: a string with one would reach the database and fail there
 * (a 500). Refused once, for every route, before validation: a 400 in the shape of a validation
 * error, naming each field. Path, query string and JSON body are all checked.
 */
export const rejectNulCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const paths = [...pathsWithNul(request.params), ...pathsWithNul(request.query), ...pathsWithNul(request.body)];
      if (paths.length === 0) return;
      const fieldErrors: Record<string, string[]> = {};
      for (const path of paths) fieldErrors[path] = [NUL_MESSAGE];
      throw new HttpError(400, 'Invalid request.', fieldErrors);
    });
  },
  { name: 'reject-nul-characters', dependencies: ['error-handler'] },
);
