// The help area's pages, loaded as one chunk with the shell's first page.
export { WelcomePage } from './welcome-page';
export { ContactsPage, ReleaseNotesPage, SupportPage } from './help-pages';
