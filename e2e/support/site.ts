import path from 'node:path';

/** The repository root, where the built site lives. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The port the browser suite serves the built site on (not 8080, so `npm start` can run too). */
export const E2E_PORT = Number(process.env.E2E_PORT || 8181);

export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** The suite's mail server (support/mail-server.ts): the sites send to its SMTP port. */
export const MAIL_SMTP_PORT = E2E_PORT + 20;
/** Where a test reads the mails that arrived. */
export const MAIL_HTTP_PORT = E2E_PORT + 21;
