// The welcome page's lines (access spec section 2), written by the page and by the server's frame of it.
import type { SystemInformation } from './contract/system';

export const welcomeGreeting = (user: { firstName: string; lastName: string }): string =>
  `Welcome, ${user.firstName} ${user.lastName}`;

export const instanceLine = ({ instanceName, version, revision }: SystemInformation): string =>
  `Instance ${instanceName}, version ${version}, revision ${revision}`;

/** 'Last login: 26/11/26 14:05:09 GMT+1', the moment written by `write` (the user's zone and date format). */
export const lastLoginLine = (previousLogin: Date | null, write: (moment: Date) => string): string =>
  `Last login: ${previousLogin === null ? 'the first time' : write(previousLogin)}`;
