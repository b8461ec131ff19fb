import { z } from 'zod';
import { int4 } from './common';
import {
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_NAME_MAX_LENGTH,
  CLIENT_ERROR_SELECTED_ORG_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
  CLIENT_ERROR_URL_MAX_LENGTH,
  CLIENT_ERROR_USER_NAME_MAX_LENGTH,
} from './client-error-limits';

export * from './client-error-limits';

/** Client error report (access spec section 3); time as YYYY-MM-DDThh:mm:ss (section 9). */
export const clientErrorReportSchema = z.object({
  time: z.string().max(40),
  url: z.string().max(CLIENT_ERROR_URL_MAX_LENGTH),
  userName: z.string().max(CLIENT_ERROR_USER_NAME_MAX_LENGTH).nullable(),
  selectedOrg: z.string().max(CLIENT_ERROR_SELECTED_ORG_MAX_LENGTH).nullable(),
  errorName: z.string().max(CLIENT_ERROR_NAME_MAX_LENGTH),
  errorMessage: z.string().max(CLIENT_ERROR_MESSAGE_MAX_LENGTH),
  errorStack: z.string().max(CLIENT_ERROR_STACK_MAX_LENGTH).nullable(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** The unsupported-browser log call (access spec section 7). */
export const unsupportedBrowserLogSchema = z.object({
  browser: z.string().max(100),
  version: z.string().max(50),
  organisationId: int4.nullable(),
});
export type UnsupportedBrowserLog = z.infer<typeof unsupportedBrowserLogSchema>;
