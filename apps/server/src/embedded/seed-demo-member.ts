import { type Database, managements, members, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { seedDemoSmartLink } from '../routes/smart-links/seed-demo-smart-link';
import { subscribeDemoMember } from './subscribe-demo-member';

export const DEMO_MEMBER_EMAIL = 'demo@example.com';

/**
 * The demo member of embedded mode (SEED_DEMO=1): `demo@example.com`, primary manager of the
 * monitored artist and label with the most activities, subscribed to each (Songstats and
 * Radiostats, exports) as a payment does it (subscribe-demo-member.ts). Every other account is
 * locked for them. Idempotent: a member who already manages accounts keeps them, and only an
 * owned account without a subscription yet is subscribed. Returns the managed accounts' idUniques.
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
  if (managed.length > 0) {
    await subscribeDemoMember(db, memberId);
    await seedDemoSmartLink(db, memberId);
    return managed.map((row) => row.id_unique);
  }
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
  // Owned, with no access of its own: access comes from the subscriptions, as it does for members
  // who pay (issue 21: they show in Settings > Subscriptions).
  await db
    .insert(managements)
    .values(
      busiest.map((account) => ({
        memberId,
        accountId: account.id,
        managementType: 'primary' as const,
      })),
    )
    .onConflictDoNothing();
  await subscribeDemoMember(db, memberId);
  // Issue 23: and a live smart link for their artist's newest track.
  await seedDemoSmartLink(db, memberId);
  return busiest.map((account) => account.id_unique);
}
