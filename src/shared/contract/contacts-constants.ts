// The contact directory's columns, labels and page size without zod: the directory's chunk needs
// them, not the schema library (about 25 KB gzipped). contacts.ts builds its schemas from these.

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
export const userContactColumns = [
  'secondName',
  'firstName',
  'jobTitle',
  'email',
  'phone',
  'mobile',
  'contactOther',
] as const;

export const ALL_ORGANISATION_GROUPS_LABEL = 'All Organisation Groups';
export const CONTACT_PAGE_SIZE = 10;
