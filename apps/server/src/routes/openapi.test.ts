import {
  accountClaimEndpoints,
  integrationEndpoints,
  managementEndpoints,
  memberEndpoints,
  professionalEndpoints,
  pushEndpoints,
  searchEndpoints,
  socialEndpoints,
} from '@songstats/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

const ISSUE_5_ENDPOINTS = [
  ...Object.values(memberEndpoints),
  ...Object.values(managementEndpoints),
  ...Object.values(accountClaimEndpoints),
  ...Object.values(searchEndpoints),
  ...Object.values(socialEndpoints),
  ...Object.values(pushEndpoints),
  ...Object.values(professionalEndpoints),
  ...Object.values(integrationEndpoints),
];

describe('OpenAPI of the members, managements, search and push calls (spec §7)', () => {
  it('documents every call under its method, with its summary and its 200 answer', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { summary?: string; responses: Record<string, unknown> }>
      >;
    }>();
    for (const endpoint of ISSUE_5_ENDPOINTS) {
      const path = `/api/v1${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect([path, operation?.summary]).toEqual([path, endpoint.summary]);
      expect(Object.keys(operation?.responses ?? {})).toContain('200');
    }
  });
});
