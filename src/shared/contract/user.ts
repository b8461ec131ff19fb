import { z } from 'zod';

export const organisationSummarySchema = z.object({
  organisationId: z.number().int(),
  displayName: z.string(),
  eicCode: z.string(),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

/** User information (access spec section 3) plus the per-user flags that drive the redirects. */
export const userInformationSchema = z.object({
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organisation: organisationSummarySchema.nullable(),
  /** Days until the password expires; null when it never does. */
  passwordExpiration: z.number().int().nullable(),
  /** ISO timestamp of the previous login; null the first time. */
  lastLoginTimestamp: z.string().nullable(),
  changePasswordImmediately: z.boolean(),
  setupTwoFactor: z.boolean(),
  fhaUser: z.boolean(),
  /** Signs in with a code from an authenticator app besides the password. */
  twoFactor: z.boolean(),
  /** May open the admin area; the server refuses its calls to everyone else. */
  isAdmin: z.boolean(),
});
export type UserInformation = z.infer<typeof userInformationSchema>;

export const selectableOrganisationsSchema = z.object({
  selectionOptional: z.boolean(),
  organisations: z.array(organisationSummarySchema),
});
export type SelectableOrganisations = z.infer<typeof selectableOrganisationsSchema>;
