export { ColumnSettingsPage } from './column-settings-page';
