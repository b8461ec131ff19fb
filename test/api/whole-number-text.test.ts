import { apiPaths, fillPath } from '@shared/api-paths';
import { buildTestApp, loginAsDemo, organisationIdOf, type Agent, type TestApp } from './helper';

// A number in a path or query string is decimal digits (with a minus) and nothing else: text that
// names no number is refused with the field's message, never served as the number a coercion makes
// of it ('0x18' as 24, '1e1' as 10, ' 1' as 1, '' as 0).

let testApp: TestApp;
let analyst: Agent;
let admin: Agent;
let nordwind: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  analyst = await loginAsDemo(testApp.app, 'analyst');
  admin = await loginAsDemo(testApp.app, 'admin');
  nordwind = await organisationIdOf(testApp.app, '11XNORDWIND-EH-G');
});
afterAll(() => testApp.close());

const navigationOf = (organisationId: string) =>
  analyst.inject({ method: 'GET', url: `${apiPaths.navigation}?organisationId=${organisationId}` });

test('an organisation id is read as written, in decimal', async () => {
  expect((await navigationOf(String(nordwind))).statusCode).toBe(200);
  expect((await navigationOf(`00${nordwind}`)).statusCode).toBe(200);
  for (const written of [
    `0x${nordwind.toString(16)}`,
    `0b${nordwind.toString(2)}`,
    `${nordwind}.0`,
    `${nordwind / 10}e1`,
    `%20${nordwind}`,
    `${nordwind}%20`,
    `%2B${nordwind}`,
    'true',
    'Infinity',
  ]) {
    const response = await navigationOf(written);
    expect({ written, status: response.statusCode, body: response.json() }).toEqual({
      written,
      status: 400,
      body: {
        errorMessage: expect.any(String),
        fieldErrors: { organisationId: ['organisationId must be a positive whole number.'] },
      },
    });
  }
});

test("a path's id says which field it is when it is no number", async () => {
  for (const id of ['0x1', '1e0', '1.5', ' 1', 'one']) {
    const response = await admin.inject({ method: 'GET', url: fillPath(apiPaths.mailDetails, { id }) });
    expect({ id, status: response.statusCode, fields: response.json().fieldErrors }).toEqual({
      id,
      status: 400,
      fields: { id: ['id must be a positive whole number.'] },
    });
  }
  const named = await analyst.inject({
    method: 'GET',
    url: `${fillPath(apiPaths.mifidPositionFile, { fileId: '0x1' })}?organisationId=${nordwind}`,
  });
  expect(named.json().fieldErrors).toEqual({ fileId: ['fileId must be a positive whole number.'] });
  const scope = `?organisationId=${nordwind}`;
  for (const [method, path, field] of [
    ['GET', apiPaths.problemSolvingRecordHandled, 'recordId'],
    ['POST', apiPaths.problemSolvingReopen, 'problemId'],
  ] as const) {
    for (const id of ['0x18', '1e1', ' 7', '7 ', '00000000007']) {
      const response = await analyst.inject({
        method,
        url: `${fillPath(path, { [field]: id })}${scope}`,
        ...(method === 'POST' ? { payload: { version: 1 } } : {}),
      });
      expect({ id, status: response.statusCode, fields: response.json().fieldErrors }).toEqual({
        id,
        status: 400,
        fields: { [field]: [`${field} must be a positive whole number.`] },
      });
    }
  }
});

test('an id past the range is told the same as one below it: positive, never "from -2147483648"', async () => {
  const file = (fileId: string, organisationId = String(nordwind)) =>
    analyst.inject({
      method: 'GET',
      url: `${fillPath(apiPaths.mifidPositionFile, { fileId })}?organisationId=${organisationId}`,
    });
  for (const fileId of ['2147483648', '9999999999', '0', '-5']) {
    expect({ fileId, fields: (await file(fileId)).json().fieldErrors }).toEqual({
      fileId,
      fields: { fileId: ['fileId must be a positive whole number.'] },
    });
  }
  for (const organisationId of ['2147483648', '0', '-1']) {
    const response = await file('1', organisationId);
    expect({ organisationId, status: response.statusCode, fields: response.json().fieldErrors }).toEqual({
      organisationId,
      status: 400,
      fields: { organisationId: ['organisationId must be a positive whole number.'] },
    });
  }
});

test("a body's id that is no number, or past the range, is told the same: positive whole number", async () => {
  for (const historyId of ['5', true, 2 ** 31, 1.5, 0]) {
    const response = await analyst.inject({
      method: 'POST',
      url: `${fillPath(apiPaths.auditTrail, { urlPart: 'remit' })}?organisationId=${nordwind}`,
      payload: { historyId, paging: { page: 0, entriesPerPage: 25 } },
    });
    expect({ historyId, status: response.statusCode, fields: response.json().fieldErrors }).toEqual({
      historyId,
      status: 400,
      fields: { historyId: ['historyId must be a positive whole number.'] },
    });
  }
});

test('paging in a query string: an empty page or one in exponent form is refused, not read as 0 or 10', async () => {
  for (const query of ['page=', 'page=1e1', 'entriesPerPage=0x10', 'entriesPerPage=%2010']) {
    const response = await admin.inject({ method: 'GET', url: `${apiPaths.mailsReport}?${query}` });
    expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
  }
  const fine = await admin.inject({ method: 'GET', url: `${apiPaths.mailsReport}?page=0&entriesPerPage=10` });
  expect(fine.statusCode).toBe(200);
});
