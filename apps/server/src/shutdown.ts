import type { FastifyBaseLogger } from 'fastify';

/** What a clean stop closes, in this order (see shutDown). */
export interface ShutdownSteps {
  /** Stops accepting connections and lets the requests in flight finish (app.close). */
  closeServers(): Promise<void>;
  /** The embedded monitor and its demo world, when they run. */
  stopMonitor(): Promise<void>;
  /** The database, last: the requests, the monitor and the app's own hooks may still use it. */
  closeDatabase(): Promise<void>;
}

/**
 * A stop that takes longer than this exits with code 1 all the same (the e2e harness kills the
 * server after 10 s, a container runtime after 10 s to 30 s).
 */
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * The servers stop accepting and the embedded monitor stops (at its next step) side by side;
 * the database is closed only once both are done. Closing it first made every stop of the
 * embedded server exit with code 1 ("PGlite is closed", issue 20).
 */
export async function shutDown(steps: ShutdownSteps): Promise<void> {
  await Promise.all([steps.closeServers(), steps.stopMonitor()]);
  await steps.closeDatabase();
}

/**
 * On SIGINT or SIGTERM: shutDown, then exit 0; exit 1 when a step fails or the stop takes more
 * than `graceMs`. A second signal while stopping exits at once (1).
 */
export function closeOnSignals(
  steps: ShutdownSteps,
  log: FastifyBaseLogger,
  options: { graceMs?: number; exit?: (code: number) => void } = {},
): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log.warn(`${signal} while closing: exiting now`);
      exit(1);
      return;
    }
    closing = true;
    log.info(`${signal}: closing`);
    const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
    const late = setTimeout(() => {
      log.error(`not closed within ${graceMs} ms: exiting`);
      exit(1);
    }, graceMs);
    late.unref();
    shutDown(steps).then(
      () => {
        clearTimeout(late);
        log.info('closed');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(late);
        log.error({ err: error }, 'closing failed');
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
