import { queryRows } from '@songstats/db';
import {
  COMMENT_PLATFORMS,
  type CommentPlatform,
  createWorld,
  trackComments,
} from '@songstats/world';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { monitorSomeAccounts } from '../../test/monitor-fixture';
import { useWorldDatabase } from '../../test/world-database';
import { loadTrackIds } from '../catalogue/sync-catalogue';
import { refreshComments } from './refresh-comments';

const DAYS = 6;
const world = createWorld({ seed: 9, scale: 0.02, days: 30 });
const connection = useWorldDatabase(world);

describe('track comments from YouTube, SoundCloud, TikTok and Instagram', () => {
  it('are stored exactly as the platforms list them day by day, each once', async () => {
    const context = connection.context();
    await monitorSomeAccounts(context);
    const trackIds = await loadTrackIds(connection.db);
    const days = Array.from({ length: DAYS }, (_, k) => world.day - DAYS + 1 + k);
    let written = 0;
    for (const day of days) {
      const result = await refreshComments(context, trackIds, world.state.calendar.dateOf(day));
      expect(result.failed).toBe(0);
      written += result.comments;
    }
    const expected: string[] = [];
    for (const [externalId, trackId] of trackIds) {
      const index = world.state.tracks.indexById.get(externalId)!;
      for (const source of Object.keys(COMMENT_PLATFORMS) as CommentPlatform[]) {
        for (const day of days) {
          for (const comment of trackComments(world.state, source, index, day)) {
            const author = source === 'youtube' ? `@${comment.author}` : comment.author;
            const at = world.state.calendar.timestamp(day, comment.second);
            expected.push(`${trackId}|${source}|${author}|${comment.text}|${at}`);
          }
        }
      }
    }
    expect(expected.filter((row) => row.includes('|youtube|')).length).toBeGreaterThan(3);
    for (const source of ['soundcloud', 'tiktok', 'instagram']) {
      expect(expected.filter((row) => row.includes(`|${source}|`)).length, source).toBeGreaterThan(
        0,
      );
    }
    expect(written).toBe(expected.length);
    const recorded = async () =>
      (
        await queryRows<{ row: string }>(
          connection.db,
          sql`select concat_ws('|', track_id, source, author, text,
                to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) as row
              from track_comments`,
        )
      )
        .map((entry) => entry.row)
        .sort();
    expect(await recorded()).toEqual(expected.sort());

    // The same days read again (a crash before the day was marked done): nothing twice.
    await connection.db.execute(sql`delete from monitor_job_days where job = 'comments'`);
    const again = await refreshComments(context, trackIds, world.state.calendar.dateOf(world.day));
    expect(again.comments).toBe(0);
    expect(await recorded()).toEqual(expected.sort());
  }, 300_000);
});
