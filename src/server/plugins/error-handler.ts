import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@shared/contract';
import { defaultFieldMessage } from '@shared/contract/default-field-messages';
import { HttpError } from '../http/http-error';
import { userOf } from '../access/require-user-hooks';
import { readerMoments } from '../preferences/reader-moments';
import { StaleChangeError } from '../http/stale-change-error';

/** 'ERR-1A2B3C4D': what the user quotes to support; the log line with the stack carries the same code. */
export function newReferenceCode(): string {
  return `ERR-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * The one place errors become responses. Client errors say what was wrong; server errors say only
 * a reference code, so no stack or internal message ever reaches the browser.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler<FastifyError | HttpError | Error>(async (error, request, reply) => {
      // An error may replace a file that had begun to be prepared (a CSV export): its headers describe
      // that file, not this JSON, and a client could not read the answer under them.
      for (const header of FILE_HEADERS) reply.removeHeader(header);
      const { statusCode, body } = errorAnswer(error, request);
      if (error instanceof StaleChangeError) body.errorMessage = await inReadersMoments(error, request);
      return reply.code(statusCode).send(body);
    });
  },
  { name: 'error-handler' },
);

/** A stale change's moment as the reader's pages write moments; in UTC should their preferences not be read. */
async function inReadersMoments(error: StaleChangeError, request: FastifyRequest): Promise<string> {
  try {
    return error.describe(await readerMoments(request.server.repos.preferences, userOf(request).id));
  } catch (failure) {
    request.log.warn({ err: failure }, "the reader's preferences could not be read for a refusal");
    return error.message;
  }
}

/**
 * What an error answers, logged as it deserves. Also the answer to the router's own errors (a path it
 * cannot read), which fastify hands to `frameworkErrors` rather than to the error handler.
 */
export function errorAnswer(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
): { statusCode: number; body: ApiError } {
  if (error instanceof HttpError) {
    const body: ApiError = { errorMessage: error.message };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    if (error.reason) body.reason = error.reason;
    return { statusCode: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A JSON object sent as text/plain reaches the body's schema as a string: say how to send it.
    // (A JSON string sent as JSON is JSON, only not an object: the schema's own answer says so.)
    const sentAsJson = /\bjson\b/i.test(request.headers['content-type'] ?? '');
    if (error.validationContext === 'body' && typeof request.body === 'string' && !sentAsJson) return notJsonAnswer;
    return {
      statusCode: 400,
      body: { errorMessage: 'Invalid request.', fieldErrors: fieldErrorsOf(error.validation) },
    };
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return notJsonAnswer;
  // No body is no object, as a JSON null is: the same answer, in the contract's words.
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return notAnObjectAnswer;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (malformed JSON, body too large, bad content type, a path it cannot
    // read): their messages describe the request, not the server, so they may be shown.
    request.log.info({ err: error }, 'client error');
    return { statusCode, body: { errorMessage: bounded(clientErrorMessage(error, statusCode)) } };
  }
  // The socket, not the request: Node marks a request destroyed as soon as its body has been read.
  if (request.raw.socket?.destroyed) {
    // The browser closed the connection mid-answer (a download cancelled, a page left): nobody
    // is there to read a reply, and nothing failed on the server.
    request.log.info({ err: error }, 'the client closed the connection before the answer was complete');
    return { statusCode: 500, body: { errorMessage: 'The connection was closed.' } };
  }
  const referenceCode = newReferenceCode();
  request.log.error({ err: error, referenceCode }, `unexpected error ${referenceCode}`);
  return { statusCode: 500, body: { errorMessage: referenceCode } };
}

type ValidationIssue = { keyword: string; instancePath: string; message?: string };

/**
 * The messages of a refused request by field (its path, dotted; '_' for the request itself). A value of
 * the wrong type is told only that: zod still runs a length check on anything that has a length (a text
 * sent for a list, a list for a text), and would add a limit the value never had a chance to meet.
 */
function fieldErrorsOf(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const byField = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    byField.set(field, [...(byField.get(field) ?? []), issue]);
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, fieldIssues] of byField) {
    const wrongType = fieldIssues.find((issue) => issue.keyword === 'invalid_type');
    const messages = (wrongType ? [wrongType] : fieldIssues).map((issue) => bounded(issue.message ?? 'Invalid value.'));
    // Two checks may word the same refusal alike (a required text left blank, then too short): said once.
    fieldErrors[field] = [...new Set(messages)];
  }
  return fieldErrors;
}

/** What a body that is not a JSON object answers: an empty one, as a JSON null does. */
const notAnObjectAnswer = {
  statusCode: 400,
  body: {
    errorMessage: 'Invalid request.',
    fieldErrors: { _: [defaultFieldMessage({ code: 'invalid_type', expected: 'object', input: null, path: [] })!] },
  },
} as const satisfies { statusCode: number; body: ApiError };

/** A body in another format than JSON (text/plain, a form, XML): every body the API reads is JSON. */
export const NOT_JSON_MESSAGE = 'The request body must be sent as JSON (Content-Type: application/json).';
const notJsonAnswer = { statusCode: 415, body: { errorMessage: NOT_JSON_MESSAGE } } as const;

const FILE_HEADERS = ['content-encoding', 'content-disposition', 'content-length', 'content-type'] as const;

/** No message grows with the request: the contract's messages echo at most 200 characters of a value. */
const MESSAGE_MAX_LENGTH = 500;
const bounded = (message: string) =>
  message.length <= MESSAGE_MAX_LENGTH ? message : `${message.slice(0, MESSAGE_MAX_LENGTH)}…`;

function clientErrorMessage(error: Error, statusCode: number): string {
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'Malformed JSON body.';
  if (statusCode === 413) return 'Request body is too large.';
  // The router's words name its codes and echo the path.
  if (code === 'FST_ERR_BAD_URL') return 'The address is not valid.';
  return error.message;
}
