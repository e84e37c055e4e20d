import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import type { ExternalIds } from '../schema';

/**
 * Decision 075: the key every writer of an artist's MusicBrainz id locks (`pg_advisory_xact_lock`),
 * the same `source:id` form create_account locks a link's id by. Two setups that resolve one
 * artist at once store their ids one after the other: the second sees the first's and merges.
 */
export const musicBrainzLockKey = (mbid: string) => `musicbrainz:${mbid}`;

/** Takes the artist's MusicBrainz lock for the rest of the transaction `tx` runs. */
export async function lockMusicBrainzArtist(tx: Database, mbid: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${musicBrainzLockKey(mbid)}))`);
}

/**
 * The other visible artist profile that holds this MusicBrainz id, the oldest first; null when
 * none does. A hidden profile is left alone: it exists only for its managers (decision 019).
 */
export async function findMusicBrainzTwin(
  tx: Database,
  accountId: number,
  mbid: string,
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select id from accounts where id <> ${accountId} and type <> 'creator' and not hidden
          and external_ids ->> 'musicbrainz' = ${mbid}
        order by id limit 1`,
  );
  return row ? Number(row.id) : null;
}

/** The reason a merged setup shows on the Accounts in Setup desk. */
export const MERGED_SETUP_REASON = (name: string) =>
  `Merged into ${name}'s profile, which another link of the same artist (MusicBrainz) had added.`;

const isChannelId = (id: string | undefined) => id !== undefined && /^UC[\w-]{22}$/.test(id);

/**
 * The rows of `table` that hang on `gone` move to `keep`, each unless `keep` has its twin (the
 * same values in `same`); what stays is deleted with `gone`, or by the caller.
 */
function moveRows(
  tx: Database,
  table: string,
  same: readonly string[],
  keep: number,
  gone: number,
  options: { column?: string; twin?: SQL; only?: (alias: string) => SQL } = {},
) {
  const column = options.column ?? 'account_id';
  const extra = options.twin ?? sql`true`;
  const only = options.only ?? (() => sql`true`);
  const t = sql.raw(table);
  const c = sql.raw(column);
  const twin = same.length
    ? sql.join(
        same.map((name) => sql`k.${sql.raw(name)} is not distinct from g.${sql.raw(name)}`),
        sql` and `,
      )
    : sql`true`;
  return tx.execute(sql`
    update ${t} g set ${c} = ${keep} where g.${c} = ${gone} and ${only('g')}
      and not exists (select 1 from ${t} k
        where k.${c} = ${keep} and ${only('k')} and ${twin} and ${extra})`);
}

/**
 * Decision 075: two profiles of one artist (the same MusicBrainz id) become `keep`, the older.
 * `gone`'s ids join keep's (keep's own win, but a YouTube channel beats an @handle), and
 * whatever hangs on it moves over: its members (who become followers when keep has an owner, as
 * create_account makes a member who adds a profile that exists), subscriptions, links
 * (Integrations), claims, authorizations, smart links, pitches, tracks and figures. Its setups
 * move too, ended as `merged`, so the member's list shows keep's own setup. Then `gone` is
 * deleted. Call it inside a transaction holding the artist's MusicBrainz lock.
 */
export async function mergeArtistProfiles(tx: Database, keep: number, gone: number) {
  const rows = await queryRows<{
    id: number;
    name: string;
    external_ids: ExternalIds;
    image_url: string | null;
    country_code: string | null;
    monitored_since: string | null;
  }>(
    tx,
    sql`select id, name, external_ids, image_url, country_code, monitored_since from accounts
        where id in (${keep}, ${gone}) for update`,
  );
  const kept = rows.find((row) => Number(row.id) === keep);
  const merged = rows.find((row) => Number(row.id) === gone);
  if (!kept || !merged) return;
  const ids: ExternalIds = { ...merged.external_ids, ...kept.external_ids };
  if (isChannelId(merged.external_ids.youtube) && !isChannelId(kept.external_ids.youtube)) {
    ids.youtube = merged.external_ids.youtube!;
  }
  const name = kept.name === 'New artist' ? merged.name : kept.name;
  await tx.execute(sql`
    update accounts k set external_ids = ${JSON.stringify(ids)}::jsonb, name = ${name},
      image_url = coalesce(k.image_url, g.image_url), country_code = coalesce(k.country_code, g.country_code),
      monitored_since = coalesce(k.monitored_since, g.monitored_since)
    from accounts g where k.id = ${keep} and g.id = ${gone}`);

  // Members: one management each; who had only gone's follows keep when keep has an owner.
  await tx.execute(sql`
    update managements g set account_id = ${keep},
      management_type = case when exists (select 1 from managements p
          where p.account_id = ${keep} and p.management_type = 'primary')
        then 'follower' else g.management_type end
    where g.account_id = ${gone}
      and not exists (select 1 from managements k where k.account_id = ${keep} and k.member_id = g.member_id)`);
  await tx.execute(sql`
    update subscriptions set account_id = ${keep},
      payable_id = case when payable_type in ('UArtist', 'ULabel') and payable_id = ${gone}
        then ${keep} else payable_id end
    where account_id = ${gone}`);
  await moveRows(tx, 'account_source_objects', ['source_id', 'external_id'], keep, gone);
  await moveRows(tx, 'account_claims', ['member_id'], keep, gone, {
    twin: sql`k.status = 'pending' and g.status = 'pending'`,
  });
  await moveRows(tx, 'account_authorizations', ['provider', 'subject'], keep, gone);
  await moveRows(tx, 'member_push_marks', ['member_id'], keep, gone);
  for (const table of ['smart_links', 'playlist_pitches', 'media_link_requests']) {
    await moveRows(tx, table, [], keep, gone, { twin: sql`false` });
  }
  // The catalogue and the figures: keep's own day wins where both have one.
  await moveRows(tx, 'track_artists', ['track_id'], keep, gone);
  await moveRows(tx, 'audience', ['source', 'scope', 'place', 'metric', 'day'], keep, gone);
  await moveRows(tx, 'account_activities', ['activity_date', 'activity_id'], keep, gone);
  await moveRows(tx, 'series', ['source', 'metric', 'day'], keep, gone, {
    column: 'object_id',
    only: (alias) => sql`${sql.raw(alias)}.object_type = 'account'`,
  });
  await tx.execute(sql`
    delete from series where object_type = 'account' and object_id = ${gone}`);
  await tx.execute(sql`update activities set account_id = ${keep} where account_id = ${gone}`);
  await tx.execute(sql`update activities set label_id = ${keep} where label_id = ${gone}`);
  await tx.execute(sql`update tracks set label_id = ${keep} where label_id = ${gone}`);
  await tx.execute(sql`delete from account_activities where account_id = ${gone}`);
  await tx.execute(sql`
    update account_setups set account_id = ${keep}, status = 'merged', step = null,
      reason = ${MERGED_SETUP_REASON(name)}, finished_at = coalesce(finished_at, now())
    where account_id = ${gone}`);
  await tx.execute(sql`delete from accounts where id = ${gone}`);
}

/**
 * Decision 075: gives the profile the artist's MusicBrainz id and, when another visible profile
 * has it, merges the two into the older. Under the artist's lock, so of two transactions doing
 * it at once the second sees the first's id. The profile that remains, or null when this one
 * stands alone.
 */
export async function settleMusicBrainzId(
  tx: Database,
  accountId: number,
  mbid: string,
): Promise<{ keep: number; gone: number } | null> {
  await lockMusicBrainzArtist(tx, mbid);
  await tx.execute(sql`
    update accounts set external_ids = external_ids || ${JSON.stringify({ musicbrainz: mbid })}::jsonb
    where id = ${accountId}`);
  const twin = await findMusicBrainzTwin(tx, accountId, mbid);
  if (twin === null) return null;
  const [keep, gone] = twin < accountId ? [twin, accountId] : [accountId, twin];
  await mergeArtistProfiles(tx, keep, gone);
  return { keep, gone };
}
