// When the welcome page warns that the password expires (access spec section 9), and in which words:
// the page and the server's frame of it say the same.

/** Warn from this many days left. */
export const PASSWORD_EXPIRY_WARNING_DAYS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, rounded up: a password expiring later today still has "1 day". Never below 0. */
export function daysUntil(deadline: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS));
}

/** The warning for the days left (the user information's passwordExpiration); null while none is due. */
export function passwordExpiryText(daysLeft: number | null): string | null {
  if (daysLeft === null || daysLeft > PASSWORD_EXPIRY_WARNING_DAYS) return null;
  if (daysLeft < 0) return 'Your password has expired.';
  if (daysLeft === 0) return 'Your password expires today.';
  return `Your password expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}.`;
}
