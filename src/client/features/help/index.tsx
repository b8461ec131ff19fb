// The help area's pages, loaded as one chunk with the shell's first page. The contact directory is
// not here: its route loads it as a chunk of its own (it brings the DataGrid).
export { WelcomePage } from './welcome-page';
export { SupportPage } from './support-page';
export { ReleaseNotesPage } from './release-notes-page';
