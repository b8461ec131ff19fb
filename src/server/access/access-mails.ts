import type { OutgoingMail } from '../mail/outgoing-mail';

interface Recipient {
  email: string;
  firstName: string;
}

export function passwordResetMail(user: Recipient, link: string, token: string, validMinutes: number): OutgoingMail {
  return {
    to: user.email,
    subject: 'Energy Post-Trade: reset your password',
    body: [
      `Hello ${user.firstName},`,
      '',
      'Somebody (hopefully you) asked to reset your Energy Post-Trade password. To choose a new one, open:',
      '',
      link,
      '',
      `The link works once, for ${validMinutes} minutes. If you did not ask for it, ignore this mail; your password stays as it is.`,
    ].join('\n'),
    secrets: [token],
  };
}

export function emailLoginCodeMail(user: Recipient, code: string, validMinutes: number): OutgoingMail {
  return {
    to: user.email,
    subject: 'Energy Post-Trade: your one-time verification code',
    body: [
      `Hello ${user.firstName},`,
      '',
      `Your one-time verification code is ${code}`,
      '',
      `It works once, for ${validMinutes} minutes, in the browser where you asked for it. If you did not try to log in, change your password.`,
    ].join('\n'),
    secrets: [code],
  };
}

export function accountSetupMail(user: Recipient, link: string, token: string, validHours: number): OutgoingMail {
  return {
    to: user.email,
    subject: 'Energy Post-Trade: set your password',
    body: [
      `Hello ${user.firstName},`,
      '',
      'An administrator has given you an Energy Post-Trade account. To choose your password, open:',
      '',
      link,
      '',
      `The link works once, for ${validHours} hours. When it has expired, ask your administrator for a new one.`,
    ].join('\n'),
    secrets: [token],
  };
}
