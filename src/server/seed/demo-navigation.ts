import type { NewNavigationEntry } from '../repositories/navigation-repository';
import type { OrganisationRow } from '../repositories/organisations-repository';

interface MenuGroup {
  name: string;
  path: string;
  order: number;
  adminOnly?: boolean;
  items: Array<[name: string, path: string]>;
}

// The paths are routes of the SPA router; the names are what the menu shows.
const help: MenuGroup = {
  name: 'Help',
  path: 'help',
  order: 1,
  items: [
    ['Welcome', 'help/welcome'],
    ['Support', 'help/support'],
    ['Release Notes', 'help/release_notes'],
    ['Organisation Contact Directory', 'help/contacts'],
  ],
};
const confirmations: MenuGroup = {
  name: 'Confirmations',
  path: 'ecm',
  order: 2,
  items: [
    ['Deal Finder', 'ecm/dealfinder/confirmation_doc'],
    ['Audit Trail', 'ecm/audittrail'],
  ],
};
const settlement: MenuGroup = {
  name: 'Settlement',
  path: 'esm',
  order: 3,
  items: [
    ['Invoice Audit Trail', 'esm/audittrail/invoice'],
    ['Netting Audit Trail', 'esm/audittrail/netting'],
  ],
};
const regulatoryReporting: MenuGroup = {
  name: 'Regulatory Reporting',
  path: 'err',
  order: 4,
  items: [
    ['REMIT Audit Trail', 'err/remit_audittrail'],
    ['REMIT Table 1 Trade', 'err/remit_table1_trade'],
    ['REMIT Table 2 Trade', 'err/remit_table2_trade'],
    ['REMIT Transaction Sheet', 'err/remit_transaction_sheet'],
    ['MiFID Audit Trail', 'err/mifid_audittrail'],
    ['REMIT Report', 'err/remit_report/activity'],
  ],
};
const settings: MenuGroup = {
  name: 'Settings',
  path: 'settings',
  order: 5,
  items: [
    ['Column Settings', 'settings/datatable/customize?documentType=REMIT_TABLE_1'],
    ['Preferences', 'preferences'],
  ],
};
const administration: MenuGroup = {
  name: 'Administration',
  path: 'admin',
  order: 6,
  adminOnly: true,
  items: [
    ['Administration', 'admin'],
    ['Mails Report', 'admin/mails_report'],
    ['Billing History', 'admin/billing_history'],
  ],
};

function entries(group: MenuGroup, organisationId: number | null): NewNavigationEntry[] {
  return group.items.map(([itemName, itemPath], index) => ({
    organisationId,
    groupName: group.name,
    groupPath: group.path,
    groupOrder: group.order,
    itemName,
    itemPath,
    itemOrder: index + 1,
    adminOnly: group.adminOnly ?? false,
  }));
}

/** Help, settings and administration for everyone; the business areas follow each organisation's roles. */
export function demoNavigation(organisations: OrganisationRow[]): NewNavigationEntry[] {
  const shared = [help, settings, administration].flatMap((group) => entries(group, null));
  const perOrganisation = organisations.flatMap((organisation) => [
    ...(organisation.ecmProcessRole ? [...entries(confirmations, organisation.id), ...entries(settlement, organisation.id)] : []),
    ...(organisation.errProcessRole ? entries(regulatoryReporting, organisation.id) : []),
  ]);
  return [...shared, ...perOrganisation];
}
