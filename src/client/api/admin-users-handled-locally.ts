import { isReadRefusal, type HandledLocally } from './handled-locally';
import type { adminUsersApi } from './admin-users-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/**
 * The user dialog shows a user it cannot load (gone: 404). Its changes' refusals (400, 409) pass the
 * global table without a trace; a 403 or 503 is published there as well as shown in the dialog.
 */
export const adminUsersHandledLocally: HandledLocally<typeof adminUsersApi> = { getUserDetails: isReadRefusal };
