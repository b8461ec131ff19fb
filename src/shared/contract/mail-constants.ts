// The outbox grid's sortable columns without zod: the admin chunk needs the names, not the schema library.

/** The outbox's sortable columns; without a sort the newest mail comes first. */
export const mailSortColumns = ['createdAt', 'recipient', 'subject', 'status'] as const;
export type MailSortColumn = (typeof mailSortColumns)[number];
