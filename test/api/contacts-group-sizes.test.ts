import { sql } from 'drizzle-orm';
import { apiPaths } from '@shared/api-paths';
import { organisationContactsPageSchema } from '@shared/contract';
import { buildTestApp, loginAsDemo, queryRows, type Agent, type TestApp } from './helper';

/**
 * A server keeps the directory's group sizes between the database's announcements of a change to
 * organisations or groups (contacts/group-sizes-cache.ts): a change, whoever commits it, shows on the
 * next page once announced; one made with the triggers off (as a restore does) is not announced, and is
 * what shows that the sizes were kept at all.
 */
let testApp: TestApp;
let analyst: Agent;

beforeAll(async () => {
  testApp = await buildTestApp();
  analyst = await loginAsDemo(testApp.app, 'analyst');
}, 120_000);
afterAll(() => testApp.close());

let serial = 0;
const newOrganisation = (group: string) => {
  serial += 1;
  const eic = `11XGROUPSIZES${String(serial).padStart(2, '0')}X`;
  return sql`INSERT INTO organisations (display_name, legal_name, eic_code, organisation_group)
    VALUES (${`Group Sizes ${serial}`}, ${`Group Sizes ${serial} AG`}, ${eic}, ${group})`;
};

async function countedByGroup(group: string | null = null): Promise<number> {
  const response = await analyst.inject({
    method: 'POST',
    url: apiPaths.organisationContacts,
    payload: {
      paging: { page: 0, entriesPerPage: 10 },
      sorting: { columnName: 'organisationGroupDisplayName', sortOrder: 'ASCENDING' },
      idOfSelectedOrganisationGroup: group,
    },
  });
  expect(response.statusCode).toBe(200);
  return organisationContactsPageSchema.parse(response.json()).count;
}

it('counts the groups once between changes; an announced change shows on the next page', async () => {
  await testApp.changesHeard();
  const before = await countedByGroup();
  const [{ group }] = (await queryRows<{ group: string }>(
    testApp.app,
    sql`SELECT organisation_group AS "group" FROM organisations ORDER BY id LIMIT 1`,
  )) as [{ group: string }];
  const groupBefore = await countedByGroup(group);

  // Unannounced (triggers off for the transaction): the kept sizes still answer.
  await testApp.app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(newOrganisation(group));
  });
  await testApp.changesHeard();
  expect([await countedByGroup(), await countedByGroup(group)]).toEqual([before, groupBefore]);

  // Announced: every kept size goes, and both unannounced and announced rows are counted.
  await testApp.app.db.execute(newOrganisation(group));
  await testApp.changesHeard();
  expect([await countedByGroup(), await countedByGroup(group)]).toEqual([before + 2, groupBefore + 2]);

  await testApp.app.db.execute(sql`DELETE FROM organisations WHERE eic_code LIKE '11XGROUPSIZES%'`);
  await testApp.changesHeard();
  expect(await countedByGroup()).toBe(before);
});
