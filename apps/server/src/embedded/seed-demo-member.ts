import { type Database, managements, members, queryRows } from '@songstats/db';
import { eq, sql } from 'drizzle-orm';

export const DEMO_MEMBER_EMAIL = 'demo@example.com';

/**
 * The demo member of embedded mode (SEED_DEMO=1): `demo@example.com`, primary manager with a
 * subscription (Songstats and Radiostats access, exports) of the monitored artist and label with
 * the most activities. Every other account is locked for them. Idempotent: a member who already
 * manages accounts is left as they are. Returns the managed accounts' idUniques.
 */
export async function seedDemoMember(db: Database): Promise<string[]> {
  const [member] = await db
    .insert(members)
    .values({
      email: DEMO_MEMBER_EMAIL,
      name: 'Demo Member',
      emailConfirmedAt: new Date(),
      favoriteSources: ['spotify', 'apple_music', 'radio'],
    })
    .onConflictDoUpdate({ target: members.email, set: { email: DEMO_MEMBER_EMAIL } })
    .returning({ id: members.id });
  const memberId = member!.id;
  const managed = await queryRows<{ id_unique: string }>(
    db,
    sql`select a.id_unique from managements m join accounts a on a.id = m.account_id
        where m.member_id = ${memberId} order by m.id`,
  );
  if (managed.length > 0) return managed.map((row) => row.id_unique);
  const busiest = await queryRows<{ id: number; id_unique: string; type: string }>(
    db,
    sql`select distinct on (a.type) a.id::int as id, a.id_unique, a.type
        from accounts a
        left join lateral (select count(*) as n from account_activities aa
          where aa.account_id = a.id) counted on true
        where a.monitored_since is not null and a.type in ('artist', 'label') and not a.hidden
        order by a.type, counted.n desc, a.id`,
  );
  if (busiest.length === 0) return [];
  await db
    .insert(managements)
    .values(
      busiest.map((account) => ({
        memberId,
        accountId: account.id,
        managementType: 'primary' as const,
        subbedAt: new Date(),
        canExport: true,
        platform: 'web' as const,
        accessHash: { songstats: 'direct', radiostats: 'direct' },
        usedProductType: ['songstats', 'radiostats'],
      })),
    )
    .onConflictDoNothing();
  await db.update(members).set({ hasHadSubscription: true }).where(eq(members.id, memberId));
  return busiest.map((account) => account.id_unique);
}
