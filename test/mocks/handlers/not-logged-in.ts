import { HttpResponse } from 'msw';

/** What every protected call answers without a session. */
export const notLoggedIn = () => HttpResponse.json({ errorMessage: 'Not logged in.' }, { status: 401 });
