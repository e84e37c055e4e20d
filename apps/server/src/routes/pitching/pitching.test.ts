import { PITCH_LIMITS, PITCH_TEXTS, pitchingEndpoints } from '@songstats/contract';
import { playlistSnapshots, recordPitch } from '@songstats/db';
import {
  insertAccount,
  insertManagement,
  insertMember,
  insertPlaylist,
  insertPlaylistEntry,
  insertTrack,
} from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { insertEveryone, type Who } from '../../testing-members';
import { callApi } from '../admin/admin-test-fixture';

// Issue 23: playlist pitching through the real app on a real database, with who may do what
// (anonymous, owner, teammate, another member, admin) and bad input.
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
const playlistIds: Record<string, number> = {};
let trackIdUnique = '';
let olderTrackIdUnique = '';
let trackId = 0;
let artistId = 0;
const CURATOR_MEMBER = 'curator-member@example.com';
const MESSAGE = 'Night Drive is a slow-burning techno track for late hours.';

type Method = 'GET' | 'POST';
const call = (who: Who | null, method: Method, path: string, input: object = {}) =>
  callApi(test, who ? (tokens[who] ?? null) : null, method, path, input, 'localhost:8000');

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  await insertEveryone(db, null, tokens, ids);
  await insertMember(db, { email: CURATOR_MEMBER });
  const artist = await insertAccount(db, { name: 'Pitch Artist' });
  artistId = artist.id;
  const kin = await insertAccount(db, { name: 'Kin Artist' });
  const stranger = await insertAccount(db, { name: 'Stranger' });
  const track = await insertTrack(db, {
    artistId: artist.id,
    title: 'Night Drive',
    externalIds: { spotify: '0OdUWJ0sBjDrqHygGUXeCF' },
  });
  trackIdUnique = track.idUnique;
  trackId = track.id;
  const older = await insertTrack(db, { artistId: artist.id, title: 'Older Song' });
  olderTrackIdUnique = older.idUnique;
  const kinTrack = await insertTrack(db, { artistId: kin.id, title: 'Kin Song' });
  await insertTrack(db, { artistId: stranger.id, title: 'Not Yours' });
  await insertManagement(db, { memberId: ids.owner!, accountId: artist.id });
  // What a team seat gives (decision 026): a secondary management of the owner's profile.
  await insertManagement(db, {
    memberId: ids.teammate!,
    accountId: artist.id,
    managementType: 'secondary',
  });
  await insertManagement(db, { memberId: ids.other!, accountId: stranger.id });
  const playlists: [string, Parameters<typeof insertPlaylist>[1], boolean][] = [
    ['home1', { genres: ['techno'], followers: 10_000, curatorEmail: 'h1@curators.example' }, true],
    ['home2', { genres: ['techno', 'house'], followers: 8_000 }, true],
    [
      'fit',
      {
        genres: ['techno'],
        followers: 12_000,
        curatorName: 'Cleo Curator',
        curatorEmail: 'Cleo@Curators.example',
      },
      true,
    ],
    ['huge', { genres: ['techno'], followers: 5_000_000, curatorEmail: CURATOR_MEMBER }, true],
    ['jazz', { genres: ['jazz'], followers: 9_000, curatorEmail: 'jazz@curators.example' }, true],
    ['algorithmic', { genres: ['techno'], followers: 9_000, playlistType: 'algorithmic' }, true],
    ['noContact', { genres: ['techno'], followers: 9_000, playlistType: 'listener' }, true],
    ['holdsTrack', { genres: ['techno'], followers: 9_000, curatorEmail: 'x@c.example' }, true],
    ['unmonitored', { genres: ['techno'], followers: 9_000, curatorEmail: 'y@c.example' }, false],
  ];
  for (const [key, values, monitored] of playlists) {
    const row = await insertPlaylist(db, { name: key, ...values });
    playlistIds[key] = row.id;
    if (monitored) {
      await db.insert(playlistSnapshots).values({
        playlistId: row.id,
        snapshotId: 's1',
        trackCount: 0,
        members: new Uint8Array(),
      });
    }
  }
  await insertPlaylistEntry(db, { playlistId: playlistIds.home1!, trackId: older.id });
  await insertPlaylistEntry(db, { playlistId: playlistIds.home2!, trackId: older.id });
  await insertPlaylistEntry(db, {
    playlistId: playlistIds.home1!,
    trackId: kinTrack.id,
    addedAt: '2026-01-01',
  });
  await insertPlaylistEntry(db, {
    playlistId: playlistIds.fit!,
    trackId: kinTrack.id,
    addedAt: '2026-03-01',
  });
  await insertPlaylistEntry(db, { playlistId: playlistIds.holdsTrack!, trackId: track.id });
  // Opening a database and migrating it takes long while the two cores are shared.
}, 180_000);
afterAll(async () => {
  await test?.close();
});

describe('pitching/playlist_fits', () => {
  it('ranks the monitored playlists the track fits, each score explained', async () => {
    expect((await call(null, 'GET', '/pitching/playlist_fits', { trackIdUnique })).statusCode).toBe(
      401,
    );
    const response = await call('owner', 'GET', '/pitching/playlist_fits', { trackIdUnique });
    expect(response.statusCode).toBe(200);
    const body = pitchingEndpoints.playlists.response.parse(response.json());
    expect(body.track).toEqual({ trackIdUnique, title: 'Night Drive', artistName: 'Pitch Artist' });
    // The track's artists are on home1, home2 and holdsTrack (the track itself).
    expect(body.genres).toEqual([
      { genre: 'techno', playlists: 3 },
      { genre: 'house', playlists: 1 },
    ]);
    expect(body.pitchesLeft).toBe(PITCH_LIMITS.perDay);
    // Not listed: another genre, algorithmic, holding the track already, not monitored.
    expect(body.playlists.map((fit) => fit.name)).toEqual([
      'fit',
      'noContact',
      'home1',
      'home2',
      'huge',
    ]);
    const fit = body.playlists[0]!;
    expect(fit.score).toBe(81);
    expect(fit.reasons).toEqual([
      {
        factor: 'genre',
        points: 50,
        maxPoints: 50,
        text: 'Genre: techno, the most common genre of the 3 playlists your artists are on (3).',
      },
      {
        factor: 'size',
        points: 23,
        maxPoints: 25,
        text: 'Size: 12,000 followers, about the size of the playlists your artists are on (median 9,000).',
      },
      {
        factor: 'recent_adds',
        points: 8,
        maxPoints: 25,
        text: 'Recent adds: 1 track of similar artists in the last 28 days (Kin Artist).',
      },
    ]);
    expect(fit.curator).toEqual({ name: 'Cleo Curator', email: 'Cleo@Curators.example' });
    expect(fit.url).toMatch(/^https:\/\/open\.spotify\.com\/playlist\//);
    expect(body.playlists.find((row) => row.name === 'noContact')!.curator).toBeNull();
    const huge = body.playlists.find((row) => row.name === 'huge')!;
    expect(huge.reasons[1]!.points).toBe(0);
    expect(huge.reasons[1]!.text).toContain('555× the size of');
    // A teammate sees the same; a site admin reads it (support looks).
    for (const who of ['teammate', 'admin'] as const) {
      const seen = await call(who, 'GET', '/pitching/playlist_fits', { trackIdUnique });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().playlists.map((row: { name: string }) => row.name)[0]).toBe('fit');
    }
  });

  it('refuses other members, unknown tracks and bad input with a message', async () => {
    const other = await call('other', 'GET', '/pitching/playlist_fits', { trackIdUnique });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(PITCH_TEXTS.notYours);
    const unknown = await call('owner', 'GET', '/pitching/playlist_fits', {
      trackIdUnique: 'nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PITCH_TEXTS.unknownTrack);
    const missing = await call('owner', 'GET', '/pitching/playlist_fits');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBeTruthy();
  });
});

describe('pitching/send_pitch and pitching/contact_history', () => {
  it('refuses anonymous callers, other members, admins and bad input', async () => {
    const body = { trackIdUnique, playlistId: playlistIds.fit, message: MESSAGE };
    expect((await call(null, 'POST', '/pitching/send_pitch', body)).statusCode).toBe(401);
    for (const who of ['other', 'admin'] as const) {
      const refused = await call(who, 'POST', '/pitching/send_pitch', body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PITCH_TEXTS.notYours);
    }
    const short = await call('owner', 'POST', '/pitching/send_pitch', { ...body, message: 'Hi!' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(PITCH_TEXTS.messageShort);
    const long = await call('owner', 'POST', '/pitching/send_pitch', {
      ...body,
      message: 'x'.repeat(PITCH_LIMITS.messageMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(PITCH_TEXTS.messageLong);
    const badId = await call('owner', 'POST', '/pitching/send_pitch', {
      ...body,
      playlistId: 'abc',
    });
    expect(badId.statusCode).toBe(400);
    for (const key of ['algorithmic', 'holdsTrack', 'unmonitored'] as const) {
      const refused = await call('owner', 'POST', '/pitching/send_pitch', {
        ...body,
        playlistId: playlistIds[key],
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(PITCH_TEXTS.unknownPlaylist);
    }
    const noContact = await call('owner', 'POST', '/pitching/send_pitch', {
      ...body,
      playlistId: playlistIds.noContact,
    });
    expect(noContact.statusCode).toBe(422);
    expect(noContact.json().message).toBe(PITCH_TEXTS.noContact);
    expect(test.outbox()).toHaveLength(0);
  });

  it('mails the curator through the outbox with an unsubscribe link, once per track and playlist', async () => {
    const response = await call('owner', 'POST', '/pitching/send_pitch', {
      trackIdUnique,
      playlistId: playlistIds.fit,
      message: MESSAGE,
    });
    expect(response.statusCode).toBe(200);
    const answer = pitchingEndpoints.send.response.parse(response.json());
    expect(answer.message).toBe(PITCH_TEXTS.sent('cleo@curators.example'));
    expect(answer.contact).toMatchObject({
      email: 'cleo@curators.example',
      type: 'playlist_pitch',
      isMember: false,
      optedOut: false,
      trackTitle: 'Night Drive',
      playlistName: 'fit',
      accountName: 'Pitch Artist',
    });
    const mail = test.outbox()[0]!;
    expect(mail.to).toBe('cleo@curators.example');
    expect(mail.subject).toBe('Pitch Artist – Night Drive: a pitch for fit');
    expect(mail.text).toContain('Hi Cleo Curator,');
    expect(mail.text).toContain(MESSAGE);
    expect(mail.text).toContain('https://open.spotify.com/track/0OdUWJ0sBjDrqHygGUXeCF');
    expect(mail.text).toMatch(/http:\/\/localhost:8000\/pitch-unsubscribe\?token=[\w-]{20,}/);
    const again = await call('teammate', 'POST', '/pitching/send_pitch', {
      trackIdUnique,
      playlistId: playlistIds.fit,
      message: MESSAGE,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      PITCH_TEXTS.alreadyPitched(answer.contact.sentAt.slice(0, 10)),
    );
    // A teammate's pitch to a curator who is a member of this installation.
    const toMember = await call('teammate', 'POST', '/pitching/send_pitch', {
      trackIdUnique,
      playlistId: playlistIds.huge,
      message: MESSAGE,
    });
    expect(toMember.statusCode).toBe(200);
    expect(toMember.json().contact.isMember).toBe(true);
    const fits = await call('owner', 'GET', '/pitching/playlist_fits', { trackIdUnique });
    const fit = fits.json().playlists.find((row: { name: string }) => row.name === 'fit');
    expect(fit.pitchedAt).toBe(answer.contact.sentAt);
    expect(fits.json().pitchesLeft).toBe(PITCH_LIMITS.perDay - 1);
  });

  it('lists spec §2 Contact history for the profile team, every pitch for an admin', async () => {
    expect((await call(null, 'GET', '/pitching/contact_history')).statusCode).toBe(401);
    for (const who of ['owner', 'teammate', 'admin'] as const) {
      const response = await call(who, 'GET', '/pitching/contact_history');
      expect(response.statusCode).toBe(200);
      const { contacts } = pitchingEndpoints.history.response.parse(response.json());
      expect(contacts.map((row) => [row.email, row.type, row.isMember])).toEqual([
        [CURATOR_MEMBER, 'playlist_pitch', true],
        ['cleo@curators.example', 'playlist_pitch', false],
      ]);
    }
    const other = await call('other', 'GET', '/pitching/contact_history');
    expect(other.json().contacts).toEqual([]);
  });
});

describe('pitching/unsubscribe', () => {
  it("records the curator's opt-out and refuses later pitches to the address", async () => {
    const missing = await call(null, 'POST', '/pitching/unsubscribe', { token: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(PITCH_TEXTS.unknownUnsubscribe);
    const unknown = await call(null, 'POST', '/pitching/unsubscribe', { token: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PITCH_TEXTS.unknownUnsubscribe);
    const mail = test.outbox().find((entry) => entry.to === 'cleo@curators.example')!;
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    // Public: the curator has no session; twice is once.
    for (let time = 0; time < 2; time++) {
      const done = await call(null, 'POST', '/pitching/unsubscribe', { token });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        message: PITCH_TEXTS.unsubscribed('cleo@curators.example'),
        email: 'cleo@curators.example',
      });
    }
    const refused = await call('owner', 'POST', '/pitching/send_pitch', {
      trackIdUnique: olderTrackIdUnique,
      playlistId: playlistIds.fit,
      message: MESSAGE,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PITCH_TEXTS.optedOut('cleo@curators.example'));
    const fits = await call('owner', 'GET', '/pitching/playlist_fits', {
      trackIdUnique: olderTrackIdUnique,
    });
    const fit = fits.json().playlists.find((row: { name: string }) => row.name === 'fit');
    expect(fit.optedOut).toBe(true);
    const history = await call('owner', 'GET', '/pitching/contact_history');
    expect(history.json().contacts[1]).toMatchObject({
      email: 'cleo@curators.example',
      optedOut: true,
    });
  });
});

describe('the per-member limit', () => {
  it(`answers 429 with Retry-After past ${PITCH_LIMITS.perDay} pitches in 24 hours`, async () => {
    const { db } = test.connection;
    // The owner sent one pitch; nine more, each to its own playlist, fill the day.
    for (let index = 1; index < PITCH_LIMITS.perDay; index++) {
      const playlist = await insertPlaylist(db);
      await recordPitch(db, {
        memberId: ids.owner!,
        accountId: artistId,
        trackId,
        playlistId: playlist.id,
        email: `c${index}@curators.example`,
        message: MESSAGE,
        unsubscribeToken: `limit-${index}`,
      });
    }
    const refused = await call('owner', 'POST', '/pitching/send_pitch', {
      trackIdUnique,
      playlistId: playlistIds.home1,
      message: MESSAGE,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You can send 10 pitches in 24 hours\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    const fits = await call('owner', 'GET', '/pitching/playlist_fits', { trackIdUnique });
    expect(fits.json().pitchesLeft).toBe(0);
    // The limit is the member's: the teammate still sends.
    const teammate = await call('teammate', 'POST', '/pitching/send_pitch', {
      trackIdUnique,
      playlistId: playlistIds.home1,
      message: MESSAGE,
    });
    expect(teammate.statusCode).toBe(200);
  });
});
