import { type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SimulatedFan } from '../../../../packages/world/src/sim/fan-traffic';
import { presaveAdaptersFromEnv } from '../integrations/presave/adapters';
import { seedDemoPresave } from '../routes/presaves/seed-demo-presave';
import { DEMO_MEMBER_EMAIL } from './seed-demo-member';

// Issue 23 demo: the demo world's fans (packages/world/src/sim/fan-traffic.ts, GET /fans) come to
// the demo member's smart link and pre-save pages while someone watches. Each fan is played
// through this server's own fan pages as an HTTP request from the fan's address, user agent,
// language and referrer (Fastify's inject, with the fan's remote address), so what is counted is
// what the fan pages count for a real visitor; a pre-saving fan connects through the world's
// authorize page as a browser would.

export interface FanTarget {
  kind: 'link' | 'presave';
  slug: string;
  /** The page's services in its order (a fan's click is a position in it). */
  services: string[];
}

export interface FanHosts {
  /** The Songshare host (`localhost:8001` locally). */
  links: string;
  /** The presave host (`localhost:8002` locally). */
  presave: string;
}

function headersOf(fan: SimulatedFan, host: string): Record<string, string> {
  return {
    host,
    'user-agent': fan.userAgent,
    ...(fan.acceptLanguage ? { 'accept-language': fan.acceptLanguage } : {}),
    ...(fan.referrer ? { referer: fan.referrer } : {}),
  };
}

/** A fan on a smart link's page: the views, then the service buttons they press. */
async function visitLink(app: FastifyInstance, fan: SimulatedFan, target: FanTarget, host: string) {
  const headers = headersOf(fan, host);
  let ref: string | null = null;
  for (let view = 0; view < fan.views; view++) {
    const page = await app.inject({
      method: 'GET',
      url: `/${target.slug}`,
      headers,
      remoteAddress: fan.address,
    });
    // The page's buttons carry the referrer's host (?ref=) to attribute the clicks.
    ref = page.body.match(/\/go\/[a-z0-9_]+\?ref=([a-z0-9.-]+)/)?.[1] ?? null;
  }
  for (const position of fan.clicks) {
    const service = target.services[position % target.services.length];
    if (!service) continue;
    await app.inject({
      method: 'GET',
      url: `/${target.slug}/go/${service}${ref ? `?ref=${ref}` : ''}`,
      headers: { ...headers, referer: `http://${host}/${target.slug}` },
      remoteAddress: fan.address,
    });
  }
}

/**
 * A fan pre-saving: the fan page's form, the service's authorize page (the world's, over HTTP),
 * and back to our callback with the code, which connects the fan's account.
 */
async function presave(app: FastifyInstance, fan: SimulatedFan, target: FanTarget, host: string) {
  const service = target.services[(fan.presave ?? 0) % target.services.length];
  if (!service) return;
  const connect = await app.inject({
    method: 'POST',
    url: '/presave-connect',
    headers: { ...headersOf(fan, host), 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: fan.address,
    payload: new URLSearchParams({ slug: target.slug, consent: 'yes', service }).toString(),
  });
  const authorize = connect.headers.location;
  if (connect.statusCode !== 303 || typeof authorize !== 'string') return;
  const query = new URL(authorize).searchParams;
  const form = new URLSearchParams();
  for (const name of ['client_id', 'app_id', 'redirect_uri', 'state', 'scope', 'perms']) {
    const value = query.get(name);
    if (value !== null) form.set(name, value);
  }
  form.set('user', `fan-${fan.id}`);
  form.set('country', fan.country);
  form.set('decision', 'allow');
  const agreed = await fetch(authorize.split('?')[0]!, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = agreed.headers.get('location');
  if (!back) return;
  const callback = new URL(back);
  await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: headersOf(fan, host),
    remoteAddress: fan.address,
  });
}

/** Plays one fan through this server's pages. */
export async function playFan(
  app: FastifyInstance,
  fan: SimulatedFan,
  target: FanTarget,
  hosts: FanHosts,
): Promise<void> {
  if (target.kind === 'link') return visitLink(app, fan, target, hosts.links);
  if (fan.presave !== null && !fan.bot) return presave(app, fan, target, hosts.presave);
}

/** The demo member's live smart links and pre-saves not yet out for a week. */
export async function demoFanTargets(db: Database): Promise<FanTarget[]> {
  const rows = await queryRows<{ kind: 'link' | 'presave'; slug: string; services: string[] }>(
    db,
    sql`select 'link' as kind, l.slug,
          array(select s->>'serviceId' from jsonb_array_elements(l.services) s) as services
        from smart_links l join managements m on m.account_id = l.account_id
        join members mb on mb.id = m.member_id
        where mb.email = ${DEMO_MEMBER_EMAIL} and l.state = 'live'
        union all
        select 'presave', c.slug, c.services
        from presave_campaigns c join members mb on mb.id = c.owner_member_id
        where mb.email = ${DEMO_MEMBER_EMAIL} and c.release_date >= current_date - 7`,
  );
  return rows.map((row) => ({ ...row, services: [...row.services] }));
}

export interface DemoFans {
  stop(): Promise<void>;
}

/**
 * Every `everyMs`, asks the world for the fans who came to each target since the last time and
 * plays them (the first round only notes the world's instant). Seeds the demo member's pre-save
 * (release day two world days ahead, on Spotify and, when the world's Deezer knows the track's
 * ISRC, Deezer) the first time the world answers.
 */
export function startDemoFans(options: {
  app: FastifyInstance;
  worldUrl: string;
  hosts: FanHosts;
  everyMs?: number;
  log: { warn(object: object, message: string): void };
}): DemoFans {
  const { app, worldUrl, hosts } = options;
  const cursors = new Map<string, string>();
  let stopped = false;
  let seeded = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  /**
   * The pre-save's release day counts from the world's date once it is live (while it catches up
   * on history its date is in the past): the later of its date and today.
   */
  async function seed(until: string) {
    if (seeded) return;
    const today = new Date().toISOString().slice(0, 10);
    const worldDate = until.slice(0, 10);
    // Deezer's ids of the track come from the world's Deezer (or the real one, with its keys).
    const deezer = presaveAdaptersFromEnv(process.env, () => worldUrl)().deezer;
    seeded = await seedDemoPresave(
      app.db,
      [worldDate, today].sort()[1]!,
      deezer?.findRelease?.bind(deezer),
    );
  }

  async function round() {
    for (const target of await demoFanTargets(app.db)) {
      const key = `${target.kind}:${target.slug}`;
      const after = cursors.get(key);
      const answer = await fetch(
        `${worldUrl}/fans?${new URLSearchParams({ link: target.slug, ...(after ? { after } : {}) })}`,
      );
      if (!answer.ok) continue;
      const { until, fans } = (await answer.json()) as { until: string; fans: SimulatedFan[] };
      await seed(until);
      for (const fan of fans) {
        if (stopped) return;
        await playFan(app, fan, target, hosts);
      }
      cursors.set(key, until);
    }
  }

  const tick = () => {
    running = round()
      .catch((error: unknown) => options.log.warn({ err: error }, 'demo fans'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.everyMs ?? 5_000);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
