import { queryRows } from '@songstats/db';
import { insertAccount } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { callApi, insertEveryone, insertTeam, type Who } from '../admin/admin-test-fixture';
import { NO_FAILED_SETUP, NOT_YOUR_TEAM } from './real-platform-ids';
import { NOT_YOUR_ACCOUNT } from './source-objects';

// Issue 27: a profile's real platform ids, linked and unlinked by its owner, and a failed setup
// from its link tried again; each with the authorization cases.

let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
let ids: Partial<Record<Who, number>> = {};
let account: { id: number; idUnique: string };

const person = (who: Who) => ({ name: `${who} member`, email: `${who}-rp@example.com` });
const as = (who: Who | null) => (who ? tokens[who]! : null);

beforeAll(async () => {
  test = await startTestApp();
  ids = await insertEveryone(test.connection.db, person, tokens);
});
afterAll(async () => {
  await test?.close();
});
beforeEach(async () => {
  const row = await insertAccount(test.connection.db, {
    name: 'Nova Reyes',
    externalIds: { spotify: '3nOvAReYeS0000000000aa', deezer: '5550001' },
  });
  account = { id: row.id, idUnique: row.idUnique };
  await insertTeam(test.connection.db, ids, row.id);
});

const setups = () =>
  queryRows<{ status: string; link: string; reason: string | null }>(
    test.connection.db,
    sql`select status, link, reason from account_setups where account_id = ${account.id} order by id`,
  );
const link = (who: Who | null, body: object) =>
  callApi(test, as(who), 'PUT', '/managements/real_platform_ids', {
    idUnique: account.idUnique,
    ...body,
  });
const unlink = (who: Who | null, platform: string) =>
  callApi(
    test,
    as(who),
    'DELETE',
    `/managements/real_platform_ids?idUnique=${account.idUnique}&platform=${platform}`,
  );

describe('GET /managements/real_platform_ids', () => {
  it("shows the ids to the profile's team and admins only", async () => {
    const read = (who: Who | null) =>
      callApi(test, as(who), 'GET', '/managements/real_platform_ids', {
        idUnique: account.idUnique,
      });
    expect((await read(null)).statusCode).toBe(401);
    for (const who of ['owner', 'teammate', 'admin'] as const) {
      const response = await read(who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ids: { deezer: '5550001', spotify: '3nOvAReYeS0000000000aa' },
      });
    }
    const other = await read('other');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NOT_YOUR_TEAM);
  });
});

describe('PUT /managements/real_platform_ids', () => {
  it('lets the owner correct a wrong Deezer match and sets the profile up again from it', async () => {
    const response = await link('owner', { platform: 'deezer', id: '5550002' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ids: { deezer: '5550002', spotify: '3nOvAReYeS0000000000aa' },
      message: 'Nova Reyes is linked to Deezer id 5550002; its data is being read again.',
    });
    expect(await setups()).toEqual([
      { status: 'in_progress', link: 'https://www.deezer.com/artist/5550002', reason: null },
    ]);
    // The owner's profile list shows the setup in progress.
    const lists = await callApi(test, as('owner'), 'GET', '/managements/artist_label_lists');
    const item = lists.json().accounts.find((row: { idUnique: string }) => {
      return row.idUnique === account.idUnique;
    });
    expect(item).toMatchObject({
      isAccountSetupInProgress: true,
      accountSetup: { status: 'in_progress', step: null, reason: null },
    });
  });

  it('lets the owner correct the YouTube channel the setup found, without setting up again', async () => {
    const channel = 'UCx_9-Nova_Reyes_000000';
    const response = await link('owner', { platform: 'youtube', id: channel });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ids: { deezer: '5550001', spotify: '3nOvAReYeS0000000000aa', youtube: channel },
      message: `Nova Reyes is linked to YouTube channel ${channel}.`,
    });
    expect(await setups()).toEqual([]);
    for (const who of [null, 'teammate', 'other'] as const) {
      expect((await link(who, { platform: 'youtube', id: 'UCother' })).statusCode).toBe(
        who ? 403 : 401,
      );
    }
    const unlinked = await unlink('owner', 'youtube');
    expect(unlinked.json()).toEqual({
      ids: { deezer: '5550001', spotify: '3nOvAReYeS0000000000aa' },
      message: 'Nova Reyes is no longer linked to YouTube.',
    });
  });

  it('refuses anonymous callers, teammates and other members; admins may', async () => {
    expect((await link(null, { platform: 'spotify', id: 'abc' })).statusCode).toBe(401);
    for (const who of ['teammate', 'other'] as const) {
      const response = await link(who, { platform: 'spotify', id: 'abc' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(NOT_YOUR_ACCOUNT);
    }
    expect(await setups()).toEqual([]);
    const admin = await link('admin', { platform: 'musicbrainz', id: 'b3c1-77' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().ids.musicbrainz).toBe('b3c1-77');
  });

  it('answers bad input with a message, never 500', async () => {
    const unknown = await link('owner', { platform: 'napster', id: '1' });
    expect(unknown.statusCode).toBe(400);
    const badId = await link('owner', { platform: 'deezer', id: '1; drop table' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(
      'id: An id has only letters, digits, hyphens and underscores.',
    );
    const missing = await callApi(test, as('owner'), 'PUT', '/managements/real_platform_ids', {
      idUnique: 'no-such-profile',
      platform: 'deezer',
      id: '1',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /managements/real_platform_ids', () => {
  it('lets the owner and admins unlink a platform, nobody else', async () => {
    expect((await unlink(null, 'deezer')).statusCode).toBe(401);
    for (const who of ['teammate', 'other'] as const) {
      expect((await unlink(who, 'deezer')).statusCode).toBe(403);
    }
    const owner = await unlink('owner', 'deezer');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({
      ids: { spotify: '3nOvAReYeS0000000000aa' },
      message: 'Nova Reyes is no longer linked to Deezer.',
    });
    const admin = await unlink('admin', 'spotify');
    expect(admin.json().ids).toEqual({});
  });
});

describe('POST /managements/retry_account_setup', () => {
  it('starts a failed setup again for the owner or an admin, and shows why it failed before', async () => {
    await test.connection.db.execute(sql`
      insert into account_setups (account_id, member_id, link, status, reason, finished_at)
      values (${account.id}, ${ids.owner!}, 'https://open.spotify.com/artist/x', 'failed',
              'Deezer has no artist named Nova Reyes: no catalogue to read.', now())`);
    const info = await callApi(test, as('owner'), 'GET', '/managements/get_account_info', {
      idUnique: account.idUnique,
    });
    expect(info.json().account.accountSetup).toEqual({
      status: 'failed',
      step: null,
      reason: 'Deezer has no artist named Nova Reyes: no catalogue to read.',
    });
    const retry = (who: Who | null) =>
      callApi(test, as(who), 'POST', '/managements/retry_account_setup', {
        idUnique: account.idUnique,
      });
    expect((await retry(null)).statusCode).toBe(401);
    for (const who of ['teammate', 'other'] as const) {
      expect((await retry(who)).statusCode).toBe(403);
    }
    expect((await setups())[0]?.status).toBe('failed');
    const owner = await retry('owner');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().message).toBe('Nova Reyes is being set up again.');
    expect(await setups()).toEqual([
      { status: 'in_progress', link: 'https://open.spotify.com/artist/x', reason: null },
    ]);
    // Nothing failed any more: a second retry is refused with the reason.
    const again = await retry('admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_FAILED_SETUP);
  });
});
