import { auditTrailHandlers } from './audit-trail';
import { adminUsersHandlers } from './admin-users';
import { adminUserChangesHandlers } from './admin-user-changes';
import { preferencesHandlers } from './preferences';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { columnSettingsHandlers } from './column-settings';
import { contactsHandlers } from './contacts';
import { errorReportHandlers } from './error-report';
import { findersHandlers } from './finders';
import { helpHandlers } from './help';
import { mailHandlers } from './mail';
import { mifidHandlers } from './mifid';
import { navigationHandlers } from './navigation';
import { passwordHandlers } from './password';
import { problemSolvingHandlers } from './problem-solving';
import { referenceLinkHandlers } from './reference-link';
import { remitHandlers } from './remit';
import { systemHandlers } from './system';
import { twoFactorHandlers } from './two-factor';
import { userHandlers } from './user';

export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...navigationHandlers,
  ...systemHandlers,
  ...helpHandlers,
  ...referenceLinkHandlers,
  ...contactsHandlers,
  ...passwordHandlers,
  ...twoFactorHandlers,
  ...mailHandlers,
  ...errorReportHandlers,
  ...columnSettingsHandlers,
  ...auditTrailHandlers,
  ...mifidHandlers,
  ...remitHandlers,
  ...findersHandlers,
  ...problemSolvingHandlers,
  ...billingHandlers,
  ...adminUsersHandlers,
  ...adminUserChangesHandlers,
  ...preferencesHandlers,
];
