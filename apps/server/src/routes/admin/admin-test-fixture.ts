import { encodeRequestStamp } from '@songstats/contract';
import type { Database } from '@songstats/db';
import { insertManagement } from '@songstats/db/seed';
import { expect } from 'vitest';
import type { TestApp } from '../../testing';
import { EVERYONE, insertEveryone, type Who } from '../../testing-members';

// Issue 26: what the admin desks' tests share: the four callers of the authorization cases and a
// call through the real app.

export { EVERYONE, insertEveryone, type Who };

/**
 * A call to the API as the member with `token` (null: logged out); a GET sends `input` as its
 * query.
 */
export function callApi(
  test: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  input?: object,
  /** The product's host (e.g. `localhost:8000`); none without. */
  host?: string,
) {
  const query =
    method === 'GET'
      ? `?${new URLSearchParams(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)]))}`
      : '';
  return test.app.inject({
    method,
    url: `/api/v1${path}${query}`,
    headers: {
      ...(host ? { host } : {}),
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'GET' ? {} : { payload: input ?? {} }),
  });
}

/** The owner manages the profile, the teammate is on their team (a secondary management). */
export async function insertTeam(
  db: Database,
  ids: Partial<Record<Who, number>>,
  accountId: number,
) {
  await insertManagement(db, { memberId: ids.owner!, accountId });
  await insertManagement(db, {
    memberId: ids.teammate!,
    accountId,
    managementType: 'secondary',
  });
}

/** An admin call answers 401 logged out, and 403 to the owner, a teammate and another member. */
export async function expectAdminsOnly(
  test: TestApp,
  tokens: Partial<Record<Who, string>>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  input: () => object,
) {
  expect((await callApi(test, null, method, path, input())).statusCode).toBe(401);
  for (const who of ['owner', 'teammate', 'other'] as const) {
    const response = await callApi(test, tokens[who]!, method, path, input());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only admins may do this.');
  }
}
