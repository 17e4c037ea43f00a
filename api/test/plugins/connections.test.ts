import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testApp, type TestApp } from '../helpers/test-app.js';

/** Opens a raw socket to the app, from `localAddress` when given. */
function connect(port: number, localAddress?: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({
      port,
      host: '127.0.0.1',
      ...(localAddress ? { localAddress } : {}),
    });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Milliseconds until the server closes the socket (or `limit` ms pass: then Infinity). */
function closedWithin(socket: net.Socket, limit: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Infinity), limit);
    socket.on('error', () => undefined);
    socket.resume();
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

/** A whole GET over a raw socket from `localAddress`; resolves with the status line. */
function get(port: number, localAddress: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        resolve(answer.split('\r\n')[0] ?? '');
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  });
}

describe('slow and idle connections', () => {
  let harness: TestApp;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    harness = await testApp({
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '300',
      MAX_CONNECTIONS_PER_ADDRESS: '20',
    });
    app = harness.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => harness.close());

  it('closes a socket that sends nothing', async () => {
    const socket = await connect(port);
    expect(await closedWithin(socket, 5000)).toBeLessThan(3000);
  });

  it('closes a socket whose headers never end', async () => {
    const socket = await connect(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    try {
      expect(await closedWithin(socket, 5000)).toBeLessThan(3000);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes a socket whose body stops half way', async () => {
    const socket = await connect(port);
    socket.write(
      'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"username":"a',
    );
    expect(await closedWithin(socket, 5000)).toBeLessThan(3000);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const socket = await connect(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await closedWithin(socket, 5000)).toBeLessThan(3000);
  });

  it('closes sockets over the cap from one address while another address is answered', async () => {
    const held = await Promise.all(Array.from({ length: 30 }, () => connect(port)));
    const closed = await Promise.all(held.map((socket) => closedWithin(socket, 300)));
    expect(closed.filter((ms) => ms < 300)).toHaveLength(10);
    const started = Date.now();
    expect(await get(port, '127.0.0.2')).toBe('HTTP/1.1 200 OK');
    expect(Date.now() - started).toBeLessThan(1000);
    held.forEach((socket) => socket.destroy());
  });
});

describe('connections at the default cap', () => {
  let harness: TestApp;
  let port: number;

  beforeAll(async () => {
    harness = await testApp();
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    port = (harness.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => harness.close());

  it('answers another address at once while one address holds 4,000 idle sockets', async () => {
    const held: net.Socket[] = [];
    for (let batch = 0; batch < 8; batch++) {
      held.push(...(await Promise.all(Array.from({ length: 500 }, () => connect(port)))));
    }
    held.forEach((socket) => socket.on('error', () => undefined).resume());
    const started = Date.now();
    expect(await get(port, '127.0.0.2')).toBe('HTTP/1.1 200 OK');
    expect(Date.now() - started).toBeLessThan(1000);
    // The first 256 stay open (idle, until their timeout); the server closed the rest.
    for (let wait = 0; wait < 40 && held.filter((socket) => !socket.closed).length > 256; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(held.filter((socket) => !socket.closed)).toHaveLength(256);
    held.forEach((socket) => socket.destroy());
  }, 30_000);
});
