import type {
  Navigation,
  OrganisationSummary,
  SelectableOrganisations,
  SystemInformation,
  UserInformation,
} from '@shared/contract';
import { finderClientPaths, finderKinds, finderTitles } from '@shared/contract/finder-constants';

/** Demo data shaped like the seeded world (DESIGN.md "Demo data"), for the component tests. */
export const organisations = {
  nordicPower: { organisationId: 11, displayName: 'Nordic Power Trading', eicCode: '11XNORDICPOWER-6' },
  alpineGas: { organisationId: 12, displayName: 'Alpine Gas Supply', eicCode: '11XALPINEGAS--1S' },
  northSea: { organisationId: 13, displayName: 'North Sea Energy', eicCode: '11XNORTHSEA---3K' },
} satisfies Record<string, OrganisationSummary>;

export const systemInformation: SystemInformation = {
  instanceName: 'EPT Test',
  version: '4.2.0',
  revision: 'a1b2c3d',
};

interface DemoAccount {
  password: string;
  /** TOTP accounts need this verification code. */
  token?: string;
  user: UserInformation;
  selectable: SelectableOrganisations;
}

const baseUser = {
  organisation: organisations.nordicPower,
  passwordExpiration: 60,
  lastLoginTimestamp: '2026-11-20T08:15:00.000Z',
  changePasswordImmediately: false,
  setupTwoFactor: false,
  fhaUser: false,
  twoFactor: false,
  isAdmin: false,
};

export const demoAccounts: Record<string, DemoAccount> = {
  analyst: {
    password: 'Analyst#2026',
    user: { ...baseUser, userName: 'analyst', firstName: 'Anna', lastName: 'Lyst' },
    selectable: { selectionOptional: false, organisations: [organisations.nordicPower, organisations.alpineGas] },
  },
  totp: {
    password: 'Totp#2026',
    token: '246810',
    user: { ...baseUser, userName: 'totp', firstName: 'Tom', lastName: 'Otp' },
    selectable: { selectionOptional: false, organisations: [organisations.nordicPower] },
  },
  newcomer: {
    password: 'Newcomer#2026',
    user: {
      ...baseUser,
      userName: 'newcomer',
      firstName: 'Nina',
      lastName: 'Newcomer',
      lastLoginTimestamp: null,
      changePasswordImmediately: true,
      setupTwoFactor: true,
    },
    selectable: { selectionOptional: false, organisations: [organisations.nordicPower] },
  },
  admin: {
    password: 'Admin#2026',
    user: { ...baseUser, userName: 'admin', firstName: 'Ada', lastName: 'Admin', organisation: null, isAdmin: true },
    selectable: {
      selectionOptional: true,
      organisations: [organisations.nordicPower, organisations.alpineGas, organisations.northSea],
    },
  },
};

const helpGroup = {
  name: 'Help',
  path: 'help',
  children: [
    { name: 'Welcome', path: 'help/welcome' },
    { name: 'Support', path: 'help/support' },
    { name: 'Release Notes', path: 'help/release_notes' },
    { name: 'Organisation Contact Directory', path: 'help/contacts' },
  ],
};

// Every finder, in each organisation's menu (a test takes one out for an organisation without it): a finder
// its organisation's menu lacks says so in place of the page.
const findersGroup = {
  name: 'Finders',
  path: 'finders',
  children: finderKinds.map((finder) => ({ name: finderTitles[finder], path: finderClientPaths[finder] })),
};

/** Each organisation has its own menu, so tests can see the navigation follow the selection. */
export function navigationFor(organisationId: number | undefined): Navigation {
  const reporting = {
    name: 'Regulatory Reporting',
    path: 'err',
    children: [
      { name: 'REMIT Audit Trail', path: 'err/remit_audittrail' },
      { name: 'REMIT Table 1 Trades', path: 'err/remit_table1_trade' },
    ],
  };
  const settlement = {
    name: 'Settlement',
    path: 'esm',
    children: [{ name: 'Invoice Audit Trail', path: 'esm/audittrail/invoice' }],
  };
  // Without an organisation the menu has no finders, as the product's shared menu has none.
  if (organisationId === undefined) return { groups: [helpGroup, reporting] };
  if (organisationId === organisations.alpineGas.organisationId)
    return { groups: [helpGroup, findersGroup, settlement] };
  return { groups: [helpGroup, findersGroup, reporting] };
}
