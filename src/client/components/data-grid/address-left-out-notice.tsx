import Alert from '@mui/material/Alert';
import { shown } from '../form/shown-entry';
import { focusAfterRender } from '../page-title';
import type { LeftOutOfAddress } from './use-grid-state';

/** What the grid's own address parameters are called on the page. */
const GRID_PARAMETER_LABELS: Record<string, string> = {
  page: 'Page',
  size: 'Rows per page',
  sort: 'Sort column',
  order: 'Sort order',
};

/**
 * Says what a link asked for that the page cannot show and so left out (a day that is not one, a search
 * too long, a page size not offered): without a word, a list shown without a mistyped filter read as
 * the filtered one. `labels` names the page's filters as its controls do.
 */
export function AddressLeftOutNotice({
  leftOut,
  labels = {},
  onClose,
}: {
  leftOut: readonly LeftOutOfAddress[];
  labels?: Record<string, string>;
  onClose: () => void;
}) {
  if (leftOut.length === 0) return null;
  const named = leftOut.map(
    ({ name, value }) => `${labels[name] ?? GRID_PARAMETER_LABELS[name] ?? name} (${shown(value)})`,
  );
  return (
    <Alert
      severity="warning"
      role="status"
      onClose={() => {
        onClose();
        // Its Close button goes with it: a keyboard user goes on from the page's title, not its top.
        focusAfterRender();
      }}
    >
      {`The link asked for what this page cannot show, so it was left out: ${named.join(', ')}.`}
    </Alert>
  );
}
