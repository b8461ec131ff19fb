import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { authApi } from '@client/api/auth-api';

export interface OrganisationState {
  /** null is the empty choice (only where selection is optional) or "not chosen yet". */
  selectedOrganisationId: number | null;
  /** False until a choice is made, so the shell applies the default rule first. */
  chosen: boolean;
}

const initialState: OrganisationState = { selectedOrganisationId: null, chosen: false };

export const organisationSlice = createSlice({
  name: 'organisation',
  initialState,
  reducers: {
    organisationSelected(state, action: PayloadAction<number | null>) {
      state.selectedOrganisationId = action.payload;
      state.chosen = true;
    },
    organisationCleared: () => initialState,
  },
  extraReducers: (builder) => {
    // A new session starts without a choice; logging out leaves none behind (access spec section 4).
    builder.addMatcher(
      isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.logout.matchFulfilled),
      () => initialState,
    );
  },
  selectors: {
    selectSelectedOrganisationId: (state) => state.selectedOrganisationId,
    selectOrganisationChosen: (state) => state.chosen,
  },
});

export const { organisationSelected, organisationCleared } = organisationSlice.actions;
export const { selectSelectedOrganisationId, selectOrganisationChosen } = organisationSlice.selectors;
