import type { Database } from '@songstats/db';
import { insertManagement, insertMemberWithSession, insertTeamSeat } from '@songstats/db/seed';

// What the provenance tests (issue 28 section 4, decision 063) share: their days and the callers
// of their authorization cases.

export const TODAY = new Date().toISOString().slice(0, 10);
/** The day `days` before TODAY. */
export const dayBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export type Who = 'owner' | 'teammate' | 'stranger' | 'admin';

/**
 * The signed-in callers of the authorization cases, their tokens put in `tokens`: the owner
 * manages `accounts`, the teammate (a seat on the owner's team) manages them too (secondary), the
 * stranger manages `elsewhere` only, and an admin; all with `accessHash`.
 */
export async function insertProvenanceCallers(
  db: Database,
  tokens: Record<Who, string>,
  accounts: { id: number }[],
  elsewhere: { id: number },
  accessHash: Record<string, string>,
) {
  const member = async (who: Who, values: { isAdmin?: boolean } = {}) => {
    const created = await insertMemberWithSession(db, values);
    tokens[who] = created.token;
    return created.member;
  };
  const owner = await member('owner');
  for (const account of accounts) {
    await insertManagement(db, { memberId: owner.id, accountId: account.id, accessHash });
  }
  const teammate = await member('teammate');
  await insertTeamSeat(db, { ownerId: owner.id, memberId: teammate.id });
  for (const account of accounts) {
    await insertManagement(db, {
      memberId: teammate.id,
      accountId: account.id,
      managementType: 'secondary',
      accessHash,
    });
  }
  const stranger = await member('stranger');
  await insertManagement(db, { memberId: stranger.id, accountId: elsewhere.id, accessHash });
  await member('admin', { isAdmin: true });
}
