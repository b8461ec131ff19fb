import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { organisationContactsRequestSchema, userContactsRequestSchema } from '@shared/contract/contacts';
import { apiUrl } from '../api-url';
import { organisationContacts, organisationGroups, userContactsOf } from '../help-data';
import { mockSession } from '../mock-session';
import { notLoggedIn } from './not-logged-in';

/** Sorts and pages rows as the server does. */
function pageOf<TRow extends object>(
  rows: TRow[],
  { paging, sorting }: { paging: { page: number; entriesPerPage: number }; sorting: { columnName: string; sortOrder: string } },
) {
  const column = sorting.columnName as keyof TRow;
  const direction = sorting.sortOrder === 'DESCENDING' ? -1 : 1;
  const sorted = [...rows].sort((a, b) => direction * String(a[column] ?? '').localeCompare(String(b[column] ?? '')));
  const start = paging.page * paging.entriesPerPage;
  return { count: rows.length, currentPage: paging.page, values: sorted.slice(start, start + paging.entriesPerPage) };
}

const invalid = () => HttpResponse.json({ errorMessage: 'Invalid request.' }, { status: 400 });

export const contactsHandlers = [
  http.get(apiUrl(apiPaths.organisationGroups), () =>
    mockSession.account() ? HttpResponse.json(organisationGroups) : notLoggedIn(),
  ),
  http.post(apiUrl(apiPaths.organisationContacts), async ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const body = organisationContactsRequestSchema.safeParse(await request.json());
    if (!body.success) return invalid();
    const groupId = body.data.idOfSelectedOrganisationGroup;
    const groupName = organisationGroups.find((group) => group.key === groupId)?.value;
    const rows = groupId ? organisationContacts.filter((row) => row.organisationGroupDisplayName === groupName) : organisationContacts;
    return HttpResponse.json(pageOf(rows, body.data));
  }),
  http.post(apiUrl(apiPaths.userContacts), async ({ request }) => {
    if (!mockSession.account()) return notLoggedIn();
    const body = userContactsRequestSchema.safeParse(await request.json());
    if (!body.success) return invalid();
    return HttpResponse.json(pageOf(userContactsOf(body.data.idOfSelectedOrganisation), body.data));
  }),
];
