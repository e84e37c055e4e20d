import { PRESAVE_SERVICE_IDS, PRESAVE_SERVICE_NAMES } from '@songstats/contract';
import {
  addPresaveFan,
  findPresaveCampaign,
  findPresaveCampaignBySlug,
  listDuePresaveDeliveries,
  savePresaveConnectState,
  takePresaveConnectState,
  unsubscribePresaveFan,
} from '@songstats/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type PresaveAdapters, presaveAdaptersFromEnv } from '../integrations/presave/adapters';
import { type DeliveryRun, runPresaveDeliveries } from '../integrations/presave/deliver';
import {
  type PresaveQueue,
  type SqlExecutor,
  startPresaveQueue,
} from '../integrations/presave/queue';
import { HttpError } from '../plugins/errors';
import { isLoopbackClient } from '../routes/dev/outbox';
import { presaveOrigin } from '../routes/presaves/campaign-access';
import { releaseDateText, renderCampaignPage, renderMessagePage } from './render';

// Issue 23: the pre-save fan page on the presave host (/{slug}), the connect step, the service's
// callback, the unsubscribe link, and the release-day delivery (docs/presaves.md).

const SLUG = /^\/([a-z0-9][a-z0-9-]{2,59})\/?$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const CONNECT_STATE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The presave product's local port (its fan pages' links in development). */
    presavePort: number;
  }
}

export interface PresavePagesOptions {
  /** The presave product's port (BuildAppOptions.ports.presave). */
  presavePort: number;
  /** The demo world's URL once it is up (its service side answers pre-saves without real keys). */
  worldUrl: () => string | null;
  /** The adapters; from the environment by default (presaveAdaptersFromEnv). */
  adapters?: () => PresaveAdapters;
  /** Release-day delivery in this process every this many ms (0: never; PRESAVE_DELIVERY_EVERY_MS). */
  deliverEveryMs?: number;
  /** POST /dev/presaves/next-day moves this process's delivery clock a day on (PRESAVE_DEV_CLOCK=on). */
  devClock?: boolean;
  /** Release days come by the demo world's date when it is ahead (embedded mode). */
  followWorldDate?: boolean;
}

/**
 * The fan pages' own policy: no script at all, inline style, images from anywhere secure, and
 * forms that may go to the services' authorize pages (the connect step answers with a redirect
 * there, which the app-wide `form-action 'self'` would block).
 */
function contentSecurityPolicy(formTargets: readonly string[]) {
  return [
    "default-src 'none'",
    "img-src 'self' https: data:",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function html(reply: FastifyReply, status: number, body: string, formTargets: string[] = []) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(formTargets))
    .send(body);
}

/** The origins of the services' authorize pages, where the fan page's form may lead. */
function authorizeOrigins(adapters: PresaveAdapters): string[] {
  return Object.values(adapters).flatMap((adapter) => {
    try {
      return [new URL(adapter.authorizeUrl('state', 'http://localhost/')).origin];
    } catch {
      return [];
    }
  });
}

export const presavePages = fp(
  async (app: FastifyInstance, options: PresavePagesOptions) => {
    const adapters = options.adapters ?? presaveAdaptersFromEnv(process.env, options.worldUrl);
    app.decorate('presavePort', options.presavePort);
    let dayOffset = 0;
    const now = () => new Date(Date.now() + dayOffset * DAY_MS);
    // The demo world's date once it is ahead of ours (a world faster than real time): its
    // releases come out on its calendar, as the demo member's pre-save does.
    let worldDate = '';
    const today = () => {
      const date = now().toISOString().slice(0, 10);
      return worldDate > date ? worldDate : date;
    };
    const readWorldDate = async () => {
      const world = options.followWorldDate ? options.worldUrl() : null;
      if (!world) return;
      try {
        const answer = await fetch(`${world}/world/status`, { signal: AbortSignal.timeout(2_000) });
        const date = answer.ok ? ((await answer.json()) as { date?: unknown }).date : null;
        if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) worldDate = date;
      } catch {
        // The world is starting or gone: our own date meanwhile.
      }
    };
    let running: Promise<unknown> = Promise.resolve();
    // On PostgreSQL the deliveries are pg-boss jobs shared by every server process (decision
    // 051), started on first use; on PGlite (one process) this process's own passes deliver.
    const pool = postgresPool(app.db);
    let queue: Promise<PresaveQueue> | null = null;
    const presaveQueue = (executor: SqlExecutor) => {
      queue ??= startPresaveQueue(app.db, executor, adapters, {
        now,
        onError: (error) => app.log.warn({ err: error }, 'pre-save queue'),
      });
      return queue;
    };

    /**
     * One delivery pass at a time in this process (others may run in other processes). With
     * `wait` on PostgreSQL, it waits for the jobs it sent and answers what they did.
     */
    const deliver = (campaignId?: number, wait = false) => {
      const only = campaignId === undefined ? {} : { campaignId };
      const pass: Promise<DeliveryRun> = running.then(async () => {
        await readWorldDate();
        if (!pool)
          return runPresaveDeliveries(app.db, adapters(), { today: today(), now, ...only });
        // pg-boss starts with the first due delivery: a server with none pays nothing for it.
        if (!queue) {
          const due = await listDuePresaveDeliveries(app.db, {
            today: today(),
            now: now(),
            limit: 1,
            ...only,
          });
          if (due.length === 0) return { delivered: 0, retried: 0, failed: 0 };
        }
        return (await presaveQueue(pool)).schedule({ today: today(), wait, ...only });
      });
      running = pass.catch((error: unknown) => app.log.error({ err: error }, 'pre-save delivery'));
      return pass;
    };

    // The fan page: GET /{slug} on the presave host, before the web app answers it.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (request.variant?.id !== 'presave') return;
      const match = (request.url.split('?')[0] ?? '').match(SLUG);
      if (!match) return;
      const campaign = await findPresaveCampaignBySlug(app.db, match[1]!);
      if (!campaign) return;
      return html(
        reply,
        200,
        renderCampaignPage(campaign, { origin: presaveOrigin(request), today: today() }),
        authorizeOrigins(adapters()),
      );
    });

    await app.register(async (child) => {
      child.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8_192 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      child.post('/presave-connect', async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        const campaign = form.slug ? await findPresaveCampaignBySlug(app.db, form.slug) : null;
        if (!campaign) {
          return html(reply, 404, renderMessagePage('Not found', 'This pre-save does not exist.'));
        }
        const origin = presaveOrigin(request);
        const email = (form.email ?? '').trim().toLowerCase();
        const again = (status: number, error: string) =>
          html(
            reply,
            status,
            renderCampaignPage(campaign, { origin, today: today(), error, email }),
            authorizeOrigins(adapters()),
          );
        if (form.consent !== 'yes') return again(400, 'Tick the consent to pre-save.');
        if (email && !EMAIL.test(email)) return again(400, 'This email address looks wrong.');
        const service = PRESAVE_SERVICE_IDS.find(
          (id) => id === form.service && campaign.services.includes(id),
        );
        if (!service) return again(400, 'Choose one of the services.');
        const adapter = adapters()[service];
        if (!adapter) {
          return again(
            503,
            `${PRESAVE_SERVICE_NAMES[service]} cannot be reached right now. Try again later.`,
          );
        }
        const state = await savePresaveConnectState(app.db, {
          campaignId: campaign.id,
          service,
          email: email || null,
          followArtist: form.follow === 'yes',
          consentText: campaign.consentText,
          expiresAt: new Date(Date.now() + CONNECT_STATE_MS),
        });
        return reply.redirect(adapter.authorizeUrl(state, `${origin}/presave-callback`), 303);
      });
    });

    app.get('/presave-callback', async (request: FastifyRequest, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const state = query.state ? await takePresaveConnectState(app.db, query.state) : null;
      if (!state) {
        return html(
          reply,
          400,
          renderMessagePage(
            'Link expired',
            'This pre-save link has expired: start again from the page.',
          ),
        );
      }
      const campaign = await findPresaveCampaign(app.db, state.campaignId);
      if (!campaign) {
        return html(reply, 404, renderMessagePage('Not found', 'This pre-save does not exist.'));
      }
      const back = `/${campaign.slug}`;
      const name = PRESAVE_SERVICE_NAMES[state.service];
      if (query.error || !query.code) {
        return html(
          reply,
          200,
          renderMessagePage(
            'Not pre-saved',
            `You did not allow ${name}: nothing will be saved.`,
            back,
          ),
        );
      }
      const adapter = adapters()[state.service];
      const account = adapter
        ? await adapter
            .connect(query.code, `${presaveOrigin(request)}/presave-callback`)
            .catch((error: unknown) => {
              request.log.warn({ err: error }, 'pre-save connect');
              return null;
            })
        : null;
      if (!account) {
        return html(
          reply,
          502,
          renderMessagePage(
            'Not pre-saved',
            `${name} did not confirm your account. Try again.`,
            back,
          ),
        );
      }
      const fan = await addPresaveFan(app.db, {
        campaignId: campaign.id,
        service: state.service,
        serviceUserId: account.id,
        accessToken: account.accessToken,
        refreshToken: account.refreshToken,
        tokenExpiresAt: account.expiresAt,
        email: state.email,
        country: account.country,
        followArtist: state.followArtist,
        consentText: state.consentText,
        consentedAt: new Date(),
      });
      const origin = presaveOrigin(request);
      const unsubscribe = `${origin}/presave-unsubscribe?token=${fan.unsubscribeToken}`;
      if (fan.email) {
        app.mailer.enqueue(
          async () => ({
            to: fan.email!,
            subject: `You pre-saved ${campaign.title}`,
            text: `${campaign.title} by ${campaign.artistName} will be saved to your ${name} library on ${releaseDateText(campaign.releaseDate)}.\n\nYou agreed: ${fan.consentText}\n\nUnsubscribe: ${unsubscribe}\n`,
            html: `<p>${campaign.title} by ${campaign.artistName} will be saved to your ${name} library on ${releaseDateText(campaign.releaseDate)}.</p><p>You agreed: ${fan.consentText}</p><p><a href="${unsubscribe}">Unsubscribe</a></p>`,
          }),
          (error) => request.log.warn({ err: error }, 'pre-save mail'),
        );
      }
      // Already out: deliver now rather than at the next pass.
      if (campaign.releaseDate <= today()) void deliver(campaign.id).catch(() => undefined);
      const when =
        campaign.releaseDate <= today()
          ? 'now'
          : `on release day, ${releaseDateText(campaign.releaseDate)}`;
      return html(
        reply,
        200,
        renderMessagePage(
          "You're in",
          `${campaign.title} will be saved to your ${name} library ${when}.${fan.email ? ' We sent you a confirmation with an unsubscribe link.' : ''}`,
          back,
        ),
      );
    });

    app.get('/presave-unsubscribe', async (request, reply) => {
      const token = (request.query as Record<string, string | undefined>).token ?? '';
      const done = token ? await unsubscribePresaveFan(app.db, token) : false;
      return done
        ? html(
            reply,
            200,
            renderMessagePage('Unsubscribed', 'You will get no more email about this release.'),
          )
        : html(
            reply,
            404,
            renderMessagePage('Unknown link', 'This unsubscribe link is not known.'),
          );
    });

    if (options.devClock) {
      // A test's and a demo's clock: it answers only the machine itself, as the outbox does.
      app.post('/dev/presaves/next-day', async (request) => {
        if (!isLoopbackClient(request.ip)) throw new HttpError(404, 'Not found');
        dayOffset++;
        const { delivered, retried, failed } = await deliver(undefined, true);
        return { today: today(), delivered, retried, failed };
      });
    }

    if (options.deliverEveryMs && options.deliverEveryMs > 0) {
      const timer = setInterval(
        () => void deliver().catch(() => undefined),
        options.deliverEveryMs,
      );
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
      });
    }
    app.addHook('onClose', async () => {
      await running;
      if (queue) await (await queue).stop();
    });
  },
  { name: 'presave-pages', dependencies: ['request-context'] },
);

/** The app's PostgreSQL pool (node-postgres), or null on PGlite. */
function postgresPool(db: unknown): SqlExecutor | null {
  const client = (db as { $client?: unknown }).$client;
  if (client && typeof client === 'object' && 'totalCount' in client && 'query' in client) {
    return client as SqlExecutor;
  }
  return null;
}

/** The options from the environment: delivery every minute unless set (0 turns it off). */
export function presavePagesOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  presavePort: number,
  worldUrl: () => string | null,
): PresavePagesOptions {
  const every = env.PRESAVE_DELIVERY_EVERY_MS ?? (env.VITEST ? '0' : '60000');
  return {
    presavePort,
    worldUrl,
    deliverEveryMs: Number(every) || 0,
    devClock: env.PRESAVE_DEV_CLOCK === 'on',
    // The embedded demo world (config.ts: MONITOR=embedded, the default without DATABASE_URL).
    followWorldDate: env.MONITOR ? env.MONITOR === 'embedded' : !env.DATABASE_URL,
  };
}
