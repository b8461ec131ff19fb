// The server's direction, as STYLE.md "The server by capability" asks: routes -> domain -> data
// access -> db, seed/ on top and imported only by scripts, benchmarks and tests. A file's layer
// follows from its place and name, so a new file needs no registration:
//   db/, config, system/                     foundation
//   repository.ts, *-repository.ts, repositories.ts   data access
//   routes.ts, *-routes.ts, *-plugin.ts, *-hooks.ts, api/, plugins/, http/, fastify-types.ts   HTTP adapter
//   app.ts, main.ts, start-server.ts          composition
//   seed/                                     the demo world
//   anything else in a capability folder      domain (plain values in, outcomes out: no Fastify)
const path = require('node:path');

const serverDir = path.join(__dirname, '../../src/server');
const ranks = { foundation: 0, 'data access': 1, domain: 2, 'HTTP adapter': 3, composition: 4, seed: 5 };

function layerOf(file) {
  const relative = path.relative(serverDir, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const base = path.basename(relative).replace(/\.(ts|tsx|js)$/, '');
  const top = relative.includes('/') ? relative.slice(0, relative.indexOf('/')) : '';
  if (top === 'seed') return 'seed';
  if (top === '' && ['app', 'main', 'start-server'].includes(base)) return 'composition';
  if (
    ['api', 'plugins', 'http'].includes(top) ||
    ['routes', 'fastify-types'].includes(base) ||
    /-(routes|plugin|hooks)$/.test(base)
  )
    return 'HTTP adapter';
  if (top === 'db' || top === 'system' || (top === '' && ['config', 'config-access'].includes(base)))
    return 'foundation';
  if (base === 'repository' || base.endsWith('-repository') || base === 'repositories') return 'data access';
  return 'domain';
}

const FASTIFY = /^(fastify|fastify-plugin|fastify-type-provider-zod|@fastify\/)/;

module.exports = {
  rules: {
    direction: {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          up: '{{from}} ({{fromLayer}}) may not import {{to}} ({{toLayer}}): the server runs routes -> domain -> data access -> db, with seed/ on top.',
          fastify: 'A {{layer}} module takes plain values and returns outcomes: no Fastify here ({{name}}).',
        },
      },
      create(context) {
        const file = context.filename;
        const fromLayer = layerOf(file);
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          if (FASTIFY.test(source)) {
            if (fromLayer === 'domain' || fromLayer === 'data access' || fromLayer === 'foundation')
              context.report({ node, messageId: 'fastify', data: { layer: fromLayer, name: source } });
            return;
          }
          let target;
          if (source.startsWith('@server/')) target = path.join(serverDir, source.slice('@server/'.length));
          else if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
          else return;
          const toLayer = layerOf(target);
          if (!toLayer) return;
          const outsideServer = fromLayer === null;
          if (toLayer === 'seed' && outsideServer) return; // scripts, bench and test build the demo world
          if (outsideServer) return;
          if (ranks[toLayer] > ranks[fromLayer])
            context.report({
              node,
              messageId: 'up',
              data: { from: path.relative(serverDir, file), fromLayer, to: source, toLayer },
            });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
