import type { Queryable } from '../db/db.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export interface OutboxMailerOptions {
  /** epoch ms */
  now: () => number;
  /** Where the one-line notice goes; console.log by default. */
  log?: (line: string) => void;
}

const URL_PATTERN = /https?:\/\/\S+/g;

/** The log line for a mail: recipient, subject and any links (so reset links work on a laptop). */
export function mailLogLine({ to, subject, text }: MailMessage): string {
  const links = text.match(URL_PATTERN) ?? [];
  return [`[mail] to ${to} subject ${subject}`, ...links].join(' ');
}

/**
 * The default mailer: stores each mail in the `outbox` table (a later sender, or a developer, picks it
 * up there) and logs one line with its links.
 */
export function createOutboxMailer(db: Queryable, { now, log = console.log }: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      await db.query('insert into outbox (recipient, subject, body, html, created_at) values ($1, $2, $3, $4, $5)', [
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
        new Date(now()),
      ]);
      log(mailLogLine(message));
    },
  };
}
