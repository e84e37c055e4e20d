import type { Database } from '@songstats/db';
import { insertMemberWithSession } from '@songstats/db/seed';

// What the API tests' authorization cases share: the four callers besides the anonymous one.

/** The callers of the authorization cases, besides the anonymous one. */
export type Who = 'owner' | 'teammate' | 'other' | 'admin';
export const EVERYONE = ['owner', 'teammate', 'other', 'admin'] as const;

/**
 * An owner, a teammate, another member and an admin, each signed in (named by `person` if given):
 * their session tokens, ids and emails go into `tokens`, `ids` and `emails`.
 */
export async function insertEveryone(
  db: Database,
  person: ((who: Who) => { name?: string; email?: string }) | null,
  tokens: Partial<Record<Who, string>>,
  ids: Partial<Record<Who, number>> = {},
  emails: Partial<Record<Who, string>> = {},
) {
  for (const who of EVERYONE) {
    const { member, token } = await insertMemberWithSession(db, {
      isAdmin: who === 'admin',
      ...person?.(who),
    });
    tokens[who] = token;
    ids[who] = member.id;
    emails[who] = member.email;
  }
  return ids;
}
