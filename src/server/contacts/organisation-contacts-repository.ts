import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { OrganisationContact, OrganisationContactsPage, OrganisationContactsRequest } from '@shared/contract';
import type { Paging, SortOrder } from '@shared/contract/paging';
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

/**
 * The default sort, by group name, cannot use an index on organisations (the name lives in
 * organisation_groups). But there are few groups: their sizes say the count and which groups a page
 * spans, and each group's share is a range of organisations_group_idx, ordered by id as the tie-break
 * demands. Group names are unique, so "group name, then id" is exactly "group after group, each by
 * id". One statement reads the sizes, the count and the page: it is the directory's first page, read
 * on every visit, and each statement is a round trip to the database.
 */
function groupNamePage(db: Database, group: string | null, sortOrder: SortOrder, paging: Paging) {
  const ascending = sortOrder === 'ASCENDING';
  const direction = ascending ? sql`ASC` : sql`DESC`;
  const groupOrder = orderBy({ key: textKey(groupDisplayName), sortOrder, tieBreak: organisations.organisationGroup });
  const offset = sql`${sql.placeholder('offset')}::int`;
  const end = sql`(${sql.placeholder('offset')}::int + ${sql.placeholder('limit')}::int)`;
  const groupRows = sql.join(
    Object.entries({ organisationId: organisations.id, ...columns }).map(
      ([name, column]) => sql`${column} AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  const onGroup = sql`${organisationGroups.code} = ${organisations.organisationGroup}`;
  const page = sql`(
    WITH sizes AS (
      SELECT ${organisations.organisationGroup} AS code, count(*)::int AS size,
        coalesce(sum(count(*)) OVER (ORDER BY ${sql.join(groupOrder, sql`, `)}
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS start
      FROM ${organisations} LEFT JOIN ${organisationGroups} ON ${onGroup}
      ${group === null ? sql`` : sql`WHERE ${ofGroup}`}
      GROUP BY ${organisations.organisationGroup}, ${organisationGroups.displayName}
    )
    SELECT (SELECT coalesce(sum(size), 0)::int FROM sizes) AS total, rows.*
    FROM (SELECT 1) AS one LEFT JOIN LATERAL (
      SELECT spanned.* FROM sizes CROSS JOIN LATERAL (
        SELECT ${groupRows}
        FROM ${organisations} LEFT JOIN ${organisationGroups} ON ${onGroup}
        WHERE ${organisations.organisationGroup} = sizes.code
        ORDER BY ${organisations.id} ${direction}
        OFFSET greatest(0, ${offset} - sizes.start)
        LIMIT least(sizes.size, ${end} - sizes.start) - greatest(0, ${offset} - sizes.start)
      ) AS spanned
      WHERE sizes.start < ${end} AND sizes.start + sizes.size > ${offset}
      ORDER BY sizes.start, spanned."organisationId" ${direction}
    ) AS rows ON true
  ) AS page`;
  const field = <T>(name: string) => sql<T>`page.${sql.identifier(name)}`;
  const prepared = preparedOnce(db, `contact_group_page_${ascending ? 'asc' : 'desc'}_${groupShape(group)}`, (name) =>
    db
      .select({
        total: field<number>('total'),
        organisationId: field<number | null>('organisationId'),
        ...(Object.fromEntries(Object.keys(columns).map((key) => [key, field<string | null>(key)])) as {
          [Key in keyof typeof columns]: SQL<string | null>;
        }),
      })
      .from(page)
      .prepare(name),
  );
  return async (): Promise<OrganisationContactsPage> => {
    const read = await prepared.execute({
      group,
      offset: paging.page * paging.entriesPerPage,
      limit: paging.entriesPerPage,
    });
    const values = read.flatMap(({ total: _total, organisationId, ...row }) =>
      organisationId === null ? [] : [{ organisationId, ...row } as OrganisationContact],
    );
    return { count: read[0]?.total ?? 0, currentPage: paging.page, values };
  };
}

/** A page of the organisation table of the contact directory, optionally of one group. */
export function organisationContactsPage(
  db: Database,
  { paging, sorting, idOfSelectedOrganisationGroup }: OrganisationContactsRequest,
): Promise<OrganisationContactsPage> {
  const group = idOfSelectedOrganisationGroup ?? null;
  const order: PageOrder = {
    key: textKey(columns[sorting.columnName]),
    sortOrder: sorting.sortOrder,
    tieBreak: organisations.id,
  };
  if (sorting.columnName === 'organisationGroupDisplayName') {
    return groupNamePage(db, group, sorting.sortOrder, paging)();
  }
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
