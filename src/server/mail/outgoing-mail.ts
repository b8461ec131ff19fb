/** A mail the server sends; `secrets` are the one-time values in the body, masked in the admin view. */
export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  secrets: string[];
}

/** What the mail plugin decorates the app with. */
export interface Mailer {
  /** Writes the mail to the outbox; delivered by SMTP when configured, else written to the server log. */
  send(mail: OutgoingMail): Promise<void>;
  /** One delivery pass over the due mails (the worker's tick; tests call it directly). */
  deliverDue(): Promise<void>;
}
