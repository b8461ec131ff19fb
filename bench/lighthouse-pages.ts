// The pages `npm run bench` hands to Lighthouse, each with the score it must reach per preset.
// Login is audited signed out; every other page signed in as the analyst.
import { finderClientPaths, finderKinds, finderTitles } from '../src/shared/contract/finder-constants';
import type { CeilingKind } from './ceiling-pages';

export type Preset = 'mobile' | 'desktop';
export const presets: Preset[] = ['mobile', 'desktop'];

export interface AuditedPage {
  name: string;
  /** Path and query; `fileId` is filled in once the MiFID file to show is known. */
  path: string;
  signedIn: boolean;
  minimumScore: Record<Preset, number>;
  /** The ceiling page (ceiling-pages.ts) whose score this page's is a share of. */
  ceiling: CeilingKind;
}

/** Pages without a data grid: the login form, the welcome text, the column settings. */
const lightPage = { minimumScore: { mobile: 90, desktop: 95 }, ceiling: 'light' } as const;
/** Pages built around a data grid (the issue measured a minimal page of this stack with one DataGrid at 59-63 on mobile). */
const gridPage = { minimumScore: { mobile: 75, desktop: 95 }, ceiling: 'grid' } as const;

/** The reference trail of the demo seed (the welcome-page link NW-AUDIT-240117 leads there). */
const referenceTrail =
  '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417&urlPart=remit';

export function auditedPages(mifidFileId: number | undefined): AuditedPage[] {
  const finders = finderKinds.map((kind) => ({
    name: finderTitles[kind],
    path: `/${finderClientPaths[kind]}`,
    signedIn: true,
    ...gridPage,
  }));
  return [
    { name: 'login', path: '/login', signedIn: false, ...lightPage },
    { name: 'welcome', path: '/help/welcome', signedIn: true, ...lightPage },
    { name: 'contacts', path: '/help/contacts', signedIn: true, ...gridPage },
    ...finders,
    { name: 'audit trail', path: referenceTrail, signedIn: true, ...gridPage },
    {
      name: 'MiFID positions',
      path: `/err/mifid/details?fileId=${mifidFileId ?? ''}`,
      signedIn: true,
      ...gridPage,
    },
    {
      name: 'column settings',
      path: '/settings/datatable/customize?documentType=REMIT_TABLE_1',
      signedIn: true,
      ...lightPage,
    },
  ];
}
