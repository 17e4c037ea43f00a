/**
 * The bench's floor: a bare Fastify route, and the same list and detail answers the API gives,
 * served from memory (read from files the bench wrote). Listens on $PORT at 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const listPayload: unknown = JSON.parse(readFileSync(String(process.env.LIST_FILE), 'utf8'));
const detailPayload: unknown = JSON.parse(readFileSync(String(process.env.DETAIL_FILE), 'utf8'));

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
app.get('/memory/list', async () => listPayload);
app.get('/memory/detail', async () => detailPayload);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
