export { MasterDataPage } from './master-data-page';
