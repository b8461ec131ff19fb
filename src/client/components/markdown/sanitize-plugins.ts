import rehypeSanitize from 'rehype-sanitize';
import type { PluggableList } from 'unified';
import { dropBlockedImages } from '@shared/markdown/blocked-images';
import { linkFragmentsToIds } from '@shared/markdown/fragment-links';
import { labelTaskCheckboxes } from '@shared/markdown/task-checkboxes';
import { headingsUnderTheTitle } from '@shared/markdown/heading-levels';
import { wrapTablesInRegions } from '@shared/markdown/table-regions';

/**
 * Help texts are untrusted markdown. The editor's live preview runs rehype-sanitize with GitHub's
 * schema (no scripts, event handlers, styles, iframes, forms, or javascript:/data: links), then drops
 * images on an API or on other sites and puts the headings under the text's title, as the server
 * does for the text it renders for reading (server/help/help-html.ts).
 */
export const sanitizedRehypePlugins: PluggableList = [
  [rehypeSanitize],
  dropBlockedImages,
  labelTaskCheckboxes,
  wrapTablesInRegions,
  headingsUnderTheTitle,
  // The sanitiser prefixed every id (headings' and footnotes'): links written to them follow.
  linkFragmentsToIds,
];
