import { isShownInPlace, type HandledLocally } from './handled-locally';
import type { contactsApi } from './contacts-api';

// Apart from the endpoints, so the errors registry (in the login page's bundle) does not bring them in.
/** The directory shows each load failure in its own closable area (access spec section 8). */
export const contactsHandledLocally: HandledLocally<typeof contactsApi> = {
  getOrganisationGroups: isShownInPlace,
  getOrganisationContacts: isShownInPlace,
  getUserContacts: isShownInPlace,
};
