import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrganisationContact, OrganisationContactsPage, OrganisationContactsRequest } from '@shared/contract';
import type { Database } from '../db/database';
import { organisationGroups, organisations } from '../db/schema';
import { preparedOnce } from '../db/prepared-query';
import type { Paging, SortOrder } from '@shared/contract/paging';
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

/**
 * The default sort, by group name, cannot use an index on organisations (the name lives in
 * organisation_groups). But there are few groups: their sizes, counted first, are the count and say
 * which groups a page spans, and each group's share is a range of organisations_group_idx, ordered by
 * id as the tie-break demands. Group names are unique, so "group name, then id" is exactly "group
 * after group, each by id". All of it is one statement: the directory is read on every visit, and a
 * round trip to the database costs this server more than its share of the page (README, Benchmarks).
 */
function groupNamePage(
  db: Database,
  group: string | null,
  { page, entriesPerPage }: Paging,
  sortOrder: SortOrder,
): Promise<OrganisationContactsPage> {
  const ascending = sortOrder === 'ASCENDING';
  const name = `contact_group_name_page_${ascending ? 'asc' : 'desc'}_${groupShape(group)}`;
  const statement = preparedOnce(db, name, () => {
    // Counted before the names are joined: grouping the few sizes is cheaper than joining every
    // organisation to its group first (0.21 against 0.36 ms at 300 organisations).
    const sizes = db.$with('group_sizes').as(
      db
        .select({ code: organisations.organisationGroup, size: sql<number>`count(*)::int`.as('size') })
        .from(organisations)
        .where(whereOf(group))
        .groupBy(organisations.organisationGroup),
    );
    const groupOrder = orderBy({
      key: textKey(sql`coalesce(${organisationGroups.displayName}, ${sizes.code})`),
      sortOrder,
      tieBreak: sizes.code,
    });
    // Where each group starts in the whole list, in the order asked for.
    const spans = db.$with('group_spans').as(
      db
        .select({
          code: sizes.code,
          size: sizes.size,
          start:
            sql<number>`(sum(${sizes.size}) over (order by ${sql.join(groupOrder, sql`, `)}) - ${sizes.size})::int`.as(
              'start',
            ),
          total: sql<number>`(sum(${sizes.size}) over ())::int`.as('total'),
        })
        .from(sizes)
        .leftJoin(organisationGroups, eq(organisationGroups.code, sizes.code)),
    );
    // A group's rows on the page: none for a group outside it (LIMIT 0 reads nothing).
    const skipped = sql`greatest(${sql.placeholder('offset')} - ${spans.start}, 0)`;
    const taken = sql`greatest(least(${spans.size}, ${sql.placeholder('end')} - ${spans.start}) - ${skipped}, 0)`;
    const rowsOfGroup = db
      .select({
        organisationId: organisations.id,
        ...columns,
        organisationGroupDisplayName: groupDisplayName.as('group_display_name'),
      })
      .from(organisations)
      .leftJoin(organisationGroups, eq(organisationGroups.code, organisations.organisationGroup))
      .where(eq(organisations.organisationGroup, spans.code))
      .orderBy(ascending ? asc(organisations.id) : desc(organisations.id))
      // drizzle types LIMIT and OFFSET as values but writes an expression into the SQL as it is.
      .limit(taken as unknown as number)
      .offset(skipped as unknown as number)
      .as('rows_of_group');
    const { organisationId, ...rowColumns } = rowsOfGroup._.selectedFields;
    return db
      .with(sizes, spans)
      .select({ total: spans.total, organisationId, ...rowColumns })
      .from(spans)
      .leftJoinLateral(rowsOfGroup, sql`true`)
      .orderBy(asc(spans.start), ascending ? asc(organisationId) : desc(organisationId))
      .prepare(name);
  });
  return statement.execute({ group, offset: page * entriesPerPage, end: (page + 1) * entriesPerPage }).then((rows) => ({
    count: rows[0]?.total ?? 0,
    currentPage: page,
    values: rows.flatMap(({ total: _total, organisationId, ...row }) =>
      organisationId === null ? [] : [{ organisationId, ...row } as OrganisationContact],
    ),
  }));
}

/** A page of the organisation table of the contact directory, optionally of one group. */
export function organisationContactsPage(
  db: Database,
  { paging, sorting, idOfSelectedOrganisationGroup }: OrganisationContactsRequest,
): Promise<OrganisationContactsPage> {
  const group = idOfSelectedOrganisationGroup ?? null;
  if (sorting.columnName === 'organisationGroupDisplayName') {
    return groupNamePage(db, group, paging, sorting.sortOrder);
  }
  const order: PageOrder = {
    key: textKey(columns[sorting.columnName]),
    sortOrder: sorting.sortOrder,
    tieBreak: organisations.id,
  };
  const source = offsetSource({
    count: async () => {
      const counted = preparedOnce(db, `contact_count_${groupShape(group)}`, (name) =>
        db.select({ count: count() }).from(organisations).where(whereOf(group)).prepare(name),
      );
      const [row] = await counted.execute({ group });
      return row?.count ?? 0;
    },
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
