import { ADMIN_TEXTS, adminEndpoints, type MediaLinkDeskRow } from '@songstats/contract';
import { listMediaLinkDesk, resolveMediaLinkDeskRequest } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import type { OutgoingMail } from '../../mail/mailer';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { adminOf } from './admin-route';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the requester is told: their request, and whether it was approved or rejected. */
export function mediaLinkRequestMail(row: MediaLinkDeskRow): OutgoingMail {
  const what =
    row.kind === 'add_link'
      ? `to add the link ${row.linkUrl} to ${row.trackTitle ?? 'your track'}`
      : row.kind === 'remove_link'
        ? `to remove the link ${row.linkUrl} from ${row.trackTitle ?? 'your track'}`
        : `to remove ${row.trackTitle ?? 'a track'} from ${row.accountName}`;
  const verdict = row.status === 'approved' ? 'approved' : 'rejected';
  const text = `Hello,\n\nYour request ${what} (${row.accountName}) was ${verdict}.\n\nThe Songstats team`;
  return {
    to: row.memberEmail,
    subject: `Your request was ${verdict}`,
    text,
    html: `<p>Hello,</p><p>Your request ${escapeHtml(what)} (${escapeHtml(row.accountName)}) was ${verdict}.</p><p>The Songstats team</p>`,
  };
}

/** Issue 26, Link Requests and Track Removal Requests desks. */
export function mediaLinkRequestRoutes(app: AppInstance) {
  const list = adminEndpoints.mediaLinkRequests;
  serveEndpoint(app, list, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listMediaLinkDesk(app.db, request.query),
  });

  const resolve = adminEndpoints.resolveMediaLinkRequest;
  serveEndpoint(app, resolve, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { requestId, status } = request.body;
      const row = await resolveMediaLinkDeskRequest(app.db, adminOf(request), requestId, status);
      if (!row) throw new HttpError(409, ADMIN_TEXTS.requestNotPending);
      app.mailer.enqueue(
        async () => mediaLinkRequestMail(row),
        (error) => request.log.warn({ err: error }, 'the media-link request mail failed'),
      );
      return { message: ADMIN_TEXTS.requestResolved(status, row.memberEmail), request: row };
    },
  });
}
