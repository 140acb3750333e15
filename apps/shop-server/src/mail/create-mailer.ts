import { type Config, redactUrl } from '../config/config.ts';
import type { Queryable } from '../db/db.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** The configured mailer (SMTP when SMTP_URL is set, else the outbox table) and a line saying which. */
export function createMailer(
  db: Queryable,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  { now, log = console.log }: { now: () => number; log?: (line: string) => void },
): { mailer: Mailer; description: string } {
  if (config.smtpUrl) {
    return {
      mailer: createSmtpMailer(db, { url: config.smtpUrl, from: config.mailFrom, now, log }),
      description: `mail via ${redactUrl(config.smtpUrl)} from ${config.mailFrom} (recorded in the outbox table)`,
    };
  }
  return { mailer: createOutboxMailer(db, { now, log }), description: 'mail goes to the outbox table and the log (SMTP_URL not set)' };
}
