import { z } from 'zod';
import { positiveId } from './common';
import { organisationContactColumns, userContactColumns } from './contacts-constants';
import { pagedRequestSchema, pageOf } from './paging';

export * from './contacts-constants';

/** Organisation group option (access spec section 3); key '' would be ambiguous, so "all" is a null id. */
export const organisationGroupOptionSchema = z.object({ key: z.string(), value: z.string() });
export const organisationGroupsSchema = z.array(organisationGroupOptionSchema);
export type OrganisationGroupOption = z.infer<typeof organisationGroupOptionSchema>;

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

/** POST api/help/contacts/organisationContacts (access spec section 7). */
export const organisationContactsRequestSchema = pagedRequestSchema(organisationContactColumns).extend({
  /** null or absent: 'All Organisation Groups'. */
  idOfSelectedOrganisationGroup: z.string().max(100).nullable().optional(),
});
export type OrganisationContactsRequest = z.infer<typeof organisationContactsRequestSchema>;

/** POST api/help/contacts/userContacts (access spec section 7). */
export const userContactsRequestSchema = pagedRequestSchema(userContactColumns).extend({
  idOfSelectedOrganisation: positiveId('idOfSelectedOrganisation'),
});
export type UserContactsRequest = z.infer<typeof userContactsRequestSchema>;

export const organisationContactsPageSchema = pageOf(organisationContactSchema);
export const userContactsPageSchema = pageOf(userContactSchema);
export type OrganisationContactsPage = z.infer<typeof organisationContactsPageSchema>;
export type UserContactsPage = z.infer<typeof userContactsPageSchema>;
