/** One outgoing mail: its plain text, and an HTML part when it shows pictures (the lines' mock-ups). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML (no scripts, no SVG: inline styles and PNG images only); absent: text only. */
  html?: string;
}

/** The outgoing-mail port: an outbox table by default, SMTP (or anything else) in production. */
export interface Mailer {
  /**
   * Takes a mail for delivery. Resolves once the mail is safely recorded; it rejects only when even
   * that failed (a delivery problem is recorded and logged, never thrown at the caller).
   */
  send(message: MailMessage): Promise<void>;
  /** Starts background work, if any (SMTP: retrying failed mail); close() stops it. */
  start?(): void;
  /** Waits for deliveries still under way and closes connections (at shutdown, before the database). */
  close?(): Promise<void>;
}
