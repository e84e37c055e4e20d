import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { iso } from './desk-page';

/** Issue 26, Members desk: one member's managements, subscriptions, payments, sessions, tokens. */
export async function findMemberDetails(db: Database, memberId: number) {
  const [member] = await queryRows<{
    id: number;
    name: string;
    email: string;
    is_admin: boolean;
    is_beta_tester: boolean;
    created_at: string;
    email_confirmed_at: string | null;
  }>(
    db,
    sql`select id, name, email, is_admin, is_beta_tester, created_at, email_confirmed_at
        from members where id = ${memberId}`,
  );
  if (!member) return null;
  const [managements, subscriptions, payments, sessions, pushTokens] = [
    await queryRows<Record<string, unknown>>(
      db,
      sql`select g.id, g.management_type, g.is_professional, g.created_at,
            a.id as account_id, a.id_unique, a.name, a.type
          from managements g join accounts a on a.id = g.account_id
          where g.member_id = ${memberId} order by g.created_at desc, g.id desc`,
    ),
    await queryRows<Record<string, unknown>>(
      db,
      sql`select s.id, s.state, s.product_type, s.payable_type, s.provider, s.platform, s.interval,
            s.price_cents, s.created_at, s.current_period_end, a.name as account_name
          from subscriptions s left join accounts a on a.id = s.account_id
          where s.member_id = ${memberId} order by s.created_at desc, s.id desc`,
    ),
    await queryRows<Record<string, unknown>>(
      db,
      sql`select id, provider, amount_cents, currency, status, description, created_at
          from payments where member_id = ${memberId} order by created_at desc, id desc limit 100`,
    ),
    await queryRows<Record<string, unknown>>(
      db,
      sql`select s.id, s.platform, s.created_at, s.last_used_at,
            x.session_id is not null as accessed_thru_admin
          from member_sessions s left join admin_access_sessions x on x.session_id = s.id
          where s.member_id = ${memberId} order by s.last_used_at desc, s.id desc`,
    ),
    await queryRows<Record<string, unknown>>(
      db,
      sql`select id, platform, created_at from member_push_tokens
          where member_id = ${memberId} order by created_at desc, id desc`,
    ),
  ];
  return {
    member: {
      id: Number(member.id),
      name: member.name,
      email: member.email,
      isAdmin: member.is_admin,
      isBetaTester: member.is_beta_tester,
      createdAt: iso(member.created_at)!,
      emailConfirmedAt: iso(member.email_confirmed_at),
    },
    managements: managements.map((row) => ({
      id: Number(row.id),
      accountId: Number(row.account_id),
      idUnique: String(row.id_unique),
      name: String(row.name),
      type: String(row.type),
      managementType: String(row.management_type),
      isProfessional: Boolean(row.is_professional),
      createdAt: iso(row.created_at)!,
    })),
    subscriptions: subscriptions.map((row) => ({
      id: Number(row.id),
      state: String(row.state),
      productType: String(row.product_type),
      payableType: String(row.payable_type),
      accountName: row.account_name === null ? null : String(row.account_name),
      provider: String(row.provider),
      platform: String(row.platform),
      interval: String(row.interval),
      priceCents: Number(row.price_cents),
      createdAt: iso(row.created_at)!,
      currentPeriodEnd: iso(row.current_period_end),
    })),
    payments: payments.map((row) => ({
      id: Number(row.id),
      provider: String(row.provider),
      amountCents: Number(row.amount_cents),
      currency: String(row.currency),
      status: String(row.status),
      description: String(row.description),
      createdAt: iso(row.created_at)!,
    })),
    sessions: sessions.map((row) => ({
      id: Number(row.id),
      platform: String(row.platform),
      createdAt: iso(row.created_at)!,
      lastUsedAt: iso(row.last_used_at)!,
      accessedThruAdmin: Boolean(row.accessed_thru_admin),
    })),
    pushTokens: pushTokens.map((row) => ({
      id: Number(row.id),
      platform: String(row.platform),
      createdAt: iso(row.created_at)!,
    })),
  };
}

export type MemberDetails = NonNullable<Awaited<ReturnType<typeof findMemberDetails>>>;
