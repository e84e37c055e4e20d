import { describe, expect, it } from 'vitest';
import { createWorld } from '../world';
import { creatorPosts, POST_PLATFORMS } from './creator-posts';

const world = createWorld({ seed: 5, scale: 0.05, days: 70 });
const { state } = world;

describe("creators' posts (issue 25, decision 042)", () => {
  const all = state.creators.flatMap((_, creator) =>
    POST_PLATFORMS.flatMap((platform) => creatorPosts(state, creator, platform, world.day)),
  );

  it('are a few a week per creator', () => {
    const perWeek = all.length / state.creators.length / (world.day / 7);
    expect(perWeek).toBeGreaterThan(2);
    expect(perWeek).toBeLessThan(4.5);
  });

  it('only grow: every counter of a post on a day is at least the day before', () => {
    for (let creator = 0; creator < state.creators.length; creator++) {
      for (const platform of POST_PLATFORMS) {
        const before = new Map(
          creatorPosts(state, creator, platform, world.day - 1).map((p) => [p.id, p]),
        );
        for (const post of creatorPosts(state, creator, platform, world.day)) {
          const was = before.get(post.id);
          if (!was) continue;
          for (const key of ['views', 'likes', 'comments', 'shares', 'saves'] as const) {
            expect(post[key]).toBeGreaterThanOrEqual(was[key]);
          }
        }
      }
    }
  });

  it('mostly decay (most views in the first three days), a few go viral far beyond', () => {
    const viral = all.filter((post) => post.viral);
    expect(viral.length / all.length).toBeGreaterThan(0.02);
    expect(viral.length / all.length).toBeLessThan(0.1);
    const old = all.filter((post) => !post.viral && post.publishDay < world.day - 20);
    const early = old.filter((post) => {
      const atThree = creatorPosts(
        state,
        post.creator,
        post.platform,
        post.publishDay + 3,
        post.publishDay,
      ).find((p) => p.id === post.id);
      const final = post.views;
      return final === 0 || (atThree?.views ?? 0) / final > 0.8;
    });
    expect(early.length / old.length).toBeGreaterThan(0.9);
    // A viral post ends far above its creator's median on its platform.
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const above = viral.filter((post) => {
      const mine = all.filter((p) => p.creator === post.creator && p.platform === post.platform);
      return post.publishDay < world.day - 7 && post.views > 5 * median(mine.map((p) => p.views));
    });
    expect(above.length).toBeGreaterThan(0);
  });
});
