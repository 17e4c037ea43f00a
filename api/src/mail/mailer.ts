import nodemailer from 'nodemailer';

/** One plain-text mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends the site's mails. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * A mailer through the SMTP server of `url` (`smtp://user:pass@host:587`, or `smtps://` for TLS
 * from the start; a plain `smtp://` server is asked for STARTTLS when it offers it).
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}
