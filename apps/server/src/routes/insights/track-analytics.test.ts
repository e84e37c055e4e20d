import { describe, expect, it } from 'vitest';
import { column, ids, ok, tableOf, useTrackAnalyticsApp } from './track-analytics-fixture';

// Issue 6: a track's analytics, analytics_track/{trackId}/top and /bottom, from stored data.
useTrackAnalyticsApp();

describe('analytics_track/{trackId}/top (spec §3 Track overview)', () => {
  it("gives the track's overview from its stored counters, playlists and charts", async () => {
    const body = await ok('labelOwner', 'top');
    expect(body).toMatchObject({
      trackIdUnique: ids.track,
      sourceId: 'overview',
      hasAccess: true,
      lockedReason: null,
      canFilterByTime: false,
    });
    const overview = body.top!.overview!;
    expect(overview.infoArray).toEqual([
      { title: 'Title', value: 'Night Drive' },
      { title: 'Artists', value: 'Track Artist' },
      { title: 'Featuring', value: 'Feat Artist' },
      { title: 'Label', value: 'Track Label' },
      { title: 'Release Date', value: '2026-01-10' },
      { title: 'ISRC', value: 'DEXX12600001' },
    ]);
    expect(overview.entityLinks).toEqual([
      { sourceId: 'spotify', url: 'https://open.spotify.com/track/sp123' },
      { sourceId: 'youtube', url: 'https://www.youtube.com/watch?v=yt456' },
    ]);
    expect(overview.genres).toEqual(['pop', 'dance', 'indie']);
    expect(overview.stats).toMatchObject([
      { title: 'Radio Spins', value: 17, sourceId: 'radio' },
      { title: 'Spotify Popularity', value: 55, sourceId: 'spotify' },
      { title: 'Spotify Streams', value: 1500, sourceId: 'spotify' },
      { title: 'Playlists', value: 2 },
      { title: 'Playlist Reach', value: 6_120_000 },
      { title: 'Current Charts', value: 2 },
    ]);
    expect(overview.followerBreakdown).toEqual([
      { title: 'Editorial', value: 6_100_000 },
      { title: 'Listener', value: 20_000 },
    ]);
    expect(overview.highlightItems).toEqual([
      { title: 'spotify chart DE', value: 'Peak #1 (Germany)' },
      { title: 'spotify chart Global', value: 'Peak #5' },
      { title: 'Mint', value: '6.1M followers' },
    ]);
    expect(overview.relatedArtists.map((person) => person.idUnique)).toEqual([
      ids.artist,
      ids.featured,
    ]);
    expect(overview.relatedLabels.map((label) => label.idUnique)).toEqual([ids.label]);
  });

  it("gives a source's cards with the week's change, its playlists and its series", async () => {
    const body = await ok('owner', 'top', 'source=spotify');
    expect(body.canFilterByTime).toBe(true);
    expect(body.top!.overview).toBeNull();
    expect(body.top!.stats).toMatchObject([
      {
        id: 'spotify:popularity_current',
        title: 'Popularity',
        value: 55,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:streams_total',
        title: 'Streams',
        value: 1500,
        delta: 500,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:playlists_current',
        title: 'Playlists',
        value: 2,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:playlist_reach_current',
        title: 'Playlist Reach',
        value: 6_120_000,
        delta: null,
        sourceId: 'spotify',
      },
    ]);
    expect(body.top!.charts).toMatchObject([
      {
        id: 'popularity_current',
        title: 'Popularity',
        points: [{ date: '2026-03-10', value: 55 }],
      },
      {
        id: 'streams_total',
        title: 'Streams',
        points: [
          { date: '2026-03-03', value: 1000 },
          { date: '2026-03-10', value: 1500 },
        ],
      },
    ]);
  });
});

describe('analytics_track/{trackId}/bottom (spec §3 tables and cells)', () => {
  it('tables the playlists, charts, counters and activities of a source with every cell kind', async () => {
    const body = await ok('owner', 'bottom', 'source=spotify');
    expect(body.tableData.map((table) => table.id)).toEqual([
      'playlists',
      'charts',
      'stats',
      'activities',
    ]);
    expect(body.sortedById).toBe('followers');
    const playlists = tableOf(body.tableData, 'playlists');
    expect(playlists.rows[0]).toEqual([
      {
        kind: 'link',
        value: 'Mint',
        order: 'Mint',
        url: 'https://open.spotify.com/playlist/mint1',
      },
      {
        kind: 'serviceIcon',
        value: 'Spotify',
        order: 'Spotify',
        sourceId: 'spotify',
        url: 'https://open.spotify.com/playlist/mint1',
      },
      { kind: 'text', value: 'Editorial', order: 'Editorial' },
      { kind: 'text', value: 'Spotify', order: 'Spotify' },
      { kind: 'text', value: 6_100_000, order: 6_100_000 },
      { kind: 'text', value: '2026-02-01', order: '2026-02-01' },
      {
        kind: 'share',
        value: 'Share',
        order: null,
        share: {
          title: 'Mint',
          subtitle: 'Night Drive',
          imageUrl: null,
          followers: 6_100_000,
          sourceId: 'spotify',
        },
      },
    ]);
    expect(column(playlists, 'curator')[1]!.value).toBe('Ann');
    const charts = tableOf(body.tableData, 'charts');
    expect(charts.rows.map((row) => row.slice(0, 5).map((item) => item.value))).toEqual([
      ['spotify chart DE', 'Germany', '#3', '#1', 10],
      ['spotify chart Global', 'Global', '#10', '#5', 4],
    ]);
    expect(column(charts, 'history')).toEqual([
      {
        kind: 'tablePopup',
        value: 1,
        order: 1,
        popup: {
          title: 'spotify chart DE: Night Drive',
          table: {
            columns: [
              { id: 'c0', title: 'Date', isDefaultSort: true },
              { id: 'c1', title: 'Move', isDefaultSort: false },
            ],
            rows: [[{ value: '2026-03-06' }, { value: 'New peak #1 on the German chart' }]],
          },
        },
      },
      expect.objectContaining({ kind: 'tablePopup', value: 0 }),
    ]);
    const stats = tableOf(body.tableData, 'stats');
    expect(stats.rows[1]).toEqual([
      { kind: 'text', value: 'Streams', order: 'Streams' },
      { kind: 'delta', value: 1500, order: 1500, delta: 500 },
      {
        kind: 'graphPopup',
        value: 1500,
        order: 1500,
        popup: {
          title: 'Streams',
          series: [
            {
              id: 'streams_total',
              title: 'Streams',
              points: [
                { date: '2026-03-03', value: 1000 },
                { date: '2026-03-10', value: 1500 },
              ],
            },
          ],
        },
      },
    ]);
    const activities = tableOf(body.tableData, 'activities');
    expect(activities.rows.map((row) => row.map((item) => item.value))).toEqual([
      ['2026-03-06', 'New peak #1 on the German chart', 'Spotify'],
      ['2026-03-05', 'Added to Mint', 'Spotify'],
    ]);
  });

  it('gives the links with a removal button on the overview', async () => {
    const body = await ok('owner', 'bottom');
    const links = tableOf(body.tableData, 'links');
    expect(links.rows).toEqual([
      [
        {
          kind: 'serviceIcon',
          value: 'Spotify',
          order: 'Spotify',
          sourceId: 'spotify',
          url: 'https://open.spotify.com/track/sp123',
        },
        {
          kind: 'link',
          value: 'https://open.spotify.com/track/sp123',
          order: 'https://open.spotify.com/track/sp123',
          url: 'https://open.spotify.com/track/sp123',
        },
        {
          kind: 'button',
          value: 'Request Removal',
          order: null,
          action: 'requestLinkRemoval',
          url: 'https://open.spotify.com/track/sp123',
        },
      ],
      [
        expect.objectContaining({ kind: 'serviceIcon', sourceId: 'youtube' }),
        expect.objectContaining({ kind: 'link', url: 'https://www.youtube.com/watch?v=yt456' }),
        expect.objectContaining({ kind: 'button', action: 'requestLinkRemoval' }),
      ],
    ]);
  });

  it('sorts the playlists by followers when asked, and leaves out activities on request', async () => {
    const ascending = await ok('owner', 'bottom', 'source=spotify&sortBy=followers&sortOrder=asc');
    const playlists = tableOf(ascending.tableData, 'playlists');
    expect(playlists.sortedById).toBe('followers');
    expect(column(playlists, 'followers').map((item) => item.value)).toEqual([20_000, 6_100_000]);
    const descending = await ok(
      'owner',
      'bottom',
      'source=spotify&sortBy=followers&sortOrder=desc',
    );
    expect(
      column(tableOf(descending.tableData, 'playlists'), 'playlist').map((item) => item.value),
    ).toEqual(['Mint', 'Indie Mix']);
    for (const flag of ['true', '1']) {
      const without = await ok('owner', 'bottom', `source=spotify&excludeActivities=${flag}`);
      expect(without.tableData.map((table) => table.id)).toEqual(['playlists', 'charts', 'stats']);
    }
    const withThem = await ok('owner', 'bottom', 'source=spotify&excludeActivities=false');
    expect(withThem.tableData.map((table) => table.id)).toContain('activities');
  });

  it('keeps the charts of the chosen market and offers every market it charts in', async () => {
    const body = await ok('owner', 'bottom', 'source=spotify&scope=DE');
    expect(body.scope).toBe('DE');
    expect(body.scopeMenuOptions).toEqual([
      { id: 'all', title: 'All Markets' },
      { id: 'DE', title: 'Germany' },
      { id: 'global', title: 'Global' },
    ]);
    expect(column(tableOf(body.tableData, 'charts'), 'market').map((item) => item.value)).toEqual([
      'Germany',
    ]);
  });

  it('tables the radio stations for members with radio access', async () => {
    const body = await ok('labelOwner', 'bottom', 'source=radio&excludeActivities=true');
    expect(body.hasAccess).toBe(true);
    expect(
      tableOf(body.tableData, 'stations').rows.map((row) => row.map((item) => item.value)),
    ).toEqual([
      ['FIP', 'Radio', 'France', 12, '2026-03-07'],
      ['Radio Eins', 'Radio', 'Germany', 5, '2026-03-08'],
    ]);
    const locked = await ok('owner', 'bottom', 'source=radio');
    expect(locked).toMatchObject({ hasAccess: false, tableData: [] });
  });
});
