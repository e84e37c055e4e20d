import { type Database, subscriptions } from '@songstats/db';
import { insertMemberWithSession } from '@songstats/db/seed';

// What the API tests' authorization cases share: the four callers besides the anonymous one, and
// the owner's paid plan.

/** The callers of the authorization cases, besides the anonymous one. */
export type Who = 'owner' | 'teammate' | 'other' | 'admin';
export const EVERYONE = ['owner', 'teammate', 'other', 'admin'] as const;

/**
 * An owner, a teammate, another member and an admin, each signed in (named by `person` if given):
 * their session tokens, ids and emails go into `tokens`, `ids` and `emails`.
 */
export async function insertEveryone(
  db: Database,
  person: ((who: Who) => { name?: string; email?: string }) | null,
  tokens: Partial<Record<Who, string>>,
  ids: Partial<Record<Who, number>> = {},
  emails: Partial<Record<Who, string>> = {},
) {
  for (const who of EVERYONE) {
    const { member, token } = await insertMemberWithSession(db, {
      isAdmin: who === 'admin',
      ...person?.(who),
    });
    tokens[who] = token;
    ids[who] = member.id;
    emails[who] = member.email;
  }
  return ids;
}

/**
 * A live Songstats plan of `memberId` for the artist `accountId`: monthly, 11.99 by card through
 * the sandbox, its period ending in 20 days. The caller syncs the member's access.
 */
export async function insertLivePlan(db: Database, memberId: number, accountId: number) {
  await db.insert(subscriptions).values({
    memberId,
    payableType: 'UArtist',
    payableId: accountId,
    accountId,
    productType: 'songstats',
    interval: 'monthly',
    state: 'active',
    provider: 'sandbox',
    paymentMethod: 'card',
    priceCents: 1199,
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
  });
}
