import type { HelpText, HelpTextKind } from '@shared/contract/help';
import type { OrganisationContact, OrganisationGroupOption, UserContact } from '@shared/contract/contacts';
import type { ReferenceTarget } from '@shared/contract/reference-link';
import { organisations } from './data';

/** Help texts and the contact directory of the mock API (help area issue). */
type StoredHelpText = Omit<HelpText, 'editable' | 'html'>;

const initialHelpTexts: Record<HelpTextKind, StoredHelpText> = {
  announcements: {
    title: 'Maintenance window',
    content: 'The platform is **offline** on Saturday from 06:00 to 08:00 CET.\n\n- REMIT reporting resumes at 08:00',
    version: 3,
    updatedAt: '2026-11-18T09:30:00.000Z',
    updatedBy: 'Ed Itor',
  },
  support: {
    title: 'Support',
    content:
      'Write to [the service desk](mailto:support@example.com).\n\n| Line | Hours |\n|---|---|\n| First | 08-18 |',
    version: 1,
    updatedAt: '2026-10-01T12:00:00.000Z',
    updatedBy: 'Ed Itor',
  },
  releaseNotes: {
    title: 'Release 4.2',
    content: '## What is new\n\n~~Old export~~ replaced by the *position files* download.',
    version: 7,
    updatedAt: '2026-11-01T07:00:00.000Z',
    updatedBy: 'Ed Itor',
  },
};

export const helpTextStore = {
  texts: structuredClone(initialHelpTexts),
  reset() {
    this.texts = structuredClone(initialHelpTexts);
  },
};

/** Who may edit help texts in the mock world (the seeded `editor` is not among the mock accounts). */
export const helpEditors = ['admin'];

export const referenceTargets: Record<string, ReferenceTarget> = {
  'remit-42': {
    targetUrl: 'err/remit_audittrail',
    requestParameters: { id: '42', documentType: 'REMIT' },
    organisationId: organisations.alpineGas.organisationId,
  },
};
/** A ref the server refuses with its 'Unauthorized access' message. */
export const FORBIDDEN_REF = 'north-sea-7';

export const organisationGroups: OrganisationGroupOption[] = [
  { key: 'TSO', value: 'Transmission System Operators' },
  { key: 'TRADERS', value: 'Traders' },
  { key: 'UTILITIES', value: 'Utilities' },
];

const groupNames = organisationGroups.map((group) => group.value);
const towns = [
  'Aarhus',
  'Bergen',
  'Cork',
  'Dresden',
  'Essen',
  'Faro',
  'Graz',
  'Hull',
  'Ibiza',
  'Jena',
  'Kiel',
  'Lyon',
  'Metz',
  'Nice',
];

/** 28 organisations in three groups: three pages of ten. */
export const organisationContacts: OrganisationContact[] = towns.flatMap((town, index) => [
  {
    organisationId: 100 + index * 2,
    organisationGroupDisplayName: groupNames[index % 3]!,
    displayName: `${town} Power`,
    legalName: `${town} Power Trading GmbH`,
    eicCode: `11X${town.toUpperCase().padEnd(12, '-')}P`,
    ecmProcessRole: index % 2 === 0 ? 'Sender' : null,
    errProcessRole: 'Reporting Party',
    businessContact: `business@${town.toLowerCase()}-power.example`,
    technicalContact: null,
  },
  {
    organisationId: 101 + index * 2,
    organisationGroupDisplayName: groupNames[(index + 1) % 3]!,
    displayName: `${town} Gas`,
    legalName: `${town} Gas Supply AG`,
    eicCode: `11X${town.toUpperCase().padEnd(12, '-')}G`,
    ecmProcessRole: null,
    errProcessRole: null,
    businessContact: null,
    technicalContact: `it@${town.toLowerCase()}-gas.example`,
  },
]);

const firstNames = ['Anna', 'Bo', 'Carla', 'Dirk', 'Eva', 'Finn', 'Greta', 'Hugo', 'Ines', 'Jan', 'Kai', 'Lena'];
const lastNames = [
  'Zimmer',
  'Young',
  'Weber',
  'Vogel',
  'Unger',
  'Thal',
  'Schulz',
  'Roth',
  'Quast',
  'Peters',
  'Olsen',
  'Nagel',
];

/** Twelve people at every organisation: two pages of ten. */
export function userContactsOf(organisationId: number): UserContact[] {
  return firstNames.map((firstName, index) => ({
    id: organisationId * 100 + index,
    secondName: lastNames[index]!,
    firstName,
    jobTitle: index === 0 ? 'Head of Trading' : null,
    email: `${firstName.toLowerCase()}.${lastNames[index]!.toLowerCase()}@org${organisationId}.example`,
    phone: `+49 30 ${organisationId}${index}`,
    mobile: null,
    contactOther: null,
  }));
}
