export { PreferencesPage } from './preferences-page';
