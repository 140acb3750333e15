/**
 * The mails the shop sent, read from its log. Without SMTP_URL the server stores each mail in its
 * `outbox` table and logs one line `[mail] to <recipient> subject <subject> <links…>`
 * (apps/shop-server/src/mail/outbox-mailer.ts); fresh-server.ts copies that log to SHOP_LOG.
 */
import { readFileSync } from 'node:fs';
import { SHOP_LOG } from './servers.ts';
import { expect } from './test.ts';

/** One logged mail: its subject and the links in its body. */
export interface LoggedMail {
  subject: string;
  links: string[];
}

/** Every mail logged so far for `to` (a missing log counts as none); `logPath`: another shop's log (support/own-shop.ts). */
export function mailsTo(to: string, logPath: string = SHOP_LOG): LoggedMail[] {
  let log = '';
  try {
    log = readFileSync(logPath, 'utf8');
  } catch {
    return [];
  }
  const prefix = `[mail] to ${to} subject `;
  // The line may carry a prefix of the server's own (`[shop-server] [mail] to …`).
  return log
    .split('\n')
    .filter((line) => line.includes(prefix))
    .map((line) => {
      const [subject = '', ...links] = line.slice(line.indexOf(prefix) + prefix.length).split(' ');
      return { subject, links: links.filter((link) => /^https?:\/\//.test(link)) };
    });
}

/** Waits for the mail to `to` whose subject is `subject` and returns it (the newest, if several). */
export async function waitForMail(to: string, subject: string, logPath: string = SHOP_LOG): Promise<LoggedMail> {
  await expect
    .poll(() => mailsTo(to, logPath).filter((mail) => mail.subject === subject).length, {
      message: `the shop logs a mail to ${to} with the subject ${subject}`,
      // Reading the log is cheap: every 100 ms, not the default steps up to a second.
      intervals: [100],
    })
    .toBeGreaterThan(0);
  const found = mailsTo(to, logPath).filter((mail) => mail.subject === subject);
  return found[found.length - 1] as LoggedMail;
}
