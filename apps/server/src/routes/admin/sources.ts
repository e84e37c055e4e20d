import { adminSourceEndpoints, SOURCES_DESK_TEXTS } from '@songstats/contract';
import { listSourceLinksForAdmin, setSourceLinkAlpha, sourceLinkCounts } from '@songstats/db';
import { SOURCE_TAGS, SOURCES, sourceById } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { adminOf } from './admin-route';

/** Issue 26, Sources desk: the catalogue's sources and tags, their links, the alpha toggle. */
export function sourcesDeskRoutes(app: AppInstance) {
  const list = adminSourceEndpoints.sources;
  serveEndpoint(app, list, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { q, tag, sort, order, page, perPage } = request.query;
      const counts = await sourceLinkCounts(app.db);
      const needle = q?.trim().toLowerCase() ?? '';
      const rows = SOURCES.filter(
        (source) =>
          (!needle || source.name.toLowerCase().includes(needle) || source.id.includes(needle)) &&
          (!tag || source.tags[tag] === true),
      ).map((source) => ({
        id: source.id,
        name: source.name,
        tags: SOURCE_TAGS.filter((name) => source.tags[name] === true),
        links: counts.get(source.id)?.links ?? 0,
        alpha: counts.get(source.id)?.alpha ?? 0,
      }));
      const direction = order === 'desc' ? -1 : 1;
      rows.sort((a, b) => {
        const byColumn =
          sort === 'name'
            ? a.name.localeCompare(b.name)
            : (a[sort] as number) - (b[sort] as number);
        return (byColumn || a.id.localeCompare(b.id)) * direction;
      });
      return {
        rows: rows.slice((page - 1) * perPage, page * perPage),
        total: rows.length,
        page,
        perPage,
      };
    },
  });

  const links = adminSourceEndpoints.sourceLinks;
  serveEndpoint(app, links, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { sourceId } = request.query;
      if (sourceId && !sourceById(sourceId)) {
        throw new HttpError(400, SOURCES_DESK_TEXTS.unknownSource);
      }
      return listSourceLinksForAdmin(app.db, request.query);
    },
  });

  const alpha = adminSourceEndpoints.setSourceLinkAlpha;
  serveEndpoint(app, alpha, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { sourceObjectId, isAlpha } = request.body;
      const changed = await setSourceLinkAlpha(app.db, adminOf(request), sourceObjectId, isAlpha);
      if (!changed) throw new HttpError(404, SOURCES_DESK_TEXTS.linkNotFound);
      const sourceName = sourceById(changed.sourceId)?.name ?? changed.sourceId;
      return {
        message: isAlpha
          ? SOURCES_DESK_TEXTS.markedAlpha(changed.accountName, sourceName)
          : SOURCES_DESK_TEXTS.unmarkedAlpha(changed.accountName, sourceName),
        isAlpha,
      };
    },
  });
}
