// The thread PGlite runs in is written in TypeScript like the rest of the server: tsx compiles it here,
// whether the server itself runs under tsx, jest or the bench.
require('tsx/cjs/api').register();
require('./pglite-thread-worker.ts');
