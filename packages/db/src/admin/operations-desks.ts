import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { reviewAccountClaim } from '../managements/account-claims';
import { queryRows } from '../query-rows';
import { accountSetups } from '../schema';
import { type AdminActor, recordAdminAction } from './audit-log';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

// Issue 26: the Profile Requests, Accounts in Setup and Push Notifications desks.

type ClaimStatus = 'pending' | 'approved' | 'rejected';
export type ProfileRequestSort = 'createdAt' | 'profile' | 'member' | 'status';
const REQUEST_COLUMNS: Record<ProfileRequestSort, string> = {
  createdAt: 'c.created_at',
  profile: 'lower(a.name)',
  member: 'lower(m.email)',
  status: 'c.status',
};

export interface ProfileRequestRow {
  id: number;
  status: ClaimStatus;
  link: string;
  createdAt: string;
  accountId: number;
  accountIdUnique: string;
  accountName: string;
  accountType: string;
  ownerCount: number;
  memberId: number;
  memberName: string;
  memberEmail: string;
  reviewedAt: string | null;
  reviewedByEmail: string | null;
}

interface RequestRow {
  id: number;
  status: ClaimStatus;
  link: string;
  created_at: string;
  account_id: number;
  id_unique: string;
  account_name: string;
  account_type: string;
  owner_count: number;
  member_id: number;
  member_name: string;
  member_email: string;
  reviewed_at: string | null;
  reviewed_by_email: string | null;
  total_rows: number;
}

function selectProfileRequests(db: Database, where: SQL, tail: SQL) {
  return queryRows<RequestRow>(
    db,
    sql`select c.id, c.status, c.link, c.created_at, a.id as account_id, a.id_unique,
          a.name as account_name, a.type as account_type,
          (select count(*)::int from managements o
            where o.account_id = a.id and o.management_type = 'primary') as owner_count,
          m.id as member_id, m.name as member_name, m.email as member_email,
          c.reviewed_at, r.email as reviewed_by_email, count(*) over () as total_rows
        from account_claims c
          join accounts a on a.id = c.account_id
          join members m on m.id = c.member_id
          left join members r on r.id = c.reviewed_by_member_id
        where ${where}
        ${tail}`,
  );
}

const presentRequest = (row: RequestRow): ProfileRequestRow => ({
  id: Number(row.id),
  status: row.status,
  link: row.link,
  createdAt: iso(row.created_at)!,
  accountId: Number(row.account_id),
  accountIdUnique: row.id_unique,
  accountName: row.account_name,
  accountType: row.account_type,
  ownerCount: Number(row.owner_count),
  memberId: Number(row.member_id),
  memberName: row.member_name,
  memberEmail: row.member_email,
  reviewedAt: iso(row.reviewed_at),
  reviewedByEmail: row.reviewed_by_email,
});

/** Profile Requests desk: members' claims to own a profile (issue 20), searched and paged. */
export async function listProfileRequestsForAdmin(
  db: Database,
  request: DeskPageRequest<ProfileRequestSort> & { status: ClaimStatus | 'all' },
): Promise<DeskPage<ProfileRequestRow>> {
  const q = request.q?.trim() || null;
  const like = likePattern(q ?? '');
  const rows = await selectProfileRequests(
    db,
    sql`(${q}::text is null or a.name ilike ${like} or a.id_unique = ${q ?? ''}
         or m.email ilike ${like} or m.name ilike ${like} or c.link ilike ${like})
        and (${request.status} = 'all' or c.status = ${request.status})`,
    sql`${deskOrderAndPage(REQUEST_COLUMNS, request, 'c.id')}`,
  );
  return toDeskPage(rows, request, presentRequest);
}

export type ProfileRequestReview =
  | { kind: 'reviewed'; request: ProfileRequestRow }
  | { kind: 'unknown' }
  | { kind: 'alreadyReviewed' };

/**
 * Approves (the member becomes an owner of the profile) or rejects a pending request through the
 * claims' own review (issue 20), and logs it in the same transaction.
 */
export async function reviewProfileRequestAsAdmin(
  db: Database,
  admin: AdminActor,
  id: number,
  decision: 'approve' | 'reject',
): Promise<ProfileRequestReview> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const result = await reviewAccountClaim(t, { claimId: id, decision, adminId: admin.id });
    if (result.kind === 'unknown') return { kind: 'unknown' };
    if (result.kind === 'alreadyReviewed') return { kind: 'alreadyReviewed' };
    const [row] = await selectProfileRequests(t, sql`c.id = ${id}`, sql``);
    const reviewed = presentRequest(row!);
    await recordAdminAction(t, admin, {
      action: `profile_request.${decision}`,
      targetType: 'account_claim',
      targetId: id,
      memberId: reviewed.memberId,
      before: { status: 'pending', accountId: reviewed.accountId },
      after: { status: reviewed.status, accountId: reviewed.accountId },
    });
    return { kind: 'reviewed', request: reviewed };
  });
}

type SetupStatus = 'in_progress' | 'done' | 'failed' | 'merged';
export type AccountSetupSort = 'createdAt' | 'profile' | 'member' | 'status';
const SETUP_COLUMNS: Record<AccountSetupSort, string> = {
  createdAt: 's.created_at',
  profile: 'lower(a.name)',
  member: 'lower(m.email)',
  status: 's.status',
};

export interface AccountSetupRow {
  id: number;
  status: SetupStatus;
  link: string;
  createdAt: string;
  ageHours: number;
  accountId: number;
  accountIdUnique: string;
  accountName: string;
  memberId: number;
  memberEmail: string;
  /** Issue 27: what a setup in progress is doing, and why a failed one failed. */
  step: string | null;
  reason: string | null;
}

interface SetupRow {
  id: number;
  status: SetupStatus;
  link: string;
  created_at: string;
  account_id: number;
  id_unique: string;
  account_name: string;
  member_id: number;
  member_email: string;
  step: string | null;
  reason: string | null;
  total_rows: number;
}

function selectSetups(db: Database, where: SQL, tail: SQL) {
  return queryRows<SetupRow>(
    db,
    sql`select s.id, s.status, s.link, s.created_at, s.step, s.reason, a.id as account_id, a.id_unique,
          a.name as account_name, m.id as member_id, m.email as member_email,
          count(*) over () as total_rows
        from account_setups s
          join accounts a on a.id = s.account_id
          join members m on m.id = s.member_id
        where ${where}
        ${tail}`,
  );
}

const presentSetup =
  (now: Date) =>
  (row: SetupRow): AccountSetupRow => {
    const createdAt = iso(row.created_at)!;
    return {
      id: Number(row.id),
      status: row.status,
      link: row.link,
      createdAt,
      ageHours: Math.round(((now.getTime() - Date.parse(createdAt)) / 3_600_000) * 10) / 10,
      accountId: Number(row.account_id),
      accountIdUnique: row.id_unique,
      accountName: row.account_name,
      memberId: Number(row.member_id),
      memberEmail: row.member_email,
      step: row.step,
      reason: row.reason,
    };
  };

/** Accounts in Setup desk: profiles set up from a link, with their state and age. */
export async function listAccountSetupsForAdmin(
  db: Database,
  now: Date,
  request: DeskPageRequest<AccountSetupSort> & { status: SetupStatus | 'all' },
): Promise<DeskPage<AccountSetupRow>> {
  const q = request.q?.trim() || null;
  const like = likePattern(q ?? '');
  const rows = await selectSetups(
    db,
    sql`(${q}::text is null or a.name ilike ${like} or a.id_unique = ${q ?? ''}
         or m.email ilike ${like} or s.link ilike ${like})
        and (${request.status} = 'all' or s.status = ${request.status})`,
    sql`${deskOrderAndPage(SETUP_COLUMNS, request, 's.id')}`,
  );
  return toDeskPage(rows, request, presentSetup(now));
}

export type SetupChangeResult =
  | { kind: 'changed'; setup: AccountSetupRow }
  | { kind: 'unknown' }
  | { kind: 'wrongState' };

/**
 * Marks a setup in progress failed (the member's profile no longer says it is being set up), or
 * starts a failed one again: in progress, its age counted from now. Logged.
 */
export async function changeAccountSetupAsAdmin(
  db: Database,
  admin: AdminActor,
  now: Date,
  id: number,
  action: 'fail' | 'retry',
): Promise<SetupChangeResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [setup] = await tx
      .select()
      .from(accountSetups)
      .where(eq(accountSetups.id, id))
      .for('update');
    if (!setup) return { kind: 'unknown' };
    const from: SetupStatus = action === 'fail' ? 'in_progress' : 'failed';
    if (setup.status !== from) return { kind: 'wrongState' };
    await tx
      .update(accountSetups)
      .set(
        action === 'fail'
          ? { status: 'failed', reason: 'Marked failed by an admin.', step: null, finishedAt: now }
          : { status: 'in_progress', createdAt: now, reason: null, step: null, finishedAt: null },
      )
      .where(and(eq(accountSetups.id, id), eq(accountSetups.status, from)));
    const [row] = await selectSetups(t, sql`s.id = ${id}`, sql``);
    const changed = presentSetup(now)(row!);
    await recordAdminAction(t, admin, {
      action: `account_setup.${action}`,
      targetType: 'account_setup',
      targetId: id,
      memberId: changed.memberId,
      before: { status: setup.status, createdAt: setup.createdAt.toISOString() },
      after: { status: changed.status, createdAt: changed.createdAt },
    });
    return { kind: 'changed', setup: changed };
  });
}

export type PushDeskSort = 'createdAt' | 'member' | 'platform' | 'lastPushAt';
const PUSH_COLUMNS: Record<PushDeskSort, string> = {
  createdAt: 't.created_at',
  member: 'lower(t.member_email)',
  platform: 't.platform',
  lastPushAt: 't.last_push_at',
};

export interface PushDeskRow {
  id: number;
  platform: 'web' | 'app';
  createdAt: string;
  memberId: number;
  memberName: string;
  memberEmail: string;
  notificationsOn: boolean;
  lastPushAt: string | null;
  pushedProfiles: number;
}

/** Push Notifications desk: the push tokens with the activity pushes the monitor sent. */
export async function listPushTokensForAdmin(
  db: Database,
  request: DeskPageRequest<PushDeskSort> & { platform: 'all' | 'web' | 'app' },
): Promise<DeskPage<PushDeskRow>> {
  const q = request.q?.trim() || null;
  const like = likePattern(q ?? '');
  const rows = await queryRows<{
    id: number;
    platform: 'web' | 'app';
    created_at: string;
    member_id: number;
    member_name: string;
    member_email: string;
    notifications_on: boolean;
    last_push_at: string | null;
    pushed_profiles: number;
    total_rows: number;
  }>(
    db,
    sql`select t.*, count(*) over () as total_rows from (
          select p.id, p.platform, p.created_at, m.id as member_id, m.name as member_name,
            m.email as member_email, coalesce(ps.notifications_on, true) as notifications_on,
            (select max(k.sent_at) from member_push_marks k where k.member_id = m.id)
              as last_push_at,
            (select count(*)::int from member_push_marks k where k.member_id = m.id)
              as pushed_profiles
          from member_push_tokens p
            join members m on m.id = p.member_id
            left join member_push_settings ps on ps.member_id = m.id
          where (${q}::text is null or m.email ilike ${like} or m.name ilike ${like})
            and (${request.platform} = 'all' or p.platform = ${request.platform})
        ) t
        ${deskOrderAndPage(PUSH_COLUMNS, request, 't.id')}`,
  );
  return toDeskPage(rows, request, (row) => ({
    id: Number(row.id),
    platform: row.platform,
    createdAt: iso(row.created_at)!,
    memberId: Number(row.member_id),
    memberName: row.member_name,
    memberEmail: row.member_email,
    notificationsOn: row.notifications_on,
    lastPushAt: iso(row.last_push_at),
    pushedProfiles: Number(row.pushed_profiles),
  }));
}

/**
 * Takes the send slot of a limit key (`push.test:{member}`, `push.broadcast:{product}`) when the
 * last send under it is at least `intervalSeconds` old (decision 053). One statement: a second
 * send at the same moment waits on the first's row and then finds it taken, so exactly one of
 * two concurrent sends passes. True when the slot was taken.
 */
export async function takeAdminSendSlot(
  db: Database,
  key: string,
  intervalSeconds: number,
): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into admin_send_limits as l (key, sent_at) values (${key}, clock_timestamp())
        on conflict (key) do update set sent_at = excluded.sent_at
          where l.sent_at <= excluded.sent_at - make_interval(secs => ${intervalSeconds})
        returning l.key`,
  );
  return rows.length === 1;
}

/** Gives a slot back when nothing was sent under it (an unknown member, a refused input). */
export async function releaseAdminSendSlot(db: Database, key: string): Promise<void> {
  await queryRows(db, sql`delete from admin_send_limits where key = ${key}`);
}

export type PushProduct = 'songstats' | 'radiostats' | 'socialstats';

export interface PushAudience {
  /** Members whose plan covers the product (a management's used_product_type has it). */
  members: number;
  /** Of those, members with notifications on and at least one web push subscription. */
  reachableMembers: number;
  /** Their web push subscriptions (one per browser). */
  devices: number;
}

const productMembers = (product: PushProduct) =>
  sql`select distinct g.member_id from managements g
      where ${product} = any(g.used_product_type)`;

/** Who a push to all members of a product would go to (the desk's preview, issue 26). */
export async function pushAudienceOf(db: Database, product: PushProduct): Promise<PushAudience> {
  const [row] = await queryRows<{ members: number; reachable: number; devices: number }>(
    db,
    sql`with pm as (${productMembers(product)}),
        reachable as (
          select pm.member_id, count(*)::int as devices
          from pm
            join member_push_tokens t on t.member_id = pm.member_id and t.platform = 'web'
            left join member_push_settings ps on ps.member_id = pm.member_id
          where coalesce(ps.notifications_on, true)
          group by pm.member_id
        )
        select (select count(*)::int from pm) as members,
          (select count(*)::int from reachable) as reachable,
          (select coalesce(sum(devices), 0)::int from reachable) as devices`,
  );
  return {
    members: Number(row?.members ?? 0),
    reachableMembers: Number(row?.reachable ?? 0),
    devices: Number(row?.devices ?? 0),
  };
}

/** The members of a product a push can reach (notifications on, a web subscription). */
export async function pushableMembersOf(db: Database, product: PushProduct): Promise<number[]> {
  const rows = await queryRows<{ member_id: number }>(
    db,
    sql`select distinct pm.member_id from (${productMembers(product)}) pm
          join member_push_tokens t on t.member_id = pm.member_id and t.platform = 'web'
          left join member_push_settings ps on ps.member_id = pm.member_id
        where coalesce(ps.notifications_on, true)
        order by pm.member_id`,
  );
  return rows.map((row) => Number(row.member_id));
}

export interface PushSendRow {
  id: number;
  action: 'push.test' | 'push.broadcast';
  adminEmail: string;
  createdAt: string;
  /** The member (a test push) or the product (a push to all its members). */
  target: string;
  title: string;
  body: string;
  members: number | null;
  reachedMembers: number | null;
  delivered: number;
}

/** The desk's sends with their delivery counts, newest first, from the audit log. */
export async function listPushSends(db: Database, limit = 20): Promise<PushSendRow[]> {
  const rows = await queryRows<{
    id: number;
    action: PushSendRow['action'];
    admin_email: string;
    created_at: string;
    target: string;
    after: Record<string, unknown> | null;
  }>(
    db,
    sql`select l.id, l.action, l.admin_email, l.created_at,
          coalesce(m.email, l.target_id) as target, l.after
        from admin_audit_log l
          left join members m on l.action = 'push.test' and m.id = l.member_id
        where l.action in ('push.test', 'push.broadcast')
        order by l.created_at desc, l.id desc
        limit ${limit}`,
  );
  const num = (value: unknown) => (typeof value === 'number' ? value : null);
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    adminEmail: row.admin_email,
    createdAt: iso(row.created_at)!,
    target: row.target,
    title: String(row.after?.title ?? ''),
    body: String(row.after?.body ?? ''),
    members: num(row.after?.members),
    reachedMembers: num(row.after?.reachedMembers),
    delivered: num(row.after?.delivered) ?? 0,
  }));
}
