import { type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';

/**
 * The platform's ids of the monitored artists (`accounts.monitored_since` set), to our account
 * ids: whose concerts, counters and audience the monitor follows.
 */
export async function loadMonitoredArtists(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; external_id: string }>(
    db,
    sql`select id, external_ids->>'spotify' as external_id from accounts
        where type = 'artist' and monitored_since is not null and external_ids ? 'spotify'`,
  );
  return new Map(rows.map((row) => [row.external_id, Number(row.id)]));
}
