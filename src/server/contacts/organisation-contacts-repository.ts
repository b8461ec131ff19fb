import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrganisationContact, OrganisationContactsPage, OrganisationContactsRequest } from '@shared/contract';
import type { Database } from '../db/database';
import { organisationGroups, organisations } from '../db/schema';
import { offsetSource, orderBy, pagedQuery, textKey, type PageOrder, type PageSource } from '../db/paged-query';

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
 * organisation_groups). But there are few groups: their sizes, read once, are the count and say which
 * groups a page spans, and each group's share is a range of organisations_group_idx, ordered by id as
 * the tie-break demands. Group names are unique, so "group name, then id" is exactly "group after
 * group, each by id".
 */
function groupNameSource(db: Database, where: SQL | undefined): PageSource<OrganisationContact> {
  // A promise, not the query builder: awaiting a builder runs its query again each time, and both the
  // count and the page ask for the groups.
  let ascendingGroups: Promise<Array<{ code: string; size: number }>> | undefined;
  const groups = () =>
    (ascendingGroups ??= db
      .select({ code: organisations.organisationGroup, size: count() })
      .from(organisations)
      .leftJoin(organisationGroups, eq(organisationGroups.code, organisations.organisationGroup))
      .where(where)
      .groupBy(organisations.organisationGroup, organisationGroups.displayName)
      .orderBy(
        ...orderBy({
          key: textKey(groupDisplayName),
          sortOrder: 'ASCENDING',
          tieBreak: organisations.organisationGroup,
        }),
      )
      .execute());
  return {
    async count() {
      return (await groups()).reduce((total, group) => total + group.size, 0);
    },
    async page({ offset, limit }, order) {
      const ascending = order.sortOrder === 'ASCENDING';
      const inOrder = ascending ? await groups() : [...(await groups())].reverse();
      const byId = ascending ? asc(organisations.id) : desc(organisations.id);
      const end = offset + limit;
      const rows: OrganisationContact[] = [];
      let start = 0;
      for (const { code, size } of inOrder) {
        const from = Math.max(offset, start);
        const to = Math.min(end, start + size);
        if (from < to) {
          rows.push(
            ...(await selectRows(db, eq(organisations.organisationGroup, code))
              .orderBy(byId)
              .limit(to - from)
              .offset(from - start)),
          );
        }
        start += size;
      }
      return rows;
    },
  };
}

/** A page of the organisation table of the contact directory, optionally of one group. */
export function organisationContactsPage(
  db: Database,
  { paging, sorting, idOfSelectedOrganisationGroup }: OrganisationContactsRequest,
): Promise<OrganisationContactsPage> {
  const group = idOfSelectedOrganisationGroup ?? null;
  const where = group === null ? undefined : eq(organisations.organisationGroup, group);
  const order: PageOrder = {
    key: textKey(columns[sorting.columnName]),
    sortOrder: sorting.sortOrder,
    tieBreak: organisations.id,
  };
  const source =
    sorting.columnName === 'organisationGroupDisplayName'
      ? groupNameSource(db, where)
      : offsetSource({
          count: () => db.$count(organisations, where),
          rows: (pageOrder, limit, offset) =>
            selectRows(db, where)
              .orderBy(...orderBy(pageOrder))
              .limit(limit)
              .offset(offset),
        });
  return pagedQuery(source, paging, order);
}
