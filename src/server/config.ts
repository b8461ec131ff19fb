import path from 'node:path';
import { readRevision } from './system/read-revision';
import { readVersion } from './system/read-version';
import { loadSessionSecret } from './system/load-session-secret';
import { loadAccessConfig, readInteger, type AccessConfig } from './config-access';
import { loadOperationsConfig, type OperationsConfig } from './system/operations-config';

/**
 * Everything the server reads from its environment, resolved once at start. The sign-in, password,
 * one-time-code and mail thresholds are documented in config-access.ts, the metrics and overload
 * settings in system/operations-config.ts.
 */
export interface Config extends AccessConfig, OperationsConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  distDir: string;
  instanceName: string;
  logLevel: string;
  sessionIdleMinutes: number;
  sessionCacheSeconds: number;
  directoryCacheSeconds: number;
  cookieSecure: boolean;
  trustProxy: boolean | string[];
  sessionSecret: string;
  checkAnswers: boolean;
  version: string;
  revision: string;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  // DATA_DIR (default ./data): where the embedded PGlite database, its lock file and the generated
  // session secret live. Relative paths resolve against the working directory.
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  // DIST_DIR (default ./dist): the built SPA (index.html, assets/, build-info.json).
  const distDir = path.resolve(env.DIST_DIR ?? './dist');
  // PORT (default 8080): the HTTP port.
  const port = readInteger(env, 'PORT', 8080);
  // HOST (default 0.0.0.0): the interface to listen on. 0.0.0.0 so the server is reachable from a
  // container's or VM's host as well as via localhost; set 127.0.0.1 to keep it private to the machine.
  const host = env.HOST ?? '0.0.0.0';
  const access = loadAccessConfig(env);
  // PUBLIC_URL (default http://<HOST>:<PORT>, 0.0.0.0 read as localhost): where browsers reach the
  // app; reset links point here. Unset in production, start-up warns (see configWarnings).
  const publicUrl = env.PUBLIC_URL ? access.publicUrl : localUrl(host, port);
  return {
    port,
    host,
    dataDir,
    // DATABASE_URL (default unset): a postgres:// URL switches from embedded PGlite to a real
    // PostgreSQL server; several API servers can then share it behind a load balancer.
    databaseUrl: env.DATABASE_URL || null,
    distDir,
    // INSTANCE_NAME (default 'Energy Post-Trade Demo'): shown in the footer and on the login page.
    instanceName: env.INSTANCE_NAME ?? 'Energy Post-Trade Demo',
    // LOG_LEVEL (default info): pino level (fatal, error, warn, info, debug, trace, silent).
    logLevel: env.LOG_LEVEL ?? 'info',
    // SESSION_IDLE_MINUTES (default 30): a session unused for longer is ended.
    sessionIdleMinutes: readInteger(env, 'SESSION_IDLE_MINUTES', 30),
    // SESSION_CACHE_SECONDS (default 10): how long a server keeps a session's facts between the database's
    // announcements of their changes (access/session-cache.ts); 0 reads them on every request.
    sessionCacheSeconds: readInteger(env, 'SESSION_CACHE_SECONDS', 10),
    // DIRECTORY_CACHE_SECONDS (default 60): how long a server keeps the contact directory's group sizes
    // between the database's announcements of a change (contacts/group-sizes-cache.ts); 0 counts them on
    // every page.
    directoryCacheSeconds: readInteger(env, 'DIRECTORY_CACHE_SECONDS', 60),
    // COOKIE_SECURE (default: on when PUBLIC_URL is https): mark cookies Secure and send HSTS.
    // 'true'/'1' or 'false'/'0' decide explicitly, e.g. behind a TLS proxy with an http PUBLIC_URL.
    cookieSecure: readCookieSecure(env.COOKIE_SECURE, publicUrl),
    // TRUST_PROXY (default unset = trust no proxy): who may set X-Forwarded-For. Behind a load balancer
    // give its addresses or CIDRs, comma-separated. Trusting every proxy would let any
    // client forge its address and dodge the per-address login lockout.
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    // SESSION_SECRET (default unset): key of the XSRF token HMAC. Unset, one is generated into
    // DATA_DIR/secrets.json (mode 0600) and reused; several servers behind one balancer must share it.
    sessionSecret: env.SESSION_SECRET || loadSessionSecret(dataDir),
    // CHECK_ANSWERS (default: on under NODE_ENV=test, which jest sets; off otherwise): also parse every
    // JSON answer with the contract's zod schema before it is written, so a route that breaks its
    // contract answers 500 instead of being coerced into shape (http/compiled-serializer.ts).
    checkAnswers: readFlag(env.CHECK_ANSWERS) ?? env.NODE_ENV === 'test',
    // Version comes from package.json; it is not configurable.
    version: readVersion(),
    // REVISION (default unset): the source revision shown in system information. Unset, it is read
    // from DIST_DIR/build-info.json, else from `git rev-parse --short HEAD`, else 'unknown'.
    revision: env.REVISION || readRevision(distDir),
    ...access,
    ...loadOperationsConfig(env),
    publicUrl,
  };
}

/** Where a browser on this machine reaches a server listening on host:port. */
export function localUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** 'true'/'1' or 'false'/'0'; anything else leaves the default. */
function readFlag(raw: string | undefined): boolean | undefined {
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return undefined;
}

function readCookieSecure(raw: string | undefined, publicUrl: string): boolean {
  return readFlag(raw) ?? publicUrl.toLowerCase().startsWith('https:');
}

/** What start-up warns about in the environment: settings a production server should not leave to a default. */
export function configWarnings(env: Env = process.env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    warnings.push(
      `PUBLIC_URL is not set: reset links point to ${localUrl(env.HOST ?? '0.0.0.0', readInteger(env, 'PORT', 8080))}, ` +
        'derived from HOST and PORT. Set PUBLIC_URL to the address users reach the server at.',
    );
  }
  return warnings;
}

function readTrustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
