import { asc, eq, sql } from 'drizzle-orm';
import type {
  OrganisationContactsPage,
  OrganisationContactsRequest,
  OrganisationGroupOption,
  UserContactsPage,
  UserContactsRequest,
} from '@shared/contract';
import type { Database } from '../db/database';
import { contacts, organisationGroups } from '../db/schema';
import { organisationContactsPage, type GroupSizesKeeper } from './organisation-contacts-repository';
import { offsetSource, orderBy, pagedQuery, textKey } from '../db/paged-query';

export type NewContact = typeof contacts.$inferInsert;
export type NewOrganisationGroup = typeof organisationGroups.$inferInsert;

const userColumns = {
  secondName: contacts.secondName,
  firstName: contacts.firstName,
  jobTitle: contacts.jobTitle,
  email: contacts.email,
  phone: contacts.phone,
  mobile: contacts.mobile,
  contactOther: contacts.contactOther,
} as const;

export function createContactsRepository(db: Database) {
  return {
    async listGroups(): Promise<OrganisationGroupOption[]> {
      return db
        .select({ key: organisationGroups.code, value: organisationGroups.displayName })
        .from(organisationGroups)
        .orderBy(sql`${organisationGroups.displayName} COLLATE "und-x-icu"`, asc(organisationGroups.code));
    },

    organisationPage(
      request: OrganisationContactsRequest,
      groupSizes?: GroupSizesKeeper,
    ): Promise<OrganisationContactsPage> {
      return organisationContactsPage(db, request, groupSizes);
    },

    peoplePage({ paging, sorting, idOfSelectedOrganisation }: UserContactsRequest): Promise<UserContactsPage> {
      const where = eq(contacts.organisationId, idOfSelectedOrganisation);
      const source = offsetSource({
        count: () => db.$count(contacts, where),
        rows: (order, limit, offset) =>
          db
            .select({ id: contacts.id, ...userColumns })
            .from(contacts)
            .where(where)
            .orderBy(...orderBy(order))
            .limit(limit)
            .offset(offset),
      });
      const key = textKey(userColumns[sorting.columnName]);
      return pagedQuery(source, paging, { key, sortOrder: sorting.sortOrder, tieBreak: contacts.id });
    },

    async insertGroups(rows: NewOrganisationGroup[]): Promise<void> {
      if (rows.length > 0) await db.insert(organisationGroups).values(rows);
    },

    /**
     * One INSERT per call, the rows passed as a single JSON parameter: on PGlite this is about twice
     * as fast as thousands of bound parameters, and no statement nears PostgreSQL's 65,535-parameter
     * limit. Callers still batch, to keep each statement's memory small.
     */
    async insertPeople(rows: NewContact[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        INSERT INTO ${contacts} (organisation_id, second_name, first_name, job_title, email, phone, mobile, contact_other)
        SELECT "organisationId", "secondName", "firstName", "jobTitle", email, phone, mobile, "contactOther"
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS person(
          "organisationId" integer, "secondName" text, "firstName" text, "jobTitle" text,
          email text, phone text, mobile text, "contactOther" text)`);
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
