import {
  POST_PLATFORMS,
  POSTS_EXPORT_LIMIT,
  POSTS_PER_PAGE,
  POSTS_TEXTS,
  type Post,
  type PostsQuery,
  postEndpoints,
  ZPostParams,
} from '@songstats/contract';
import { listManagementAccess } from '@songstats/db';
import { sourceById } from '@songstats/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { contentDisposition, type ReportSheet, toCsv, toXlsx } from '../../presenters/report-file';
import { EXPORT_NOT_ALLOWED } from '../insights/download-report';
import { accessOf, loadInsightAccess, serviceForSource } from '../insights/insight-access';
import { loadProvenanceBook, platformProvenances } from '../insights/provenance';
import { serveEndpoint } from '../serve-endpoint';
import { findPostCreator, listMemberCreators, listPostDays, listPostRows } from './post-rows';

interface PostsScope {
  creators: { id: number; idUnique: string; name: string }[];
  hasAccess: boolean;
  lockedReason: string | null;
  canExport: boolean;
}

/**
 * Whose posts a member sees (spec §6, as the other analytics): one creator when asked for
 * (locked without access; admins see any), else every creator of the member's managements the
 * member has Socialstats access to (own management or the Professional plan).
 */
async function postsScope(
  request: FastifyRequest,
  idUnique: string | undefined,
): Promise<PostsScope> {
  const { member } = sessionOf(request);
  if (idUnique) {
    const access = await loadInsightAccess(request, idUnique, POST_PLATFORMS[0]);
    if (access.account.type !== 'creator') {
      throw new HttpError(400, POSTS_TEXTS.notACreator(access.account.name));
    }
    return {
      creators: access.hasAccess ? [access.account] : [],
      hasAccess: access.hasAccess,
      lockedReason: access.lockedReason,
      canExport: access.canExport,
    };
  }
  // The product's service, as for one creator (Socialstats on the social product).
  const service = serviceForSource(POST_PLATFORMS[0], request.variant.id);
  const [creators, managements] = await Promise.all([
    listMemberCreators(request.server.db, member.id),
    listManagementAccess(request.server.db, member.id),
  ]);
  const allowed = creators
    .map((creator) => ({
      creator,
      access: accessOf(creator, managements, service, member.isAdmin),
    }))
    .filter(({ access }) => access.hasAccess);
  return {
    creators: allowed.map(({ creator }) => creator),
    hasAccess: true,
    lockedReason: null,
    canExport: allowed.length > 0 && allowed.every(({ access }) => access.canExport),
  };
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The posts as a report sheet: the table's columns, figures as numbers. */
function postsSheet(posts: Post[]): ReportSheet {
  return {
    header: [
      'Post',
      'Creator',
      'Platform',
      'Kind',
      'Date',
      'Views',
      'Likes',
      'Comments',
      'Shares',
      'Saves',
      'Engagement rate (%)',
      'Link',
    ],
    rows: posts.map((post) => [
      post.caption,
      post.creator.name,
      sourceById(post.platform)?.name ?? post.platform,
      post.kind,
      post.publishedAt.slice(0, 10),
      post.views,
      post.likes,
      post.comments,
      post.shares,
      post.saves,
      post.engagementRate === null ? null : Math.round(post.engagementRate * 10_000) / 100,
      post.url,
    ]),
  };
}

/** Issue 25: GET /posts, GET /posts/export and a post's page GET /posts/{platform}/{postId}. */
export function postRoutes(app: AppInstance) {
  const one = postEndpoints.getPost;
  serveEndpoint(app, one, {
    access: 'member',
    tags: ['insights'],
    params: ZPostParams,
    handler: async (request) => {
      const { platform, postId } = request.params;
      const found = await findPostCreator(app.db, platform, postId);
      if (!found) throw new HttpError(404, POSTS_TEXTS.postNotFound);
      // Locked as the creator's analytics on the platform are (spec §6; admins see any).
      const access = await loadInsightAccess(request, found.idUnique, platform);
      if (!access.hasAccess) {
        return { hasAccess: false, lockedReason: access.lockedReason, post: null, days: [] };
      }
      const [{ posts }, days] = await Promise.all([
        listPostRows(
          app.db,
          [access.account.id],
          { platform, sortBy: 'date', sortOrder: 'desc' },
          1,
          0,
          postId,
        ),
        listPostDays(app.db, found.postRowId),
      ]);
      return { hasAccess: true, lockedReason: null, post: posts[0] ?? null, days };
    },
  });

  const list = postEndpoints.listPosts;
  serveEndpoint(app, list, {
    access: 'member',
    tags: ['insights'],
    handler: async (request) => {
      const query: PostsQuery = request.query;
      const scope = await postsScope(request, query.idUnique);
      const { posts, total } = await listPostRows(
        app.db,
        scope.creators.map((creator) => creator.id),
        query,
        POSTS_PER_PAGE,
        (query.page - 1) * POSTS_PER_PAGE,
      );
      // Issue 28: where each platform's figures come from: the day the counters of its posts
      // are of, the run that read them, fresh or stale (decision 063). Locked: none.
      const readings = posts.map((post) => ({ source: post.platform, day: post.countedOn }));
      const platformProvenance = scope.hasAccess
        ? platformProvenances(
            await loadProvenanceBook(
              app.db,
              readings.map((row) => row.day),
            ),
            readings,
          )
        : [];
      return {
        items: posts,
        platformProvenance,
        total,
        page: query.page,
        perPage: POSTS_PER_PAGE,
        creators: scope.creators.map(({ idUnique, name }) => ({ idUnique, name })),
        hasAccess: scope.hasAccess,
        lockedReason: scope.lockedReason,
        canExport: scope.canExport,
      };
    },
  });

  const download = postEndpoints.exportPosts;
  serveEndpoint(app, download, {
    access: 'member',
    tags: ['insights'],
    handler: async (request, reply) => {
      const query = request.query;
      const scope = await postsScope(request, query.idUnique);
      if (!scope.hasAccess) throw new HttpError(403, scope.lockedReason ?? EXPORT_NOT_ALLOWED);
      if (!scope.canExport) throw new HttpError(403, EXPORT_NOT_ALLOWED);
      const { posts } = await listPostRows(
        app.db,
        scope.creators.map((creator) => creator.id),
        query,
        POSTS_EXPORT_LIMIT,
        0,
      );
      const sheet = postsSheet(posts);
      const subject = scope.creators.length === 1 ? scope.creators[0]!.name : 'My posts';
      const name = `${request.variant.name} Report - ${subject} - Posts`;
      const file = query.fileType === 'xlsx' ? await toXlsx(sheet, 'Posts') : toCsv(sheet);
      return (
        reply
          .header('content-type', CONTENT_TYPES[query.fileType])
          .header('content-disposition', contentDisposition(`${name}.${query.fileType}`))
          .header('cache-control', 'no-store')
          // A file, not JSON: the route declares only its error answers.
          .send(file as unknown as { message: string })
      );
    },
  });
}
