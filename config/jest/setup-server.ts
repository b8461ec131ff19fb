// Each test file builds the app over a freshly migrated and seeded database; on a busy two-core machine
// that alone can take tens of seconds.
jest.setTimeout(60_000);
