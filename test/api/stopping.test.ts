import { connect, type Socket } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { STOPPING_MESSAGE, STOPPING_RETRY_AFTER_SECONDS } from '@server/operations/stopping-plugin';
import { buildBareApp, type BareApp } from './bare-app';

const SLOW_PATH = '/api/test/slow';

/** Requests that are in flight until the test lets them finish: they keep the server from having stopped. */
function slowRoute(started: () => void, finish: Promise<void>): FastifyPluginAsync {
  return async (app) => {
    app.get(SLOW_PATH, async () => {
      started();
      await finish;
      return { finished: true };
    });
  };
}

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: unknown;
}

/** The answers on one connection, read until the server closed it (HTTP/1.1 with Content-Length). */
function readAnswers(raw: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  for (let headEnd = rest.indexOf('\r\n\r\n'); headEnd >= 0; headEnd = rest.indexOf('\r\n\r\n')) {
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = new Map(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const bodyStart = headEnd + 4;
    const bodyEnd = bodyStart + Number(headers.get('content-length') ?? 0);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: JSON.parse(rest.slice(bodyStart, bodyEnd)),
    });
    rest = rest.slice(bodyEnd);
  }
  return answers;
}

/** A keep-alive connection of its own and everything the server sent on it until it closed. */
function openConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    get: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`),
    answers: async () => {
      await closed;
      return readAnswers(received);
    },
  };
}

describe('a server that is stopping', () => {
  let testApp: BareApp;
  let started = 0;
  let bothStarted!: () => void;
  let finishSlow!: () => void;
  const slowStarted = new Promise<void>((resolve) => (bothStarted = resolve));
  const slowMayFinish = new Promise<void>((resolve) => (finishSlow = resolve));

  beforeAll(async () => {
    testApp = await buildBareApp({}, [slowRoute(() => ++started === 2 && bothStarted(), slowMayFinish)]);
  }, 120_000);
  afterAll(async () => {
    finishSlow();
    await testApp.app.close();
  });

  it('finishes what is in flight and answers what comes after in the app’s shape, with Retry-After', async () => {
    const { port } = new URL(await testApp.app.listen({ port: 0, host: '127.0.0.1' }));
    const [apiCaller, loadBalancer] = [openConnection(Number(port)), openConnection(Number(port))];
    apiCaller.get(SLOW_PATH);
    loadBalancer.get(SLOW_PATH);
    await slowStarted;

    const stopped = testApp.app.close();
    // Sent once the server is stopping, on connections its requests in flight keep open.
    apiCaller.get(apiPaths.systemInformation);
    loadBalancer.get(apiPaths.healthReady);
    await new Promise((resolve) => setTimeout(resolve, 100));
    finishSlow();

    for (const connection of [apiCaller, loadBalancer]) {
      const [inFlight, ...rest] = await connection.answers();
      expect(inFlight).toMatchObject({ status: 200, body: { finished: true } });
      // One answer after it, then the server closes the connection.
      expect(rest).toHaveLength(1);
      const after = rest[0];
      expect(after?.status).toBe(503);
      expect(after?.headers.get('retry-after')).toBe(String(STOPPING_RETRY_AFTER_SECONDS));
      expect(after?.headers.get('connection')).toBe('close');
      expect(after?.headers.get('cache-control')).toBe('no-store');
    }
    const [apiAnswer, probeAnswer] = [(await apiCaller.answers())[1], (await loadBalancer.answers())[1]];
    expect(apiAnswer?.body).toEqual({ errorMessage: STOPPING_MESSAGE });
    expect(probeAnswer?.body).toEqual({ status: 'unavailable', reason: 'stopping' });
    await stopped;
  });
});
