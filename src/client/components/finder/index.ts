// The shared work-area finder; each area's finder pages render it with their finder kind and row links.
export { Finder, type FinderProps, FINDER_NO_MATCH_MESSAGE, FINDER_NO_ROWS_MESSAGE } from './finder';
export { auditTrailLink, documentLink, rowLink, RowLinks, smtSheetLink, type FinderRowLink } from './row-links';
export { customiseColumnsHref } from './customise-columns-button';
