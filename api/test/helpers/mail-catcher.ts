/**
 * A real SMTP server on a free local port that keeps every mail it is given, for tests of the
 * mails the site sends: `SMTP_URL` points at it and the test reads what arrived.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as it arrived: its recipients, headers and decoded text. */
export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/** Decodes a quoted-printable body (what nodemailer sends when a line is long). */
function fromQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A mail's headers and text from its raw message. */
function parse(raw: string, to: string[]): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const body = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    to,
    from: header('From'),
    subject: header('Subject'),
    text: text.replace(/\r\n/g, '\n'),
  };
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:PORT`, once started. */
  readonly url: string;
  /** Every mail so far. */
  readonly mails: readonly CaughtMail[];
  /** The first mail to `address` not yet taken, waiting up to `timeoutMs` for it. */
  next(address: string, timeoutMs?: number): Promise<CaughtMail>;
  /** How many mails went to `address` so far. */
  countTo(address: string): number;
}

/**
 * Starts a catcher before the enclosing block's tests (and before the apps of blocks inside it,
 * which may read its `url`) and stops it after them.
 */
export function catchMails(): MailCatcher {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  let url = '';
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make for a test.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push(parse(Buffer.concat(chunks).toString('latin1'), to));
        done();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const untaken = (address: string) =>
    mails.find((mail) => !taken.has(mail) && mail.to.includes(address.toLowerCase()));
  return {
    get url() {
      return url;
    },
    mails,
    async next(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = untaken(address);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail reached ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    countTo(address) {
      return mails.filter((mail) => mail.to.includes(address.toLowerCase())).length;
    },
  };
}
