import { encodeRequestStamp, ZActivitiesResponse } from '@songstats/contract';
import { listenRowChanges, queryRows, type RowChangeKind } from '@songstats/db';
import {
  insertAccount,
  insertActivity,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing';
import { ReadCache, RowChanges } from './read-cache';

describe('RowChanges and ReadCache', () => {
  const setup = (maxEntries = 3, now = () => 0) => {
    const changes = new RowChanges();
    changes.setLive(true);
    return { changes, cache: new ReadCache<string>(changes, maxEntries, 1_000, now) };
  };

  it('serves a kept value until a row it was read from changes', () => {
    const { changes, cache } = setup();
    cache.set('a', changes.mark(), [['feed', 1]], 'page of 1');
    cache.set(
      'b',
      changes.mark(),
      [
        ['feed', 2],
        ['member', 1],
      ],
      'page of 2',
    );
    expect(cache.get('a')).toBe('page of 1');
    changes.changed('feed', [1]);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('page of 2');
    changes.changed('member', [1]);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.stats()).toEqual({ hits: 2, misses: 2, kept: 0 });
  });

  it('does not keep a value read while one of its rows changed', () => {
    const { changes, cache } = setup();
    const mark = changes.mark();
    changes.changed('feed', [1]);
    cache.set('a', mark, [['feed', 1]], 'read before the change was heard');
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', changes.mark(), [['feed', 1]], 'read after');
    expect(cache.get('a')).toBe('read after');
  });

  it('keeps nothing while changes are not heard, and forgets all when they were lost', () => {
    const changes = new RowChanges();
    const cache = new ReadCache<string>(changes, 3, 1_000, () => 0);
    cache.set('a', changes.mark(), [['feed', 1]], 'not live');
    expect(cache.get('a')).toBeUndefined();
    changes.setLive(true);
    const mark = changes.mark();
    cache.set('a', mark, [['feed', 1]], 'live');
    changes.setLive(false);
    changes.setLive(true);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', mark, [['feed', 1]], 'read before the loss');
    expect(cache.get('a')).toBeUndefined();
  });

  it('counts every row of the kinds reset as changed, and no other', () => {
    const { changes, cache } = setup();
    cache.set('member', changes.mark(), [['member', 7]], 'session');
    cache.set('feed', changes.mark(), [['feed', 7]], 'page');
    changes.reset(['member', 'account']);
    expect(cache.get('member')).toBeUndefined();
    expect(cache.get('feed')).toBe('page');
  });

  it('drops the least recently used value past its size, and values older than the ttl', () => {
    let now = 0;
    const { changes, cache } = setup(2, () => now);
    cache.set('p1', changes.mark(), [], 'one');
    cache.set('p2', changes.mark(), [], 'two');
    expect(cache.get('p1')).toBe('one');
    cache.set('p3', changes.mark(), [], 'three');
    expect(cache.get('p2')).toBeUndefined();
    expect(cache.get('p1')).toBe('one');
    now = 1_000;
    expect(cache.get('p3')).toBeUndefined();
  });

  it('keeps the value just set even when every other was read since', () => {
    const { changes, cache } = setup(2);
    cache.set('p1', changes.mark(), [], 'one');
    cache.set('p2', changes.mark(), [], 'two');
    cache.get('p1');
    cache.get('p2');
    cache.set('p3', changes.mark(), [], 'three');
    expect(cache.get('p3')).toBe('three');
    expect(cache.stats().kept).toBe(2);
  });

  it('loads what is not kept, and keeps it unless its rows changed while it loaded', async () => {
    const { changes, cache } = setup();
    let loads = 0;
    const load = (changeMeanwhile: boolean) => async () => {
      loads++;
      if (changeMeanwhile) changes.changed('member', [1]);
      return { value: `load ${loads}`, rows: [['member', 1]] as const };
    };
    expect(await cache.getOrLoad('a', load(true))).toBe('load 1');
    expect(await cache.getOrLoad('a', load(false))).toBe('load 2');
    expect(await cache.getOrLoad('a', load(false))).toBe('load 2');
    expect(await cache.getOrLoad('none', async () => null)).toBeNull();
    expect(loads).toBe(2);
  });

  it('does not keep a value read before it was asked for when its rows changed since', async () => {
    const { changes, cache } = setup();
    // As the access read with the session (requireMemberOnAccount): read, then a change is
    // heard, then the access is asked for with what was read.
    const readSince = changes.mark();
    changes.changed('account', [5]);
    const read = { value: 'read with the session', rows: [['account', 5]] as const, readSince };
    expect(await cache.getOrLoad('a', async () => read)).toBe('read with the session');
    expect(cache.get('a')).toBeUndefined();
    const later = { ...read, value: 'read again', readSince: changes.mark() };
    expect(await cache.getOrLoad('a', async () => later)).toBe('read again');
    expect(cache.get('a')).toBe('read again');
  });

  it('keeps nothing with a size of 0', () => {
    const { changes, cache } = setup(0);
    cache.set('a', changes.mark(), [], 'value');
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('the read caches on the real database', () => {
  let test: TestApp;
  let token = '';
  let memberId = 0;
  let artist: { id: number; idUnique: string };
  let trackId = 0;

  beforeAll(async () => {
    test = await startTestApp();
    const { db } = test.connection;
    artist = await insertAccount(db, { name: 'Cached Artist' });
    trackId = (await insertTrack(db, { artistId: artist.id, title: 'Cached Song' })).id;
    for (let i = 0; i < 3; i++) {
      await insertActivity(db, {
        trackId,
        activityDate: `2026-05-0${i + 1}`,
        activityText: `Old ${i}`,
      });
    }
    const created = await insertMemberWithSession(db);
    token = created.token;
    memberId = created.member.id;
    await insertManagement(db, {
      memberId,
      accountId: artist.id,
      accessHash: { songstats: 'direct' },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  function feed() {
    return test.app.inject({
      method: 'GET',
      url: `/api/v1/activities/index?idUnique=${artist.idUnique}&source=overview`,
      headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
    });
  }

  async function feedBody() {
    const response = await feed();
    expect(response.statusCode).toBe(200);
    return ZActivitiesResponse.parse(response.json());
  }

  /** Polls until `check` holds: notifications arrive after the commit, asynchronously. */
  async function eventually(check: () => Promise<boolean>) {
    for (let tries = 0; tries < 100; tries++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('never happened');
  }

  const texts = async () => (await feedBody()).tracks.map((item) => item.activityText);

  it('answers a repeated feed call from memory, and shows a new activity once it is filed', async () => {
    await eventually(async () => test.app.readCache.changes.isLive());
    const { sessions, access, feedPages } = test.app.readCache;
    const hits = () => [sessions.stats().hits, access.stats().hits, feedPages.stats().hits];
    // The notifications of the rows written above arrive asynchronously (on PostgreSQL through
    // another connection), so the first reads may be read again.
    await eventually(async () => {
      const before = hits();
      expect(await texts()).toEqual(['Old 2', 'Old 1', 'Old 0']);
      return hits().every((count, at) => count === before[at]! + 1);
    });
    const before = hits();
    expect(await texts()).toEqual(['Old 2', 'Old 1', 'Old 0']);
    expect(hits()).toEqual(before.map((count) => count + 1));

    await insertActivity(test.connection.db, {
      trackId,
      activityDate: '2026-05-09',
      activityText: 'New one',
    });
    await eventually(async () => (await texts())[0] === 'New one');
    expect(await texts()).toEqual(['New one', 'Old 2', 'Old 1', 'Old 0']);
  });

  it('locks the feed once the access is taken away, and refuses a session ended elsewhere', async () => {
    expect((await feedBody()).hasAccess).toBe(true);
    // Another process (an admin tool, another app instance) writes: only its notification tells.
    await queryRows(
      test.connection.db,
      sql`update managements set access_hash = '{}'::jsonb where member_id = ${memberId}`,
    );
    await eventually(async () => !(await feedBody()).hasAccess);
    await queryRows(
      test.connection.db,
      sql`delete from member_sessions where member_id = ${memberId}`,
    );
    await eventually(async () => (await feed()).statusCode === 401);
  });

  it('reads the access of a call about an account with its session, and keeps both', async () => {
    const fresh = await insertMemberWithSession(test.connection.db);
    await insertManagement(test.connection.db, {
      memberId: fresh.member.id,
      accountId: artist.id,
      accessHash: { songstats: 'direct' },
    });
    await eventually(async () => test.app.readCache.changes.isLive());
    const { sessions, access } = test.app.readCache;
    const call = () =>
      test.app.inject({
        method: 'GET',
        url: `/api/v1/activities/index?idUnique=${artist.idUnique}&source=overview`,
        headers: {
          'x-request-stamp': encodeRequestStamp(),
          authorization: `Bearer ${fresh.token}`,
        },
      });
    // The rows written above are heard asynchronously: until then a read may not be kept.
    await eventually(async () => {
      const before = [sessions.stats().hits, access.stats().hits];
      const response = await call();
      expect(response.statusCode).toBe(200);
      expect(ZActivitiesResponse.parse(response.json()).hasAccess).toBe(true);
      return sessions.stats().hits === before[0]! + 1 && access.stats().hits === before[1]! + 1;
    });
    // Someone else's token on the same account: its access is read with its session.
    const stranger = await insertMemberWithSession(test.connection.db);
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/activities/index?idUnique=${artist.idUnique}&source=overview`,
      headers: {
        'x-request-stamp': encodeRequestStamp(),
        authorization: `Bearer ${stranger.token}`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(ZActivitiesResponse.parse(response.json()).hasAccess).toBe(false);
  });

  it("reads a member's session again after any write call", async () => {
    const other = await insertMemberWithSession(test.connection.db);
    const me = () =>
      test.app.inject({
        method: 'GET',
        url: `/api/v1/activities/index?idUnique=${artist.idUnique}&source=overview`,
        headers: {
          'x-request-stamp': encodeRequestStamp(),
          authorization: `Bearer ${other.token}`,
        },
      });
    await me();
    const misses = test.app.readCache.sessions.stats().misses;
    await me();
    expect(test.app.readCache.sessions.stats().misses).toBe(misses);
    await test.app.inject({ method: 'POST', url: '/api/v1/no_such_call' });
    await me();
    expect(test.app.readCache.sessions.stats().misses).toBe(misses + 1);
  });

  it('hears the rows a committed statement changed, and nothing of a rolled back one', async () => {
    const heard: [RowChangeKind, number[]][] = [];
    const listener = await listenRowChanges(test.connection.db, {
      changed: (kind, ids) => heard.push([kind, ids]),
      live: () => {},
    });
    const heardOf = (kind: RowChangeKind) =>
      heard.filter(([heardKind]) => heardKind === kind).flatMap(([, ids]) => ids);
    try {
      const other = await insertAccount(test.connection.db, { name: 'Other Artist' });
      await insertActivity(test.connection.db, { accountId: other.id, activityText: 'Direct' });
      await eventually(async () => heardOf('feed').includes(other.id));
      expect(heardOf('feed')).not.toContain(artist.id);
      await queryRows(
        test.connection.db,
        sql`update accounts set name = 'Renamed' where id = ${other.id}`,
      );
      await eventually(async () => heardOf('account').includes(other.id));

      // Two filings under one account in one statement: the account is heard once.
      const beforeFilings = heard.length;
      await queryRows(
        test.connection.db,
        sql`insert into account_activities (account_id, activity_date, activity_id, source, tier)
            values (${other.id}, '2026-01-01', 900001, 'spotify', 1),
              (${other.id}, '2026-01-02', 900002, 'spotify', 1)`,
      );
      await eventually(async () => heard.length > beforeFilings);
      expect(heard.slice(beforeFilings)).toEqual([['feed', [other.id]]]);

      const count = heard.length;
      await test.connection.db
        .transaction(async (tx) => {
          await insertActivity(tx as unknown as typeof test.connection.db, {
            accountId: artist.id,
            activityText: 'Rolled back',
          });
          throw new Error('roll back');
        })
        .catch(() => {});
      await queryRows(
        test.connection.db,
        sql`update members set name = 'Renamed' where id = ${memberId}`,
      );
      await eventually(async () => heardOf('member').includes(memberId));
      expect(heard.slice(count).filter(([kind]) => kind === 'feed')).toEqual([]);
    } finally {
      await listener.close();
    }
  });
});
