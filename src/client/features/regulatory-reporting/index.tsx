// eRR area (REMIT trades and sheets, MiFID positions), loaded as its own chunk; its finders and audit
// trails are in the finders and audit-trail chunks.
export * from './trade-pages';
export { MifidPositionsPage as MifidDetailsPage } from './mifid/mifid-positions-page';
