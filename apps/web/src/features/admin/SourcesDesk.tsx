import {
  adminSourceEndpoints,
  SOURCE_LINK_DESK_ALPHA,
  type SourceDeskRow,
  type SourceLinkDeskRow,
} from '@songstats/contract';
import { SOURCE_TAGS, sourceById } from '@songstats/domain';
import { useMemo } from 'react';
import { QueryState } from '../subscriptions/QueryState';
import {
  type DeskColumn,
  DeskError,
  DeskPager,
  DeskResults,
  DeskSearch,
  DeskSelect,
  DeskTable,
  deskButtonClass,
  formatDateTime,
} from './DeskTable';
import { useDeskParams } from './use-desk-params';
import { useSetSourceLinkAlpha, useSourceLinksDesk, useSourcesDesk } from './use-sources-desk';

const ALPHA_TEXT: Record<(typeof SOURCE_LINK_DESK_ALPHA)[number], string> = {
  all: 'All links',
  alpha: 'Alpha (not shown)',
  shown: 'Shown',
};

/**
 * Issue 26, Sources: the catalogue's sources with their tags (spec §3) and their profile links;
 * choosing a source lists its links, each with the alpha toggle (spec §7 toggle_alpha). The
 * links' search, filter, sort and page are in the URL too, under `link…` names.
 */
export function SourcesDesk() {
  const { query, update, params } = useDeskParams(adminSourceEndpoints.sources.query);
  const sources = useSourcesDesk(query);
  const sourceId = params.get('source');
  const linkQuery = useMemo(() => {
    if (!sourceId) return null;
    const raw = {
      sourceId,
      q: params.get('linkQ') ?? undefined,
      alpha: params.get('linkAlpha') ?? undefined,
      sort: params.get('linkSort') ?? undefined,
      order: params.get('linkOrder') ?? undefined,
      page: params.get('linkPage') ?? undefined,
      perPage: params.get('linkPerPage') ?? undefined,
    };
    const parsed = adminSourceEndpoints.sourceLinks.query.safeParse(raw);
    return parsed.success
      ? parsed.data
      : adminSourceEndpoints.sourceLinks.query.parse({ sourceId });
  }, [params, sourceId]);
  const links = useSourceLinksDesk(linkQuery);
  const setAlpha = useSetSourceLinkAlpha();
  // A change to the links keeps the sources' page; a new search, filter or sort of the links
  // goes back to their page 1 (spec §4).
  const updateLinks = (changes: Record<string, string | number | null>) =>
    update({
      page: query.page,
      ...('linkPage' in changes ? {} : { linkPage: null }),
      ...changes,
    });

  const sourceColumns: DeskColumn<SourceDeskRow>[] = [
    { id: 'name', label: 'Source', sort: 'name', cell: (row) => row.name },
    { id: 'id', label: 'id', cell: (row) => row.id },
    { id: 'tags', label: 'Tags', cell: (row) => row.tags.join(', ') || '—' },
    { id: 'links', label: 'Profile links', sort: 'links', cell: (row) => row.links },
    { id: 'alpha', label: 'Alpha', sort: 'alpha', cell: (row) => row.alpha },
    {
      id: 'open',
      label: 'Links',
      cell: (row) => (
        <button
          type="button"
          className={deskButtonClass}
          aria-pressed={row.id === sourceId}
          onClick={() => updateLinks({ source: row.id === sourceId ? null : row.id, linkQ: null })}
        >
          {row.id === sourceId ? `Close ${row.name} links` : `${row.name} links`}
        </button>
      ),
    },
  ];
  const linkColumns: DeskColumn<SourceLinkDeskRow>[] = [
    { id: 'account', label: 'Profile', sort: 'account', cell: (row) => row.accountName },
    {
      id: 'url',
      label: 'Link',
      cell: (row) => (
        <a className="text-blue-700 underline" href={row.url} target="_blank" rel="noreferrer">
          {row.url}
        </a>
      ),
    },
    {
      id: 'createdAt',
      label: 'Added',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      id: 'state',
      label: 'State',
      sort: 'isAlpha',
      cell: (row) => (row.isAlpha ? 'Alpha' : 'Shown'),
    },
    {
      id: 'action',
      label: 'Action',
      cell: (row) => (
        <button
          type="button"
          className={deskButtonClass}
          disabled={setAlpha.isPending}
          onClick={() => setAlpha.mutate({ sourceObjectId: row.id, isAlpha: !row.isAlpha })}
        >
          {row.isAlpha ? `Show ${row.accountName}'s link` : `Mark ${row.accountName}'s link alpha`}
        </button>
      ),
    },
  ];
  const sourceName = sourceId ? (sourceById(sourceId)?.name ?? sourceId) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <DeskSearch
          label="Search by name or id"
          value={query.q ?? ''}
          onChange={(q) => update({ q })}
        />
        <DeskSelect
          label="Tag"
          value={query.tag ?? ''}
          options={[['', 'All tags'] as const, ...SOURCE_TAGS.map((tag) => [tag, tag] as const)]}
          onChange={(tag) => update({ tag })}
        />
      </div>
      <DeskResults
        list={sources}
        caption="Sources"
        columns={sourceColumns}
        emptyText="No sources match."
        query={query}
        update={update}
      />
      {linkQuery && (
        <section aria-labelledby="source-links-heading" className="space-y-3">
          <h2 id="source-links-heading" className="text-xl font-semibold">
            {sourceName} links
          </h2>
          <div className="flex flex-wrap items-end gap-4">
            <DeskSearch
              label="Search by profile or link"
              value={linkQuery.q ?? ''}
              onChange={(linkQ) => updateLinks({ linkQ })}
            />
            <DeskSelect
              label="Show"
              value={linkQuery.alpha}
              options={SOURCE_LINK_DESK_ALPHA.map((alpha) => [alpha, ALPHA_TEXT[alpha]] as const)}
              onChange={(linkAlpha) => updateLinks({ linkAlpha })}
            />
          </div>
          <DeskError error={setAlpha.error} block />
          <QueryState
            isPending={links.isPending}
            error={links.error}
            onRetry={() => void links.refetch()}
          >
            {links.data && (
              <div className="space-y-3">
                <DeskTable
                  caption={`${sourceName} links`}
                  columns={linkColumns}
                  rows={links.data.rows}
                  rowKey={(row) => row.id}
                  sort={linkQuery.sort}
                  order={linkQuery.order}
                  onSort={(linkSort, linkOrder) => updateLinks({ linkSort, linkOrder })}
                  emptyText={`No profile has a ${sourceName} link that matches.`}
                />
                <DeskPager
                  page={links.data.page}
                  perPage={links.data.perPage}
                  total={links.data.total}
                  onPage={(linkPage) => updateLinks({ linkPage })}
                  onPerPage={(linkPerPage) => updateLinks({ linkPerPage })}
                />
              </div>
            )}
          </QueryState>
        </section>
      )}
    </div>
  );
}
