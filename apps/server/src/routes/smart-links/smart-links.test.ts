import { SMART_LINK_TEXTS, smartLinkEndpoints } from '@songstats/contract';
import { listSmartLinks } from '@songstats/db';
import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { insertEveryone, type Who } from '../../testing-members';
import { callApi } from '../admin/admin-test-fixture';
import { seedDemoSmartLink } from './seed-demo-smart-link';

// Issue 23: smart links through the real app on a real database, with who may do what
// (anonymous, owner, teammate, another member, admin).
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
let trackIdUnique = '';
let otherTrackIdUnique = '';
let linkId = 0;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (who: Who | null, method: Method, path: string, input: object = {}) =>
  callApi(test, who ? (tokens[who] ?? null) : null, method, path, input, 'localhost:8000');

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  await insertEveryone(db, null, tokens, ids);
  const artist = await insertAccount(db, { name: 'Link Artist' });
  const stranger = await insertAccount(db, { name: 'Stranger' });
  const track = await insertTrack(db, {
    artistId: artist.id,
    title: 'Midnight Ride',
    imageUrl: 'https://images.example/midnight.jpg',
    externalIds: { deezer: '3135556', spotify: '0OdUWJ0sBjDrqHygGUXeCF', youtube: 'dQw4w9WgXcQ' },
  });
  const otherTrack = await insertTrack(db, { artistId: stranger.id, title: 'Not Yours' });
  trackIdUnique = track.idUnique;
  otherTrackIdUnique = otherTrack.idUnique;
  await insertManagement(db, { memberId: ids.owner!, accountId: artist.id });
  // What a team seat gives (decision 026): a secondary management of the owner's profile.
  await insertManagement(db, {
    memberId: ids.teammate!,
    accountId: artist.id,
    managementType: 'secondary',
  });
  await insertManagement(db, { memberId: ids.other!, accountId: stranger.id });
  // Opening a database and migrating it takes long while the two cores are shared.
}, 180_000);
afterAll(async () => {
  await test?.close();
});

describe('smart_links/tracks', () => {
  it('offers the tracks of the profiles the member manages, with the catalogue links in fan order', async () => {
    expect((await call(null, 'GET', '/smart_links/tracks')).statusCode).toBe(401);
    const response = await call('owner', 'GET', '/smart_links/tracks');
    expect(response.statusCode).toBe(200);
    const { tracks } = smartLinkEndpoints.tracks.response.parse(response.json());
    expect(tracks.map((track) => track.title)).toEqual(['Midnight Ride']);
    expect(tracks[0]!.services.map((service) => service.serviceId)).toEqual([
      'spotify',
      'youtube',
      'deezer',
    ]);
    expect(tracks[0]!.services[0]!.url).toBe(
      'https://open.spotify.com/track/0OdUWJ0sBjDrqHygGUXeCF',
    );
    expect(tracks[0]!.suggestedSlug).toBe('midnight-ride');
    const other = smartLinkEndpoints.tracks.response.parse(
      (await call('other', 'GET', '/smart_links/tracks')).json(),
    );
    expect(other.tracks.map((track) => track.title)).toEqual(['Not Yours']);
  });
});

describe('smart_links/create', () => {
  it('refuses anonymous callers, tracks of other profiles and unknown tracks', async () => {
    expect((await call(null, 'POST', '/smart_links/create', { trackIdUnique })).statusCode).toBe(
      401,
    );
    const notYours = await call('owner', 'POST', '/smart_links/create', {
      trackIdUnique: otherTrackIdUnique,
    });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(SMART_LINK_TEXTS.notYours);
    const admin = await call('admin', 'POST', '/smart_links/create', { trackIdUnique });
    expect(admin.statusCode).toBe(403);
    const unknown = await call('owner', 'POST', '/smart_links/create', { trackIdUnique: 'nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('fills a new link from the catalogue: title, artist, artwork, services and a free slug', async () => {
    const response = await call('owner', 'POST', '/smart_links/create', { trackIdUnique });
    expect(response.statusCode).toBe(200);
    const { link, message } = smartLinkEndpoints.create.response.parse(response.json());
    expect(message).toBe(SMART_LINK_TEXTS.created);
    expect(link).toMatchObject({
      slug: 'midnight-ride',
      url: 'http://localhost:8001/midnight-ride',
      title: 'Midnight Ride',
      artistName: 'Link Artist',
      artworkUrl: 'https://images.example/midnight.jpg',
      state: 'draft',
      canEdit: true,
    });
    expect(link.services.map((service) => service.serviceId)).toEqual([
      'spotify',
      'youtube',
      'deezer',
    ]);
    linkId = link.id;
    // A teammate's second link for the same track gets the next free slug.
    const second = await call('teammate', 'POST', '/smart_links/create', { trackIdUnique });
    expect(second.statusCode).toBe(200);
    expect(second.json().link.slug).toBe('midnight-ride-2');
  });

  it('answers bad input with a message the UI shows', async () => {
    const cases: [object, number, string][] = [
      [{ slug: 'midnight-ride' }, 409, SMART_LINK_TEXTS.slugTaken],
      [{ slug: 'x!' }, 400, SMART_LINK_TEXTS.slugRule],
      [{ slug: 'marketing' }, 400, SMART_LINK_TEXTS.slugReserved],
      [{ slug: 'empty-live', state: 'live', services: [] }, 400, SMART_LINK_TEXTS.noServices],
      [
        { slug: 'evil-link', services: [{ serviceId: 'spotify', url: 'https://evil.example/x' }] },
        400,
        'This link is not on Spotify: its links start with https://open.spotify.com/.',
      ],
    ];
    for (const [input, status, message] of cases) {
      const response = await call('owner', 'POST', '/smart_links/create', {
        trackIdUnique,
        ...input,
      });
      expect(response.statusCode, JSON.stringify(input)).toBe(status);
      expect(response.json().message).toContain(message);
    }
  });
});

describe('smart_links/update', () => {
  it('lets the owner and the teammate reorder services and go live, nobody else', async () => {
    const reordered = [
      { serviceId: 'deezer', url: 'https://www.deezer.com/track/3135556' },
      { serviceId: 'spotify', url: 'https://open.spotify.com/track/0OdUWJ0sBjDrqHygGUXeCF' },
    ];
    expect((await call(null, 'PATCH', '/smart_links/update', { id: linkId })).statusCode).toBe(401);
    const other = await call('other', 'PATCH', '/smart_links/update', { id: linkId, title: 'X' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(SMART_LINK_TEXTS.unknownLink);
    expect(
      (await call('admin', 'PATCH', '/smart_links/update', { id: linkId, title: 'X' })).statusCode,
    ).toBe(403);
    const owner = await call('owner', 'PATCH', '/smart_links/update', {
      id: linkId,
      services: reordered,
      state: 'live',
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().link.services).toEqual(reordered);
    expect(owner.json().link.state).toBe('live');
    const teammate = await call('teammate', 'PATCH', '/smart_links/update', {
      id: linkId,
      title: 'Midnight Ride (Radio Edit)',
    });
    expect(teammate.statusCode).toBe(200);
    expect(teammate.json().link).toMatchObject({
      title: 'Midnight Ride (Radio Edit)',
      state: 'live',
    });
    const taken = await call('owner', 'PATCH', '/smart_links/update', {
      id: linkId,
      slug: 'midnight-ride-2',
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('smart_links/index and details', () => {
  it('lists the links of the profiles the member manages with share analytics', async () => {
    expect((await call(null, 'GET', '/smart_links/index')).statusCode).toBe(401);
    const owner = smartLinkEndpoints.index.response.parse(
      (await call('owner', 'GET', '/smart_links/index')).json(),
    );
    expect(owner.links.map((link) => link.slug).sort()).toEqual([
      'midnight-ride',
      'midnight-ride-2',
    ]);
    const teammate = smartLinkEndpoints.index.response.parse(
      (await call('teammate', 'GET', '/smart_links/index')).json(),
    );
    expect(teammate.links).toHaveLength(2);
    const other = smartLinkEndpoints.index.response.parse(
      (await call('other', 'GET', '/smart_links/index')).json(),
    );
    expect(other.links).toEqual([]);
    // A site admin's list is their own profiles' (none here); they open any link by its id.
    const admin = smartLinkEndpoints.index.response.parse(
      (await call('admin', 'GET', '/smart_links/index')).json(),
    );
    expect(admin.links).toEqual([]);
  });

  it('shows a link to its team and to admins (read only), and to nobody else', async () => {
    expect((await call(null, 'GET', '/smart_links/details', { id: linkId })).statusCode).toBe(401);
    expect((await call('other', 'GET', '/smart_links/details', { id: linkId })).statusCode).toBe(
      404,
    );
    for (const who of ['owner', 'teammate'] as const) {
      const response = await call(who, 'GET', '/smart_links/details', { id: linkId });
      expect(response.statusCode).toBe(200);
      expect(response.json().link.canEdit).toBe(true);
    }
    const admin = await call('admin', 'GET', '/smart_links/details', { id: linkId });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().link.canEdit).toBe(false);
    expect((await call('owner', 'GET', '/smart_links/details', { id: 'x' })).statusCode).toBe(400);
  });
});

describe('smart_links/download_report', () => {
  it('exports the share analytics as CSV and XLSX for the member, and refuses anonymous callers', async () => {
    expect((await call(null, 'GET', '/smart_links/download_report')).statusCode).toBe(401);
    const csv = await call('owner', 'GET', '/smart_links/download_report', { file_type: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Track,Artist,Link,Visits,Clicks,Click-through rate,Share');
    expect(lines.slice(1).sort()).toEqual([
      'Midnight Ride (Radio Edit),Link Artist,http://localhost:8001/midnight-ride,0,0,,',
      'Midnight Ride,Link Artist,http://localhost:8001/midnight-ride-2,0,0,,',
    ]);
    const other = await call('other', 'GET', '/smart_links/download_report', { file_type: 'csv' });
    expect(other.body.replace(/^\uFEFF/, '').trim()).toBe(
      'Track,Artist,Link,Visits,Clicks,Click-through rate,Share',
    );
    const xlsx = await call('teammate', 'GET', '/smart_links/download_report', {
      file_type: 'xlsx',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await call('owner', 'GET', '/smart_links/download_report', { file_type: 'pdf' })).statusCode,
    ).toBe(400);
  });
});

describe('the demo member', () => {
  it('gets one live smart link for their artist newest track with platform links, once', async () => {
    const { db } = test.connection;
    const { member } = await insertMemberWithSession(db);
    const artist = await insertAccount(db, { name: 'Demo Link Artist' });
    await insertTrack(db, {
      artistId: artist.id,
      title: 'Older Song',
      releaseDate: '2024-01-01',
      externalIds: { spotify: '1111111111111111111111' },
    });
    await insertTrack(db, {
      artistId: artist.id,
      title: 'Newest Song',
      releaseDate: '2026-05-01',
      externalIds: { spotify: '2222222222222222222222', apple_music: '1440857781' },
    });
    await insertManagement(db, { memberId: member.id, accountId: artist.id });
    await seedDemoSmartLink(db, member.id);
    await seedDemoSmartLink(db, member.id);
    const links = await listSmartLinks(db, [artist.id]);
    expect(links.map((link) => [link.slug, link.state, link.title])).toEqual([
      ['newest-song', 'live', 'Newest Song'],
    ]);
    expect(links[0]!.services.map((service) => service.serviceId)).toEqual([
      'spotify',
      'apple_music',
    ]);
  });
});
