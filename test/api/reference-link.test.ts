import { apiPaths } from '@shared/api-paths';
import { referenceTargetSchema, selectableOrganisationsSchema, UNAUTHORIZED_ACCESS_PREFIX } from '@shared/contract';
import { buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const resolve = (agent: Agent, ref: string) =>
  agent.inject({ method: 'GET', url: apiPaths.referenceLink, query: { ref } });

async function organisationIdsOf(agent: Agent): Promise<Record<string, number>> {
  const body = selectableOrganisationsSchema.parse(
    (await agent.inject({ method: 'GET', url: apiPaths.selectableOrganisations })).json(),
  );
  return Object.fromEntries(
    body.organisations.map((organisation) => [organisation.eicCode, organisation.organisationId]),
  );
}

describe('reference links', () => {
  it("resolves the analyst's audit trail and trade sheet links in both organisations", async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const ids = await organisationIdsOf(analyst);

    const auditTrail = await resolve(analyst, 'NW-AUDIT-240117');
    expect(auditTrail.statusCode).toBe(200);
    expect(referenceTargetSchema.parse(auditTrail.json())).toEqual({
      targetUrl: 'err/remit_audittrail',
      requestParameters: {
        documentType: 'REMIT_TABLE_1',
        historyId: '240117',
        displayValue: 'NWEH-2026-000417',
        urlPart: 'remit',
      },
      organisationId: ids['11XNORDWIND-EH-G'],
    });
    const tradeSheet = await resolve(analyst, 'AS-TRADE-310552');
    expect(tradeSheet.json()).toEqual({
      targetUrl: 'err/remit_transaction_sheet',
      requestParameters: { regime: 'REMIT', recordType: 'TABLE_2', documentType: 'REMIT_TABLE_2', historyId: '310552' },
      organisationId: ids['12XALPENSTROM-V0'],
    });
    for (const ref of ['NW-TRADE-240117', 'AS-AUDIT-310552'])
      expect((await resolve(analyst, ref)).statusCode).toBe(200);
  });

  it("refuses a link into an organisation the user may not see, with the welcome page's prefix", async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const response = await resolve(analyst, 'BP-AUDIT-500031');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errorMessage: 'Unauthorized access to the requested reference.' });
    expect(response.json().errorMessage.startsWith(UNAUTHORIZED_ACCESS_PREFIX)).toBe(true);
  });

  it('lets members and admins follow the same link', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const editorIds = await organisationIdsOf(editor);
    expect((await resolve(editor, 'BP-AUDIT-500031')).json().organisationId).toBe(editorIds['45XBALTICPOWER-0']);
    expect((await resolve(editor, 'NW-AUDIT-240117')).statusCode).toBe(403);
    const admin = await loginAsDemo(testApp.app, 'admin');
    for (const ref of ['BP-AUDIT-500031', 'NW-AUDIT-240117']) expect((await resolve(admin, ref)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown reference and 400 for a missing one', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const unknown = await resolve(analyst, 'NW-AUDIT-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errorMessage: 'Reference link not found.' });
    const missing = await analyst.inject({ method: 'GET', url: apiPaths.referenceLink });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(['ref']);
  });

  it('needs a login', async () => {
    const response = await resolve(createAgent(testApp.app), 'NW-AUDIT-240117');
    expect(response.statusCode).toBe(401);
  });
});
