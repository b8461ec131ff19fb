import { createListenerMiddleware } from '@reduxjs/toolkit';
import { organisationSelected } from './organisation-slice';
import { writeCachedOrganisationId } from './organisation-storage';

/** Writes every choice to localStorage, keeping the reducer free of side effects. */
export const organisationPersistence = createListenerMiddleware();

organisationPersistence.startListening({
  actionCreator: organisationSelected,
  effect: (action) => writeCachedOrganisationId(action.payload),
});
