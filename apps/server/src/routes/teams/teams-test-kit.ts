import { encodeRequestStamp } from '@songstats/contract';
import { teamMembers } from '@songstats/db';
import {
  insertAccount,
  insertActivity,
  insertLivePlan,
  insertManagement,
  insertTrack,
} from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { startTestApp, type TestApp } from '../../testing';
import { insertEveryone, type Who } from '../../testing-members';

// Issue 22: teams end to end through the real app on a real database. The teams tests are split
// by behaviour (issue 29: invitations, who may do what, plans and limits); this is what they
// share. Each file starts its own app with its own members, artist and team.

export type { Who };
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface TeamsKit {
  /** The app; set once the file's `beforeAll` has run. */
  readonly test: TestApp;
  tokens: Partial<Record<Who, string>>;
  ids: Partial<Record<Who, number>>;
  emails: Partial<Record<Who, string>>;
  /** The owner's artist, which the owner pays for (a live subscription). */
  artist: { id: number; idUnique: string };
  call(
    token: string | null,
    method: Method,
    path: string,
    input?: object,
  ): Promise<LightMyRequestResponse>;
  as(who: Who | null): string | null;
  /** The token of the newest invitation mailed to `to`, read from the outbox's link. */
  invitationTokenFor(to: string): string;
  feedOf(token: string, idUnique?: string): Promise<LightMyRequestResponse>;
  invite(email: string, role?: 'admin' | 'member', who?: Who): Promise<LightMyRequestResponse>;
  accept(token: string): Promise<LightMyRequestResponse>;
  /** The owner invites the teammate, who joins: the team's id and the teammate's seat. */
  joinTeammate(): Promise<{ teamId: number; teammateSeatId: number }>;
}

/** Starts the app for the calling test file: four members, the owner's paid-for artist. */
export function useTeamsApp(): TeamsKit {
  let app: TestApp | undefined;
  const kit: TeamsKit = {
    get test() {
      if (!app) throw new Error('The teams app has not started.');
      return app;
    },
    tokens: {},
    ids: {},
    emails: {},
    artist: { id: 0, idUnique: '' },
    call(token, method, path, input) {
      const query =
        method === 'GET' || method === 'DELETE'
          ? `?${new URLSearchParams(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)]))}`
          : '';
      return kit.test.app.inject({
        method,
        url: `/api/v1${path}${query}`,
        headers: {
          'x-request-stamp': encodeRequestStamp(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(method === 'POST' || method === 'PATCH' ? { payload: input ?? {} } : {}),
      });
    },
    as: (who) => (who ? kit.tokens[who]! : null),
    invitationTokenFor(to) {
      const mail = kit.test.outbox().find((entry) => entry.to === to);
      const match = mail?.text.match(/\/team-invitation\?token=([\w-]+)/);
      if (!match) throw new Error(`no invitation mailed to ${to}`);
      return match[1]!;
    },
    feedOf: (token, idUnique = kit.artist.idUnique) =>
      kit.call(token, 'GET', '/activities/index', { idUnique, source: 'overview' }),
    invite: (email, role = 'member', who = 'owner') =>
      kit.call(kit.as(who), 'POST', '/teams/invite_member', { email, role }),
    accept: (token) =>
      kit.call(null, 'POST', '/teams/accept_invitation', { invitationToken: token }),
    async joinTeammate() {
      const invited = await kit.invite(kit.emails.teammate!);
      if (invited.statusCode !== 200) throw new Error(`invite answered ${invited.statusCode}`);
      const joined = await kit.accept(kit.invitationTokenFor(kit.emails.teammate!));
      if (joined.statusCode !== 200) throw new Error(`accept answered ${joined.statusCode}`);
      const [seat] = await kit.test.connection.db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.email, kit.emails.teammate!));
      return { teamId: invited.json().team.id as number, teammateSeatId: seat!.id };
    },
  };
  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.connection;
    await insertEveryone(db, (who) => ({ name: `The ${who}` }), kit.tokens, kit.ids, kit.emails);
    const artist = await insertAccount(db, { name: 'Team Artist' });
    kit.artist = { id: artist.id, idUnique: artist.idUnique };
    const track = await insertTrack(db, { artistId: artist.id, title: 'Team Song' });
    await insertActivity(db, { trackId: track.id, activityText: 'Team activity' });
    await insertManagement(db, { memberId: kit.ids.owner!, accountId: artist.id });
    // The owner pays for the artist (a live subscription), so the team sees its data.
    await insertLivePlan(db, kit.ids.owner!, artist.id);
    await syncMemberAccess(db, kit.ids.owner!);
  });
  afterAll(async () => {
    await app?.close();
  });
  return kit;
}
