// The whole database schema, one file per area. Each area file imports only ./base, so the imports run
// one way; this index re-exports them all for the repositories (`from '../db/schema'`) and for
// drizzle-kit (config/drizzle.config.ts), which diffs every table it exports against the last migration.
export * from './base';
export * from './access';
export * from './navigation';
export * from './help';
export * from '../schema-reporting';
export * from './column-settings';
export * from './mifid';
export * from './problem-solving';
export * from './user-administration';
export * from './preferences';
export * from './master-data';
