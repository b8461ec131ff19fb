import { asc, count, eq, sql } from 'drizzle-orm';
import type {
  OrganisationContact,
  OrganisationContactsRequest,
  OrganisationGroupOption,
  UserContact,
  UserContactsRequest,
} from '@shared/contract';
import type { Database } from '../db/database';
import { contacts, organisationGroups } from '../db/schema';
import { directoryOrder, pageOffset, type DirectoryPage } from './directory-order';
import { organisationContactsPage } from './organisation-contacts-page';

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

/** Counts first: a page past the end costs no row query (and no absurd OFFSET reaches the database). */
async function pageOf<T>(
  total: Promise<Array<{ value: number }>>,
  offset: number,
  rows: () => Promise<T[]>,
): Promise<DirectoryPage<T>> {
  const [row] = await total;
  const matching = row?.value ?? 0;
  return { count: matching, rows: offset < matching ? await rows() : [] };
}

export function createContactsRepository(db: Database) {
  return {
    async listGroups(): Promise<OrganisationGroupOption[]> {
      return db
        .select({ key: organisationGroups.code, value: organisationGroups.displayName })
        .from(organisationGroups)
        .orderBy(sql`${organisationGroups.displayName} COLLATE "und-x-icu"`, asc(organisationGroups.code));
    },

    organisationPage(request: OrganisationContactsRequest): Promise<DirectoryPage<OrganisationContact>> {
      return organisationContactsPage(db, request);
    },

    async peoplePage({
      paging,
      sorting,
      idOfSelectedOrganisation,
    }: UserContactsRequest): Promise<DirectoryPage<UserContact>> {
      const where = eq(contacts.organisationId, idOfSelectedOrganisation);
      const offset = pageOffset(paging.page, paging.entriesPerPage);
      return pageOf(db.select({ value: count() }).from(contacts).where(where), offset, () =>
        db
          .select({ id: contacts.id, ...userColumns })
          .from(contacts)
          .where(where)
          .orderBy(...directoryOrder(userColumns[sorting.columnName], sorting.sortOrder, contacts.id))
          .limit(paging.entriesPerPage)
          .offset(offset),
      );
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
