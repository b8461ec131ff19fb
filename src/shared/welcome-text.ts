// The welcome page's lines (access spec section 2), written by the page and by the server's frame of it.
import type { SystemInformation } from './contract/system';

export const welcomeGreeting = (user: { firstName: string; lastName: string }): string =>
  `Welcome, ${user.firstName} ${user.lastName}`;

export const instanceLine = ({ instanceName, version, revision }: SystemInformation): string =>
  `Instance ${instanceName}, version ${version}, revision ${revision}`;
