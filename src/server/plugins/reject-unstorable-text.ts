import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';
import { isApiRequest } from '../http/request-path';
import { unstorableTextMessage } from '@shared/contract/storable-text';

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

export interface UnstorableText {
  /** 'title', 'paging.page', 'rows.0.name'; '_' for the value itself. */
  path: string;
  message: string;
}

/** A key named in an answer: its NUL shown as \0, half a character as U+FFFD. */
const shownKey = (key: string) => key.replaceAll('\u0000', '\\0').toWellFormed();

/**
 * The strings, or object keys, in `value` that the database could not keep as sent, at most
 * MAX_REPORTED, by dotted path. Iterative, with parent links instead of copied paths, so even a 1 MiB
 * body nested to the bottom costs linear time and no stack.
 */
export function unstorableTexts(value: unknown): UnstorableText[] {
  const found: UnstorableText[] = [];
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit && found.length < MAX_REPORTED; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      const message = unstorableTextMessage(visit.value);
      if (message) found.push({ path: dottedPath(visit), message });
    } else if (isPlainContainer(visit.value)) {
      const entries = Object.entries(visit.value);
      // Reversed onto the stack, so fields are visited (and named) in their order.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        const message = unstorableTextMessage(key);
        if (!message) pending.push({ value: child, key, parent: visit });
        else if (found.length < MAX_REPORTED) found.push({ path: dottedPath(visit, shownKey(key)), message });
      }
    }
  }
  return found;
}

/**
 * Text the database cannot keep as sent would fail there (a 500) or be kept as another text. Refused
 * once, for every API route, before validation: a 400 in the shape of a validation error, naming each
 * field. Path, query string and JSON body are all checked. The app's pages are not: a page's address
 * stores nothing, and a damaged link (a reset link's hash with a NUL) is the page's to judge through
 * the API, not a JSON answer in the browser's window without a way on.
 */
export const rejectUnstorableTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (!isApiRequest(request)) return;
      const found = [
        ...unstorableTexts(request.params),
        ...unstorableTexts(request.query),
        ...unstorableTexts(request.body),
      ];
      if (found.length === 0) return;
      const fieldErrors: Record<string, string[]> = {};
      for (const { path, message } of found) fieldErrors[path] = [message];
      throw new HttpError(400, 'Invalid request.', fieldErrors);
    });
  },
  { name: 'reject-unstorable-text', dependencies: ['error-handler'] },
);
