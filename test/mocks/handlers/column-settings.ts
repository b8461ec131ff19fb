import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import {
  COLUMN_SETTINGS_STALE_MESSAGE,
  columnSettingsFrom,
  columnSettingsKeyList,
  columnSettingsPersistSchema,
  defaultColumnSettings,
  type ColumnSettingsKey,
  type ColumnSettingsUser,
} from '@shared/contract/column-settings-schema';
import { apiUrl } from '../api-url';
import { mockSession } from '../mock-session';
import { notLoggedIn } from './not-logged-in';

/** A colleague of the analyst at organisation 11 who saved REMIT Table 1 settings. */
export const mockColleague: ColumnSettingsUser & { organisationId: number } = {
  ident: 501,
  value: 'Colin Meyer',
  organisationId: 11,
};
export const mockColleagueColumns = ['tradeTime', 'uti', 'price'];

/**
 * Saved active columns by `user:organisation:key`, as the server keeps them, and how many saves changed
 * them (the version a save names; 1 for one set directly); reset before every test.
 */
export const columnSettingsStore = {
  saved: new Map<string, string[]>(),
  versions: new Map<string, number>(),
  reset() {
    this.saved = new Map([[`colleague:${mockColleague.organisationId}:remitt1`, mockColleagueColumns]]);
    this.versions = new Map();
  },
  versionOf(scope: string): number {
    return this.versions.get(scope) ?? (this.saved.has(scope) ? 1 : 0);
  },
};
beforeEach(() => columnSettingsStore.reset());

const scopeKey = (user: string, organisationId: string | null, key: string) => `${user}:${organisationId ?? ''}:${key}`;
const keyOf = (value: unknown): ColumnSettingsKey | undefined => columnSettingsKeyList.find((key) => key === value);
const notFound = (errorMessage: string) => HttpResponse.json({ errorMessage }, { status: 404 });

/** The four column-settings calls; validation and colleague rules as the server's. */
export const columnSettingsHandlers = [
  http.get(apiUrl(apiPaths.columnSettingsDefault), ({ params }) => {
    if (!mockSession.userName) return notLoggedIn();
    const key = keyOf(params.key);
    return key ? HttpResponse.json(defaultColumnSettings(key)) : notFound('Not found.');
  }),
  http.get(apiUrl(apiPaths.columnSettingsUsers), ({ params, request }) => {
    if (!mockSession.userName) return notLoggedIn();
    const key = keyOf(params.key);
    if (!key) return notFound('Not found.');
    const organisationId = new URL(request.url).searchParams.get('organisationId');
    const colleagueSaved = columnSettingsStore.saved.has(scopeKey('colleague', organisationId, key));
    return HttpResponse.json({
      users: colleagueSaved ? [{ ident: mockColleague.ident, value: mockColleague.value }] : [],
    });
  }),
  http.get(apiUrl(apiPaths.columnSettings), ({ params, request }) => {
    if (!mockSession.userName) return notLoggedIn();
    const key = keyOf(params.key);
    if (!key) return notFound('Not found.');
    const query = new URL(request.url).searchParams;
    const organisationId = query.get('organisationId');
    const userId = query.get('userId');
    let owner = mockSession.userName;
    if (userId !== null) {
      if (Number(userId) !== mockColleague.ident || organisationId !== String(mockColleague.organisationId)) {
        return notFound('User not found.');
      }
      owner = 'colleague';
    }
    const scope = scopeKey(owner, organisationId, key);
    const saved = columnSettingsStore.saved.get(scope);
    return HttpResponse.json({
      ...(saved ? columnSettingsFrom(key, saved) : defaultColumnSettings(key)),
      version: columnSettingsStore.versionOf(scope),
    });
  }),
  http.post(apiUrl(apiPaths.columnSettingsPersist), async ({ params, request }) => {
    if (!mockSession.userName) return notLoggedIn();
    const key = keyOf(params.key);
    if (!key) return notFound('Not found.');
    const body = columnSettingsPersistSchema(key).safeParse(await request.json());
    if (!body.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of body.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
      return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
    }
    const organisationId = body.data.organisationId === undefined ? null : String(body.data.organisationId);
    const scope = scopeKey(mockSession.userName, organisationId, key);
    const { activeColumns, version } = body.data;
    const current = columnSettingsStore.versionOf(scope);
    const unchanged = JSON.stringify(columnSettingsStore.saved.get(scope)) === JSON.stringify(activeColumns);
    if (version !== undefined && version !== current && !unchanged)
      return HttpResponse.json({ errorMessage: COLUMN_SETTINGS_STALE_MESSAGE }, { status: 409 });
    const saved = unchanged ? current : current + 1;
    columnSettingsStore.saved.set(scope, activeColumns);
    columnSettingsStore.versions.set(scope, saved);
    return HttpResponse.json({ ...columnSettingsFrom(key, activeColumns), version: saved });
  }),
];
