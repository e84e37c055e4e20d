import { afterAll } from 'vitest';
import { stopAllServers } from '../apps/web/e2e/harness';

// Every end-to-end file: the servers it started are stopped after it, whatever happened (a
// failed beforeAll, a browser that did not start, a timeout), before its worker goes away.
afterAll(stopAllServers);
