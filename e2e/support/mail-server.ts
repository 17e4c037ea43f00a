/**
 * The browser suite's mail server, run as one of its web servers: an SMTP mail box the sites
 * send their mails to (`SMTP_URL`), and an HTTP port where a test reads what arrived
 * (`GET /mails`: every mail, oldest first; `GET /health`).
 */
import http from 'node:http';
import { openMailBox } from '../../api/test/helpers/mail-box';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './site';

async function main() {
  const box = await openMailBox(MAIL_SMTP_PORT);
  const server = http.createServer((request, response) => {
    if (request.url === '/mails') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(box.mails));
      return;
    }
    response.writeHead(request.url === '/health' ? 200 : 404).end();
  });
  server.listen(MAIL_HTTP_PORT, '127.0.0.1');
  const stop = () => {
    server.close();
    void box.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
