import { demoAccounts } from './data';

/**
 * Who the mock API thinks is logged in. Reset before every test (see server.ts) to the analyst, the
 * usual case; a test about anonymous visitors calls `mockSession.logOut()` before rendering.
 */
export const mockSession = {
  userName: 'analyst' as string | null,
  logIn(userName: string) {
    this.userName = userName;
  },
  logOut() {
    this.userName = null;
  },
  account() {
    return this.userName === null ? undefined : demoAccounts[this.userName];
  },
};

export function resetMockSession(): void {
  mockSession.userName = 'analyst';
}
