import { type Database, queryRows, settleMusicBrainzId } from '@songstats/db';
import { insertAccount, insertManagement } from '@songstats/db/seed';
import {
  finishAccountSetups,
  readRealModeSettings,
  realPlatformsTick,
  selectConnectors,
} from '@songstats/monitor';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fastRetries } from '../../../../../packages/monitor/src/connectors/testing/fixture-server';
import { readRealPlatformsSettings } from '../../../../../packages/monitor/src/real-platforms/real-platforms-settings';
import {
  ARTIST,
  PROFILE_LINKS,
  SPOTIFY_LINK,
  startRealModePlatforms,
} from '../../../../../packages/monitor/src/real-platforms/testing/real-mode-platforms';
import { startTestApp, type TestApp } from '../../testing';
import { callApi, insertEveryone, type Who } from '../admin/admin-test-fixture';

// Decision 075 (issue 27), real mode: two links of one artist added before either setup ends
// make one profile. The setup that resolves her MusicBrainz id second finds the first's profile
// and the two become the older one: the members, the ids of both links, the setups (the newer
// ended as merged). The local fixture server answers as MusicBrainz, Deezer, Spotify and YouTube.

let test: TestApp;
let platforms: Awaited<ReturnType<typeof startRealModePlatforms>>;
const tokens: Partial<Record<Who, string>> = {};
let ids: Partial<Record<Who, number>> = {};
let time = Date.parse('2026-11-26T07:00:00Z');
const previousSources = process.env.MONITOR_SOURCES;
const APPLE_MUSIC_ID = '1700000001';

const person = (who: Who) => ({ name: `${who} member`, email: `${who}-m75@example.com` });
const add = (who: Who | null, link: string) =>
  callApi(test, who ? tokens[who]! : null, 'POST', '/managements/create_account', { link });

const setupOptions = () => ({
  connectors: selectConnectors(platforms.environment, fastRetries().options),
  settings: readRealPlatformsSettings({}),
  now: () => time,
  sleep: async (ms: number) => {
    time += ms;
  },
});
const context = () => ({ db: test.connection.db, log: { info: () => {}, warn: () => {} } });
const tick = () =>
  realPlatformsTick(context(), {
    mode: readRealModeSettings(platforms.environment),
    ...setupOptions(),
  });

/** The profiles holding her MusicBrainz id or one of the two links' ids, oldest first. */
const herProfiles = () =>
  queryRows<{ id: number; id_unique: string; name: string; external_ids: Record<string, string> }>(
    test.connection.db,
    sql`select id, id_unique, name, external_ids from accounts
        where external_ids ->> 'musicbrainz' = ${ARTIST.mbid}
           or external_ids ->> 'spotify' = ${ARTIST.spotifyId}
           or external_ids ->> 'apple_music' = ${APPLE_MUSIC_ID}
        order by id`,
  );
const setupsOf = (accountId: number) =>
  queryRows<{ id: number; status: string; reason: string | null; link: string }>(
    test.connection.db,
    sql`select id, status, reason, link from account_setups where account_id = ${accountId} order by id`,
  );
const managersOf = async (accountId: number) =>
  Object.fromEntries(
    (
      await queryRows<{ member_id: number; management_type: string }>(
        test.connection.db,
        sql`select member_id, management_type from managements where account_id = ${accountId}`,
      )
    ).map((row) => [Number(row.member_id), row.management_type]),
  );
const listed = async (who: Who) =>
  (await callApi(test, tokens[who]!, 'GET', '/managements/artist_label_lists')).json().accounts as {
    idUnique: string;
    name: string;
    isAccountSetupInProgress: boolean;
  }[];

beforeAll(async () => {
  process.env.MONITOR_SOURCES = 'real';
  [test, platforms] = await Promise.all([startTestApp(), startRealModePlatforms()]);
  ids = await insertEveryone(test.connection.db, person, tokens);
});
afterEach(async () => {
  // Each case starts from nothing.
  for (const profile of await herProfiles()) {
    await test.connection.db.execute(sql`delete from accounts where id = ${profile.id}`);
  }
  await test.rowChangesHeard();
});
afterAll(async () => {
  if (previousSources === undefined) delete process.env.MONITOR_SOURCES;
  else process.env.MONITOR_SOURCES = previousSources;
  await platforms?.server.close();
  await test?.close();
});

describe('two links of one artist added before either setup ends (decision 075)', () => {
  it('makes one profile with both ids: the older, the newer setup ended as merged', async () => {
    const bySpotify = await add('owner', SPOTIFY_LINK);
    const byApple = await add('owner', PROFILE_LINKS.apple_music.link);
    expect([bySpotify.json().outcome, byApple.json().outcome]).toEqual(['created', 'created']);
    const older: string = bySpotify.json().item.idUnique;
    expect(byApple.json().item.idUnique).not.toBe(older);
    expect(await herProfiles()).toHaveLength(2);

    const round = await tick();
    expect(round.setups).toEqual({ done: 1, failed: 0, waiting: 0, merged: 1 });
    const [kept, ...others] = await herProfiles();
    expect(others).toEqual([]);
    expect(kept).toMatchObject({ id_unique: older, name: ARTIST.name });
    expect(kept!.external_ids).toMatchObject({
      spotify: ARTIST.spotifyId,
      apple_music: APPLE_MUSIC_ID,
      musicbrainz: ARTIST.mbid,
      deezer: ARTIST.deezerId,
      // Her other platforms' ids, read from MusicBrainz's links.
      soundcloud: 'novareyes',
      tiktok: 'nova.reyes',
      instagram: 'novareyes',
    });
    const setups = await setupsOf(kept!.id);
    expect(setups.map((setup) => [setup.status, setup.link])).toEqual([
      ['done', SPOTIFY_LINK],
      ['merged', PROFILE_LINKS.apple_music.link],
    ]);
    expect(setups[1]!.reason).toContain(`Merged into ${ARTIST.name}'s profile`);
    expect(await managersOf(kept!.id)).toEqual({ [ids.owner!]: 'primary' });
    // The member sees one profile, set up.
    const mine = (await listed('owner')).filter((account) => account.name === ARTIST.name);
    expect(mine).toEqual([
      expect.objectContaining({ idUnique: older, isAccountSetupInProgress: false }),
    ]);

    // Her links whose ids are known now add nothing new: the add answers her profile, each
    // member as who they are; anonymous is refused.
    await insertManagement(test.connection.db, {
      memberId: ids.teammate!,
      accountId: kept!.id,
      managementType: 'secondary',
    });
    await test.rowChangesHeard();
    expect((await add(null, PROFILE_LINKS.tiktok.link)).statusCode).toBe(401);
    const outcomes: Partial<Record<Who, string>> = {};
    const links: Record<Who, string> = {
      owner: PROFILE_LINKS.tiktok.link,
      teammate: PROFILE_LINKS.soundcloud.link,
      other: PROFILE_LINKS.instagram.link,
      admin: 'https://music.apple.com/us/artist/nova-reyes/1700000001',
    };
    for (const who of ['owner', 'teammate', 'other', 'admin'] as const) {
      const response = await add(who, links[who]);
      expect(response.statusCode).toBe(200);
      expect(response.json().item.idUnique).toBe(older);
      outcomes[who] = response.json().outcome;
    }
    expect(outcomes).toEqual({
      owner: 'owner',
      teammate: 'team',
      other: 'following',
      admin: 'following',
    });
    expect(await herProfiles()).toHaveLength(1);
    expect(await setupsOf(kept!.id)).toHaveLength(2);
  });

  it('merges the newer into the older when the older resolves second, members kept', async () => {
    // Another member added her Apple Music link first; the owner her Spotify link after.
    const byApple = await add('other', PROFILE_LINKS.apple_music.link);
    const bySpotify = await add('owner', SPOTIFY_LINK);
    const older: string = byApple.json().item.idUnique;
    const [first, second] = await herProfiles();
    const [appleSetup] = await setupsOf(first!.id);
    const [spotifySetup] = await setupsOf(second!.id);
    expect(bySpotify.json().item.idUnique).toBe(second!.id_unique);
    // The newer profile's setup runs first (e.g. the older's waited for a platform).
    expect(
      await finishAccountSetups(context(), {
        ...setupOptions(),
        realPlatforms: true,
        setupIds: [spotifySetup!.id],
      }),
    ).toEqual({ done: 1, failed: 0, waiting: 0, merged: 0 });
    expect(
      await finishAccountSetups(context(), {
        ...setupOptions(),
        realPlatforms: true,
        setupIds: [appleSetup!.id],
      }),
    ).toEqual({ done: 1, failed: 0, waiting: 0, merged: 0 });
    const [kept, ...others] = await herProfiles();
    expect(others).toEqual([]);
    expect(kept!.id_unique).toBe(older);
    expect(kept!.external_ids).toMatchObject({
      spotify: ARTIST.spotifyId,
      apple_music: APPLE_MUSIC_ID,
    });
    expect((await setupsOf(kept!.id)).map((setup) => [setup.status, setup.link])).toEqual([
      ['done', PROFILE_LINKS.apple_music.link],
      ['merged', SPOTIFY_LINK],
    ]);
    // The older's owner keeps it; the owner of the newer follows it (it is never handed over).
    expect(await managersOf(kept!.id)).toEqual({
      [ids.other!]: 'primary',
      [ids.owner!]: 'follower',
    });
    await test.rowChangesHeard();
    for (const who of ['other', 'owner'] as const) {
      const theirs = (await listed(who)).filter((account) => account.name === ARTIST.name);
      expect(theirs.map((account) => account.idUnique)).toEqual([older]);
    }
  });

  it('makes one profile when the two setups resolve her at the same time', async () => {
    await add('owner', SPOTIFY_LINK);
    await add('other', PROFILE_LINKS.apple_music.link);
    const [first, second] = await herProfiles();
    const [spotifySetup] = await setupsOf(first!.id);
    const [appleSetup] = await setupsOf(second!.id);
    // Two workers, each given one of the setups, at once: her MusicBrainz id's lock lets one
    // store it first; the other finds that profile and merges.
    const rounds = await Promise.all(
      [spotifySetup!.id, appleSetup!.id].map((id) =>
        finishAccountSetups(context(), { ...setupOptions(), realPlatforms: true, setupIds: [id] }),
      ),
    );
    const total = rounds.reduce(
      (sum, round) => ({
        done: sum.done + round.done,
        merged: sum.merged + round.merged,
        failed: sum.failed + round.failed,
      }),
      { done: 0, merged: 0, failed: 0 },
    );
    expect(total).toEqual({ done: 1, merged: 1, failed: 0 });
    const [kept, ...others] = await herProfiles();
    expect(others).toEqual([]);
    expect(kept!.id).toBe(first!.id);
    expect(kept!.external_ids).toMatchObject({
      spotify: ARTIST.spotifyId,
      apple_music: APPLE_MUSIC_ID,
      musicbrainz: ARTIST.mbid,
    });
    expect((await setupsOf(kept!.id)).map((setup) => setup.status)).toEqual(['done', 'merged']);
    expect(await managersOf(kept!.id)).toEqual({
      [ids.owner!]: 'primary',
      [ids.other!]: 'follower',
    });
  });

  it("holds the second writer of her MusicBrainz id until the first's is committed", async () => {
    const { db } = test.connection;
    const older = await insertAccount(db, { name: 'New artist', externalIds: { spotify: 'x1' } });
    const newer = await insertAccount(db, { name: 'Nova', externalIds: { apple_music: 'x2' } });
    await insertManagement(db, { memberId: ids.owner!, accountId: older.id });
    await insertManagement(db, { memberId: ids.other!, accountId: newer.id });
    const settled: unknown[] = [];
    // The first keeps its transaction open a while after writing the id; the second starts in
    // that while. Without the lock it would not see the first's id (not yet committed) and both
    // profiles would stay.
    const first = db.transaction(async (tx) => {
      settled.push(await settleMusicBrainzId(tx as unknown as Database, older.id, ARTIST.mbid));
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = db.transaction(async (tx) => {
      settled.push(await settleMusicBrainzId(tx as unknown as Database, newer.id, ARTIST.mbid));
    });
    await Promise.all([first, second]);
    expect(settled).toEqual([null, { keep: older.id, gone: newer.id }]);
    const [kept, ...others] = await herProfiles();
    expect(others).toEqual([]);
    expect(Number(kept!.id)).toBe(older.id);
    expect(kept).toMatchObject({
      name: 'Nova',
      external_ids: { spotify: 'x1', apple_music: 'x2', musicbrainz: ARTIST.mbid },
    });
    expect(await managersOf(older.id)).toEqual({
      [ids.owner!]: 'primary',
      [ids.other!]: 'follower',
    });
  });
});
