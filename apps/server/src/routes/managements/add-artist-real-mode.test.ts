import { queryRows } from '@songstats/db';
import { insertManagement } from '@songstats/db/seed';
import { PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import { readRealModeSettings, realPlatformsTick, selectConnectors } from '@songstats/monitor';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastRetries } from '../../../../../packages/monitor/src/connectors/testing/fixture-server';
import { readRealPlatformsSettings } from '../../../../../packages/monitor/src/real-platforms/real-platforms-settings';
import {
  ARTIST,
  PROFILE_LINKS,
  startRealModePlatforms,
  TRACKS,
} from '../../../../../packages/monitor/src/real-platforms/testing/real-mode-platforms';
import { startTestApp, type TestApp } from '../../testing';
import { callApi, insertEveryone, type Who } from '../admin/admin-test-fixture';

// Issue 27, real mode (MONITOR_SOURCES=real): an artist added by her Apple Music, YouTube,
// SoundCloud, TikTok or Instagram link is resolved by MusicBrainz's URL relations (the local
// fixture server answers as MusicBrainz, Deezer, Spotify and YouTube do) and set up as from her
// Spotify link: her catalogue from Deezer, the ids cross-linked, the setup done.

let test: TestApp;
let platforms: Awaited<ReturnType<typeof startRealModePlatforms>>;
const tokens: Partial<Record<Who, string>> = {};
let ids: Partial<Record<Who, number>> = {};
let time = Date.parse('2026-11-26T07:00:00Z');
const previousSources = process.env.MONITOR_SOURCES;

const person = (who: Who) => ({ name: `${who} member`, email: `${who}-r27@example.com` });
const add = (who: Who | null, link: string) =>
  callApi(test, who ? tokens[who]! : null, 'POST', '/managements/create_account', { link });

/** One round of the real schedule against the fixture platforms, on the test's clock. */
const tick = () =>
  realPlatformsTick(
    { db: test.connection.db, log: { info: () => {}, warn: () => {} } },
    {
      mode: readRealModeSettings(platforms.environment),
      connectors: selectConnectors(platforms.environment, fastRetries().options),
      settings: readRealPlatformsSettings({}),
      now: () => time,
      sleep: async (ms) => {
        time += ms;
      },
    },
  );

const setupOf = async (idUnique: string) =>
  (
    await queryRows<{
      status: string;
      reason: string | null;
      external_ids: Record<string, string>;
    }>(
      test.connection.db,
      sql`select s.status, s.reason, a.external_ids from account_setups s
          join accounts a on a.id = s.account_id where a.id_unique = ${idUnique}
          order by s.id desc limit 1`,
    )
  )[0];
const trackCount = async (idUnique: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        test.connection.db,
        sql`select count(*)::int as n from track_artists ta join accounts a on a.id = ta.account_id
            where a.id_unique = ${idUnique}`,
      )
    )[0]?.n,
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
afterAll(async () => {
  if (previousSources === undefined) delete process.env.MONITOR_SOURCES;
  else process.env.MONITOR_SOURCES = previousSources;
  await platforms?.server.close();
  await test?.close();
});

describe('create_account by a link only MusicBrainz resolves, in real mode (issue 27)', () => {
  it.each(Object.entries(PROFILE_LINKS))(
    'sets up the artist of her %s link until the setup is done',
    async (_platform, entry) => {
      const response = await add('owner', entry.link);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        outcome: 'created',
        isAccountSetupInProgress: true,
        message: PROFILE_OWNERSHIP_TEXTS.setupInProgress,
      });
      const idUnique: string = response.json().item.idUnique;
      const asked = platforms.requestsTo('musicbrainz').length;

      const round = await tick();
      expect(round.setups).toEqual({ done: 1, failed: 0, waiting: 0, merged: 0 });
      // MusicBrainz was asked for the link in the form it keeps (its look-up is exact).
      const lookUps = platforms
        .requestsTo('musicbrainz')
        .slice(asked)
        .filter((request) => request.url.pathname === '/musicbrainz/url');
      expect(lookUps.map((request) => request.url.searchParams.get('resource'))).toEqual([
        entry.resource,
      ]);
      const setup = await setupOf(idUnique);
      expect(setup?.status).toBe('done');
      expect(setup?.external_ids).toMatchObject({
        musicbrainz: ARTIST.mbid,
        deezer: ARTIST.deezerId,
        spotify: ARTIST.spotifyId,
        // Her channel, found at setup (an @handle link is not a channel id).
        youtube: 'UCn0vaReyes0fficial00000',
      });
      expect(await trackCount(idUnique)).toBe(TRACKS.length);
      const mine = (await listed('owner')).find((account) => account.idUnique === idUnique);
      expect(mine).toMatchObject({ name: ARTIST.name, isAccountSetupInProgress: false });
      // The next link starts from nothing again.
      await test.connection.db.execute(sql`delete from accounts where id_unique = ${idUnique}`);
      await test.rowChangesHeard();
    },
  );

  it('answers each member as who they are once the profile is set up; anonymous is refused', async () => {
    expect((await add(null, PROFILE_LINKS.apple_music.link)).statusCode).toBe(401);
    const created = await add('owner', PROFILE_LINKS.apple_music.link);
    const idUnique: string = created.json().item.idUnique;
    await tick();
    expect((await setupOf(idUnique))?.status).toBe('done');
    const [row] = await queryRows<{ id: number }>(
      test.connection.db,
      sql`select id from accounts where id_unique = ${idUnique}`,
    );
    // The owner added it (primary); the teammate manages it with them.
    await insertManagement(test.connection.db, {
      memberId: ids.teammate!,
      accountId: Number(row!.id),
      managementType: 'secondary',
    });
    await test.rowChangesHeard();
    // Her Apple Music link in another country's form finds the same profile.
    const again = 'https://music.apple.com/us/artist/nova-reyes/1700000001';
    const outcomes: Partial<Record<Who, string>> = {};
    for (const who of ['owner', 'teammate', 'other', 'admin'] as const) {
      const response = await add(who, again);
      expect(response.statusCode).toBe(200);
      expect(response.json().item.idUnique).toBe(idUnique);
      outcomes[who] = response.json().outcome;
    }
    expect(outcomes).toEqual({
      owner: 'owner',
      teammate: 'team',
      other: 'following',
      admin: 'following',
    });
  });

  it('fails the setup with the reason when MusicBrainz knows no artist of the link', async () => {
    const response = await add('other', 'https://soundcloud.com/nobody-known');
    expect(response.statusCode).toBe(200);
    const idUnique: string = response.json().item.idUnique;
    const round = await tick();
    expect(round.setups).toEqual({ done: 0, failed: 1, waiting: 0, merged: 0 });
    expect(await setupOf(idUnique)).toMatchObject({
      status: 'failed',
      reason:
        'No platform this installation reads knows the artist of this link (MusicBrainz, Deezer and Spotify were asked).',
    });
  });
});
