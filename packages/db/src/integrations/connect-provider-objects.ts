import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { accountAuthorizations, accountSourceObjects } from '../schema';

export interface ProviderObjectsInput {
  accountId: number;
  memberId: number;
  provider: 'google' | 'facebook' | 'twitter';
  subject: string;
  accountName: string;
  objects: { sourceId: string; externalId: string; url: string }[];
}

/**
 * spec §7 authorize_*: stores the provider login's authorisation of the profile (one per
 * profile, provider and login; its name refreshed) and links the objects it manages to the
 * profile, each marked as connected through it. A link pasted before is taken over, not doubled.
 */
export async function connectProviderObjects(db: Database, input: ProviderObjectsInput) {
  return db.transaction(async (tx) => {
    const [authorization] = await tx
      .insert(accountAuthorizations)
      .values({
        accountId: input.accountId,
        memberId: input.memberId,
        provider: input.provider,
        subject: input.subject,
        accountName: input.accountName,
      })
      .onConflictDoUpdate({
        target: [
          accountAuthorizations.accountId,
          accountAuthorizations.provider,
          accountAuthorizations.subject,
        ],
        set: { accountName: input.accountName, memberId: input.memberId },
      })
      .returning({ id: accountAuthorizations.id });
    for (const object of input.objects) {
      await tx
        .insert(accountSourceObjects)
        .values({
          accountId: input.accountId,
          sourceId: object.sourceId,
          externalId: object.externalId,
          url: object.url,
          addedByMemberId: input.memberId,
          authorizationId: authorization!.id,
        })
        .onConflictDoUpdate({
          target: [
            accountSourceObjects.accountId,
            accountSourceObjects.sourceId,
            accountSourceObjects.externalId,
          ],
          set: { authorizationId: sql`excluded.authorization_id`, url: sql`excluded.url` },
        });
    }
    return authorization!.id;
  });
}

/** A profile's links, each with the provider login it was connected through, if any. */
export async function listAccountIntegrations(db: Database, accountId: number) {
  return db
    .select({
      sourceObject: accountSourceObjects,
      provider: accountAuthorizations.provider,
      accountName: accountAuthorizations.accountName,
      subject: accountAuthorizations.subject,
    })
    .from(accountSourceObjects)
    .leftJoin(
      accountAuthorizations,
      eq(accountAuthorizations.id, accountSourceObjects.authorizationId),
    )
    .where(eq(accountSourceObjects.accountId, accountId))
    .orderBy(asc(accountSourceObjects.id));
}
