import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@shared/api-paths';

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers' | 'query'>;

/**
 * A browser in miniature for `app.inject`: keeps the cookies the server sets and echoes the
 * XSRF-TOKEN cookie in the X-XSRF-TOKEN header on every request, as the SPA does (some GETs change
 * state and need it too).
 */
export interface Agent {
  inject(request: Request): Promise<LightMyRequestResponse>;
  cookie(name: string): string | undefined;
  /** Every cookie held, as a browser sends them in its Cookie header. */
  cookieHeader(): string;
  setCookie(name: string, value: string | undefined): void;
}

export function createAgent(app: FastifyInstance): Agent {
  const jar = new Map<string, string>();
  return {
    async inject(request) {
      const method = (request.method ?? 'GET').toUpperCase();
      const headers: Record<string, string> = {};
      const xsrf = jar.get(XSRF_COOKIE_NAME);
      if (xsrf) headers[XSRF_HEADER_NAME] = xsrf;
      const response = await app.inject({
        ...request,
        method: method as InjectOptions['method'],
        cookies: Object.fromEntries(jar),
        headers: { ...headers, ...(request.headers as Record<string, string> | undefined) },
      });
      for (const cookie of response.cookies as Array<{
        name: string;
        value: string;
        maxAge?: number;
        expires?: Date;
      }>) {
        const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
        if (expired || cookie.value === '') jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      return response;
    },
    cookie: (name) => jar.get(name),
    cookieHeader: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    setCookie(name, value) {
      if (value === undefined) jar.delete(name);
      else jar.set(name, value);
    },
  };
}
