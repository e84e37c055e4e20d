import { adminSourceEndpoints, SOURCES_DESK_TEXTS } from '@songstats/contract';
import { accountSourceObjects, addSourceObject, adminAuditLog } from '@songstats/db';
import { insertAccount } from '@songstats/db/seed';
import { SOURCES } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import {
  callApi,
  expectAdminsOnly,
  insertEveryone,
  insertTeam,
  type Who,
} from './admin-test-fixture';

// Issue 26, Sources desk: the catalogue's sources with their tags and link counts, the profiles'
// links to a source, and the alpha toggle (spec §7 toggle_alpha) written to the audit log, through
// the real app on a real database.
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
let spotifyLinkId = 0;
let youtubeLinkId = 0;

type Method = 'GET' | 'PUT';
const call = (token: string | null, method: Method, path: string, input?: object) =>
  callApi(test, token, method, path, input);

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const ids: Partial<Record<Who, number>> = {};
  await insertEveryone(
    db,
    (who) => ({ name: `Sources ${who}`, email: `${who}-sources-desk@example.com` }),
    tokens,
    ids,
  );
  const artist = await insertAccount(db, { name: 'Linked Artist' });
  const other = await insertAccount(db, { name: 'Another Act' });
  await insertTeam(db, ids, artist.id);
  const link = (accountId: number, sourceId: string, externalId: string, url: string) =>
    addSourceObject(db, { accountId, sourceId, externalId, url, memberId: ids.owner! });
  spotifyLinkId = (await link(artist.id, 'spotify', 'a1', 'https://open.spotify.com/artist/a1'))!
    .id;
  await link(other.id, 'spotify', 'b2', 'https://open.spotify.com/artist/b2');
  youtubeLinkId = (await link(artist.id, 'youtube', 'c3', 'https://www.youtube.com/channel/c3'))!
    .id;
}, 240_000);
afterAll(async () => {
  await test?.close();
});

describe('who may call the Sources desk (issue 26)', () => {
  const calls: [string, Method, string, () => object][] = [
    ['sources', 'GET', adminSourceEndpoints.sources.path, () => ({})],
    ['source links', 'GET', adminSourceEndpoints.sourceLinks.path, () => ({})],
    [
      'alpha toggle',
      'PUT',
      adminSourceEndpoints.setSourceLinkAlpha.path,
      () => ({ sourceObjectId: youtubeLinkId, isAlpha: false }),
    ],
  ];
  it.each(calls)(
    '%s: 401 anonymous, 403 owner, teammate and member, 200 admin',
    async (_n, method, path, input) => {
      await expectAdminsOnly(test, tokens, method, path, input);
      const admin = await call(tokens.admin!, method, path, input());
      expect(admin.statusCode, admin.body).toBe(200);
    },
  );
});

describe('the Sources desk (issue 26)', () => {
  it("lists the catalogue's sources with their tags and this database's link counts", async () => {
    const response = await call(tokens.admin!, 'GET', adminSourceEndpoints.sources.path, {
      perPage: 100,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(SOURCES.length);
    const spotify = page.rows.find((row: { id: string }) => row.id === 'spotify');
    expect(spotify.tags).toEqual(expect.arrayContaining(['isPromoted', 'playlist']));
    expect(spotify.links).toBe(2);
    const tidal = page.rows.find((row: { id: string }) => row.id === 'tidal');
    expect(tidal?.links ?? 0).toBe(0);
  });

  it('searches, filters by tag and sorts by links both ways', async () => {
    const searched = (
      await call(tokens.admin!, 'GET', adminSourceEndpoints.sources.path, { q: 'spot' })
    ).json();
    expect(searched.rows.map((row: { id: string }) => row.id)).toEqual(['spotify']);
    const beta = (
      await call(tokens.admin!, 'GET', adminSourceEndpoints.sources.path, {
        tag: 'isBeta',
        perPage: 100,
      })
    ).json();
    const expected = SOURCES.filter((source) => source.tags.isBeta).map((source) => source.id);
    expect(beta.rows.map((row: { id: string }) => row.id).sort()).toEqual(expected.sort());
    const desc = (
      await call(tokens.admin!, 'GET', adminSourceEndpoints.sources.path, {
        sort: 'links',
        order: 'desc',
      })
    ).json();
    expect(desc.rows.slice(0, 2).map((row: { id: string }) => row.id)).toEqual([
      'spotify',
      'youtube',
    ]);
    const asc = (
      await call(tokens.admin!, 'GET', adminSourceEndpoints.sources.path, {
        sort: 'links',
        order: 'asc',
        perPage: 100,
      })
    ).json();
    expect(asc.rows.at(-1).id).toBe('spotify');
  });

  it("lists a source's links by profile, and refuses an unknown source or tag with a message", async () => {
    const links = (
      await call(tokens.admin!, 'GET', adminSourceEndpoints.sourceLinks.path, {
        sourceId: 'spotify',
      })
    ).json();
    expect(links.total).toBe(2);
    expect(links.rows.map((row: { accountName: string }) => row.accountName)).toEqual([
      'Another Act',
      'Linked Artist',
    ]);
    const byUrl = (
      await call(tokens.admin!, 'GET', adminSourceEndpoints.sourceLinks.path, { q: 'c3' })
    ).json();
    expect(byUrl.rows.map((row: { id: number }) => row.id)).toEqual([youtubeLinkId]);
    const unknown = await call(tokens.admin!, 'GET', adminSourceEndpoints.sourceLinks.path, {
      sourceId: 'nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(SOURCES_DESK_TEXTS.unknownSource);
    const badTag = await call(tokens.admin!, 'GET', adminSourceEndpoints.sources.path, {
      tag: 'nothing',
    });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().message).toBeTruthy();
  });

  it('marks a link alpha and back, each written to the audit log with before and after', async () => {
    const { db } = test.connection;
    const on = await call(tokens.admin!, 'PUT', adminSourceEndpoints.setSourceLinkAlpha.path, {
      sourceObjectId: spotifyLinkId,
      isAlpha: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().message).toBe(SOURCES_DESK_TEXTS.markedAlpha('Linked Artist', 'Spotify'));
    const [stored] = await db
      .select({ isAlpha: accountSourceObjects.isAlpha })
      .from(accountSourceObjects)
      .where(eq(accountSourceObjects.id, spotifyLinkId));
    expect(stored!.isAlpha).toBe(true);
    const alphaOnly = (
      await call(tokens.admin!, 'GET', adminSourceEndpoints.sourceLinks.path, { alpha: 'alpha' })
    ).json();
    expect(alphaOnly.rows.map((row: { id: number }) => row.id)).toEqual([spotifyLinkId]);
    const counted = (
      await call(tokens.admin!, 'GET', adminSourceEndpoints.sources.path, { q: 'spotify' })
    ).json();
    expect(counted.rows[0].alpha).toBe(1);

    const off = await call(tokens.admin!, 'PUT', adminSourceEndpoints.setSourceLinkAlpha.path, {
      sourceObjectId: spotifyLinkId,
      isAlpha: false,
    });
    expect(off.json().message).toBe(SOURCES_DESK_TEXTS.unmarkedAlpha('Linked Artist', 'Spotify'));
    const entries = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(spotifyLinkId)))
      .orderBy(adminAuditLog.id);
    const mine = entries.filter((entry) => entry.targetType === 'source_object');
    expect(mine.map((entry) => entry.action)).toEqual(['source_link.alpha', 'source_link.unalpha']);
    expect(mine[0]!.before).toMatchObject({ isAlpha: false });
    expect(mine[0]!.after).toMatchObject({ isAlpha: true });
    expect(mine[0]!.adminEmail).toBe('admin-sources-desk@example.com');
  });

  it('answers 404 with a message for a link that does not exist, and 400 for a bad body', async () => {
    const missing = await call(tokens.admin!, 'PUT', adminSourceEndpoints.setSourceLinkAlpha.path, {
      sourceObjectId: 99_999_999,
      isAlpha: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SOURCES_DESK_TEXTS.linkNotFound);
    const bad = await call(tokens.admin!, 'PUT', adminSourceEndpoints.setSourceLinkAlpha.path, {
      sourceObjectId: 'x',
      isAlpha: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});
