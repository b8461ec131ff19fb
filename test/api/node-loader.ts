import NodeModule from 'node:module';
import path from 'node:path';

/**
 * Loads server modules the way `npm start` runs them: through Node's own module loader with tsx,
 * outside jest's CommonJS sandbox. The sandbox cannot load the ESM-only packages the server depends
 * on (@fastify/cookie's `import('cookie')`, @fastify/static's content-disposition, PGlite's
 * Emscripten glue) without --experimental-vm-modules; Node 20 loads them natively.
 * Modules are cached per jest worker, like in a server process; each test still builds its own app
 * and database.
 */
type NodeModuleClass = typeof import('node:module') & {
  new (id: string): { filename: string; paths: string[]; require(id: string): unknown };
  _nodeModulePaths(from: string): string[];
};

const root = path.resolve(__dirname, '../..');
let nodeRequire: ((id: string) => unknown) | null = null;

function getNodeRequire(): (id: string) => unknown {
  if (nodeRequire) return nodeRequire;
  // A Module made by hand resolves and loads through Node's real loader, not jest's registry.
  const ModuleClass = NodeModule as unknown as NodeModuleClass;
  const loader = new ModuleClass(path.join(root, 'node-loader.js'));
  loader.filename = path.join(root, 'node-loader.js');
  loader.paths = ModuleClass._nodeModulePaths(root);
  const tsx = loader.require('tsx/cjs/api') as { register(options?: { namespace?: string }): unknown };
  tsx.register();
  nodeRequire = (id) => loader.require(id);
  return nodeRequire;
}

/** `loadServerModule<typeof import('@server/app')>('src/server/app.ts')` */
export function loadServerModule<T>(relativePath: string): T {
  return getNodeRequire()(path.join(root, relativePath)) as T;
}
