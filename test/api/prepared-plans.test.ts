import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import type { FinderKind, FinderRequestInput } from '@shared/contract/finders';
import { reportingDocuments } from '@server/db/schema';
import { buildTestApp, loginAsDemo, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
}, 180_000);
afterAll(() => testApp.close());

/** How many prepared statements on the connection that asks hold every one of `parts` in their text. */
async function statementsHolding(...parts: string[]): Promise<number> {
  const holdsAll = sql.join(
    parts.map((part) => sql`strpos(statement, ${part}) > 0`),
    sql` AND `,
  );
  const result = (await testApp.app.db.execute(
    sql`SELECT count(*)::int AS statements FROM pg_prepared_statements WHERE ${holdsAll}`,
  )) as unknown as { rows: Array<{ statements: number }> };
  return result.rows[0]?.statements ?? 0;
}

/**
 * The generic plans PostgreSQL ran for the prepared statements whose text holds `part`, on the
 * connection that asks. By their text, not their name: on PGlite the statements are named by its
 * driver (db/pglite-prepared.ts), not by the app.
 */
async function genericPlansOf(part: string): Promise<number> {
  const result = (await testApp.app.db.execute(
    sql`SELECT coalesce(sum(generic_plans), 0)::int AS plans FROM pg_prepared_statements WHERE strpos(statement, ${part}) > 0`,
  )) as unknown as { rows: Array<{ plans: number }> };
  return result.rows[0]?.plans ?? 0;
}

describe('statements prepared once', () => {
  it("keep a generic plan for a trail page's linked documents, rather than being planned again on every page", async () => {
    const [document] = await testApp.app.db
      .select({ id: reportingDocuments.id, organisationId: reportingDocuments.organisationId })
      .from(reportingDocuments)
      .limit(1);
    if (!document) throw new Error('The seeded world has no document.');
    // An organisation's documents as a year of trades leaves them: by thousands, which changes the costs
    // the planner weighs (with the seeded few the generic plan won even for an array).
    await testApp.app.db.execute(sql`
      INSERT INTO reporting_documents (organisation_id, kind, media_type, file_name, content_text, created_at)
      SELECT ${document.organisationId}, 'txt', 'text/plain', 'bench-' || n || '.txt', 'Trade ' || n, now()
      FROM generate_series(1, 10000) AS n`);
    await testApp.app.db.execute(sql`ANALYZE reporting_documents`);
    // PostgreSQL tries five custom plans before it weighs the generic one; a pool hands the same idle
    // connection back to calls made one after another, and asking on another one only takes longer.
    let plans = 0;
    for (let run = 0; run < 60 && plans === 0; run += 1) {
      const described = await testApp.app.repos.reporting.describeDocuments(document.organisationId, [document.id]);
      expect(described.map(({ id }) => id)).toEqual([document.id]);
      plans = await genericPlansOf('"reporting_record_versions"."version", "reporting_records"."document_type"');
    }
    expect(plans).toBeGreaterThan(0);
  });

  it("keep a generic plan for a problem page's link facts (documents and latest reports), rather than being planned again on every page", async () => {
    const [document] = await testApp.app.db
      .select({ organisationId: reportingDocuments.organisationId, recordId: reportingDocuments.recordId })
      .from(reportingDocuments)
      .where(sql`${reportingDocuments.recordId} IS NOT NULL`)
      .limit(1);
    if (!document?.recordId) throw new Error('The seeded world has no document of a record.');
    const { organisationId, recordId } = document;
    const finders = testApp.app.repos.finders;
    let plans = { documents: 0, reports: 0 };
    for (let run = 0; run < 60 && (plans.documents === 0 || plans.reports === 0); run += 1) {
      await finders.withHtmlDocument(organisationId, [recordId]);
      await finders.lastActionTypes([recordId]);
      plans = {
        documents: await genericPlansOf('distinct "record_id" from "reporting_documents"'),
        reports: await genericPlansOf('distinct on ("reporting_record_versions"."record_id")'),
      };
    }
    expect(plans.documents).toBeGreaterThan(0);
    expect(plans.reports).toBeGreaterThan(0);
  });
});

describe('a finder page', () => {
  // The link facts' subqueries as the page statements write them (finders/repository.ts).
  const htmlDocumentFact = 'SELECT true FROM "reporting_documents" d';
  const lastReportFact = 'SELECT v.action_type FROM "reporting_record_versions" v';

  it('reads only the link facts its links use: no HTML documents for REMIT trades, no REMIT reports for deals', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const nordwind = (await testApp.app.repos.organisations.listAll()).find(
      ({ eicCode }) => eicCode === '11XNORDWIND-EH-G',
    );
    const pageOf = async (finder: FinderKind, body: FinderRequestInput) => {
      const response = await analyst.inject({
        method: 'POST',
        url: fillPath(apiPaths.finder, { finderKind: finder }),
        query: { organisationId: String(nordwind!.id) },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
    };
    // A statement is prepared on the connection that runs it, and a pool hands the one just released
    // back: each check first finds the page's statement there. Unfiltered first pages, whose statement
    // is named on PostgreSQL too (the others go unnamed and are not kept).
    await pageOf('remitActivity', { paging: { page: 0, entriesPerPage: 25 }, filters: { kind: 'REMIT_TABLE_1' } });
    expect(await statementsHolding(lastReportFact)).toBeGreaterThan(0);
    expect(await statementsHolding(htmlDocumentFact)).toBe(0);

    await pageOf('deals', { paging: { page: 0, entriesPerPage: 25 } });
    expect(await statementsHolding(htmlDocumentFact)).toBeGreaterThan(0);
    expect(await statementsHolding(htmlDocumentFact, lastReportFact)).toBe(0);
  });
});
