import type { Database } from '@songstats/db';
import { insertManagement, insertMemberWithSession, insertTeamSeat } from '@songstats/db/seed';

/**
 * The members of an insights test's authorization cases, their tokens put in `tokens`: the
 * artist's `owner` and `teammate` (a seat on the owner's team, managing it as secondary), a
 * `stranger` who manages another account only, and an `admin`.
 */
export async function insertInsightMembers(
  db: Database,
  accounts: { artistId: number; otherId: number },
  tokens: Record<string, string>,
) {
  const member = async (name: string, values: { isAdmin?: boolean } = {}) => {
    const created = await insertMemberWithSession(db, values);
    tokens[name] = created.token;
    return created.member;
  };
  const access = { songstats: 'direct' };
  const owner = await member('owner');
  await insertManagement(db, {
    memberId: owner.id,
    accountId: accounts.artistId,
    accessHash: access,
  });
  const teammate = await member('teammate');
  await insertTeamSeat(db, { ownerId: owner.id, memberId: teammate.id });
  await insertManagement(db, {
    memberId: teammate.id,
    accountId: accounts.artistId,
    managementType: 'secondary',
    accessHash: access,
  });
  const stranger = await member('stranger');
  await insertManagement(db, {
    memberId: stranger.id,
    accountId: accounts.otherId,
    accessHash: access,
  });
  await member('admin', { isAdmin: true });
}
