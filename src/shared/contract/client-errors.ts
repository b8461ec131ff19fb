import { z } from 'zod';
import { int4 } from './common';

/** Client error report (access spec section 3); time as YYYY-MM-DDThh:mm:ss (section 9). */
export const clientErrorReportSchema = z.object({
  time: z.string().max(40),
  url: z.string().max(2000),
  userName: z.string().max(100).nullable(),
  selectedOrg: z.string().max(200).nullable(),
  errorName: z.string().max(200),
  errorMessage: z.string().max(4000),
  errorStack: z.string().max(16000).nullable(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** The unsupported-browser log call (access spec section 7). */
export const unsupportedBrowserLogSchema = z.object({
  browser: z.string().max(100),
  version: z.string().max(50),
  organisationId: int4.nullable(),
});
export type UnsupportedBrowserLog = z.infer<typeof unsupportedBrowserLogSchema>;
