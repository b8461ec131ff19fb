import { and, asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { OrganisationContactsPage, OrganisationContactsRequest } from '@shared/contract';
import type { SortOrder } from '@shared/contract/paging';
import type { Database } from '../db/database';
import { organisationGroups, organisations } from '../db/schema';
import { preparedOnce } from '../db/prepared-query';
import { offsetSource, orderBy, pagedQuery, textKey, type PageOrder } from '../db/paged-query';

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

// The directory is read on every visit: its queries are prepared once per shape, the group, the page
// window and the offset bound as values.
const ofGroup = eq(organisations.organisationGroup, sql.placeholder('group'));
const window = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
const whereOf = (group: string | null) => (group === null ? undefined : ofGroup);
const groupShape = (group: string | null) => (group === null ? 'all' : 'group');

function countOrganisations(db: Database, group: string | null): Promise<number> {
  const counted = preparedOnce(db, `contact_count_${groupShape(group)}`, (name) =>
    db.select({ count: count() }).from(organisations).where(whereOf(group)).prepare(name),
  );
  return counted.execute({ group }).then(([row]) => row?.count ?? 0);
}

/**
 * The default sort, by group name, cannot use an index on organisations (the name lives in
 * organisation_groups). But there are few groups: their sizes, summed in the page's order, say where
 * each group starts and so which groups the page spans, and each group's share is a range of
 * organisations_group_idx, ordered by id as the tie-break demands. Group names are unique, so "group
 * name, then id" is exactly "group after group, each by id". The groups, the count and the rows are
 * one statement: the directory is read on every visit, and each statement is a round trip.
 */
function groupNamePageStatement(db: Database, group: string | null, sortOrder: SortOrder) {
  const ascending = sortOrder === 'ASCENDING';
  const groupOrder = orderBy({ key: textKey(groupDisplayName), sortOrder, tieBreak: organisations.organisationGroup });
  // drizzle names the groups' columns unqualified, so their names must be of no table the rows read.
  const groups = db.$with('groups').as(
    db
      .select({
        code: sql<string>`${organisations.organisationGroup}`.as('group_code'),
        size: sql<number>`count(*)::int`.as('group_size'),
        // Where the group's first row stands in the list: the sizes of the groups before it.
        start:
          sql<number>`coalesce(sum(count(*)) OVER (ORDER BY ${sql.join(groupOrder, sql`, `)} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int`.as(
            'group_start',
          ),
      })
      .from(organisations)
      .leftJoin(organisationGroups, eq(organisationGroups.code, organisations.organisationGroup))
      .where(whereOf(group))
      .groupBy(organisations.organisationGroup, organisationGroups.displayName),
  );
  const { offset, end } = { offset: sql.placeholder('offset'), end: sql.placeholder('end') };
  const rowsOfGroup = db
    .select({
      organisationId: organisations.id,
      ...columns,
      // A subquery's expressions need names.
      organisationGroupDisplayName: groupDisplayName.as('organisation_group_display_name'),
    })
    .from(organisations)
    .leftJoin(organisationGroups, eq(organisationGroups.code, organisations.organisationGroup))
    .where(eq(organisations.organisationGroup, groups.code))
    .orderBy(ascending ? asc(organisations.id) : desc(organisations.id))
    // drizzle types LIMIT and OFFSET as a number or a placeholder; PostgreSQL takes any expression.
    .limit(
      sql`least(${end}, ${groups.start} + ${groups.size}) - greatest(${offset}, ${groups.start})` as unknown as number,
    )
    .offset(sql`greatest(${offset} - ${groups.start}, 0)` as unknown as number)
    .as('group_rows');
  const { organisationId, organisationGroupDisplayName, displayName, legalName, eicCode } = rowsOfGroup;
  const { ecmProcessRole, errProcessRole, businessContact, technicalContact } = rowsOfGroup;
  return db
    .with(groups)
    .select({
      count: sql<number>`(SELECT coalesce(sum(group_size), 0)::int FROM groups)`,
      row: {
        organisationId,
        organisationGroupDisplayName,
        displayName,
        legalName,
        eicCode,
        ecmProcessRole,
        errProcessRole,
        businessContact,
        technicalContact,
      },
    })
    .from(groups)
    .crossJoinLateral(rowsOfGroup)
    .where(and(lt(groups.start, end), gt(sql`${groups.start} + ${groups.size}`, offset)))
    .orderBy(asc(groups.start), ascending ? asc(organisationId) : desc(organisationId));
}

async function groupNamePage(
  db: Database,
  group: string | null,
  { page, entriesPerPage }: OrganisationContactsRequest['paging'],
  sortOrder: SortOrder,
): Promise<OrganisationContactsPage> {
  const statement = preparedOnce(db, `contact_group_page_${sortOrder}_${groupShape(group)}`, (name) =>
    groupNamePageStatement(db, group, sortOrder).prepare(name),
  );
  const offset = page * entriesPerPage;
  const rows = await statement.execute({ group, offset, end: offset + entriesPerPage });
  // A page past the end spans no group, so no row carries the count.
  const count = rows[0]?.count ?? (await countOrganisations(db, group));
  return { count, currentPage: page, values: rows.map(({ row }) => row) };
}

/** A page of the organisation table of the contact directory, optionally of one group. */
export function organisationContactsPage(
  db: Database,
  { paging, sorting, idOfSelectedOrganisationGroup }: OrganisationContactsRequest,
): Promise<OrganisationContactsPage> {
  const group = idOfSelectedOrganisationGroup ?? null;
  if (sorting.columnName === 'organisationGroupDisplayName') return groupNamePage(db, group, paging, sorting.sortOrder);
  const order: PageOrder = {
    key: textKey(columns[sorting.columnName]),
    sortOrder: sorting.sortOrder,
    tieBreak: organisations.id,
  };
  const source = offsetSource({
    count: () => countOrganisations(db, group),
    rows: (pageOrder, limit, offset) =>
      preparedOnce(db, `contact_page_${sorting.columnName}_${pageOrder.sortOrder}_${groupShape(group)}`, (name) =>
        selectRows(db, whereOf(group))
          .orderBy(...orderBy(pageOrder))
          .limit(window.limit)
          .offset(window.offset)
          .prepare(name),
      ).execute({ group, limit, offset }),
  });
  return pagedQuery(source, paging, order);
}
