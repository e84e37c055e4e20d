import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../connect';
import { managements, teamMembers, teams } from '../schema';
import { insertAccount, insertManagement, insertMember } from '../seed/factories';
import { openTestDatabase } from '../testing';
import { syncTeamSeats } from './sync-team-seats';

// Migration 0028 (issue 22, decision 026): the secondary managements made before teams were
// stored become seats on the teams of their profiles' owners, so they keep what they gave.
let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await connection?.close();
});

/** The statements of 0028 that turn earlier secondary managements into seats. */
function legacyConversion(): string[] {
  const file = readFileSync(new URL('../../migrations/0028_teams.sql', import.meta.url), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--.*\n)*INSERT INTO "team/m.test(statement));
}

describe('migration 0028 on data from before teams', () => {
  it("seats each secondary manager on the team of the profile's owner, once", async () => {
    const { db } = connection;
    const owner = await insertMember(db, { name: 'Legacy Owner' });
    const manager = await insertMember(db, { name: 'Legacy Manager' });
    const artist = await insertAccount(db);
    const label = await insertAccount(db, { type: 'label' });
    await insertManagement(db, { memberId: owner.id, accountId: artist.id });
    await insertManagement(db, { memberId: owner.id, accountId: label.id });
    for (const account of [artist, label]) {
      await insertManagement(db, {
        memberId: manager.id,
        accountId: account.id,
        managementType: 'secondary',
      });
    }
    const statements = legacyConversion();
    expect(statements).toHaveLength(3);
    // Twice: a second run (or a later one) seats nobody twice.
    for (let run = 0; run < 2; run++) {
      for (const statement of statements) await connection.db.execute(statement);
    }
    const [team] = await db.select().from(teams).where(eq(teams.ownerMemberId, owner.id));
    const seats = await db
      .select({
        memberId: teamMembers.memberId,
        role: teamMembers.role,
        status: teamMembers.status,
      })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team!.id))
      .orderBy(asc(teamMembers.id));
    expect(seats).toEqual([
      { memberId: owner.id, role: 'owner', status: 'active' },
      { memberId: manager.id, role: 'member', status: 'active' },
    ]);
    // The seats now justify the managements: syncing keeps both.
    await syncTeamSeats(db, manager.id);
    const kept = await db
      .select({ accountId: managements.accountId, type: managements.managementType })
      .from(managements)
      .where(eq(managements.memberId, manager.id))
      .orderBy(asc(managements.accountId));
    expect(kept).toEqual([
      { accountId: artist.id, type: 'secondary' },
      { accountId: label.id, type: 'secondary' },
    ]);
  });
});
