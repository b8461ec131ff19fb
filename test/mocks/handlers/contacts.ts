import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { organisationContactsRequestSchema, userContactsRequestSchema } from '@shared/contract/contacts';
import { apiUrl } from '../api-url';
import { organisationContacts, organisationGroups, userContactsOf } from '../help-data';
import { mockSession } from '../mock-session';
import { pagedHandler } from '../paged-handler';
import { notLoggedIn } from './not-logged-in';

const loggedIn = () => (mockSession.account() ? undefined : notLoggedIn());

export const contactsHandlers = [
  http.get(apiUrl(apiPaths.organisationGroups), () =>
    mockSession.account() ? HttpResponse.json(organisationGroups) : notLoggedIn(),
  ),
  pagedHandler({
    method: 'post',
    path: apiPaths.organisationContacts,
    schema: organisationContactsRequestSchema,
    guard: loggedIn,
    rows: ({ idOfSelectedOrganisationGroup: groupId }) => {
      const groupName = organisationGroups.find((group) => group.key === groupId)?.value;
      return groupId
        ? organisationContacts.filter((row) => row.organisationGroupDisplayName === groupName)
        : organisationContacts;
    },
    paged: (request) => request,
    idOf: (row) => row.organisationId,
  }),
  pagedHandler({
    method: 'post',
    path: apiPaths.userContacts,
    schema: userContactsRequestSchema,
    guard: loggedIn,
    rows: (request) => userContactsOf(request.idOfSelectedOrganisation),
    paged: (request) => request,
    idOf: (row) => row.id,
  }),
];
