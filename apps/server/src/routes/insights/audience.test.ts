import { describe, expect, it } from 'vitest';
import { ids, summary, useAudienceApp } from './audience-fixture';

// The audience (issue 6): audience/summary_stats from stored data.
useAudienceApp();

describe('audience/summary_stats (spec §3 Audience section, §7)', () => {
  it("gives a source's counters with their week's change, its top places and playlist reach", async () => {
    const body = await summary('owner', `idUnique=${ids.artist}&source=spotify`);
    expect(body).toMatchObject({
      accountIdUnique: ids.artist,
      sourceId: 'spotify',
      hasAccess: true,
    });
    expect(body.summaryStats).toMatchObject([
      {
        id: 'spotify:followers_total',
        title: 'Followers',
        value: 1500,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:monthly_listeners_current',
        title: 'Monthly Listeners',
        value: 25000,
        delta: 5000,
        sourceId: 'spotify',
      },
      { id: 'topCity', title: 'Top City', value: 'Paris (France)', delta: null, sourceId: null },
      { id: 'topCountry', title: 'Top Country', value: 'Germany', delta: null, sourceId: null },
    ]);
    expect(body.backstageStats).toMatchObject([
      {
        id: 'spotify:playlists_current',
        title: 'Spotify Playlists',
        value: 2,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:playlists_editorial_current',
        title: 'Spotify Editorial Playlists',
        value: 1,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:playlist_reach_current',
        title: 'Spotify Playlist Reach',
        value: 6_101_000,
        delta: null,
        sourceId: 'spotify',
      },
    ]);
  });

  it('names the source of each counter on the overview and sums every source', async () => {
    const body = await summary('owner', `idUnique=${ids.artist}`);
    expect(body.sourceId).toBe('overview');
    expect(body.summaryStats.map((card) => [card.title, card.value])).toEqual([
      ['Spotify Followers', 1500],
      ['Spotify Monthly Listeners', 25000],
      ['YouTube Subscribers', 700],
      ['Top City', 'Paris (France)'],
      ['Top Country', 'Germany'],
    ]);
    expect(body.backstageStats.map((card) => [card.id, card.value])).toEqual([
      ['deezer:playlists_current', 1],
      ['deezer:playlists_editorial_current', 1],
      ['deezer:playlist_reach_current', 50_000],
      ['spotify:playlists_current', 2],
      ['spotify:playlists_editorial_current', 1],
      ['spotify:playlist_reach_current', 6_101_000],
    ]);
  });

  it("reads another source's own rows only", async () => {
    const body = await summary('owner', `idUnique=${ids.artist}&source=youtube`);
    expect(body.summaryStats).toMatchObject([
      {
        id: 'youtube:subscribers_total',
        title: 'Subscribers',
        value: 700,
        delta: null,
        sourceId: 'youtube',
      },
      { id: 'topCity', title: 'Top City', value: 'Berlin (Germany)', delta: null, sourceId: null },
    ]);
    expect(body.backstageStats).toEqual([]);
  });
});
