import { adminMonitoredEndpoints, MONITORED_DESK_TEXTS } from '@songstats/contract';
import {
  adminAuditLog,
  monitorExclusions,
  playlistSnapshots,
  playlists,
  radioSpins,
  radioStations,
} from '@songstats/db';
import { insertAccount, insertTrack } from '@songstats/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import {
  callApi,
  expectAdminsOnly,
  insertEveryone,
  insertTeam,
  type Who,
} from './admin-test-fixture';

// Issue 26, Playlists and Radio Stations desks through the real app on a real database: who may
// call them, the latest figures they show, and excluding one from monitoring (audited).
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
let bigPlaylistId = 0;
let smallPlaylistId = 0;
let busyStationId = 0;
let quietStationId = 0;

type Method = 'GET' | 'PUT';
const call = (token: string | null, method: Method, path: string, input?: object) =>
  callApi(test, token, method, path, input);

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const ids: Partial<Record<Who, number>> = {};
  await insertEveryone(
    db,
    (who) => ({ name: `Monitored ${who}`, email: `${who}-monitored-desk@example.com` }),
    tokens,
    ids,
  );
  const artist = await insertAccount(db, { name: 'Monitored Artist' });
  await insertTeam(db, ids, artist.id);
  const [big, small] = await db
    .insert(playlists)
    .values([
      {
        source: 'spotify',
        externalId: 'desk-big',
        name: 'Big Desk Hits',
        playlistType: 'editorial',
        followers: 90_000,
      },
      {
        source: 'spotify',
        externalId: 'desk-small',
        name: 'Small Desk Finds',
        playlistType: 'listener',
        followers: 12,
      },
    ])
    .returning();
  bigPlaylistId = big!.id;
  smallPlaylistId = small!.id;
  await db.insert(playlistSnapshots).values({
    playlistId: big!.id,
    snapshotId: 'v7',
    trackCount: 42,
    members: new Uint8Array(0),
    checkedAt: new Date('2026-11-20T06:00:00.000Z'),
  });
  const [busy, quiet] = await db
    .insert(radioStations)
    .values([
      { externalId: 'desk-busy', name: 'Busy Desk FM', kind: 'radio', countryCode: 'GB' },
      { externalId: 'desk-quiet', name: 'Quiet Desk FM', kind: 'digital', countryCode: 'DE' },
    ])
    .returning();
  busyStationId = busy!.id;
  quietStationId = quiet!.id;
  const track = await insertTrack(db, {});
  const other = await insertTrack(db, {});
  await db.insert(radioSpins).values([
    { trackId: track.id, day: '2026-11-19', stationId: busy!.id, spins: 4 },
    { trackId: track.id, day: '2026-11-20', stationId: busy!.id, spins: 5 },
    { trackId: other.id, day: '2026-11-20', stationId: busy!.id, spins: 2 },
  ]);
}, 240_000);
afterAll(async () => {
  await test?.close();
});

describe('who may call the Playlists and Radio Stations desks (issue 26)', () => {
  const calls: [string, Method, string, () => object][] = [
    ['playlists', 'GET', adminMonitoredEndpoints.playlists.path, () => ({})],
    ['stations', 'GET', adminMonitoredEndpoints.stations.path, () => ({})],
    [
      'playlist exclusion',
      'PUT',
      adminMonitoredEndpoints.setPlaylistExcluded.path,
      () => ({ id: smallPlaylistId, excluded: false }),
    ],
    [
      'station exclusion',
      'PUT',
      adminMonitoredEndpoints.setStationExcluded.path,
      () => ({ id: quietStationId, excluded: false }),
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

describe('the Playlists desk (issue 26)', () => {
  it('lists playlists with their latest snapshot, most followed first, and searches', async () => {
    const page = (
      await call(tokens.admin!, 'GET', adminMonitoredEndpoints.playlists.path, { q: 'Desk' })
    ).json();
    expect(page.rows.map((row: { id: number }) => row.id)).toEqual([
      bigPlaylistId,
      smallPlaylistId,
    ]);
    expect(page.rows[0]).toMatchObject({
      trackCount: 42,
      checkedAt: '2026-11-20T06:00:00.000Z',
      followers: 90_000,
      excludedReason: null,
    });
    expect(page.rows[1].trackCount).toBeNull();
    const byTracks = (
      await call(tokens.admin!, 'GET', adminMonitoredEndpoints.playlists.path, {
        q: 'Desk',
        sort: 'trackCount',
        order: 'asc',
      })
    ).json();
    // Nulls last both ways (spec §4).
    expect(byTracks.rows.map((row: { id: number }) => row.id)).toEqual([
      bigPlaylistId,
      smallPlaylistId,
    ]);
  });

  it('excludes a playlist with a reason, audited, and monitors it again', async () => {
    const noReason = await call(
      tokens.admin!,
      'PUT',
      adminMonitoredEndpoints.setPlaylistExcluded.path,
      {
        id: bigPlaylistId,
        excluded: true,
      },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(MONITORED_DESK_TEXTS.reasonRequired);
    const excluded = await call(
      tokens.admin!,
      'PUT',
      adminMonitoredEndpoints.setPlaylistExcluded.path,
      {
        id: bigPlaylistId,
        excluded: true,
        reason: 'Botted followers',
      },
    );
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json().message).toBe(MONITORED_DESK_TEXTS.excluded('Big Desk Hits'));
    const listed = (
      await call(tokens.admin!, 'GET', adminMonitoredEndpoints.playlists.path, {
        monitoring: 'excluded',
      })
    ).json();
    expect(listed.rows.map((row: { id: number }) => row.id)).toEqual([bigPlaylistId]);
    expect(listed.rows[0].excludedReason).toBe('Botted followers');
    const back = await call(
      tokens.admin!,
      'PUT',
      adminMonitoredEndpoints.setPlaylistExcluded.path,
      {
        id: bigPlaylistId,
        excluded: false,
      },
    );
    expect(back.json().message).toBe(MONITORED_DESK_TEXTS.included('Big Desk Hits'));
    const left = await test.connection.db
      .select()
      .from(monitorExclusions)
      .where(
        and(eq(monitorExclusions.kind, 'playlist'), eq(monitorExclusions.objectId, bigPlaylistId)),
      );
    expect(left).toHaveLength(0);
    const audit = await test.connection.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetType, 'playlist'),
          eq(adminAuditLog.targetId, String(bigPlaylistId)),
        ),
      )
      .orderBy(adminAuditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['playlist.exclude', 'playlist.include']);
    expect(audit[0]!.before).toEqual({ excluded: false, reason: null });
    expect(audit[0]!.after).toEqual({ excluded: true, reason: 'Botted followers' });
    expect(audit[1]!.before).toEqual({ excluded: true, reason: 'Botted followers' });
  });

  it('answers 404 with a message for a playlist that does not exist', async () => {
    const missing = await call(
      tokens.admin!,
      'PUT',
      adminMonitoredEndpoints.setPlaylistExcluded.path,
      {
        id: 99_999_999,
        excluded: true,
        reason: 'x',
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MONITORED_DESK_TEXTS.playlistNotFound);
  });
});

describe('the Radio Stations desk (issue 26)', () => {
  it("lists stations with their newest day's spins, sorted both ways with nulls last", async () => {
    const desc = (
      await call(tokens.admin!, 'GET', adminMonitoredEndpoints.stations.path, {
        q: 'Desk FM',
        sort: 'lastDaySpins',
        order: 'desc',
      })
    ).json();
    expect(desc.total).toBe(2);
    expect(desc.rows[0]).toMatchObject({
      id: busyStationId,
      lastDay: '2026-11-20',
      lastDaySpins: 7,
    });
    expect(desc.rows[1]).toMatchObject({ id: quietStationId, lastDay: null, lastDaySpins: null });
    const asc = (
      await call(tokens.admin!, 'GET', adminMonitoredEndpoints.stations.path, {
        q: 'Desk FM',
        sort: 'lastDaySpins',
        order: 'asc',
      })
    ).json();
    expect(asc.rows.map((row: { id: number }) => row.id)).toEqual([busyStationId, quietStationId]);
  });

  it('excludes a station with a reason, audited; the monitored filter leaves it out', async () => {
    const excluded = await call(
      tokens.admin!,
      'PUT',
      adminMonitoredEndpoints.setStationExcluded.path,
      {
        id: busyStationId,
        excluded: true,
        reason: 'Off air',
      },
    );
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json().message).toBe(MONITORED_DESK_TEXTS.excluded('Busy Desk FM'));
    const monitored = (
      await call(tokens.admin!, 'GET', adminMonitoredEndpoints.stations.path, {
        q: 'Desk FM',
        monitoring: 'monitored',
      })
    ).json();
    expect(monitored.rows.map((row: { id: number }) => row.id)).toEqual([quietStationId]);
    const [entry] = await test.connection.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetType, 'radio_station'),
          eq(adminAuditLog.targetId, String(busyStationId)),
        ),
      );
    expect(entry).toMatchObject({
      action: 'radio_station.exclude',
      adminEmail: 'admin-monitored-desk@example.com',
      after: { excluded: true, reason: 'Off air' },
    });
    const missing = await call(
      tokens.admin!,
      'PUT',
      adminMonitoredEndpoints.setStationExcluded.path,
      {
        id: 99_999_999,
        excluded: false,
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MONITORED_DESK_TEXTS.stationNotFound);
  });
});
