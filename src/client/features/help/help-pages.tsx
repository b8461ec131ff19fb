import { BeingBuiltPage } from '@client/components/being-built';

// Markdown panels and the contact directory come with their own issues.
export const SupportPage = () => <BeingBuiltPage title="Support" />;
export const ReleaseNotesPage = () => <BeingBuiltPage title="Release Notes" />;
export const ContactsPage = () => <BeingBuiltPage title="Organisation Contact Directory" />;
