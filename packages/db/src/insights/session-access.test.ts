import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../connect';
import { findSessionMember } from '../members/sessions';
import { queryRows } from '../query-rows';
import { insertAccount, insertManagement, insertMemberWithSession } from '../seed';
import { openTestDatabase } from '../testing';
import { findInsightAccountAccess, findSessionMemberWithAccess } from './insight-access';

let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await connection?.close();
});

describe('findSessionMemberWithAccess (issue 29: the session and the access in one round trip)', () => {
  it('reads what findSessionMember and findInsightAccountAccess read apart', async () => {
    const { db } = connection;
    const own = await insertAccount(db, { name: 'Own Artist' });
    const other = await insertAccount(db, { name: 'Other Label', type: 'label', hidden: true });
    const { member, token } = await insertMemberWithSession(db, {
      favoriteSources: ['spotify', 'deezer'],
      activityTiers: { spotify: 2 },
    });
    await insertManagement(db, {
      memberId: member.id,
      accountId: own.id,
      accessHash: { songstats: 'direct' },
      tier: 3,
    });
    await insertManagement(db, {
      memberId: member.id,
      accountId: other.id,
      managementType: 'secondary',
      accessHash: { songstats: 'pro', radiostats: 'direct' },
      canExport: true,
    });

    for (const account of [own, other]) {
      const both = await findSessionMemberWithAccess(db, token, account.idUnique);
      expect(both?.session).toEqual(await findSessionMember(db, token));
      expect(both?.access).toEqual(await findInsightAccountAccess(db, account.idUnique, member.id));
    }
    const both = await findSessionMemberWithAccess(db, token, own.idUnique);
    expect(both?.session.member).toMatchObject({
      id: member.id,
      favoriteSources: ['spotify', 'deezer'],
      activityTiers: { spotify: 2 },
    });
    expect(both?.access.account).toEqual({
      id: own.id,
      idUnique: own.idUnique,
      type: 'artist',
      name: 'Own Artist',
      imageUrl: null,
      hidden: false,
    });
    expect(both?.access.managements).toEqual([
      {
        accountId: own.id,
        managementType: 'primary',
        accessHash: { songstats: 'direct' },
        tier: 3,
        canExport: false,
      },
      {
        accountId: other.id,
        managementType: 'secondary',
        accessHash: { songstats: 'pro', radiostats: 'direct' },
        tier: null,
        canExport: true,
      },
    ]);
  });

  it('finds the session without the account when the account does not exist', async () => {
    const { db } = connection;
    const { member, token } = await insertMemberWithSession(db);
    const both = await findSessionMemberWithAccess(db, token, 'no-such-account');
    expect(both?.session.member.id).toBe(member.id);
    expect(both?.access).toEqual({ account: null, managements: [] });
  });

  it('finds nothing for an unknown token or a session past its idle lifetime', async () => {
    const { db } = connection;
    const account = await insertAccount(db);
    expect(await findSessionMemberWithAccess(db, 'not-a-token', account.idUnique)).toBeNull();
    const { sessionId, token } = await insertMemberWithSession(db);
    await queryRows(
      db,
      sql`update member_sessions set last_used_at = now() - interval '31 days'
          where id = ${sessionId}`,
    );
    expect(await findSessionMember(db, token)).toBeNull();
    expect(await findSessionMemberWithAccess(db, token, account.idUnique)).toBeNull();
  });
});
