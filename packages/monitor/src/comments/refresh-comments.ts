import { type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob } from '../job-days/run-daily-job';
import { mapConcurrent } from '../map-concurrent';
import {
  type CommentRow,
  ZInstagramComments,
  ZSoundcloudComments,
  ZTiktokComments,
  ZYoutubeCommentThreads,
} from './comment-schemas';

/** Tracks per question (the platforms' batch limit). */
const IDS_PER_CALL = 100;

/**
 * The platforms whose posts of a track carry comments (spec §3: video and cloud audio, and the
 * short videos and reels using its sound, decision 049).
 */
export const COMMENT_SOURCES = ['youtube', 'soundcloud', 'tiktok', 'instagram'] as const;
export type CommentSource = (typeof COMMENT_SOURCES)[number];

/** One batch of tracks' comments of a day on a platform, in our shape. */
async function fetchComments(
  context: MonitorContext,
  source: CommentSource,
  group: string[],
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<CommentRow[]> {
  const rows: CommentRow[] = [];
  if (source === 'youtube') {
    const answer = await context.world.get(
      `/youtube/v3/commentThreads?part=snippet&date=${date}&videoIds=${group.join(',')}`,
      ZYoutubeCommentThreads,
    );
    for (const item of answer.items) {
      const trackId = trackIds.get(item.snippet.videoId);
      const comment = item.snippet.topLevelComment.snippet;
      if (trackId === undefined) continue;
      rows.push({
        trackId,
        externalId: item.id,
        author: comment.authorDisplayName,
        text: comment.textOriginal,
        postedAt: comment.publishedAt,
        likeCount: comment.likeCount ?? 0,
      });
    }
    return rows;
  }
  if (source === 'tiktok') {
    const answer = await context.world.get(
      `/tiktok/v2/research/video/comment/list?date=${date}&video_ids=${group.join(',')}`,
      ZTiktokComments,
    );
    for (const comment of answer.data.comments) {
      const trackId = trackIds.get(String(comment.video_id));
      if (trackId === undefined) continue;
      rows.push({
        trackId,
        externalId: String(comment.id),
        // The Research API names no author; the world gives its own (x_username).
        author: comment.x_username ?? '',
        text: comment.text,
        postedAt: new Date(comment.create_time * 1000).toISOString(),
        likeCount: comment.like_count ?? 0,
      });
    }
    return rows;
  }
  if (source === 'instagram') {
    const answer = await context.world.get(
      `/instagram/comments?date=${date}&media_ids=${group.join(',')}`,
      ZInstagramComments,
    );
    for (const comment of answer.data) {
      const trackId = trackIds.get(comment.media.id);
      if (trackId === undefined) continue;
      rows.push({
        trackId,
        externalId: comment.id,
        author: comment.username,
        text: comment.text,
        postedAt: comment.timestamp,
        likeCount: comment.like_count ?? 0,
      });
    }
    return rows;
  }
  const answer = await context.world.get(
    `/soundcloud/comments?date=${date}&track_ids=${group.join(',')}`,
    ZSoundcloudComments,
  );
  for (const comment of answer) {
    const trackId = trackIds.get(String(comment.track_id));
    if (trackId === undefined) continue;
    rows.push({
      trackId,
      externalId: String(comment.id),
      author: comment.user.username,
      text: comment.body,
      postedAt: comment.created_at,
      likeCount: 0,
    });
  }
  return rows;
}

async function writeComments(db: Database, source: string, rows: CommentRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const [inserted] = await queryRows<{ n: number }>(
    db,
    sql`with inserted as (
          insert into track_comments
            (track_id, source, external_id, author, text, posted_at, like_count)
          select x."trackId", ${source}, x."externalId", x.author, x.text, x."postedAt",
            x."likeCount"
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("trackId" bigint,
            "externalId" text, author text, text text, "postedAt" timestamptz, "likeCount" int)
          on conflict do nothing
          returning 1)
        select count(*)::int as n from inserted`,
  );
  return Number(inserted?.n ?? 0);
}

/** A day's comments on the monitored tracks' posts, every platform; returns the rows written. */
export async function refreshCommentsDay(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  const ids = [...trackIds.keys()];
  const groups: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) {
    groups.push(ids.slice(start, start + IDS_PER_CALL));
  }
  let written = 0;
  for (const source of COMMENT_SOURCES) {
    const answers = await mapConcurrent(groups, context.concurrency, (group) =>
      fetchComments(context, source, group, trackIds, date),
    );
    written += await writeComments(context.db, source, answers.flat());
  }
  return written;
}

/** The per-day job: comments are a table of their own, not feed items (no activities). */
export async function refreshComments(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult & { comments: number }> {
  let comments = 0;
  const result = await runDailyJob(context, 'comments', today, async (date) => {
    comments += await refreshCommentsDay(context, trackIds, date);
    return 0;
  });
  return { ...result, comments };
}
