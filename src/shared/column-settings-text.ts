// The words of the Personal Column Settings page (market-reporting spec, 'Personal Column Settings')
// that do not wait for any answer: the page shows them, and the server paints them into the page's HTML
// before its scripts have run (server/plugins/page-frame.ts).
import type { ColumnSettingsKey } from './contract/column-settings';

/** What the user is arranging the columns of: the grid each settings key shapes. */
const subjects: Record<ColumnSettingsKey, string> = {
  remitt1: 'REMIT Table 1 records',
  remitt2: 'REMIT Table 2 records',
  remitt3: 'Electricity transportation rights',
  remitt4: 'Gas capacity',
  remitfund: 'Fundamental data',
  ecm: 'Confirmations (Deal Finder)',
  esmInvoice: 'Invoices (Invoice Finder)',
  esmNettingstatement: 'Netting statements (Netting Finder)',
  problemsolving: 'Open problems (Problem Solving)',
};

/** The line under the page's title. */
export const columnsOfText = (key: ColumnSettingsKey): string => `Columns of: ${subjects[key]}`;

export const COLUMN_SETTINGS_HELP_TEXT =
  'Drag a column to the left to display it, up or down to reorder it, and to the right to remove it. ' +
  'Always press "Save Changes" to keep your changes.';
export const COLUMN_SETTINGS_KEYBOARD_HELP_TEXT =
  'Without a mouse: move to a column with Tab, press Space to pick it up, move it with the arrow keys and ' +
  'press Space to drop it. The buttons beside each column move it too.';
