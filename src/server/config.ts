import path from 'node:path';
import { readRevision } from './system/read-revision';
import { readVersion } from './system/read-version';
import { loadSessionSecret } from './auth/load-session-secret';

/** Everything the server reads from its environment, resolved once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  distDir: string;
  instanceName: string;
  logLevel: string;
  sessionIdleMinutes: number;
  cookieSecure: boolean;
  sessionSecret: string;
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
  return {
    // PORT (default 8080): the HTTP port.
    port: readInteger(env, 'PORT', 8080),
    // HOST (default 0.0.0.0): the interface to listen on. 0.0.0.0 so the server is reachable from a
    // container's or VM's host as well as via localhost; set 127.0.0.1 to keep it private to the machine.
    host: env.HOST ?? '0.0.0.0',
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
    // COOKIE_SECURE (default false): mark cookies Secure; turn on behind HTTPS.
    cookieSecure: env.COOKIE_SECURE === 'true' || env.COOKIE_SECURE === '1',
    // SESSION_SECRET (default unset): key of the XSRF token HMAC. Unset, one is generated into
    // DATA_DIR/secrets.json (mode 0600) and reused; several servers behind one balancer must share it.
    sessionSecret: env.SESSION_SECRET || loadSessionSecret(dataDir),
    // Version comes from package.json; it is not configurable.
    version: readVersion(),
    // REVISION (default unset): the source revision shown in system information. Unset, it is read
    // from DIST_DIR/build-info.json, else from `git rev-parse --short HEAD`, else 'unknown'.
    revision: env.REVISION || readRevision(distDir),
  };
}

function readInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Environment variable ${name} must be a non-negative integer, got '${raw}'.`);
  }
  return value;
}
