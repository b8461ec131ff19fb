import { apiPaths } from '@shared/api-paths';
import { anonymousAgent, buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from '../api/helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const anonymous = (): Promise<Agent> => anonymousAgent(testApp.app);

const stillAnswers = async () => {
  const response = await createAgent(testApp.app).inject({ method: 'GET', url: apiPaths.systemInformation });
  expect(response.statusCode).toBe(200);
};

describe('hostile request bodies', () => {
  it('answers an oversized body with 413 and keeps running', async () => {
    const agent = await anonymous();
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: JSON.stringify({ username: 'analyst', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errorMessage: 'Request body is too large.' });
    await stillAnswers();
  });

  it('holds error reports to a much smaller body limit', async () => {
    const agent = await anonymous();
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.clientErrorReport,
      payload: JSON.stringify({ errorStack: 'x'.repeat(100 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    await stillAnswers();
  });

  it.each([
    ['truncated JSON', '{"username": "analyst", '],
    ['not JSON at all', 'username=analyst&password=x'],
    ['a JSON string', '"just a string"'],
  ])('answers %s with 400 and keeps running', async (_, payload) => {
    const agent = await anonymous();
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.login,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorMessage: expect.any(String) });
    await stillAnswers();
  });

  it('answers a malformed body on a logged-in route with 400, and the session still works', async () => {
    const agent = await loginAsDemo(testApp.app, 'analyst');
    const response = await agent.inject({
      method: 'POST',
      url: apiPaths.passwordChange,
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorMessage: 'Malformed JSON body.' });
    expect((await agent.inject({ method: 'GET', url: apiPaths.userInformation })).statusCode).toBe(200);
  });
});
