import { addPresaveFan, createPresaveCampaign, presaveDeliveries } from '@songstats/db';
import { insertMember } from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  type PresaveService,
  startPresaveService,
} from '../../../../../packages/world/src/http/presave-service';
import { type PresaveAdapter, type PresaveAdapters, spotifyAdapter } from './adapters';

// The setup the delivery-job tests share (delivery-jobs.test.ts on both databases,
// delivery-jobs-queue.postgres.test.ts on PostgreSQL): a campaign's fans connected through the
// world's Spotify, and a worker that dies mid-delivery.

type Db = Awaited<ReturnType<typeof openTestDatabase>>;
export let connection: Db;
export let world: PresaveService;
export let spotify: PresaveAdapter;
let ownerId = 0;
const REDIRECT = 'http://localhost:8002/presave-callback';
export const today = new Date().toISOString().slice(0, 10);
export const ALBUM = 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy';

/** A fan agreeing on the world's authorize page, as the browser posts its form. */
async function connectFan(user: string) {
  const url = spotify.authorizeUrl('s', REDIRECT);
  const html = await (await fetch(url)).text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)) {
    form.set(name!, value!.replace(/&amp;/g, '&'));
  }
  form.set('user', user);
  form.set('decision', 'allow');
  const answer = await fetch(url.split('?')[0]!, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
  return (await spotify.connect(code, REDIRECT))!;
}

let slugs = 0;
/** A campaign out today with these fans connected through the world. */
export async function campaignWithFans(users: string[]) {
  const campaign = await createPresaveCampaign(connection.db, {
    ownerMemberId: ownerId,
    slug: `jobs-${++slugs}`,
    title: 'Night Drive',
    artistName: 'Nova Lane',
    releaseDate: today,
    services: ['spotify'],
    spotifyUri: ALBUM,
    consentText: 'Save it on release day.',
  });
  for (const user of users) {
    const account = await connectFan(user);
    await addPresaveFan(connection.db, {
      campaignId: campaign!.id,
      service: 'spotify',
      serviceUserId: account.id,
      accessToken: account.accessToken,
      refreshToken: account.refreshToken,
      tokenExpiresAt: account.expiresAt,
      email: null,
      country: 'DE',
      followArtist: false,
      consentText: 'Save it on release day.',
      consentedAt: new Date(),
    });
  }
  return campaign!.id;
}

/** Library saves the world received, per fan (a save retried after a crash shows twice). */
export function savesOf(user: string) {
  return world.state.requests.filter((request) => request.method === 'PUT' && request.user === user)
    .length;
}

/**
 * A worker that dies mid-delivery: its first save reaches the service, then it never answers
 * (as a process killed between the save and writing the outcome). `release` lets the late
 * answer through afterwards, to show it changes nothing.
 */
export function dyingAdapter() {
  let release: () => void = () => undefined;
  let died: () => void = () => undefined;
  const hasDied = new Promise<void>((resolve) => {
    died = resolve;
  });
  let calls = 0;
  const adapter: PresaveAdapter = {
    ...spotify,
    async save(token, delivery, follow) {
      const result = await spotify.save(token, delivery, follow);
      if (++calls === 1) {
        died();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return result;
    },
  };
  return { adapters: { spotify: adapter } as PresaveAdapters, hasDied, release: () => release() };
}

export async function deliveriesOf(campaignId: number) {
  return connection.db
    .select()
    .from(presaveDeliveries)
    .where(eq(presaveDeliveries.campaignId, campaignId))
    .orderBy(presaveDeliveries.id);
}

/** The world's pre-save service, its Spotify adapter and a test database, for this file's tests. */
export function useDeliveryJobsFixture() {
  beforeAll(async () => {
    world = await startPresaveService();
    spotify = spotifyAdapter({
      accountsUrl: `${world.url}/presave/spotify`,
      apiUrl: `${world.url}/presave/spotify/v1`,
      clientId: 'client',
      clientSecret: 'secret',
    });
    connection = await openTestDatabase();
    ownerId = (await insertMember(connection.db, { email: 'jobs-owner@example.com' })).id;
  });
  afterAll(async () => {
    await connection.close();
    await world.close();
  });
}
