import { z } from 'zod';
import { int4 } from './common';
import { pageOf, pagingSchema, sortOrderSchema } from './paging';

/** Organisation group option (access spec section 3); key '' would be ambiguous, so "all" is a null id. */
export const organisationGroupOptionSchema = z.object({ key: z.string(), value: z.string() });
export const organisationGroupsSchema = z.array(organisationGroupOptionSchema);
export type OrganisationGroupOption = z.infer<typeof organisationGroupOptionSchema>;

export const organisationContactColumns = [
  'organisationGroupDisplayName',
  'displayName',
  'legalName',
  'eicCode',
  'ecmProcessRole',
  'errProcessRole',
  'businessContact',
  'technicalContact',
] as const;
export type OrganisationContactColumn = (typeof organisationContactColumns)[number];
export const userContactColumns = ['secondName', 'firstName', 'jobTitle', 'email', 'phone', 'mobile', 'contactOther'] as const;

export const organisationContactSchema = z.object({
  organisationId: z.number().int(),
  organisationGroupDisplayName: z.string(),
  displayName: z.string(),
  legalName: z.string(),
  eicCode: z.string(),
  ecmProcessRole: z.string().nullable(),
  errProcessRole: z.string().nullable(),
  businessContact: z.string().nullable(),
  technicalContact: z.string().nullable(),
});
export type OrganisationContact = z.infer<typeof organisationContactSchema>;

export const userContactSchema = z.object({
  id: z.number().int(),
  secondName: z.string(),
  firstName: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  contactOther: z.string().nullable(),
});
export type UserContact = z.infer<typeof userContactSchema>;

const sortingOf = <T extends readonly [string, ...string[]]>(columns: T) =>
  z.object({ columnName: z.enum(columns), sortOrder: sortOrderSchema });

/** POST api/help/contacts/organisationContacts (access spec section 7). */
export const organisationContactsRequestSchema = z.object({
  paging: pagingSchema,
  sorting: sortingOf(organisationContactColumns),
  /** null or absent: 'All Organisation Groups'. */
  idOfSelectedOrganisationGroup: z.string().max(100).nullable().optional(),
});
export type OrganisationContactsRequest = z.infer<typeof organisationContactsRequestSchema>;

/** POST api/help/contacts/userContacts (access spec section 7). */
export const userContactsRequestSchema = z.object({
  paging: pagingSchema,
  sorting: sortingOf(userContactColumns),
  idOfSelectedOrganisation: int4.positive(),
});
export type UserContactsRequest = z.infer<typeof userContactsRequestSchema>;

export const organisationContactsPageSchema = pageOf(organisationContactSchema);
export const userContactsPageSchema = pageOf(userContactSchema);
export type OrganisationContactsPage = z.infer<typeof organisationContactsPageSchema>;
export type UserContactsPage = z.infer<typeof userContactsPageSchema>;

export const ALL_ORGANISATION_GROUPS_LABEL = 'All Organisation Groups';
export const CONTACT_PAGE_SIZE = 10;
