/** The API tests' mail box: started before a block's apps are built, stopped after its tests. */
import { openMailBox, type CaughtMail, type MailBox } from './mail-box.js';

export type { CaughtMail } from './mail-box.js';

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
 * Starts a mail box before the enclosing block's tests (and before the apps of blocks inside it,
 * which may read its `url`) and stops it after them.
 */
export function catchMails(): MailCatcher {
  let box: MailBox | undefined;
  const taken = new Set<CaughtMail>();
  beforeAll(async () => {
    box = await openMailBox();
  });
  afterAll(async () => box?.close());
  const mails = () => box?.mails ?? [];
  const untaken = (address: string) =>
    mails().find((mail) => !taken.has(mail) && mail.to.includes(address.toLowerCase()));
  return {
    get url() {
      return box?.url ?? '';
    },
    get mails() {
      return mails();
    },
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
      return mails().filter((mail) => mail.to.includes(address.toLowerCase())).length;
    },
  };
}
