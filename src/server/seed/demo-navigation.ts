import { finderClientPaths, finderTitles, type FinderKind } from '@shared/contract/finder-constants';
import { PROBLEM_SOLVING_TITLE } from '@shared/contract/problem-solving-constants';
import { helpPageTitles } from '@shared/page-titles';
import type { NewNavigationEntry } from '../navigation/repository';
import type { OrganisationRow } from '../access/organisations-repository';

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
    [helpPageTitles.welcome, 'help/welcome'],
    [helpPageTitles.support, 'help/support'],
    [helpPageTitles.releaseNotes, 'help/release_notes'],
    [helpPageTitles.contacts, 'help/contacts'],
  ],
};
// Each work area starts at its finders; the detail pages (audit trails, documents, trade screens) are
// reached from a finder's row, which carries the record's id. Names and paths come from the finder
// contract the client's router registers.
const finderItem = (finder: FinderKind): [name: string, path: string] => [
  finderTitles[finder],
  finderClientPaths[finder],
];

// What needs an analyst today, right below Help: the queue of every work area's open problems.
const problemSolving: MenuGroup = {
  name: PROBLEM_SOLVING_TITLE,
  path: 'problemsolving',
  order: 2,
  items: [[PROBLEM_SOLVING_TITLE, 'problemsolving']],
};
const confirmations: MenuGroup = {
  name: 'Confirmations',
  path: 'ecm',
  order: 3,
  items: [finderItem('deals')],
};
const settlement: MenuGroup = {
  name: 'Settlement',
  path: 'esm',
  order: 4,
  items: [finderItem('invoices'), finderItem('nettings')],
};
const regulatoryReporting: MenuGroup = {
  name: 'Regulatory Reporting',
  path: 'err',
  order: 5,
  items: [
    finderItem('remitActivity'),
    finderItem('remitFilesIn'),
    finderItem('remitFilesOut'),
    finderItem('mifidFiles'),
  ],
};
// The trade files an organisation sends in arrive with its reporting, so the area follows the eRR role.
const tradeManagement: MenuGroup = {
  name: 'Trade Management',
  path: 'etm',
  order: 6,
  items: [finderItem('etmFilesIn')],
};
const settings: MenuGroup = {
  name: 'Settings',
  path: 'settings',
  order: 7,
  items: [
    ['Column Settings', 'settings/datatable/customize?documentType=REMIT_TABLE_1'],
    ['Preferences', 'preferences'],
    ['Master Data', 'masterdata'],
  ],
};
const administration: MenuGroup = {
  name: 'Administration',
  path: 'admin',
  order: 8,
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
    ...(organisation.ecmProcessRole || organisation.errProcessRole ? entries(problemSolving, organisation.id) : []),
    ...(organisation.ecmProcessRole
      ? [...entries(confirmations, organisation.id), ...entries(settlement, organisation.id)]
      : []),
    ...(organisation.errProcessRole
      ? [...entries(regulatoryReporting, organisation.id), ...entries(tradeManagement, organisation.id)]
      : []),
  ]);
  return [...shared, ...perOrganisation];
}
