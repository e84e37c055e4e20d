import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { accountClaims, accountSetups, accounts, managements } from '../schema';
import type { AccountRow } from './list-member-accounts';

/**
 * The condition "this account's id on `source` is `externalId`": the id it is monitored by (or,
 * decision 075, one a setup read from MusicBrainz's links of the artist), or (issue 27) the id of
 * one of its links on the platform (its Integrations, a demo world's catalogue links). User
 * names (`caseInsensitive`: SoundCloud, TikTok, Instagram, YouTube handles) match in any case
 * and with or without their `@`, as a profile link carries them.
 */
const hasExternalId = (source: string, externalId: string, caseInsensitive = false) => sql`(
  ${accounts.externalIds} ->> ${source} = ${externalId}
  or (${caseInsensitive}::boolean
    and ltrim(lower(${accounts.externalIds} ->> ${source}), '@') = ltrim(lower(${externalId}), '@'))
  or exists (select 1 from account_source_objects so
    where so.account_id = ${accounts.id} and so.source_id = ${source}
      and (so.external_id = ${externalId} or (${caseInsensitive}::boolean
        and ltrim(lower(so.external_id), '@') = ltrim(lower(${externalId}), '@')))))`;

/**
 * The account whose external id on `source` is `externalId`, a visible one first: a hidden
 * account and the profile set up from its link by a member who could not see it share the id.
 */
export async function findAccountByExternalId(
  db: Database,
  source: string,
  externalId: string,
  caseInsensitive = false,
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(hasExternalId(source, externalId, caseInsensitive))
    .orderBy(asc(accounts.hidden), asc(accounts.id))
    .limit(1);
  return row ?? null;
}

/** What adding a profile did; the names of `ADD_PROFILE_OUTCOMES` in @songstats/domain. */
export type AddProfileOutcome = 'created' | 'owner' | 'team' | 'following' | 'claimFiled';

const OUTCOME_OF_MANAGEMENT = {
  primary: 'owner',
  secondary: 'team',
  follower: 'following',
} as const satisfies Record<string, AddProfileOutcome>;

/** What create_account is given (see `createAccountFromLink`). */
export interface CreateAccountInput {
  memberId: number;
  isAdmin: boolean;
  source: string;
  externalId: string;
  link: string;
  claim: boolean;
  /** Issue 25: the social product adds creators by their profile links. */
  type?: 'artist' | 'creator';
  /** Issue 27: the id is a user name, found in any case (see `hasExternalId`). */
  caseInsensitive?: boolean;
  /**
   * Issue 27: false when nothing could set a new profile up from this link (the demo world
   * only, and a link only MusicBrainz resolves): an unknown link then adds nothing (null).
   */
  createUnknown?: boolean;
}

/** What adding did: the profile and how the member came to have it. */
export type CreateAccountResult = { account: AccountRow; outcome: AddProfileOutcome };

/**
 * spec §7 create_account, issue 20. A profile the catalogue does not know is created as a setup
 * in progress and the member owns it (primary). A profile that exists is never handed over: the
 * member follows it (a management with no access of its own), and with `claim` also files a
 * claim to own it that an admin reviews. A hidden profile exists only for its managers and
 * admins; to anyone else its link is unknown, so they get a new profile like any unknown link.
 */
export async function createAccountFromLink(
  db: Database,
  input: CreateAccountInput & { createUnknown?: true },
): Promise<CreateAccountResult>;
export async function createAccountFromLink(
  db: Database,
  input: CreateAccountInput,
): Promise<CreateAccountResult | null>;
export async function createAccountFromLink(
  db: Database,
  input: CreateAccountInput,
): Promise<CreateAccountResult | null> {
  return db.transaction(async (tx) => {
    // Two members adding the same unknown link at once would otherwise both create it.
    const key = `${input.source}:${input.externalId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const candidates = await tx
      .select({ account: accounts, managementType: managements.managementType })
      .from(accounts)
      .leftJoin(
        managements,
        and(eq(managements.accountId, accounts.id), eq(managements.memberId, input.memberId)),
      )
      .where(
        // A creator's link finds creators only: an artist's YouTube channel is not one.
        input.type === 'creator'
          ? and(hasExternalId(input.source, input.externalId), eq(accounts.type, 'creator'))
          : // Issue 27: an artist's link finds no creator (a TikTok user name may be either).
            and(
              hasExternalId(input.source, input.externalId, input.caseInsensitive),
              ne(accounts.type, 'creator'),
            ),
      )
      .orderBy(asc(accounts.hidden), asc(accounts.id));
    const found =
      candidates.find((row) => row.managementType !== null) ??
      candidates.find((row) => !row.account.hidden || input.isAdmin);

    if (!found && input.createUnknown === false) return null;
    if (!found) {
      const [account] = await tx
        .insert(accounts)
        .values({
          idUnique: randomBytes(6).toString('hex'),
          type: input.type ?? 'artist',
          name: input.type === 'creator' ? 'New creator' : 'New artist',
          externalIds: { [input.source]: input.externalId },
        })
        .returning();
      await tx
        .insert(accountSetups)
        .values({ accountId: account!.id, memberId: input.memberId, link: input.link });
      await tx
        .insert(managements)
        .values({ memberId: input.memberId, accountId: account!.id, managementType: 'primary' });
      return { account: account!, outcome: 'created' };
    }

    const managementType = found.managementType ?? 'follower';
    if (found.managementType === null) {
      await tx
        .insert(managements)
        .values({ memberId: input.memberId, accountId: found.account.id, managementType })
        .onConflictDoNothing();
    }
    if (input.claim && managementType !== 'primary') {
      // The partial unique index keeps one pending claim per member and profile.
      await tx
        .insert(accountClaims)
        .values({ accountId: found.account.id, memberId: input.memberId, link: input.link })
        .onConflictDoNothing();
      return { account: found.account, outcome: 'claimFiled' };
    }
    return { account: found.account, outcome: OUTCOME_OF_MANAGEMENT[managementType] };
  });
}

/**
 * Subscribing to a profile adds it to the member's accounts (spec §4 account selection). A
 * member who does not manage it yet follows it: paying for one's own access does not make one
 * the profile's owner (issue 20).
 */
export async function followAccount(db: Database, memberId: number, accountId: number) {
  await db
    .insert(managements)
    .values({ memberId, accountId, managementType: 'follower' })
    .onConflictDoNothing();
}
