import { z } from 'zod';
import { int4 } from './common';
import { clientErrorReportLimits as limits } from './client-error-limits';

export * from './client-error-limits';

const REPORT_TIME_MESSAGE = 'time must be a local date and time (YYYY-MM-DDThh:mm:ss).';

/** Client error report (access spec section 3); time as YYYY-MM-DDThh:mm:ss (section 9), a real day. */
export const clientErrorReportSchema = z.object({
  // zod's local form also takes a zone ('…Z'); the spec's has none.
  time: z.iso
    .datetime({ local: true, precision: 0, error: REPORT_TIME_MESSAGE, abort: true })
    .regex(/:\d{2}$/, REPORT_TIME_MESSAGE),
  url: z.string().max(limits.url),
  userName: z.string().max(limits.userName).nullable(),
  selectedOrg: z.string().max(limits.selectedOrg).nullable(),
  errorName: z.string().max(limits.errorName),
  errorMessage: z.string().max(limits.errorMessage),
  errorStack: z.string().max(limits.errorStack).nullable(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** The unsupported-browser log call (access spec section 7). */
export const unsupportedBrowserLogSchema = z.object({
  browser: z.string().max(100),
  version: z.string().max(50),
  organisationId: int4.nullable(),
});
export type UnsupportedBrowserLog = z.infer<typeof unsupportedBrowserLogSchema>;
