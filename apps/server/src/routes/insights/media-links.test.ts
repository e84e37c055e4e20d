import { encodeRequestStamp } from '@songstats/contract';
import { mediaLinkRequests } from '@songstats/db';
import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { MANAGERS_ONLY } from './media-links';

let test: TestApp;
const members: Record<string, { id: number; token: string; email: string }> = {};
const accounts: Record<string, { id: number; idUnique: string }> = {};
const tracks: Record<string, { id: number; idUnique: string }> = {};
const LINK = 'https://open.spotify.com/track/abc123';

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const label = await insertAccount(db, { type: 'label', name: 'Link Label' });
  const artist = await insertAccount(db, { name: 'Link Artist' });
  const other = await insertAccount(db, { name: 'Other Artist' });
  Object.assign(accounts, { label, artist, other });
  tracks.song = await insertTrack(db, { artistId: artist.id, labelId: label.id, title: 'Song' });
  tracks.secret = await insertTrack(db, { artistId: other.id, title: 'Secret Song' });
  const member = async (name: string, accountId: number | null, isAdmin = false) => {
    const { member: row, token } = await insertMemberWithSession(db, { isAdmin });
    members[name] = { id: row.id, token, email: row.email };
    // Managing is what counts, whatever the plan: even a restricted management may ask.
    if (accountId) await insertManagement(db, { memberId: row.id, accountId, accessHash: {} });
  };
  await member('owner', artist.id);
  await member('labelOwner', label.id);
  await member('otherOwner', other.id);
  await member('admin', null, true);
});
beforeEach(async () => {
  await test.connection.db.delete(mediaLinkRequests);
});
afterAll(async () => {
  await test?.close();
});

type Path = 'add_link' | 'request_link_removal' | 'request_track_removal';

function post(who: string | null, path: Path, payload: Record<string, unknown>) {
  return test.app.inject({
    method: 'POST',
    url: `/api/v1/media_links/${path}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${members[who]!.token}` } : {}),
    },
    payload,
  });
}

const storedRows = () =>
  test.connection.db.select().from(mediaLinkRequests).orderBy(asc(mediaLinkRequests.id));

const linkBody = (account = accounts.artist!, track = tracks.song!, linkUrl = LINK) => ({
  idUnique: account.idUnique,
  uTrackId: track.idUnique,
  linkUrl,
});
const trackRemovalBody = (entity = accounts.artist!, track = tracks.song!) => ({
  idUnique: entity.idUnique,
  uEntityId: entity.idUnique,
  uEntityType: 'artist',
  uTrackId: track.idUnique,
});

describe('media_links (spec §7)', () => {
  it.each([
    ['add_link', 'add_link', 'Thanks! We will check the link and add it to the track.'],
    [
      'request_link_removal',
      'remove_link',
      'Thanks! We will check the link and remove it from the track.',
    ],
  ] as const)('%s stores a pending request for an admin', async (path, kind, message) => {
    const response = await post('owner', path, linkBody(undefined, undefined, `  ${LINK}  `));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message,
      request: {
        kind,
        status: 'pending',
        accountIdUnique: accounts.artist!.idUnique,
        trackIdUnique: tracks.song!.idUnique,
        linkUrl: LINK,
        memberEmail: members.owner!.email,
        resolvedAt: null,
      },
    });
    const rows = await storedRows();
    expect(rows).toEqual([
      expect.objectContaining({
        id: body.request.id,
        kind,
        status: 'pending',
        memberId: members.owner!.id,
        accountId: accounts.artist!.id,
        trackId: tracks.song!.id,
        linkUrl: LINK,
        resolvedAt: null,
      }),
    ]);
    // The same request again is kept once.
    const again = await post('owner', path, linkBody());
    expect(again.json().request.id).toBe(body.request.id);
    expect(await storedRows()).toHaveLength(1);
  });

  it("request_track_removal stores a request to take the track out of the entity's catalogue", async () => {
    const response = await post('owner', 'request_track_removal', trackRemovalBody());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Thanks! We will check the request and remove the track from the profile.',
    );
    const labelResponse = await post('labelOwner', 'request_track_removal', {
      ...trackRemovalBody(accounts.label),
      uEntityType: 'label',
    });
    expect(labelResponse.statusCode).toBe(200);
    expect(
      (await storedRows()).map((row) => [
        row.kind,
        row.memberId,
        row.accountId,
        row.trackId,
        row.linkUrl,
      ]),
    ).toEqual([
      ['remove_track', members.owner!.id, accounts.artist!.id, tracks.song!.id, null],
      ['remove_track', members.labelOwner!.id, accounts.label!.id, tracks.song!.id, null],
    ]);
  });

  it.each([
    'ftp://example.com/file',
    'javascript:alert(1)',
    'open.spotify.com/track/1',
    'https://',
    'https://exa mple.com',
    '',
    `https://example.com/${'a'.repeat(2000)}`,
  ])('refuses the link %j with a 400 and a message, storing nothing', async (linkUrl) => {
    for (const path of ['add_link', 'request_link_removal'] as const) {
      const response = await post('owner', path, linkBody(undefined, undefined, linkUrl));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/linkUrl/);
    }
    expect(await storedRows()).toEqual([]);
  });

  it('says why the link is refused', async () => {
    const response = await post('owner', 'add_link', linkBody(undefined, undefined, 'ftp://x.org'));
    expect(response.json().message).toBe(
      'linkUrl: Please enter a link starting with http or https.',
    );
  });

  it('answers text the database cannot store with a 400, not a 500', async () => {
    const response = await post(
      'owner',
      'add_link',
      linkBody(undefined, undefined, `${LINK}\u0000x`),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await storedRows()).toEqual([]);
  });

  it.each([
    ['add_link', { uTrackId: undefined }],
    ['add_link', { idUnique: '' }],
    ['request_track_removal', { uEntityType: 'band' }],
    ['request_track_removal', { uEntityId: undefined }],
  ] as const)('%s answers a missing or wrong field %j with a 400', async (path, change) => {
    const body = path === 'add_link' ? linkBody() : trackRemovalBody();
    const response = await post('owner', path, { ...body, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('media_links refusals (spec §6, issue 6 acceptance)', () => {
  it('refuses accounts the member does not manage, and stores nothing', async () => {
    const attempts: [string, Path, Record<string, unknown>][] = [
      ['otherOwner', 'add_link', linkBody()],
      ['otherOwner', 'request_link_removal', linkBody()],
      ['otherOwner', 'request_track_removal', trackRemovalBody()],
      ['owner', 'add_link', linkBody(accounts.other, tracks.secret)],
      ['owner', 'request_link_removal', linkBody(accounts.other, tracks.secret)],
      ['owner', 'request_track_removal', trackRemovalBody(accounts.other, tracks.secret)],
      // Viewing one's own account does not open another entity's catalogue.
      [
        'owner',
        'request_track_removal',
        { ...trackRemovalBody(accounts.other, tracks.secret), idUnique: accounts.artist!.idUnique },
      ],
    ];
    for (const [who, path, body] of attempts) {
      const response = await post(who, path, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MANAGERS_ONLY);
      expect(response.body).not.toContain('Secret Song');
    }
    expect(await storedRows()).toEqual([]);
  });

  it("refuses another account's track under the member's own account", async () => {
    for (const path of ['add_link', 'request_link_removal'] as const) {
      const response = await post('owner', path, linkBody(accounts.artist, tracks.secret));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("This track is not in this profile's catalogue.");
    }
    const removal = await post(
      'owner',
      'request_track_removal',
      trackRemovalBody(accounts.artist, tracks.secret),
    );
    expect(removal.statusCode).toBe(404);
    expect(await storedRows()).toEqual([]);
  });

  it('answers unknown accounts and tracks with 404 and anonymous callers with 401', async () => {
    const unknownAccount = await post('owner', 'add_link', { ...linkBody(), idUnique: 'nope' });
    expect(unknownAccount.statusCode).toBe(404);
    expect(unknownAccount.json().message).toBe('This profile does not exist.');
    const unknownTrack = await post('owner', 'add_link', { ...linkBody(), uTrackId: 'nope' });
    expect(unknownTrack.statusCode).toBe(404);
    expect(unknownTrack.json().message).toBe('This track does not exist.');
    for (const path of ['add_link', 'request_link_removal', 'request_track_removal'] as const) {
      const response = await post(
        null,
        path,
        path === 'request_track_removal' ? trackRemovalBody() : linkBody(),
      );
      expect(response.statusCode).toBe(401);
    }
    expect(await storedRows()).toEqual([]);
  });

  it("keeps members' requests from other members: only admins list and resolve them", async () => {
    await post('otherOwner', 'add_link', linkBody(accounts.other, tracks.secret));
    const list = (who: string) =>
      test.app.inject({
        method: 'GET',
        url: '/api/v1/media_links/requests',
        headers: {
          'x-request-stamp': encodeRequestStamp(),
          authorization: `Bearer ${members[who]!.token}`,
        },
      });
    const refused = await list('owner');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(tracks.secret!.idUnique);
    const listed = await list('admin');
    expect(listed.statusCode).toBe(200);
    const [request] = listed.json().requests;
    expect(request).toMatchObject({ kind: 'add_link', trackIdUnique: tracks.secret!.idUnique });
    const resolve = (who: string) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/v1/media_links/requests/${request.id}`,
        headers: {
          'x-request-stamp': encodeRequestStamp(),
          authorization: `Bearer ${members[who]!.token}`,
        },
        payload: { status: 'approved' },
      });
    expect((await resolve('owner')).statusCode).toBe(403);
    expect((await resolve('admin')).json().request.status).toBe('approved');
    expect((await resolve('admin')).statusCode).toBe(409);
  });

  it('lets admins ask for any account', async () => {
    const response = await post('admin', 'add_link', linkBody(accounts.other, tracks.secret));
    expect(response.statusCode).toBe(200);
    expect((await storedRows()).map((row) => row.memberId)).toEqual([members.admin!.id]);
  });
});
