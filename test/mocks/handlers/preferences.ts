import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import {
  defaultPreferences,
  preferencesChangeSchema,
  type Preferences,
  type UserSession,
} from '@shared/contract/preferences';
import { apiUrl } from '../api-url';

/** The signed-in user's stored preferences; the defaults until a test saves or sets others. */
export const mockPreferences: { current: Preferences } = { current: defaultPreferences };

export const mockSessions: UserSession[] = [
  {
    handle: 'a1',
    device: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    address: '192.0.2.10',
    createdAt: '2026-11-26T08:00:00.000Z',
    lastSeenAt: '2026-11-26T09:30:00.000Z',
    current: true,
  },
  {
    handle: 'b2',
    device:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    address: '2001:db8::7',
    createdAt: '2026-11-25T18:00:00.000Z',
    lastSeenAt: '2026-11-25T19:00:00.000Z',
    current: false,
  },
];

/** As the server: the contract's field messages, 409 from an older version, the list and sign-out everywhere else. */
export const preferencesHandlers = [
  http.get(apiUrl(apiPaths.preferences), () => HttpResponse.json(mockPreferences.current)),
  http.put(apiUrl(apiPaths.preferences), async ({ request }) => {
    const parsed = preferencesChangeSchema.safeParse(await request.json());
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
      return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
    }
    if (parsed.data.version !== mockPreferences.current.version) {
      return HttpResponse.json({ errorMessage: 'Your preferences were changed elsewhere.' }, { status: 409 });
    }
    mockPreferences.current = { ...parsed.data, version: parsed.data.version + 1 };
    return HttpResponse.json(mockPreferences.current);
  }),
  http.get(apiUrl(apiPaths.userSessions), () => HttpResponse.json({ values: mockSessions })),
  http.post(apiUrl(apiPaths.userSessionsEndOthers), () =>
    HttpResponse.json({ ended: mockSessions.filter((session) => !session.current).length }),
  ),
];
