import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrganisationContact, OrganisationContactsRequest, SortOrder } from '@shared/contract';
import type { Database } from '../db/database';
import { organisationGroups, organisations } from '../db/schema';
import { directoryOrder, pageOffset, type DirectoryPage } from './directory-order';

// An organisation whose group code has no row still shows, under its code.
const groupDisplayName = sql<string>`coalesce(${organisationGroups.displayName}, ${organisations.organisationGroup})`;

const columns = {
  organisationGroupDisplayName: groupDisplayName,
  displayName: organisations.displayName,
  legalName: organisations.legalName,
  eicCode: organisations.eicCode,
  ecmProcessRole: organisations.ecmProcessRole,
  errProcessRole: organisations.errProcessRole,
  businessContact: organisations.businessContact,
  technicalContact: organisations.technicalContact,
} as const;

const selectRows = (db: Database, where: SQL | undefined) =>
  db
    .select({ organisationId: organisations.id, ...columns })
    .from(organisations)
    .leftJoin(organisationGroups, eq(organisationGroups.code, organisations.organisationGroup))
    .where(where)
    .$dynamic();

/**
 * The default sort, by group name, cannot use an index on organisations (the name lives in
 * organisation_groups). But there are few groups: their sizes say which groups the page spans, and
 * each group's share is a range of organisations_group_idx, ordered by id as the tie-break demands.
 * Group names are unique, so "group name, then id" is exactly "group after group, each by id".
 */
async function pageByGroupName(
  db: Database,
  { paging, sorting }: OrganisationContactsRequest,
  where: SQL | undefined,
): Promise<DirectoryPage<OrganisationContact>> {
  const groups = await db
    .select({ code: organisations.organisationGroup, size: count() })
    .from(organisations)
    .leftJoin(organisationGroups, eq(organisationGroups.code, organisations.organisationGroup))
    .where(where)
    .groupBy(organisations.organisationGroup, organisationGroups.displayName)
    .orderBy(...directoryOrder(groupDisplayName, sorting.sortOrder, organisations.organisationGroup));
  const offset = pageOffset(paging.page, paging.entriesPerPage);
  const end = offset + paging.entriesPerPage;
  const rows: OrganisationContact[] = [];
  let start = 0;
  for (const { code, size } of groups) {
    const from = Math.max(offset, start);
    const to = Math.min(end, start + size);
    if (from < to) {
      const byId = sorting.sortOrder === 'ASCENDING' ? asc(organisations.id) : desc(organisations.id);
      const slice = selectRows(db, eq(organisations.organisationGroup, code))
        .orderBy(byId)
        .limit(to - from)
        .offset(from - start);
      rows.push(...(await slice));
    }
    start += size;
  }
  return { count: start, rows };
}

/**
 * Counts first: a page past the end costs no row query (and no absurd OFFSET reaches the database).
 * A page in the second half is read from the other end of the index, in the reverse order, and
 * turned round: the order is total (ties broken by id), so the rows are the same, and no page skips
 * more than half the rows.
 */
async function pageByColumn(
  db: Database,
  { paging, sorting }: OrganisationContactsRequest,
  where: SQL | undefined,
): Promise<DirectoryPage<OrganisationContact>> {
  const [total] = await db.select({ value: count() }).from(organisations).where(where);
  const matching = total?.value ?? 0;
  const offset = pageOffset(paging.page, paging.entriesPerPage);
  if (offset >= matching) return { count: matching, rows: [] };
  const limit = Math.min(paging.entriesPerPage, matching - offset);
  const fromTheEnd = offset > matching - offset - limit;
  const sortOrder = fromTheEnd ? reversed(sorting.sortOrder) : sorting.sortOrder;
  const rows = await selectRows(db, where)
    .orderBy(...directoryOrder(columns[sorting.columnName], sortOrder, organisations.id))
    .limit(limit)
    .offset(fromTheEnd ? matching - offset - limit : offset);
  return { count: matching, rows: fromTheEnd ? rows.reverse() : rows };
}

const reversed = (sortOrder: SortOrder): SortOrder => (sortOrder === 'ASCENDING' ? 'DESCENDING' : 'ASCENDING');

/** A page of the organisation table of the contact directory, optionally of one group. */
export function organisationContactsPage(
  db: Database,
  request: OrganisationContactsRequest,
): Promise<DirectoryPage<OrganisationContact>> {
  const group = request.idOfSelectedOrganisationGroup ?? null;
  const where = group === null ? undefined : eq(organisations.organisationGroup, group);
  return request.sorting.columnName === 'organisationGroupDisplayName'
    ? pageByGroupName(db, request, where)
    : pageByColumn(db, request, where);
}
