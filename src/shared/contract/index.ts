export * from './common';
export * from './auth';
export * from './user';
export * from './navigation';
export * from './system';
