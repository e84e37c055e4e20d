import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

/** What one push covers: a profile's new activities for one member, by activity type. */
export interface PendingActivityPush {
  memberId: number;
  accountId: number;
  accountName: string;
  accountType: 'artist' | 'label' | 'creator';
  idUnique: string;
  /** The newest activity covered, the member's mark once sent. */
  throughActivityId: number;
  /** The previous mark (0 for none), for the claim. */
  previousMark: number;
  byType: Record<string, number>;
  /** The activity's own text when the push covers exactly one. */
  onlyText: string | null;
}

/**
 * spec §7, §9, issue 22: per member with a web push token and notifications on, and per profile
 * they manage whose notifications are on (both on by default), the activities written since the
 * member's last push for it (and since their first web token: no push for the history) at or
 * above the member's tier: the management's tier and the tier chosen for the activity's source
 * in Settings > Activities (decision 028), as the feed applies them.
 */
export async function listPendingActivityPushes(
  db: Database,
  audience: 'push' | 'digest' = 'push',
): Promise<PendingActivityPush[]> {
  // The digest (issue 22's fallback) is for members without a web push token: the last day's
  // activities the same filter lets through, not yet covered by a push or an earlier digest.
  const recipients =
    audience === 'push'
      ? sql`join (select member_id, min(created_at) as first_at from member_push_tokens
              where platform = 'web' group by member_id) tok on tok.member_id = m.member_id`
      : sql`join (select id as member_id, now() - interval '1 day' as first_at from members
              where not exists (select 1 from member_push_tokens t
                where t.member_id = members.id and t.platform = 'web')) tok
            on tok.member_id = m.member_id`;
  const rows = await queryRows<{
    member_id: string | number;
    account_id: string | number;
    name: string;
    type: 'artist' | 'label' | 'creator';
    id_unique: string;
    activity_type: string;
    n: number;
    max_id: string | number;
    mark: string | number;
    one_text: string | null;
  }>(
    db,
    sql`select m.member_id, m.account_id, acc.name, acc.type, acc.id_unique, a.activity_type,
          count(*)::int as n, max(a.id) as max_id, coalesce(mk.through_activity_id, 0) as mark,
          min(a.activity_text) as one_text
        from managements m
        join members mem on mem.id = m.member_id
        join accounts acc on acc.id = m.account_id
        ${recipients}
        left join member_push_settings ps on ps.member_id = m.member_id
        left join member_entity_push_settings es on es.member_id = m.member_id
          and es.entity_type = acc.type and es.entity_id = acc.id_unique
        left join member_push_marks mk on mk.member_id = m.member_id and mk.account_id = m.account_id
        join account_activities aa on aa.account_id = m.account_id
        join activities a on a.id = aa.activity_id
        where coalesce(ps.notifications_on, true) and coalesce(es.is_on, true)
          -- only what the member's feed would show them: access to the activity's service
          -- (spec §6: radio sources need radio access), so a follower without a plan gets nothing
          and coalesce(m.access_hash ->> (case when aa.source in ('radio', 'siriusxm')
                then 'radiostats' else 'songstats' end), 'none') in ('direct', 'pro', 'any', 'only')
          and aa.tier is not null
          and aa.tier <= least(coalesce(m.tier, 4),
                case when jsonb_typeof(mem.activity_tiers -> aa.source) = 'number'
                     then (mem.activity_tiers ->> aa.source)::int else 4 end)
          -- an item risen to a new id (decision 081) is new by the id it was first written with
          and coalesce(a.first_id, aa.activity_id) > coalesce(mk.through_activity_id, 0)
          and a.created_at >= tok.first_at
        group by m.member_id, m.account_id, acc.name, acc.type, acc.id_unique, a.activity_type,
          mk.through_activity_id
        order by m.member_id, m.account_id`,
  );
  const pushes = new Map<string, PendingActivityPush>();
  for (const row of rows) {
    const key = `${row.member_id}:${row.account_id}`;
    let push = pushes.get(key);
    if (!push) {
      push = {
        memberId: Number(row.member_id),
        accountId: Number(row.account_id),
        accountName: row.name,
        accountType: row.type,
        idUnique: row.id_unique,
        throughActivityId: 0,
        previousMark: Number(row.mark),
        byType: {},
        onlyText: null,
      };
      pushes.set(key, push);
    }
    push.byType[row.activity_type] = (push.byType[row.activity_type] ?? 0) + Number(row.n);
    push.throughActivityId = Math.max(push.throughActivityId, Number(row.max_id));
    push.onlyText = row.one_text;
  }
  for (const push of pushes.values()) {
    const total = Object.values(push.byType).reduce((sum, n) => sum + n, 0);
    if (total !== 1) push.onlyText = null;
  }
  return [...pushes.values()];
}

/**
 * Moves the member's mark for the profile from `previousMark` to the push's newest activity, and
 * says whether this call did: a cycle run again, or a second monitor process, finds the mark
 * moved and sends nothing (at most once: a push that then fails to arrive is not retried).
 */
export async function claimActivityPush(
  db: Database,
  push: Pick<PendingActivityPush, 'memberId' | 'accountId' | 'throughActivityId' | 'previousMark'>,
  count: number,
): Promise<boolean> {
  const rows = await queryRows<{ member_id: unknown }>(
    db,
    sql`insert into member_push_marks (member_id, account_id, through_activity_id, last_count)
        values (${push.memberId}, ${push.accountId}, ${push.throughActivityId}, ${count})
        on conflict (member_id, account_id) do update
          set through_activity_id = excluded.through_activity_id,
              last_count = excluded.last_count, sent_at = now()
          where member_push_marks.through_activity_id = ${push.previousMark}
        returning member_id`,
  );
  return rows.length > 0;
}

/** Claims the member's digest of `day` (YYYY-MM-DD): true for the one call that may send it. */
export async function claimDigestDay(db: Database, memberId: number, day: string) {
  const rows = await queryRows<{ member_id: unknown }>(
    db,
    sql`insert into member_digest_days (member_id, day) values (${memberId}, ${day}::date)
        on conflict do nothing returning member_id`,
  );
  return rows.length > 0;
}
