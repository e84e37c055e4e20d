import { accountSourceObjects } from '@songstats/db';
import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertStation,
} from '@songstats/db/seed';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { injectApi, startTestApp, type TestApp } from '../testing';

// The authorisation matrix of issue 5: anonymous, member (owner), another member, a secondary
// team member and an admin, over every call that reads or changes something of a member. What
// the matrix files share (issue 29 split them by behaviour): the app, the five callers and the
// accounts they manage.

export type Who = 'anonymous' | 'owner' | 'other' | 'teammate' | 'admin';
export const EVERYONE: Who[] = ['anonymous', 'owner', 'other', 'teammate', 'admin'];

export interface AuthorizationMatrix {
  readonly test: TestApp;
  tokens: Partial<Record<Who, string>>;
  ids: Partial<Record<Who, number>>;
  /** An account the owner manages, with the teammate as its secondary. */
  ownedIdUnique: string;
  /** A hidden account the owner manages. */
  hiddenIdUnique: string;
  /** The owned account's Spotify link. */
  sourceObjectId: number;
  call(who: Who, method: string, url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** Starts the app for the calling test file with the matrix's callers and accounts. */
export function useAuthorizationMatrix(): AuthorizationMatrix {
  let app: TestApp | undefined;
  const kit: AuthorizationMatrix = {
    get test() {
      if (!app) throw new Error('The authorisation app has not started.');
      return app;
    },
    tokens: {},
    ids: {},
    ownedIdUnique: '',
    hiddenIdUnique: '',
    sourceObjectId: 0,
    call: (who, method, url, payload) =>
      injectApi(kit.test, who === 'anonymous' ? null : kit.tokens[who], method, url, payload),
  };
  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.connection;
    for (const who of ['owner', 'other', 'teammate', 'admin'] as const) {
      const { member, token } = await insertMemberWithSession(db, { isAdmin: who === 'admin' });
      kit.tokens[who] = token;
      kit.ids[who] = member.id;
    }
    const owned = await insertAccount(db, { name: 'Owned Artist' });
    const hidden = await insertAccount(db, { name: 'Hidden Artist', hidden: true });
    const others = await insertAccount(db, { name: 'Other Artist' });
    kit.ownedIdUnique = owned.idUnique;
    kit.hiddenIdUnique = hidden.idUnique;
    await insertManagement(db, { memberId: kit.ids.owner!, accountId: owned.id });
    await insertManagement(db, { memberId: kit.ids.owner!, accountId: hidden.id });
    await insertManagement(db, {
      memberId: kit.ids.teammate!,
      accountId: owned.id,
      managementType: 'secondary',
    });
    await insertManagement(db, {
      memberId: kit.ids.other!,
      accountId: others.id,
      accessHash: { radiostats: 'direct' },
    });
    const [row] = await db
      .insert(accountSourceObjects)
      .values({
        accountId: owned.id,
        sourceId: 'spotify',
        externalId: 'x1',
        url: 'https://open.spotify.com/artist/x1',
      })
      .returning();
    kit.sourceObjectId = row!.id;
    await insertStation(db, { name: 'Matrix FM' });
  });
  afterAll(async () => {
    await app?.close();
  });
  return kit;
}
