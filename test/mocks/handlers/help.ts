import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { helpTextConflictMessage, helpTextKindSchema, helpTextSaveSchema } from '@shared/contract/help';
import { helpHtml } from '@server/help/help-markdown';
import { apiUrl } from '../api-url';
import { helpEditors, helpTextStore } from '../help-data';
import { mockSession } from '../mock-session';
import { notLoggedIn } from './not-logged-in';

// Every test starts with the seeded texts (server.ts resets the session the same way).
beforeEach(() => helpTextStore.reset());

const isEditor = () => helpEditors.includes(mockSession.userName ?? '');
/** The server renders what the pages show (server/help/help-markdown.ts); the mock uses its renderer. */
const withHtml = <T extends { content: string }>(text: T) => ({
  ...text,
  html: helpHtml(text.content),
});

export const helpHandlers = [
  http.get(apiUrl(apiPaths.helpText), ({ params }) => {
    const kind = helpTextKindSchema.safeParse(params.kind);
    // Not a help text (e.g. /api/help/reference): let the next handler answer.
    if (!kind.success) return undefined;
    if (!mockSession.account()) return notLoggedIn();
    return HttpResponse.json({ ...withHtml(helpTextStore.texts[kind.data]), editable: isEditor() });
  }),
  http.post(apiUrl(apiPaths.helpTextSave), async ({ params, request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const kind = helpTextKindSchema.safeParse(params.kind);
    if (!kind.success) return HttpResponse.json({ errorMessage: 'Unknown help text.' }, { status: 400 });
    if (!isEditor()) return HttpResponse.json({ errorMessage: 'You may not edit help texts.' }, { status: 403 });
    const body = helpTextSaveSchema.safeParse(await request.json());
    if (!body.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of body.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
      return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
    }
    const current = helpTextStore.texts[kind.data];
    if (body.data.version !== current.version) {
      const { version, updatedBy: by, updatedAt } = current;
      const errorMessage = helpTextConflictMessage(
        updatedAt === null ? null : { version, by, at: new Date(updatedAt) },
      );
      return HttpResponse.json({ errorMessage }, { status: 409 });
    }
    const saved = {
      title: body.data.title,
      content: body.data.content,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
      updatedBy: mockSession.userName,
    };
    helpTextStore.texts[kind.data] = saved;
    return HttpResponse.json({ ...withHtml(saved), editable: true });
  }),
];
