import net from 'node:net';
import { type Connection, connect } from '@songstats/db';
import { createScratchDatabase } from '@songstats/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app';
import { buildTestApp, expectOutageAnswer, search } from './database-outage-fixture';

// Issue 20 (item 16), on PostgreSQL only (vitest.config.ts runs *.postgres.test.ts when
// DATABASE_URL is set): the server going away, starting up or not answering answers 503 with
// Retry-After and a message, and the app recovers by itself after it.

/** The port of this file's proxy (H5's range of the test ports). */
const PROXY_PORT = 9531;

type ProxyMode = 'forward' | 'starting-up' | 'silent';

/** A PostgreSQL ErrorResponse, as the server sends it while it starts up or shuts down. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header.write('E');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/**
 * A TCP proxy on a loopback port in front of the PostgreSQL server, that a test can cut (the
 * port refuses connections and every open one is dropped, as when the server goes away), or
 * make answer as a server that is starting up (57P03), or accept and never answer.
 */
async function startProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'silent') return;
    if (mode === 'starting-up') {
      client.once('data', () =>
        client.end(errorResponse('57P03', 'the database system is starting up')),
      );
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(PROXY_PORT, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen();
  return {
    port: PROXY_PORT,
    /** The server goes away: open connections drop, new ones are refused. */
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      });
    },
    /** The server is back. */
    restore: () => {
      mode = 'forward';
      return listen();
    },
    /** Open connections drop; new ones get `mode`'s answer. */
    set(next: ProxyMode) {
      mode = next;
      dropAll();
    },
    close() {
      dropAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('PostgreSQL going away and coming back', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let connection: Connection;
  let app: AppInstance;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    await (await connect({ databaseUrl: scratch.url })).close();
    const url = new URL(scratch.url);
    proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    connection = await connect({
      databaseUrl: url.toString(),
      migrate: false,
      connectionTimeoutMs: 1_000,
    });
    app = await buildTestApp(connection);
  });
  afterAll(async () => {
    await app?.close();
    await connection?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('answers 503 while the server refuses connections, and 200 again once it is back', async () => {
    expect((await search(app)).statusCode).toBe(200);
    await proxy.cut();
    expectOutageAnswer(await search(app));
    expectOutageAnswer(await search(app));
    await proxy.restore();
    expect((await search(app)).statusCode).toBe(200);
  });

  it('answers 503 while the server is starting up (57P03), and 200 once it is up', async () => {
    expect((await search(app)).statusCode).toBe(200);
    proxy.set('starting-up');
    expectOutageAnswer(await search(app));
    proxy.set('forward');
    expect((await search(app)).statusCode).toBe(200);
  });

  it('answers 503 when connecting times out, instead of waiting for ever', async () => {
    expect((await search(app)).statusCode).toBe(200);
    proxy.set('silent');
    // The pool drops its idle connections as they end; the search then has to connect.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    expectOutageAnswer(await search(app));
    // It waited for the connection timeout (1 s here), not for a dropped connection.
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    proxy.set('forward');
    expect((await search(app)).statusCode).toBe(200);
  });

  it('answers 503 when the server ends the connection of a running query (57P01)', async () => {
    expect((await search(app)).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      // The search waits for this lock; then the app's connections are ended, as a fast
      // shutdown or an administrator does.
      await admin.query('begin');
      await admin.query('lock table accounts in access exclusive mode');
      const waiting = search(app);
      await expect
        .poll(async () => {
          const { rows } = await admin.query(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0].n;
        })
        .toBeGreaterThan(0);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expectOutageAnswer(await waiting);
      await admin.query('rollback');
    } finally {
      await admin.end();
    }
    expect((await search(app)).statusCode).toBe(200);
  });
});
