import { describe, expect, it } from 'vitest';
import { createWorld } from '../world';
import { creatorPosts, POST_PLATFORMS } from './creator-posts';
import {
  creatorAudience,
  creatorFollowers,
  creatorHandles,
  fakeFollowerBursts,
} from './creator-profile';

const world = createWorld({ seed: 5, scale: 0.05, days: 70 });
const { state } = world;

describe("creators' profiles (issue 25)", () => {
  it('gain followers from views: a viral post brings a spike, quiet days lose a few', () => {
    let spikes = 0;
    let quietLosses = 0;
    for (let creator = 0; creator < state.creators.length; creator++) {
      for (const platform of POST_PLATFORMS) {
        const viral = creatorPosts(state, creator, platform, world.day).filter(
          (post) => post.viral && post.publishDay < world.day - 10,
        );
        for (const post of viral) {
          const before = creatorFollowers(state, creator, platform, post.publishDay - 1);
          const after = creatorFollowers(state, creator, platform, post.publishDay + 8);
          if (after > before * 1.05) spikes++;
        }
        // A creator who posted nothing on the platform for the first days loses followers.
        if (creatorPosts(state, creator, platform, 5).length === 0) {
          const first = creatorFollowers(state, creator, platform, 0);
          const fifth = creatorFollowers(state, creator, platform, 5);
          if (first > 10_000) {
            expect(fifth).toBeLessThan(first);
            quietLosses++;
          }
        }
      }
    }
    expect(spikes).toBeGreaterThan(0);
    expect(quietLosses).toBeGreaterThan(0);
  });

  it('split the followers over cities, countries, ages and genders', () => {
    for (let creator = 0; creator < Math.min(10, state.creators.length); creator++) {
      const audience = creatorAudience(state, creator, 'tiktok', world.day);
      const sum = (values: { value: number }[]) => values.reduce((a, b) => a + b.value, 0);
      expect(sum(audience.ages)).toBeLessThanOrEqual(audience.total);
      expect(sum(audience.ages)).toBeGreaterThan(audience.total * 0.99 - 6);
      expect(sum(audience.genders)).toBeLessThanOrEqual(audience.total);
      expect(sum(audience.cities)).toBeLessThanOrEqual(audience.total * 0.5);
      expect(audience.countries.length).toBeGreaterThan(0);
      // Biggest first.
      const values = audience.countries.map((row) => row.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it('give every creator user names of their own', () => {
    const handles = state.creators.map((_, creator) => creatorHandles(state, creator));
    expect(new Set(handles.map((h) => h.tiktok)).size).toBe(state.creators.length);
    for (const handle of handles) {
      expect(handle.tiktok).toMatch(/^[a-z0-9]+$/);
      expect(handle.youtube).toBe(`@${handle.instagram}`);
    }
  });

  it('plant bursts of fake followers for some profiles: a jump of followers on one day', () => {
    let bursts = 0;
    for (let creator = 0; creator < state.creators.length; creator++) {
      for (const platform of POST_PLATFORMS) {
        for (const burst of fakeFollowerBursts(state, creator, platform, world.day)) {
          bursts++;
          const before = creatorFollowers(state, creator, platform, burst.day - 1);
          const after = creatorFollowers(state, creator, platform, burst.day);
          expect(burst.followers).toBeGreaterThan(0);
          expect(after - before).toBeGreaterThan(burst.followers * 0.9);
        }
      }
    }
    expect(bursts).toBeGreaterThan(0);
    // The same world plants the same bursts.
    const again = createWorld({ seed: 5, scale: 0.05, days: 70 });
    expect(fakeFollowerBursts(again.state, 0, 'tiktok', again.day)).toEqual(
      fakeFollowerBursts(state, 0, 'tiktok', world.day),
    );
  });
});
