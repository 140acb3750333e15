/** One outgoing plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The outgoing-mail port: an outbox table by default, SMTP (or anything else) in production. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
