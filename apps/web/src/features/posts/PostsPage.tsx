import {
  POST_PLATFORMS,
  POST_SORTS,
  type Post,
  type PostSort,
  type PostsQuery,
  type Provenance,
} from '@songstats/contract';
import { sourceById } from '@songstats/domain';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProvenanceMark } from '../../components/Provenance';
import { Image } from '../../lib/Image';
import { type DeskColumn, DeskTable } from '../admin/DeskTable';
import { formatDay, formatNumber } from '../insights/format';
import { ScreenNotice, SectionState } from '../insights/SectionState';
import { SourceBadge } from '../insights/SourceIcon';
import { useSession } from '../session/session-store';
import { exportPosts, usePosts } from './use-posts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The table's state from the URL (a shared link shows the same page); unknown values: defaults. */
function queryOf(params: URLSearchParams): PostsQuery {
  const platform = params.get('platform');
  const sortBy = params.get('sortBy');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  return {
    ...(POST_PLATFORMS.includes(platform as never)
      ? { platform: platform as PostsQuery['platform'] }
      : {}),
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
    sortBy: POST_SORTS.includes(sortBy as never) ? (sortBy as PostSort) : 'date',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const SORT_LABELS: Record<PostSort, string> = {
  date: 'Date',
  views: 'Views',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  engagementRate: 'Engagement rate',
};

function percent(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(2)}%`;
}

function PostCell({ post }: { post: Post }) {
  return (
    <div className="flex min-w-52 items-center gap-2">
      <Image src={post.thumbnailUrl} alt="" className="size-10 shrink-0 rounded object-cover" />
      <div className="min-w-0">
        {/* Issue 25: the post's page, with its views day by day. */}
        <Link
          to={`/posts/${post.platform}/${encodeURIComponent(post.postId)}`}
          className="line-clamp-2 font-medium text-ink hover:underline"
        >
          {post.caption || 'Untitled post'}
        </Link>
        <span className="block truncate text-xs text-gray-500">
          {post.creator.name} · {post.kind}
        </span>
      </div>
    </div>
  );
}

/** At phone widths a post is a card with its figures, the table's columns in a grid. */
function PostCards({ posts, provenance }: { posts: Post[]; provenance: ProvenanceByPlatform }) {
  return (
    <ol aria-label="Posts" className="space-y-2 md:hidden">
      {posts.map((post) => (
        <li
          key={`${post.platform}:${post.postId}`}
          className="rounded-xl border border-gray-200 bg-white p-3"
        >
          <PostCell post={post} />
          <p className="mt-2 flex items-center justify-between text-xs text-gray-600">
            <PlatformCell post={post} provenance={provenance} />
            <span>{formatDay(post.publishedAt)}</span>
          </p>
          <dl className="mt-2 grid grid-cols-5 gap-1 text-center text-xs">
            {(
              [
                ['Views', formatNumber(post.views)],
                ['Likes', formatNumber(post.likes)],
                ['Comments', formatNumber(post.comments)],
                ['Shares', formatNumber(post.shares)],
                ['ER', percent(post.engagementRate)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="truncate text-gray-500">{label}</dt>
                <dd className="truncate font-medium text-ink" data-figure={label}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** Issue 28: where a platform's figures come from, as the server sent it (decision 063). */
type ProvenanceByPlatform = ReadonlyMap<string, Provenance>;

function PlatformCell({ post, provenance }: { post: Post; provenance: ProvenanceByPlatform }) {
  return (
    <span className="inline-flex items-center gap-1">
      <SourceBadge sourceId={post.platform} />
      <ProvenanceMark provenance={provenance.get(post.platform)} />
    </span>
  );
}

const columnsOf = (provenance: ProvenanceByPlatform): DeskColumn<Post>[] => [
  { id: 'post', label: 'Post', cell: (post) => <PostCell post={post} /> },
  {
    id: 'platform',
    label: 'Platform',
    cell: (post) => <PlatformCell post={post} provenance={provenance} />,
  },
  {
    id: 'date',
    label: 'Date',
    sort: 'date',
    cell: (post) => <span className="whitespace-nowrap">{formatDay(post.publishedAt)}</span>,
  },
  { id: 'views', label: 'Views', sort: 'views', cell: (post) => formatNumber(post.views) },
  { id: 'likes', label: 'Likes', sort: 'likes', cell: (post) => formatNumber(post.likes) },
  {
    id: 'comments',
    label: 'Comments',
    sort: 'comments',
    cell: (post) => formatNumber(post.comments),
  },
  { id: 'shares', label: 'Shares', sort: 'shares', cell: (post) => formatNumber(post.shares) },
  {
    id: 'engagementRate',
    label: 'Engagement rate',
    sort: 'engagementRate',
    cell: (post) => percent(post.engagementRate),
  },
];

/** Issue 25, spec §2 /posts: the member's creators' posts, sortable, filtered, exported. */
export default function PostsPage() {
  const login = useSession((state) => state.login);
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const list = usePosts(query);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        // spec §4: a new sort or filter starts again at page 1.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const runExport = async (fileType: 'csv' | 'xlsx') => {
    setExporting(fileType);
    const { page: _page, ...rest } = query;
    try {
      await exportPosts(rest, fileType);
    } catch {
      // spec §8: report download errors are silently ignored.
    } finally {
      setExporting(null);
    }
  };
  const filtered = Boolean(query.platform || query.from || query.to);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  const provenance = useMemo(
    () => new Map((data?.platformProvenance ?? []).map((entry) => [entry.sourceId, entry])),
    [data],
  );
  const columns = useMemo(() => columnsOf(provenance), [provenance]);
  const button =
    'inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-medium hover:bg-gray-50 disabled:opacity-50 focus-visible:outline-2';
  const field = 'rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-sm';
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">Posts</h1>
          {data && data.creators.length > 0 && (
            <p className="text-sm text-gray-600">
              {data.creators.map((creator) => creator.name).join(', ')}
            </p>
          )}
        </div>
        {data?.canExport && data.total > 0 && (
          <div className="flex gap-1">
            <button
              type="button"
              className={button}
              disabled={exporting !== null}
              onClick={() => void runExport('csv')}
            >
              <Download aria-hidden size={12} />
              {exporting === 'csv' ? 'Exporting…' : 'Export CSV'}
            </button>
            <button
              type="button"
              className={button}
              disabled={exporting !== null}
              onClick={() => void runExport('xlsx')}
            >
              <Download aria-hidden size={12} />
              {exporting === 'xlsx' ? 'Exporting…' : 'Export XLSX'}
            </button>
          </div>
        )}
      </div>
      {!login ? (
        <ScreenNotice title="Log in to see your posts" />
      ) : (
        <>
          <form
            aria-label="Filters"
            className="mb-4 flex flex-wrap items-end gap-3"
            onSubmit={(event) => event.preventDefault()}
          >
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium text-gray-700">Platform</span>
              <select
                className={field}
                value={query.platform ?? ''}
                onChange={(event) => update({ platform: event.target.value })}
              >
                <option value="">All platforms</option>
                {POST_PLATFORMS.map((platform) => (
                  <option key={platform} value={platform}>
                    {sourceById(platform)?.name ?? platform}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium text-gray-700">From</span>
              <input
                type="date"
                className={field}
                value={query.from ?? ''}
                max={query.to}
                onChange={(event) => update({ from: event.target.value })}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium text-gray-700">To</span>
              <input
                type="date"
                className={field}
                value={query.to ?? ''}
                min={query.from}
                onChange={(event) => update({ to: event.target.value })}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm md:hidden">
              <span className="font-medium text-gray-700">Sort by</span>
              <select
                className={field}
                value={`${query.sortBy}:${query.sortOrder}`}
                onChange={(event) => {
                  const [sortBy, sortOrder] = event.target.value.split(':');
                  update({ sortBy: sortBy ?? 'date', sortOrder: sortOrder ?? 'desc' });
                }}
              >
                {POST_SORTS.flatMap((sort) =>
                  (['desc', 'asc'] as const).map((order) => (
                    <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
                      {SORT_LABELS[sort]},{' '}
                      {sort === 'date'
                        ? order === 'desc'
                          ? 'newest'
                          : 'oldest'
                        : order === 'desc'
                          ? 'highest'
                          : 'lowest'}{' '}
                      first
                    </option>
                  )),
                )}
              </select>
            </label>
            {filtered && (
              <button
                type="button"
                className="rounded-lg px-2 py-1.5 text-sm font-medium text-gray-700 underline"
                onClick={() => update({ platform: null, from: null, to: null })}
              >
                Clear filters
              </button>
            )}
          </form>
          <SectionState
            isPending={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            label="the posts"
          >
            {data && data.creators.length === 0 ? (
              <ScreenNotice title="No creator yet">
                Add a creator profile, or subscribe to one, to see their posts here.
              </ScreenNotice>
            ) : data ? (
              <div className="space-y-3">
                {data.items.length > 0 && <PostCards posts={data.items} provenance={provenance} />}
                <div className={data.items.length > 0 ? 'hidden md:block' : ''}>
                  <DeskTable
                    caption="Posts"
                    columns={columns}
                    rows={data.items}
                    rowKey={(post) => `${post.platform}:${post.postId}`}
                    sort={query.sortBy}
                    order={query.sortOrder}
                    onSort={(sortBy, order) =>
                      // A new column starts with its largest (or newest) first.
                      update({
                        sortBy,
                        sortOrder: sortBy === query.sortBy ? order : 'desc',
                      })
                    }
                    emptyText={
                      filtered
                        ? 'No posts match these filters.'
                        : "We don't see any posts of your creators yet."
                    }
                  />
                </div>
                <nav
                  aria-label="Pages"
                  className="flex flex-wrap items-center gap-3 text-sm text-gray-600"
                >
                  <span data-testid="posts-range">
                    {data.total === 0 ? 0 : (data.page - 1) * data.perPage + 1}–
                    {Math.min(data.total, data.page * data.perPage)} of {data.total}
                  </span>
                  <button
                    type="button"
                    className="rounded-lg border border-gray-300 px-3 py-1 disabled:opacity-40"
                    disabled={data.page <= 1}
                    onClick={() => update({ page: String(data.page - 1) })}
                  >
                    Previous
                  </button>
                  <span>
                    Page {data.page} of {pages}
                  </span>
                  <button
                    type="button"
                    className="rounded-lg border border-gray-300 px-3 py-1 disabled:opacity-40"
                    disabled={data.page >= pages}
                    onClick={() => update({ page: String(data.page + 1) })}
                  >
                    Next
                  </button>
                </nav>
              </div>
            ) : null}
          </SectionState>
        </>
      )}
    </main>
  );
}
