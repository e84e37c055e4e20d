import { type Database, findMemberById, queryRows } from '@songstats/db';
import { payableTypeOfAccount } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import { type Payments, sandboxPayments } from '../payments/payments-config';
import { resolvePayable } from '../payments/resolve-payable';
import { createSandboxCardSource } from '../payments/sandbox-provider';
import { subscribeWithCard } from '../payments/subscribe-with-card';

/** The sandbox's card that always pays (docs/payments.md). */
const DEMO_CARD = '4242424242424242';

/**
 * Subscribes the demo member to each account they own and have no subscription to yet, through
 * the sandbox provider exactly as setup_payment does: a card source from the sandbox's card
 * element, then `subscribeWithCard` (the bundle, monthly, its free trial first), which writes the
 * subscription, the saved card and the member's access. The rows are the ones a member who paid
 * has, so they show in Settings > Subscriptions and renew in the lifecycle step (issue 21).
 */
export async function subscribeDemoMember(
  db: Database,
  memberId: number,
  payments: Payments = sandboxPayments(),
): Promise<number> {
  const member = await findMemberById(db, memberId);
  if (!member) return 0;
  const unpaid = await queryRows<{ id_unique: string; type: 'artist' | 'label' | 'creator' }>(
    db,
    sql`select a.id_unique, a.type from managements m join accounts a on a.id = m.account_id
        where m.member_id = ${memberId} and m.management_type = 'primary'
          and not exists (select 1 from subscriptions s
                          where s.member_id = m.member_id and s.account_id = m.account_id)
        order by m.id`,
  );
  const now = payments.now();
  for (const account of unpaid) {
    const payable = await resolvePayable(
      db,
      memberId,
      payableTypeOfAccount(account.type),
      account.id_unique,
    );
    const card = createSandboxCardSource(
      { number: DEMO_CARD, expMonth: 12, expYear: now.getUTCFullYear() + 5 },
      memberId,
      now,
    );
    await subscribeWithCard(db, payments, member, {
      payable,
      interval: 'monthly',
      isBundled: true,
      coupon: null,
      fullname: member.name ?? 'Demo Member',
      stripeSource: card.stripeSource,
      variant: 'main',
    });
  }
  return unpaid.length;
}
