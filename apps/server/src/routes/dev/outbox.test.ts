import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { isLoopbackClient } from './outbox';

// docs/security.md: the embedded outbox holds every member's magic links, so it answers only
// requests from the machine itself, whatever interface the server listens on.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ devOutbox: true });
});
afterAll(async () => {
  await test?.close();
});

describe('the local outbox', () => {
  it.each(['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1'])('answers %s', async (address) => {
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const reply = await test.app.inject({ method: 'GET', url, remoteAddress: address });
      expect(reply.statusCode).toBe(200);
    }
  });

  it.each(['192.168.1.20', '10.0.0.7', '::ffff:10.0.0.7', '2001:db8::1'])(
    'is not found from %s, so a server listening on 0.0.0.0 keeps the links to itself',
    async (address) => {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        const reply = await test.app.inject({ method: 'GET', url, remoteAddress: address });
        expect(reply.statusCode).toBe(404);
        expect(reply.json()).toMatchObject({ message: 'Not found' });
      }
    },
  );

  it('tells loopback addresses from the rest', () => {
    expect(isLoopbackClient('127.0.0.1')).toBe(true);
    expect(isLoopbackClient('::1')).toBe(true);
    expect(isLoopbackClient('127.0.0.1.evil')).toBe(false);
    expect(isLoopbackClient('::2')).toBe(false);
  });
});
