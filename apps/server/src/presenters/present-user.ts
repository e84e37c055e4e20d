import type { User } from '@songstats/contract';
import { type Database, listMemberIdentities, type Member } from '@songstats/db';

export async function presentUser(db: Database, member: Member): Promise<User> {
  const identities = await listMemberIdentities(db, member.id);
  return {
    userId: member.id,
    email: member.email,
    name: member.name,
    hasPassword: member.passwordHash !== null,
    emailConfirmed: member.emailConfirmedAt !== null,
    isAdmin: member.isAdmin,
    connectedLogins: identities.map(({ provider, email }) => ({ provider, email })),
  };
}
