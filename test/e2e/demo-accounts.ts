import { demoUsers, type DemoUser } from '../../src/server/seed/demo-users';

/** One of the seeded demo accounts, by user name. */
export function demoAccount(username: string): DemoUser {
  const account = demoUsers.find((user) => user.username === username);
  if (!account) throw new Error(`No demo account '${username}' in the seed.`);
  return account;
}
