import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, fillPath } from '@shared/api-paths';
import { TOO_DEEPLY_NESTED_MESSAGE } from '@shared/contract/help-constants';
import {
  helpTextConflictMessage,
  helpTextSaveSchema,
  helpTextKindSchema,
  helpTextSchema,
  type HelpText,
  type HelpTextKind,
} from '@shared/contract';
import { userOf } from '../access/require-user-hooks';
import { errorResponses } from '../http/error-responses';
import { HttpError } from '../http/http-error';
import { readerMoments } from '../preferences/reader-moments';
import { isRenderableHelp, renderedHelpHtml } from './help-html';
import type { CurrentHelpText } from './repository';

/** Route-level onRequest: a non-editor learns 403 before the body is even validated. */
async function requireHelpEditor(request: FastifyRequest): Promise<void> {
  if (!userOf(request).canEditHelp) throw new HttpError(403, 'You may not edit help texts.');
}

async function toHelpText(text: CurrentHelpText | null, editable: boolean): Promise<HelpText> {
  // A kind nobody has written yet reads as empty, version 0: the first save creates it.
  if (!text) return { title: '', content: '', html: '', editable, version: 0, updatedAt: null, updatedBy: null };
  return {
    title: text.title,
    content: text.content,
    html: await renderedHelpHtml(text.content),
    editable,
    version: text.version,
    updatedAt: text.updatedAt.toISOString(),
    updatedBy: text.updatedByName,
  };
}

/**
 * Announcements, support and release notes: read by every logged-in user, written by editors. One
 * route per kind (the concrete paths of access spec section 7), so an unknown kind such as
 * /api/help/imprint is simply not found, like any other unknown API path.
 */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const conflictMessage = async (kind: HelpTextKind, request: FastifyRequest): Promise<string> => {
    const current = await app.repos.helpTexts.find(kind);
    return helpTextConflictMessage(
      current && { version: current.version, by: current.updatedByName, at: current.updatedAt },
      await readerMoments(app.repos.preferences, userOf(request).id),
    );
  };

  for (const kind of helpTextKindSchema.options) {
    app.get(
      fillPath(apiPaths.helpText, { kind }),
      {
        schema: {
          tags: ['help'],
          summary: `The ${kind} help text; \`editable\` tells the page whether to offer the editor`,
          response: { 200: helpTextSchema, ...errorResponses(401, 500) },
        },
      },
      async (request) => toHelpText(await app.repos.helpTexts.find(kind), userOf(request).canEditHelp),
    );

    app.post(
      fillPath(apiPaths.helpTextSave, { kind }),
      {
        onRequest: requireHelpEditor,
        schema: {
          tags: ['help'],
          summary: `Saves a new version of the ${kind} help text; 409 when another editor saved since \`version\``,
          body: helpTextSaveSchema,
          response: { 200: helpTextSchema, ...errorResponses(400, 401, 403, 409, 500) },
        },
      },
      async (request) => {
        const user = userOf(request);
        const { title, content, version } = request.body;
        // Refused before it is stored: every reader would get the placeholder instead of the text.
        if (!(await isRenderableHelp(content)))
          throw new HttpError(400, TOO_DEEPLY_NESTED_MESSAGE, { content: [TOO_DEEPLY_NESTED_MESSAGE] });
        const saved = await app.repos.helpTexts.save(kind, {
          title,
          content,
          expectedVersion: version,
          userId: user.id,
          at: new Date(),
        });
        if (!saved) throw new HttpError(409, await conflictMessage(kind, request));
        return toHelpText({ ...saved, updatedByName: `${user.firstName} ${user.lastName}` }, true);
      },
    );
  }
};
