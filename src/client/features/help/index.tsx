import { lazy, Suspense } from 'react';
import { FullPageLoader } from '@client/components/full-page-loader';

// The help area's pages, loaded as one chunk with the shell's first page.
export { WelcomePage } from './welcome-page';
export { SupportPage } from './support-page';
export { ReleaseNotesPage } from './release-notes-page';

// The DataGrid (about 170 KB gzipped) is only for the contact directory, not for the welcome page
// every login lands on: the directory is a chunk of its own.
const LazyContactsPage = lazy(() => import(/* webpackChunkName: "help-contacts" */ './contacts/contacts-page'));

export function ContactsPage() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <LazyContactsPage />
    </Suspense>
  );
}
