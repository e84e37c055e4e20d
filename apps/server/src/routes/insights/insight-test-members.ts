import type { Database } from '@songstats/db';
import { insertManagement, insertMemberWithSession, insertTeamSeat } from '@songstats/db/seed';

/**
 * The members of an insights test's authorization cases, their tokens put in `tokens`: the
 * artist's `owner` and `teammate` (a seat on the owner's team, managing it as secondary), a
 * `stranger` (or the name given) who manages another account only, and an `admin`. Each has the
 * account on `product` (the music product's by default; a creator's tests pass `socialstats`);
 * `ownerExports` lets the owner export its tables.
 */
export async function insertInsightMembers(
  db: Database,
  accounts: { artistId: number; otherId: number },
  tokens: Record<string, string>,
  {
    product = 'songstats',
    stranger = 'stranger',
    ownerExports = false,
  }: { product?: string; stranger?: string; ownerExports?: boolean } = {},
) {
  const member = async (name: string, values: { isAdmin?: boolean } = {}) => {
    const created = await insertMemberWithSession(db, values);
    tokens[name] = created.token;
    return created.member;
  };
  const access = { [product]: 'direct' };
  const owner = await member('owner');
  await insertManagement(db, {
    memberId: owner.id,
    accountId: accounts.artistId,
    accessHash: access,
    ...(ownerExports ? { canExport: true } : {}),
  });
  const teammate = await member('teammate');
  await insertTeamSeat(db, { ownerId: owner.id, memberId: teammate.id });
  await insertManagement(db, {
    memberId: teammate.id,
    accountId: accounts.artistId,
    managementType: 'secondary',
    accessHash: access,
  });
  const other = await member(stranger);
  await insertManagement(db, {
    memberId: other.id,
    accountId: accounts.otherId,
    accessHash: access,
  });
  await member('admin', { isAdmin: true });
}
