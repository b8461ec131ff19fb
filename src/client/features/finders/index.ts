// The work-area finder; pages.ts gives each finder kind its page with its row links.
export { Finder, type FinderProps, FINDER_NO_MATCH_MESSAGE, FINDER_NO_ROWS_MESSAGE } from './finder';
export { auditTrailLink, documentLink, rowLink, RowLinks, smtSheetLink, type FinderRowLink } from './row-links';
export { customiseColumnsHref } from './customise-columns-button';
