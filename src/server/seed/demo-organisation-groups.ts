/**
 * The directory's organisation groups: `code` is what organisations.organisation_group stores and
 * the filter sends, `displayName` what the table and the filter show. Each group also says how the
 * generator names its members and which process roles they usually hold.
 */
export interface OrganisationGroupProfile {
  code: string;
  displayName: string;
  /** How often a generated organisation belongs here, relative to the others. */
  weight: number;
  nameSuffixes: readonly string[];
  ecmRoles: ReadonlyArray<readonly [role: string | null, weight: number]>;
  errRoles: ReadonlyArray<readonly [role: string | null, weight: number]>;
}

const trading: Pick<OrganisationGroupProfile, 'ecmRoles' | 'errRoles'> = {
  ecmRoles: [
    ['Confirmation sender and receiver', 6],
    ['Confirmation receiver', 2],
    [null, 2],
  ],
  errRoles: [
    ['Reporting party', 8],
    [null, 2],
  ],
};

export const organisationGroupProfiles: readonly OrganisationGroupProfile[] = [
  {
    code: 'TRADERS',
    displayName: 'Traders',
    weight: 25,
    nameSuffixes: ['Energy Trading', 'Commodities', 'Power Trading', 'Energiehandel', 'Markets'],
    ...trading,
  },
  {
    code: 'SUPPLIERS',
    displayName: 'Suppliers',
    weight: 20,
    nameSuffixes: ['Energie', 'Versorgung', 'Supply', 'Gas', 'Power'],
    ...trading,
  },
  {
    code: 'PRODUCERS',
    displayName: 'Producers',
    weight: 15,
    nameSuffixes: ['Wind', 'Solar', 'Hydro', 'Generation', 'Kraftwerke', 'Renewables'],
    ...trading,
  },
  {
    code: 'UTILITIES',
    displayName: 'Utilities',
    weight: 10,
    nameSuffixes: ['Stadtwerke', 'Utilities', 'Energy', 'Multiutility'],
    ...trading,
  },
  {
    code: 'DSO',
    displayName: 'Distribution System Operators',
    weight: 14,
    nameSuffixes: ['Netz', 'Grid', 'Distribution', 'Netzbetrieb'],
    ecmRoles: [[null, 1]],
    errRoles: [
      ['Reporting party', 1],
      [null, 3],
    ],
  },
  {
    code: 'TSO',
    displayName: 'Transmission System Operators',
    weight: 4,
    nameSuffixes: ['Transmission', 'Transport', 'Übertragungsnetz'],
    ecmRoles: [[null, 1]],
    errRoles: [['Registered reporting mechanism', 1]],
  },
  {
    code: 'BROKERS',
    displayName: 'Brokers',
    weight: 8,
    nameSuffixes: ['Brokers', 'Brokerage', 'Energy Brokers'],
    ecmRoles: [
      ['Broker confirmation sender', 4],
      [null, 1],
    ],
    errRoles: [
      ['Organised market place', 3],
      [null, 1],
    ],
  },
  {
    code: 'EXCHANGES',
    displayName: 'Exchanges',
    weight: 2,
    nameSuffixes: ['Power Exchange', 'Energy Exchange', 'Gas Hub'],
    ecmRoles: [[null, 1]],
    errRoles: [['Organised market place', 1]],
  },
];
