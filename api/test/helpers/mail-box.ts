/**
 * A real SMTP server on a local port that keeps every mail it is given, for tests of the mails the
 * site sends: `SMTP_URL` points at it and the test reads what arrived. No test framework here:
 * the API's tests (`mail-catcher.ts`) and the browser suite's mail server both use it.
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

/** A running mail box. */
export interface MailBox {
  /** `smtp://127.0.0.1:PORT`. */
  url: string;
  /** Every mail so far, oldest first. */
  mails: CaughtMail[];
  close(): Promise<void>;
}

/** Starts a mail box on `port` of the loopback interface (0: any free port). */
export async function openMailBox(port = 0): Promise<MailBox> {
  const mails: CaughtMail[] = [];
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
