// The pages `npm run bench` hands to Lighthouse, each with the score it must reach per preset.
// Login is audited signed out; every other page signed in as the analyst.
import { finderClientPaths, finderKinds, finderTitles } from '../src/shared/contract/finder-constants';

export type Preset = 'mobile' | 'desktop';
export const presets: Preset[] = ['mobile', 'desktop'];

export interface AuditedPage {
  name: string;
  /** Path and query; `fileId` is filled in once the MiFID file to show is known. */
  path: string;
  signedIn: boolean;
  minimumScore: Record<Preset, number>;
}

/** Pages without a data grid: the login form, the welcome text, the column settings. */
const lightPage = { mobile: 90, desktop: 95 };
/** Pages built around a data grid (a minimal page of this stack with one DataGrid scores 59-63 on mobile). */
const gridPage = { mobile: 75, desktop: 95 };

/** The reference trail of the demo seed (the welcome-page link NW-AUDIT-240117 leads there). */
const referenceTrail =
  '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417&urlPart=remit';

export function auditedPages(mifidFileId: number | undefined): AuditedPage[] {
  const finders = finderKinds.map((kind) => ({
    name: finderTitles[kind],
    path: `/${finderClientPaths[kind]}`,
    signedIn: true,
    minimumScore: gridPage,
  }));
  return [
    { name: 'login', path: '/login', signedIn: false, minimumScore: lightPage },
    { name: 'welcome', path: '/help/welcome', signedIn: true, minimumScore: lightPage },
    { name: 'contacts', path: '/help/contacts', signedIn: true, minimumScore: gridPage },
    ...finders,
    { name: 'audit trail', path: referenceTrail, signedIn: true, minimumScore: gridPage },
    {
      name: 'MiFID positions',
      path: `/err/mifid/details?fileId=${mifidFileId ?? ''}`,
      signedIn: true,
      minimumScore: gridPage,
    },
    {
      name: 'column settings',
      path: '/settings/datatable/customize?documentType=REMIT_TABLE_1',
      signedIn: true,
      minimumScore: lightPage,
    },
  ];
}
