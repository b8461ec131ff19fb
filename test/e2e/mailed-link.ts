import fs from 'node:fs';
import { e2eServerLogPath } from './e2e-paths';

interface LoggedMail {
  to?: string;
  subject?: string;
  body?: string;
}

/** The newest link to `pathname` in a mail to `recipient` that the server logged (no SMTP_URL). */
export function readMailedLink(recipient: string, pathname: string): string | null {
  const mails = fs
    .readFileSync(e2eServerLogPath, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"body"'))
    .map((line) => JSON.parse(line) as LoggedMail)
    .filter((mail) => mail.to === recipient && typeof mail.body === 'string');
  const body = mails.at(-1)?.body;
  const link = body?.match(new RegExp(`https?://\\S+${pathname}\\S*`));
  return link?.[0] ?? null;
}
