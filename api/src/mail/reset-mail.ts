import type { Mail } from './mailer.js';

/** The mail that carries a password reset link. */
export function resetMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Muster password',
    text: [
      `Someone asked to reset the password of the account "${username}".`,
      '',
      'To choose a new password, open this link within one hour. It works once:',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
