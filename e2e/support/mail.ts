import type { CaughtMail } from '../../api/test/helpers/mail-box';
import { MAIL_HTTP_PORT } from './site';

/** The newest mail to `address` that the suite's mail server has received, waiting for one. */
export async function mailTo(address: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (
      await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails`)
    ).json()) as CaughtMail[];
    const mail = mails.reverse().find((each) => each.to.includes(address.toLowerCase()));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
