import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readOutbox, type StoredMail } from '../../mail/mailer';
import { HttpError } from '../../plugins/errors';

/**
 * The outbox holds every member's magic links, so it answers only the machine itself: a server
 * started with HOST=0.0.0.0 in embedded mode must not hand the links to its network. `request.ip`
 * is the client's address (the forwarded one with TRUST_PROXY=1).
 */
export function isLoopbackClient(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

function onlyThisMachine(request: FastifyRequest) {
  if (!isLoopbackClient(request.ip)) throw new HttpError(404, 'Not found');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Links of a mail's text, made clickable; everything else stays plain text. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderOutbox(mails: StoredMail[]): string {
  const items = mails
    .map(
      (
        mail,
      ) => `<article style="border:1px solid #e5e7eb;border-radius:8px;padding:16px;margin:16px 0">
  <h2 style="margin:0 0 4px;font-size:18px">${escapeHtml(mail.subject)}</h2>
  <p style="margin:0 0 12px;color:#6b7280">To ${escapeHtml(mail.to)} · <time>${escapeHtml(mail.createdAt)}</time></p>
  <pre style="white-space:pre-wrap;font-family:inherit;margin:0">${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg"><title>Outbox</title></head>
<body style="font-family:system-ui,sans-serif;max-width:760px;margin:40px auto;padding:0 16px">
<h1>Outbox</h1>
<p>Mail this local server would have sent, newest first. Set SMTP_URL to send real mail.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/**
 * Embedded mode only: the local outbox, so a newcomer can sign in without a mail server.
 * /dev/outbox.json lists the messages (newest first); /dev/outbox shows them as a page.
 */
export async function devOutboxRoutes(app: FastifyInstance, options: { outboxDir: string }) {
  // Mail leaves after the answer that sent it: wait for what is queued, so it is listed.
  app.get(
    '/dev/outbox.json',
    { schema: { hide: true }, onRequest: async (request) => onlyThisMachine(request) },
    async () => {
      await app.mailer.idle();
      return readOutbox(options.outboxDir);
    },
  );
  app.get(
    '/dev/outbox',
    { schema: { hide: true }, onRequest: async (request) => onlyThisMachine(request) },
    async (_request, reply) => {
      await app.mailer.idle();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderOutbox(readOutbox(options.outboxDir)));
    },
  );
}
