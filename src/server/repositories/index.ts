import type { Database } from '../db/database';
import { createNavigationRepository } from './navigation-repository';
import { createOrganisationsRepository } from './organisations-repository';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

export function createRepositories(db: Database) {
  return {
    users: createUsersRepository(db),
    organisations: createOrganisationsRepository(db),
    navigation: createNavigationRepository(db),
    sessions: createSessionsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
