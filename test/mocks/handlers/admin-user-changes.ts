import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import {
  newUserSchema,
  userAdministrationMessages,
  userChangeSchema,
  type UserDetails,
} from '@shared/contract/admin-user-changes';
import { apiUrl } from '../api-url';
import { mockUsers } from './admin-users';

export const mockOrganisations = [
  { id: 1, displayName: 'Alpenstrom Versorgung' },
  { id: 2, displayName: 'Baltic Power Trading' },
  { id: 3, displayName: 'Nordwind Energiehandel' },
];

/** Each listed user as the dialog loads them: version 1, no history yet. */
export function detailsOf(id: number): UserDetails | undefined {
  const row = mockUsers.find((user) => user.id === id);
  if (!row) return undefined;
  const [firstName = '', lastName = ''] = row.name.split(' ');
  return {
    id,
    username: row.username,
    firstName,
    lastName,
    email: row.email,
    organisationIds: mockOrganisations
      .filter((organisation) => row.organisations.includes(organisation.displayName))
      .map((organisation) => organisation.id),
    isAdmin: row.roles.includes('Administrator'),
    canEditHelp: row.roles.includes('Help editor'),
    version: 1,
    twoFactor: row.twoFactor,
    lockedAt: row.lockedAt,
    lockedUntil: row.lockedUntil,
    activeSessions: 1,
    history: [],
  };
}

const fieldErrorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
  return HttpResponse.json({ errorMessage: 'Invalid request.', fieldErrors }, { status: 400 });
};

/** As the server: the contract's field messages, a taken user name, and 409 for a form older than version 1. */
export const adminUserChangesHandlers = [
  http.get(apiUrl(apiPaths.adminOrganisations), () => HttpResponse.json({ values: mockOrganisations })),
  http.get(apiUrl(apiPaths.adminUser), ({ params }) => {
    const details = detailsOf(Number(params.id));
    return details ? HttpResponse.json(details) : HttpResponse.json({ errorMessage: 'No such user.' }, { status: 404 });
  }),
  http.post(apiUrl(apiPaths.adminUsers), async ({ request }) => {
    const parsed = newUserSchema.safeParse(await request.json());
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues);
    if (mockUsers.some((user) => user.username.toLowerCase() === parsed.data.username.toLowerCase())) {
      return fieldErrorsOf([{ path: ['username'], message: userAdministrationMessages.usernameTaken }]);
    }
    return HttpResponse.json({ id: 1000 });
  }),
  http.put(apiUrl(apiPaths.adminUser), async ({ request }) => {
    const parsed = userChangeSchema.safeParse(await request.json());
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues);
    if (parsed.data.version !== 1) {
      return HttpResponse.json({ errorMessage: 'This user was changed after you opened it.' }, { status: 409 });
    }
    return HttpResponse.json({ version: 2 });
  }),
  http.post(apiUrl(apiPaths.adminUserCommand), () => HttpResponse.json({ version: 2 })),
];
