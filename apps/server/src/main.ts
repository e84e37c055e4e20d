import path from 'node:path';
import { connect, runInBackground } from '@songstats/db';
import { seedDemoCatalogue } from '@songstats/db/seed';
import { VARIANT_IDS, VARIANTS } from '@songstats/domain';
import { buildApp } from './app';
import { socialVerifiersFromEnv } from './auth/social/social-config';
import { loadConfig } from './config';
import { type DemoFans, startDemoFans } from './embedded/demo-fans';
import { DemoWorldStatus } from './embedded/demo-world-status';
import { type EmbeddedMonitor, startEmbeddedMonitoring } from './embedded/embedded-monitor';
import { seedDemoMember } from './embedded/seed-demo-member';
import { integrationsFromEnv } from './integrations/integrations-config';
import { multiPortServerFactory } from './listen';
import { logSerializers } from './log-serializers';
import { terminalLogStream } from './log-stream';
import { createMailer } from './mail/mailer';
import { paymentsFromEnv } from './payments/payments-config';
import { DEFAULT_READ_CACHE } from './plugins/read-cache';
import { startDigestTimer } from './push/start-digest-timer';
import { WorldImageSource } from './routes/images/world-images';
import { closeOnSignals } from './shutdown';

const config = loadConfig();
const startedAt = Date.now();
const connection = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.seedDemo) await seedDemoCatalogue(connection.db);
// Embedded mode seeds the demo member after the monitor's first cycle (embedded-monitor.ts).
if (config.seedDemo && !config.embeddedMonitor) await seedDemoMember(connection.db);
const outboxDir = path.join(config.dataDir, 'outbox');
const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir });
const factory = multiPortServerFactory();
// The uptime check reports the demo world's catch-up from the first request on.
const demoWorld = config.embeddedMonitor
  ? new DemoWorldStatus(86_400_000 / config.world.msPerDay)
  : undefined;
// The demo world's artwork is answered on our origin (docs/decisions/025): the embedded world's
// once it is up, else the one `npm run monitor` watches.
const worldImages = new WorldImageSource(
  config.embeddedMonitor ? null : (process.env.WORLD_URL ?? 'http://127.0.0.1:7700'),
);
const app = await buildApp({
  db: connection.db,
  ports: config.ports,
  webDist: config.webDist,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel, stream: terminalLogStream(), serializers: logSerializers },
  serverFactory: factory.serverFactory,
  mailer,
  social: socialVerifiersFromEnv(),
  integrations: integrationsFromEnv(),
  payments: paymentsFromEnv(),
  adminEmails: config.adminEmails,
  readCache: { ...DEFAULT_READ_CACHE, maxEntries: config.readCacheEntries },
  devOutboxDir: config.devOutbox ? outboxDir : undefined,
  ...(demoWorld ? { demoWorld } : {}),
  worldImages,
});
let monitor: Promise<EmbeddedMonitor | null> = Promise.resolve(null);
// Issue 23: the demo world's fans on the demo member's smart link and pre-save pages.
let demoFans: DemoFans | null = null;
// Fastify closes the first port; the other five close with it. The monitor and the database
// are closed by shutdown.ts, the database last (issue 20).
app.addHook('onClose', () => factory.closeExtra());
// Issue 22: the daily digest of new activities for members without push (decision 029).
const digests = startDigestTimer(
  connection.db,
  mailer,
  // The embedded demo runs on this machine; otherwise the links go to the brand host.
  config.embeddedMonitor
    ? `http://localhost:${config.ports.main}`
    : `https://${VARIANTS.main.brandHosts[0]}`,
  app.log,
);
app.addHook('onClose', async () => digests.stop());
closeOnSignals(
  {
    closeServers: () => app.close(),
    stopMonitor: async () => {
      await demoFans?.stop();
      await (await monitor)?.stop();
    },
    closeDatabase: () => connection.close(),
  },
  app.log,
);
await app.ready();
await factory.listen(
  VARIANT_IDS.map((id) => config.ports[id]),
  config.host,
);

const shownHost =
  config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
app.log.info(`database: ${connection.kind} (${connection.location})`);
for (const id of VARIANT_IDS) {
  app.log.info(`${VARIANTS[id].name.padEnd(16)} http://${shownHost}:${config.ports[id]}`);
}
if (config.devOutbox)
  app.log.info(`Outbox           http://${shownHost}:${config.ports.main}/dev/outbox`);
app.log.info(`API docs         http://${shownHost}:${config.ports.main}/api/docs`);
app.log.info(`ready in ${Date.now() - startedAt} ms`);
if (config.embeddedMonitor) {
  // Its queries wait while the requests' go first on the embedded database (query-lanes.ts).
  monitor = runInBackground(() =>
    startEmbeddedMonitoring(connection.db, config.dataDir, config.world, app.log, demoWorld),
  );
  worldImages.url = (await monitor)?.worldUrl ?? null;
  if (worldImages.url && process.env.DEMO_FANS !== 'off') {
    demoFans = startDemoFans({
      app,
      worldUrl: worldImages.url,
      hosts: {
        links: `localhost:${config.ports.links}`,
        presave: `localhost:${config.ports.presave}`,
      },
      log: app.log,
    });
  }
}
