/** The published TOTP secret of the `totp` demo account (the README lists it for authenticator apps). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  /** EIC codes of the organisations the user belongs to; the first is the user's own. */
  organisations: string[];
  /** Days until the password expires. */
  passwordExpiresInDays: number;
  isAdmin?: boolean;
  canEditHelp?: boolean;
  changePasswordImmediately?: boolean;
  setupTwoFactor?: boolean;
  totpSecret?: string;
  emailCodeAllowed?: boolean;
}

/** The demo accounts of the README, keyed to organisations by EIC code (see demo-organisations.ts). */
export const demoUsers: DemoUser[] = [
  {
    username: 'analyst',
    password: 'Analyst#2026',
    firstName: 'Anna',
    lastName: 'Lindqvist',
    email: 'anna.lindqvist@nordwind-energie.example',
    // Nordwind has confirmations, settlement and reporting; Alpenstrom only reporting: the menu changes.
    organisations: ['11XNORDWIND-EH-G', '12XALPENSTROM-V0'],
    // Soon, so the welcome page's expiry warning has something to show.
    passwordExpiresInDays: 7,
  },
  {
    username: 'editor',
    password: 'Editor#2026',
    firstName: 'Erik',
    lastName: 'Madsen',
    email: 'erik.madsen@balticpower.example',
    organisations: ['45XBALTICPOWER-0'],
    passwordExpiresInDays: 90,
    canEditHelp: true,
  },
  {
    username: 'totp',
    password: 'Totp#2026',
    firstName: 'Teresa',
    lastName: 'Navarro',
    email: 'teresa.navarro@iberiagas.example',
    organisations: ['18XIBERIAGASYE-S'],
    passwordExpiresInDays: 90,
    totpSecret: DEMO_TOTP_SECRET,
    emailCodeAllowed: true,
  },
  {
    username: 'newcomer',
    password: 'Newcomer#2026',
    firstName: 'Noah',
    lastName: 'Petit',
    email: 'noah.petit@rhone-energie.example',
    organisations: ['17XRHONE-ENERGI9'],
    passwordExpiresInDays: 90,
    changePasswordImmediately: true,
    setupTwoFactor: true,
  },
  {
    username: 'admin',
    password: 'Admin#2026',
    firstName: 'Ada',
    lastName: 'Administrator',
    email: 'admin@energy-post-trade.example',
    // Admins see every organisation without being a member of any.
    organisations: [],
    passwordExpiresInDays: 90,
    isAdmin: true,
    canEditHelp: true,
  },
];
