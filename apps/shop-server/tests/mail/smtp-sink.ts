/**
 * A real SMTP server in the test process (smtp-server on 127.0.0.1, random port) that keeps what it
 * receives, plus a small decoder for the mails the shop sends (UTF-8, B-encoded headers, base64 body).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients. */
  mailFrom: string;
  rcptTo: string[];
  /** The user the client logged in as (undefined without AUTH). */
  user: string | undefined;
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Recipients refused so far, in order (one entry per refused RCPT TO). */
  refused: string[];
  /** The 5xx reply every recipient gets from now on; undefined accepts them. */
  refuseRecipients: string | undefined;
  /** Resolves when `count` mails have arrived. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Required credentials; without them AUTH is optional. */
  credentials?: { user: string; pass: string };
  /** Refuse every recipient with this 5xx reply. */
  refuseRecipients?: string;
}

/** Starts an SMTP server on 127.0.0.1 at a random port (plain SMTP, no STARTTLS). */
export async function startSmtpSink({ credentials, refuseRecipients }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const state = { refuseRecipients };
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !credentials,
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (state.refuseRecipients) {
        refused.push(address.address);
        callback(Object.assign(new Error(state.refuseRecipients), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const waiter of waiters) waiter();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    refused,
    get refuseRecipients() {
      return state.refuseRecipients;
    },
    set refuseRecipients(reply) {
      state.refuseRecipients = reply;
    },
    waitForMails(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} mails arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        function check() {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        }
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface DecodedMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
}

/** Decodes the RFC 2047 B-encoded words of a header value (adjacent words join before UTF-8 decoding). */
function decodeWords(value: string): string {
  const word = /=\?[^?]+\?[Bb]\?([^?]*)\?=/g;
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?[^?]+\?[Bb]\?[^?]*\?=)+/g, (run) =>
      Buffer.concat([...run.matchAll(word)].map((m) => Buffer.from(m[1] ?? '', 'base64'))).toString('utf8'),
    );
}

/** Splits a single-part text mail into headers (lower-case names), subject and body (base64 decoded). */
export function decodeMail(raw: string): DecodedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const base64 = headers.get('content-transfer-encoding')?.toLowerCase() === 'base64';
  const text = base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}
