import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addPushToken,
  type Connection,
  setEntityPushSetting,
  setPushNotificationsOn,
} from '@songstats/db';
import { insertAccount, insertActivity, insertManagement, insertMember } from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { sendActivityPushes } from '@songstats/monitor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, readOutbox } from '../mail/mailer';
import { sendActivityDigests } from './activity-digest';

let connection: Connection;
const outboxDir = mkdtempSync(path.join(tmpdir(), 'songstats-digest-'));
const mailer = createMailer({ outboxDir });
const db = () => connection.db;
const ORIGIN = 'http://localhost:8000';

beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await connection?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

async function memberWithProfile(name: string, tier?: number) {
  const member = await insertMember(db());
  const account = await insertAccount(db(), { name });
  await insertManagement(db(), {
    memberId: member.id,
    accountId: account.id,
    tier,
    accessHash: { songstats: 'direct' },
  });
  return { member, account };
}

describe('the daily activity digest, for members without push (issue 22)', () => {
  it('mails a line per profile once a day, with the push filter, and never twice', async () => {
    const { member, account } = await memberWithProfile('Rooms of Garden', 2);
    const other = await insertAccount(db(), { name: 'Second Profile' });
    await insertManagement(db(), {
      memberId: member.id,
      accountId: other.id,
      accessHash: { songstats: 'direct' },
    });
    for (let i = 0; i < 3; i++) await insertActivity(db(), { accountId: account.id, tier: 2 });
    await insertActivity(db(), { accountId: account.id, tier: 3 }); // below the member's tier
    await insertActivity(db(), { accountId: other.id, tier: 4, activityText: 'Added to Chill' });
    // Switched off: nothing from these.
    const off = await memberWithProfile('Quiet');
    await setPushNotificationsOn(db(), off.member.id, false);
    await insertActivity(db(), { accountId: off.account.id, tier: 1 });
    const profileOff = await memberWithProfile('Profile off');
    await setEntityPushSetting(db(), {
      memberId: profileOff.member.id,
      entityType: 'artist',
      entityId: profileOff.account.idUnique,
      isOn: false,
    });
    await insertActivity(db(), { accountId: profileOff.account.id, tier: 1 });
    // A member with push gets pushes, not the digest.
    const pushed = await memberWithProfile('Pushed');
    await addPushToken(db(), {
      memberId: pushed.member.id,
      pushToken: JSON.stringify({ endpoint: 'http://127.0.0.1:9/push', keys: {} }),
      platform: 'web',
    });
    await insertActivity(db(), { accountId: pushed.account.id, tier: 1 });

    expect(await sendActivityDigests(db(), mailer, { day: '2026-11-25', origin: ORIGIN })).toBe(1);
    const mails = readOutbox(outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: member.email,
      subject: 'Your new activities on Songstats',
    });
    expect(mails[0]!.text).toContain(
      `3 new playlist adds for Rooms of Garden: ${ORIGIN}/artist/${account.idUnique}`,
    );
    expect(mails[0]!.text).toContain(`Added to Chill: ${ORIGIN}/artist/${other.idUnique}`);

    // Run again the same day, even with a new activity: no second mail that day.
    await insertActivity(db(), { accountId: account.id, tier: 1 });
    expect(await sendActivityDigests(db(), mailer, { day: '2026-11-25', origin: ORIGIN })).toBe(0);
    // The next day: only what is new since.
    expect(await sendActivityDigests(db(), mailer, { day: '2026-11-26', origin: ORIGIN })).toBe(1);
    const next = readOutbox(outboxDir);
    expect(next).toHaveLength(2);
    const last = next.find((mail) => mail !== mails[0] && mail.text !== mails[0]!.text)!;
    expect(last.text).toContain('Added to a playlist: ');
    expect(last.text).not.toContain('3 new playlist adds');
    // The member with push gets a push for their profile instead.
    expect(await sendActivityPushes(db(), { timeoutMs: 500 })).toMatchObject({ pushes: 1 });
  });
});
