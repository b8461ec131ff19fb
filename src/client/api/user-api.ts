import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiPaths } from '@shared/api-paths';
import type { ApiError, SelectableOrganisations, UserInformation } from '@shared/contract';
import { NOT_LOGGED_IN_MESSAGE, SESSION_TIMED_OUT_MESSAGE } from '@shared/signed-out-hint';
import { noticeShown } from '@client/errors/errors-slice';
import { SESSION_TIMEOUT_MESSAGE } from '@client/errors/session-timeout';
import { readApiError } from './read-api-error';
import { takeSignedOutHint } from '@client/session/signed-out-hint';
import { baseApi, USER_INFORMATION_ENDPOINT } from './base-api';
import { type HandledLocally } from './handled-locally';

const notLoggedIn: FetchBaseQueryError = {
  status: 401,
  data: { errorMessage: NOT_LOGGED_IN_MESSAGE } satisfies ApiError,
};

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers 401 while nobody is logged in: the guards read that as "anonymous". */
    [USER_INFORMATION_ENDPOINT]: build.query<UserInformation, void>({
      // The server's own answer without a session cookie, when the page says it was sent without one.
      queryFn: async (_arg, api, _extraOptions, baseQuery) => {
        if (takeSignedOutHint()) return { error: notLoggedIn };
        const answer = await baseQuery(apiPaths.userInformation);
        // The browser's session is over (idle, or ended in another window): a page loaded afresh says
        // so on the login page, as a page's own request would (access spec section 4).
        if (answer.error && readApiError(answer.error).errorMessage === SESSION_TIMED_OUT_MESSAGE)
          api.dispatch(noticeShown({ severity: 'warning', text: SESSION_TIMEOUT_MESSAGE }));
        return answer.error ? answer : { ...answer, data: answer.data as UserInformation };
      },
      // A static tag is provided even by the 401, so a login invalidates it and it refetches.
      providesTags: ['User'],
    }),
    getSelectableOrganisations: build.query<SelectableOrganisations, void>({
      query: () => apiPaths.selectableOrganisations,
      providesTags: ['Organisations'],
    }),
  }),
});

export const { useGetUserInformationQuery, useGetSelectableOrganisationsQuery } = userApi;

/** The 401 of the user information only means "not logged in": the guards read it. */
export const userHandledLocally: HandledLocally<typeof userApi> = {
  getUserInformation: (status) => status === 401,
};
