import { type Post, postEndpoints } from '@songstats/contract';
import { sourceById } from '@songstats/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { api } from '../../app/api';
import { usePageTitle } from '../../lib/document-title';
import { Image } from '../../lib/Image';
import { ChartGrid } from '../insights/analytics/AnalyticsBody';
import { type StatCardData, StatCards } from '../insights/analytics/StatCards';
import { formatDay } from '../insights/format';
import { ScreenNotice, SectionState } from '../insights/SectionState';
import { useIsLoggedIn } from '../session/session-store';

/**
 * The post's figures as cards (YouTube tells no shares or saves, Twitch's VODs views only), its
 * engagement rate last.
 */
function figureCards(post: Post): StatCardData[] {
  const counts: [string, string, number | null][] = [
    ['views', 'Views', post.views],
    ['likes', 'Likes', post.likes],
    ['comments', 'Comments', post.comments],
    ['shares', 'Shares', post.shares],
    ['saves', 'Saves', post.saves],
  ];
  const cards: StatCardData[] = counts
    .filter(([, , value]) => value !== null)
    .map(([id, title, value]) => ({ id, title, value, delta: null, sourceId: null }));
  if (post.engagementRate !== null) {
    cards.push({
      id: 'engagementRate',
      title: 'Engagement Rate',
      value: Math.round(post.engagementRate * 10_000) / 100,
      delta: null,
      sourceId: null,
      unit: 'percent',
    });
  }
  return cards;
}

/**
 * Issue 25: a post's page: its figures and its views, likes and comments day by day, as the
 * monitor read them on the platform.
 */
export default function PostPage() {
  const { platform = '', postId = '' } = useParams();
  const isLoggedIn = useIsLoggedIn();
  const answer = useQuery({
    queryKey: ['posts', 'post', platform, postId],
    enabled: isLoggedIn,
    retry: false,
    queryFn: ({ signal }) =>
      api.request(postEndpoints.getPost, { params: { platform, postId }, signal }),
  });
  const post = answer.data?.post ?? null;
  usePageTitle(post ? post.caption || 'Post' : 'Post');
  if (!isLoggedIn) {
    return <ScreenNotice title="Post">Log in to see this post's figures.</ScreenNotice>;
  }
  const platformName = sourceById(platform)?.name ?? platform;
  const days = answer.data?.days ?? [];
  // A figure the platform does not tell (Twitch's VODs: likes, comments) has no chart.
  const series = (id: 'views' | 'likes' | 'comments', title: string) => ({
    id,
    title,
    points: days.flatMap((day) => {
      const value = day[id];
      return value === null ? [] : [{ date: day.date, value }];
    }),
  });
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <SectionState
        isPending={answer.isPending}
        error={answer.error}
        onRetry={() => void answer.refetch()}
        label="the post"
      >
        {answer.data && !answer.data.hasAccess && (
          <ScreenNotice title={answer.data.lockedReason ?? 'Locked'}>
            This post's creator is not in your plan.
          </ScreenNotice>
        )}
        {post && (
          <div className="space-y-5">
            <div className="flex flex-wrap items-start gap-4">
              <Image
                src={post.thumbnailUrl}
                alt=""
                className="size-24 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <h1 className="text-2xl font-semibold tracking-tight text-ink">
                  {post.caption || 'Untitled post'}
                </h1>
                <p className="mt-1 text-sm text-gray-600">
                  <Link
                    to={`/creator/${post.creator.idUnique}?source=${post.platform}`}
                    className="font-medium hover:underline"
                  >
                    {post.creator.name}
                  </Link>{' '}
                  · {platformName} {post.kind} · {formatDay(post.publishedAt)}
                </p>
                {post.url && (
                  <a
                    href={post.url}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-2 inline-block text-sm font-medium text-brand hover:underline"
                  >
                    Open on {platformName}
                  </a>
                )}
              </div>
            </div>
            <StatCards label="Figures" cards={figureCards(post)} />
            {days.length === 0 ? (
              <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
                We have not read this post's figures day by day yet.
              </p>
            ) : (
              <ChartGrid
                charts={[
                  series('views', 'Views'),
                  series('likes', 'Likes'),
                  series('comments', 'Comments'),
                ].filter((chart) => chart.points.length > 0)}
              />
            )}
          </div>
        )}
      </SectionState>
    </main>
  );
}
