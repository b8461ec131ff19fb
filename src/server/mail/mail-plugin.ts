import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { deliverDueMails, type MailTransport } from './mail-delivery';
import type { Database } from '../db/database';
import { createMailOutboxRepository } from './outbox-repository';
import type { Mailer, OutgoingMail } from './outgoing-mail';

/**
 * Every mail goes through the outbox table. With SMTP_URL a small in-process worker delivers it
 * (with retries); without, the mail is written to the server log at once and marked LOGGED, so on a
 * laptop the reset link and the one-time code can be read from the console.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { transport?: MailTransport }) => {
    const { config } = app;
    const repo = app.repos.mailOutbox;
    const transport = options.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : null);
    const policy = { maxAttempts: config.mailMaxAttempts, retrySeconds: config.mailRetrySeconds };

    let running: Promise<void> | null = null;
    const deliverDue = async (): Promise<void> => {
      if (!transport) return;
      // One pass at a time: a slow SMTP server must not pile up overlapping passes.
      running ??= deliverDueMails(repo, transport, policy, app.now).finally(() => {
        running = null;
      });
      await running;
    };
    const tick = () => {
      deliverDue().catch((error: unknown) => app.log.error({ err: error }, 'mail delivery pass failed'));
    };

    const queue = async (db: Database, mail: OutgoingMail) => {
      const row = await createMailOutboxRepository(db).enqueue(
        { recipient: mail.to, subject: mail.subject, body: mail.body, secrets: mail.secrets, createdAt: app.now() },
        // Without SMTP the row is written LOGGED in the same statement: never a PENDING one in between.
        transport ? 'PENDING' : 'LOGGED',
      );
      return () => {
        if (transport) {
          setImmediate(tick);
          return;
        }
        app.log.info(
          { mailId: row.id, to: mail.to, subject: mail.subject, body: mail.body },
          `mail (no SMTP_URL, not sent): ${mail.subject}`,
        );
      };
    };
    const mailer: Mailer = {
      async send(mail) {
        (await queue(app.db, mail))();
      },
      queue,
      deliverDue,
    };
    app.decorate('mail', mailer);

    if (transport && config.mailPollSeconds > 0) {
      const timer = setInterval(tick, config.mailPollSeconds * 1000);
      // The worker must not keep a finishing process alive.
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'mail', dependencies: ['config', 'repositories', 'clock'] },
);

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
