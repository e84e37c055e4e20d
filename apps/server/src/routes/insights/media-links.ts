import { insightEndpoints, ZRequestIdParams } from '@songstats/contract';
import {
  createMediaLinkRequest,
  findInsightAccount,
  findInsightTrack,
  listManagementAccess,
  listMediaLinkRequests,
  listTrackAccountIds,
  type MediaLinkRequestKind,
  type MediaLinkRequestRow,
  resolveMediaLinkRequest,
} from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { UNKNOWN_PROFILE } from './insight-access';
import { NOT_IN_CATALOGUE, UNKNOWN_TRACK } from './track-access';

export const MANAGERS_ONLY = 'Only the managers of this profile can ask for changes to it.';
export const NOT_PENDING = 'This request has already been handled.';

const MESSAGES: Record<MediaLinkRequestKind, string> = {
  add_link: 'Thanks! We will check the link and add it to the track.',
  remove_link: 'Thanks! We will check the link and remove it from the track.',
  remove_track: 'Thanks! We will check the request and remove the track from the profile.',
};

function present(row: NonNullable<MediaLinkRequestRow>) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The account (managed by the member, or any for admins) and its catalogue's track. */
async function requestTarget(request: FastifyRequest, idUnique: string, trackIdUnique: string) {
  const { member } = sessionOf(request);
  const db = request.server.db;
  const [account, managements, track] = await Promise.all([
    findInsightAccount(db, idUnique),
    listManagementAccess(db, member.id),
    findInsightTrack(db, trackIdUnique),
  ]);
  if (!account) throw new HttpError(404, UNKNOWN_PROFILE);
  const manages = managements.some((management) => management.accountId === account.id);
  if (!manages && !member.isAdmin) throw new HttpError(403, MANAGERS_ONLY);
  if (!track) throw new HttpError(404, UNKNOWN_TRACK);
  if (!(await listTrackAccountIds(db, track.id)).includes(account.id)) {
    throw new HttpError(404, NOT_IN_CATALOGUE);
  }
  return { member, account, track };
}

async function store(
  request: FastifyRequest,
  kind: MediaLinkRequestKind,
  target: Awaited<ReturnType<typeof requestTarget>>,
  linkUrl: string | null,
) {
  const { request: row } = await createMediaLinkRequest(request.server.db, {
    kind,
    memberId: target.member.id,
    accountId: target.account.id,
    trackId: target.track.id,
    linkUrl,
  });
  return { message: MESSAGES[kind], request: present(row) };
}

/** spec §7 media_links: stored requests to add or remove a link, or remove a track. */
export function mediaLinkRoutes(app: AppInstance) {
  const { addLink, requestLinkRemoval, requestTrackRemoval } = insightEndpoints;
  serveEndpoint(app, addLink, {
    access: 'member',
    tags: ['insights'],
    handler: async (request) => {
      const { idUnique, uTrackId, linkUrl } = request.body;
      return store(request, 'add_link', await requestTarget(request, idUnique, uTrackId), linkUrl);
    },
  });
  serveEndpoint(app, requestLinkRemoval, {
    access: 'member',
    tags: ['insights'],
    handler: async (request) => {
      const { idUnique, uTrackId, linkUrl } = request.body;
      const target = await requestTarget(request, idUnique, uTrackId);
      return store(request, 'remove_link', target, linkUrl);
    },
  });
  serveEndpoint(app, requestTrackRemoval, {
    access: 'member',
    tags: ['insights'],
    handler: async (request) => {
      const { uEntityId, uTrackId } = request.body;
      // The entity the track leaves is the one the member must manage.
      const target = await requestTarget(request, uEntityId, uTrackId);
      return store(request, 'remove_track', target, null);
    },
  });

  const { listMediaLinkRequests: list, resolveMediaLinkRequest: resolve } = insightEndpoints;
  serveEndpoint(app, list, {
    access: 'admin',
    tags: ['insights'],
    handler: async (request) => ({
      requests: (await listMediaLinkRequests(app.db, request.query.status)).map(present),
    }),
  });
  serveEndpoint(app, resolve, {
    access: 'admin',
    tags: ['insights'],
    params: ZRequestIdParams,
    handler: async (request) => {
      const row = await resolveMediaLinkRequest(
        app.db,
        request.params.requestId,
        request.body.status,
        sessionOf(request).member.id,
      );
      if (!row) throw new HttpError(409, NOT_PENDING);
      return { message: `The request is ${request.body.status}.`, request: present(row) };
    },
  });
}
