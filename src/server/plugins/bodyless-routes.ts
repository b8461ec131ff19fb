import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A route that takes no body accepts an empty one whatever its Content-Type says. Client libraries that
 * label every request JSON (a DELETE or a logout sent through a fetch wrapper) would otherwise meet
 * Fastify's refusal of an empty JSON body, 'The request must be an object.', for a body never asked for.
 * Only such routes get the hook; a route with a body still answers an empty one as a JSON null.
 */
const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const forgetTypeOfEmptyBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const { headers } = request;
  const empty =
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0');
  if (empty) delete headers['content-type'];
  return payload;
};

export const bodylessRoutesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.schema?.body || !methods.some((method) => METHODS_WITH_BODY.has(method))) return;
      const own = route.preParsing;
      route.preParsing = own ? [...(Array.isArray(own) ? own : [own]), forgetTypeOfEmptyBody] : [forgetTypeOfEmptyBody];
    });
  },
  { name: 'bodyless-routes' },
);
