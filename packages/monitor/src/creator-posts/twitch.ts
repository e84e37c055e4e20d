import { z } from 'zod';
import type { MonitorContext } from '../context';
import type { CreatorProfile } from './creator-profiles';
import type { PostRow } from './post-schemas';

// Issue 25: the creators who stream on Twitch, read through Helix: which monitored creators have a
// channel (users, 100 ids a call), each channel's followers, and its VODs (past broadcasts) of the
// posts' window with their view counts. Twitch tells no likes, comments, shares or saves of a VOD:
// they are stored as null, and the channel has no engagement rate.

const ZHelixUsers = z.object({
  data: z.array(z.object({ id: z.string(), login: z.string() })),
});

const ZHelixFollowers = z.object({ total: z.number().int().nonnegative() });

const ZHelixVideos = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      created_at: z.string(),
      url: z.string().optional(),
      thumbnail_url: z.string().optional(),
      view_count: z.number().int().nonnegative(),
      duration: z.string(),
    }),
  ),
  pagination: z.object({ cursor: z.string().optional() }).optional(),
});

/** "3h8m33s" -> 11313. */
export function helixSeconds(duration: string): number | null {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration);
  if (!match || duration === '') return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** The monitored creators with a Twitch channel: creator id to login (one call per 100). */
export async function fetchTwitchChannels(
  context: MonitorContext,
  creators: readonly string[],
): Promise<Map<string, string>> {
  const channels = new Map<string, string>();
  for (let start = 0; start < creators.length; start += 100) {
    const ids = creators.slice(start, start + 100);
    if (ids.length === 0) continue;
    const answer = await context.world.get(
      `/helix/users?${ids.map((id) => `id=${encodeURIComponent(id)}`).join('&')}`,
      ZHelixUsers,
    );
    for (const user of answer.data) channels.set(user.id, user.login);
  }
  return channels;
}

/** The channel's followers on `date`, with its login (the id a twitch.tv link carries). */
export async function fetchTwitchProfile(
  context: MonitorContext,
  creator: string,
  login: string,
  accountId: number,
  date: string,
): Promise<CreatorProfile> {
  const answer = await context.world.get(
    `/helix/channels/followers?broadcaster_id=${encodeURIComponent(creator)}&date=${date}`,
    ZHelixFollowers,
  );
  return { accountId, source: 'twitch', followers: answer.total, handle: login };
}

/**
 * The channel's VODs that started on or after `since` (newest first, so the pages stop at the
 * first older one), with their views on `date`.
 */
export async function fetchTwitchVods(
  context: MonitorContext,
  creator: string,
  accountId: number,
  date: string,
  since: string,
): Promise<PostRow[]> {
  const rows: PostRow[] = [];
  let after = '';
  for (;;) {
    const answer = await context.world.get(
      `/helix/videos?user_id=${encodeURIComponent(creator)}&type=archive&first=100&date=${date}${after ? `&after=${after}` : ''}`,
      ZHelixVideos,
    );
    for (const video of answer.data) {
      const publishedAt = new Date(video.created_at).toISOString();
      if (publishedAt.slice(0, 10) < since) return rows;
      rows.push({
        accountId,
        source: 'twitch',
        externalId: video.id,
        kind: 'vod',
        caption: video.title,
        url: video.url ?? null,
        thumbnailUrl: context.world.imagePath(video.thumbnail_url),
        publishedAt,
        durationSeconds: helixSeconds(video.duration),
        views: video.view_count,
        likes: null,
        comments: null,
        shares: null,
        saves: null,
      });
    }
    const cursor = answer.pagination?.cursor;
    if (!cursor || answer.data.length === 0) return rows;
    after = cursor;
  }
}
