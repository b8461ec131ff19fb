// The client error report's field limits without zod, by field: the web app cuts what it sends to them,
// so a long address or stack never costs the report (a 400). client-errors.ts builds its schema from these.
export const clientErrorReportLimits = {
  url: 2000,
  userName: 100,
  selectedOrg: 200,
  errorName: 200,
  errorMessage: 4000,
  errorStack: 16000,
} as const;
