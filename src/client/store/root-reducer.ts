import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@client/api/base-api';
import { errorsSlice } from '@client/errors/errors-slice';
import { organisationSlice } from '@client/session/organisation-slice';

/**
 * Every slice is shared-layer code, so the root reducer and its state type are too: features read
 * the store through the typed hooks beside this file without importing the app layer.
 */
export const rootReducer = combineSlices(baseApi, errorsSlice, organisationSlice);

export type RootState = ReturnType<typeof rootReducer>;
