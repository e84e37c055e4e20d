import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectConnectors } from './select-connectors';
import {
  type FixtureServer,
  fastRetries,
  loadFixture,
  startFixtureServer,
} from './testing/fixture-server';

describe('selectConnectors', () => {
  it('enables nothing without credentials, so the demo world stays the only source', () => {
    expect(selectConnectors({})).toEqual({ enabled: [], warnings: [] });
  });

  it('treats empty variables as unset', () => {
    const selected = selectConnectors({
      SPOTIFY_CLIENT_ID: '',
      SPOTIFY_CLIENT_SECRET: '',
      YOUTUBE_API_KEY: '',
      DEEZER_ENABLED: '',
      SPOTIFY_API_URL: '',
    });
    expect(selected.enabled).toEqual([]);
  });

  it('enables each connector whose credentials or switch are set', () => {
    const selected = selectConnectors({
      SPOTIFY_CLIENT_ID: 'id',
      SPOTIFY_CLIENT_SECRET: 'secret',
      YOUTUBE_API_KEY: 'AIzaSyKey',
      DEEZER_ENABLED: '1',
      MUSICBRAINZ_ENABLED: 'true',
    });
    expect(selected.enabled).toEqual(['spotify', 'deezer', 'youtube', 'musicbrainz']);
    expect(selected.spotify).toBeDefined();
    expect(selected.deezer).toBeDefined();
    expect(selected.youtube).toBeDefined();
    expect(selected.musicBrainz).toBeDefined();
  });

  it('leaves Spotify off and says why when only half of its credentials are set', () => {
    const selected = selectConnectors({ SPOTIFY_CLIENT_ID: 'id', DEEZER_ENABLED: '0' });
    expect(selected.enabled).toEqual([]);
    expect(selected.spotify).toBeUndefined();
    expect(selected.warnings).toEqual([expect.stringContaining('SPOTIFY_CLIENT_SECRET')]);
  });

  it('refuses a base URL override that is not an http(s) URL', () => {
    expect(() => selectConnectors({ DEEZER_ENABLED: '1', DEEZER_API_URL: 'api.deezer' })).toThrow(
      /DEEZER_API_URL/,
    );
    expect(() => selectConnectors({ DEEZER_ENABLED: 'maybe' })).toThrow(/DEEZER_ENABLED/);
  });
});

describe('selectConnectors with base URL overrides', () => {
  let server: FixtureServer;
  beforeEach(async () => {
    server = await startFixtureServer((request) =>
      request.url.pathname === '/chart/0/tracks'
        ? { body: loadFixture('deezer', 'chart-0-tracks-index-10') }
        : { status: 404, body: loadFixture('youtube', 'error-key-invalid') },
    );
  });
  afterEach(() => server.close());

  it('points the selected connector at the overriding host', async () => {
    const selected = selectConnectors(
      { DEEZER_ENABLED: 'yes', DEEZER_API_URL: `${server.url}/` },
      fastRetries().options,
    );
    const chart = await selected.deezer?.chart();
    expect(chart?.entries).toHaveLength(10);
    expect(server.requests.map((request) => request.path)).toEqual(['/chart/0/tracks']);
  });
});
