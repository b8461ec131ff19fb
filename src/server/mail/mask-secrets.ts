export const SECRET_MASK = '••••••••';

/**
 * Replaces every one-time secret (reset-link token, login code) in a mail body with a mask: an admin
 * reading the outbox must not be able to take over the account the mail was for.
 */
export function maskSecrets(body: string, secrets: readonly string[]): string {
  // Longest first, so a secret that contains another is masked whole.
  return [...secrets]
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((masked, secret) => masked.split(secret).join(SECRET_MASK), body);
}
