// The finder pages, one lazily loaded chunk for all work areas: each renders the shared Finder with its
// finder kind and the links its rows offer.
export { DealFinderPage } from './deal-finder-page';
export { InvoiceFinderPage, NettingFinderPage } from './settlement-finder-pages';
export { EtmFilesInFinderPage } from './files-in-finder-page';
export * from './file-finder-pages';
export * from './remit-activity-page';
