import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@shared/api-paths';
import { buildTestApp, type TestApp } from './helper';

// A route that fails only after its caller has gone, as a CSV export does when the download is cancelled.
let failed: () => void;
const failedAfterClose = new Promise<void>((resolve) => (failed = resolve));
// The caller leaves once the route waits for it to: a fixed delay raced a slow machine's routing.
let waiting: () => void;
const routeWaiting = new Promise<void>((resolve) => (waiting = resolve));
const slowRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/test/slow-failure', async (request) => {
    const closed = new Promise<void>((resolve) => request.raw.once('close', () => resolve()));
    waiting();
    await closed;
    setImmediate(failed);
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  // A request with a body that fails while its caller still waits: Node has marked the request itself
  // destroyed once the body was read, which must not pass for a caller that left.
  app.post('/api/test/failure-with-body', async () => {
    throw new Error('the database went away');
  });
};

const lines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    plugins: [slowRoutes],
    config: { logLevel: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp.close());

it('logs a connection the browser closed mid-answer as information, not as an unexpected error', async () => {
  const { port } = testApp.app.server.address() as AddressInfo;
  const request = http.get({ host: '127.0.0.1', port, path: '/api/test/slow-failure' });
  request.on('error', () => undefined);
  await routeWaiting;
  request.destroy();
  await failedAfterClose;
  await new Promise((resolve) => setTimeout(resolve, 50));

  const entries = lines
    .join('')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  const about = entries.filter((entry) => /closed the connection|unexpected error/.test(entry.msg));
  expect(about.map((entry) => entry.msg)).toEqual(['the client closed the connection before the answer was complete']);
  expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
});

it('still answers a failure of a request with a body, whose caller waits, with a reference code', async () => {
  const { port } = testApp.app.server.address() as AddressInfo;
  // A browser's first page: the anonymous XSRF cookie, echoed in the header as the SPA does.
  const first = await fetch(`http://127.0.0.1:${port}${apiPaths.systemInformation}`);
  const pairs = first.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const xsrf = pairs.find((pair) => pair.startsWith(`${XSRF_COOKIE_NAME}=`))!;
  const response = await fetch(`http://127.0.0.1:${port}/api/test/failure-with-body`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: pairs.join('; '),
      [XSRF_HEADER_NAME]: decodeURIComponent(xsrf.slice(XSRF_COOKIE_NAME.length + 1)),
    },
    body: JSON.stringify({ some: 'values' }),
  });
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({ errorMessage: expect.stringMatching(/^ERR-[0-9A-F]{8}$/) });
});
