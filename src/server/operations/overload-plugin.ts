import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '@shared/api-paths';
import { METRICS_PATH } from './metrics-plugin';
import { answerUnavailable } from './unavailable-hooks';

const MEGABYTE = 1024 * 1024;

/** What a shed request hears; the spec's client shows a 503's details and stays on the page. */
export const OVERLOADED_MESSAGE = 'The server is busy. Please try again in a moment.';

/** Answer even under overload: shedding them would make things worse. */
const ANSWERED_UNDER_PRESSURE = new Set<string>([
  // The process is alive; an orchestrator must not restart a server for being busy.
  apiPaths.healthLive,
  // The scrape that shows the overload.
  METRICS_PATH,
]);

/**
 * Sheds load before the event loop stalls: while the last sample of event-loop delay (or heap, or
 * RSS, when configured) is over its limit, every request is answered at once with 503 and
 * Retry-After, before its session is looked up, instead of queueing behind the others. Readiness then
 * answers 503 too, so a load balancer sends the traffic elsewhere.
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const retryAfter = config.overloadRetryAfterSeconds;
    // Start-up (compiling schemas, registering routes) blocks the event loop for a while, and the
    // first sample would report it as overload: a server would refuse its first second of requests,
    // the readiness probe included. Pressure counts from the second full sample after it is ready.
    let armed = false;
    app.addHook('onReady', async () => {
      setTimeout(() => (armed = true), 2 * config.overloadSampleIntervalMs).unref();
    });
    await app.register(underPressure, {
      maxEventLoopDelay: config.overloadMaxEventLoopDelayMs,
      maxHeapUsedBytes: config.overloadMaxHeapUsedMb * MEGABYTE,
      maxRssBytes: config.overloadMaxRssMb * MEGABYTE,
      sampleInterval: config.overloadSampleIntervalMs,
      retryAfter,
      pressureHandler: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
        const route = request.routeOptions.url;
        // Not answering here lets the request through.
        if (!armed || (route !== undefined && ANSWERED_UNDER_PRESSURE.has(route))) return;
        answerUnavailable(request, reply, {
          message: OVERLOADED_MESSAGE,
          reason: `overloaded: ${describe(type, value)}`,
          retryAfterSeconds: retryAfter,
        });
      },
    });
  },
  { name: 'overload', dependencies: ['config'] },
);

function describe(type: string, value: number | undefined): string {
  if (value === undefined) return type;
  if (type === 'eventLoopDelay') return `event loop delay ${Math.round(value)} ms`;
  if (type === 'heapUsedBytes' || type === 'rssBytes')
    return `${type === 'rssBytes' ? 'RSS' : 'heap used'} ${Math.round(value / MEGABYTE)} MB`;
  return `${type} ${value}`;
}
