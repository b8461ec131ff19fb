import type { Database } from './db/database';
import { createAuditTrailDocumentsRepository } from './documents/repository';
import { createClientReportsRepository } from './client-errors/repository';
import { createColumnSettingsRepository } from './column-settings/repository';
import { createContactsRepository } from './contacts/repository';
import { createEmailLoginCodesRepository } from './access/email-login-codes-repository';
import { createHelpTextsRepository } from './help/repository';
import { createLoginThrottleRepository } from './access/login-throttle-repository';
import { createMifidRepository } from './mifid/repository';
import { createFinderRepository } from './finders/repository';
import { createMailOutboxRepository } from './mail/outbox-repository';
import { createMasterDataRepository } from './master-data/repository';
import { createNavigationRepository } from './navigation/repository';
import { createOrganisationsRepository } from './access/organisations-repository';
import { createPasswordHistoryRepository } from './access/password-history-repository';
import { createPasswordResetTokensRepository } from './access/password-reset-tokens-repository';
import { createReferenceLinksRepository } from './reference-links/repository';
import { createRemitRepository } from './remit/repository';
import { createHolidaysRepository } from './problem-solving/holidays-repository';
import { createPreferencesRepository } from './preferences/repository';
import { createProblemsRepository } from './problem-solving/repository';
import { createReportingRepository } from './reporting/repository';
import { createRequestLimitsRepository } from './access/request-limits-repository';
import { createSessionsRepository } from './access/sessions-repository';
import { createTwoFactorRepository } from './access/two-factor-repository';
import { createUsersRepository } from './access/users-repository';

function createStores(db: Database) {
  return {
    users: createUsersRepository(db),
    organisations: createOrganisationsRepository(db),
    navigation: createNavigationRepository(db),
    preferences: createPreferencesRepository(db),
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
    remit: createRemitRepository(db),
    auditTrailDocuments: createAuditTrailDocumentsRepository(db),
    mifid: createMifidRepository(db),
    masterData: createMasterDataRepository(db),
    problems: createProblemsRepository(db),
    holidays: createHolidaysRepository(db),
    finders: createFinderRepository(db),
  };
}

export type Repositories = ReturnType<typeof createStores> & {
  /**
   * One unit of work: every repository `work` uses runs on one transaction, committed together or not
   * at all (nested, it is a savepoint). The one way a change spanning several stores is written.
   */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
};

export function createRepositories(db: Database): Repositories {
  return {
    ...createStores(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
  };
}
