import type { Database } from '../db/database';
import { createAuditTrailDocumentsRepository } from './audit-trail-documents-repository';
import { createClientReportsRepository } from './client-reports-repository';
import { createColumnSettingsRepository } from './column-settings-repository';
import { createContactsRepository } from './contacts-repository';
import { createEmailLoginCodesRepository } from './email-login-codes-repository';
import { createHelpTextsRepository } from './help-texts-repository';
import { createLoginThrottleRepository } from './login-throttle-repository';
import { createMifidRepository } from './mifid-repository';
import { createMailOutboxRepository } from './mail-outbox-repository';
import { createNavigationRepository } from './navigation-repository';
import { createOrganisationsRepository } from './organisations-repository';
import { createPasswordHistoryRepository } from './password-history-repository';
import { createPasswordResetTokensRepository } from './password-reset-tokens-repository';
import { createReferenceLinksRepository } from './reference-links-repository';
import { createReportingRepository } from './reporting-repository';
import { createRequestLimitsRepository } from './request-limits-repository';
import { createSessionsRepository } from './sessions-repository';
import { createTwoFactorRepository } from './two-factor-repository';
import { createUsersRepository } from './users-repository';

export function createRepositories(db: Database) {
  return {
    users: createUsersRepository(db),
    organisations: createOrganisationsRepository(db),
    navigation: createNavigationRepository(db),
    columnSettings: createColumnSettingsRepository(db),
    sessions: createSessionsRepository(db),
    // Access: second factor, passwords, throttling, mail, client reports.
    twoFactor: createTwoFactorRepository(db),
    passwordHistory: createPasswordHistoryRepository(db),
    passwordResetTokens: createPasswordResetTokensRepository(db),
    emailLoginCodes: createEmailLoginCodesRepository(db),
    loginThrottle: createLoginThrottleRepository(db),
    requestLimits: createRequestLimitsRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    clientReports: createClientReportsRepository(db),
    // Help area: help texts, contact directory, reference links.
    helpTexts: createHelpTextsRepository(db),
    contacts: createContactsRepository(db),
    referenceLinks: createReferenceLinksRepository(db),
    // The reporting world: records, versions, audit trails, stored documents.
    reporting: createReportingRepository(db),
    auditTrailDocuments: createAuditTrailDocumentsRepository(db),
    mifid: createMifidRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
