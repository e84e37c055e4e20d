import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../connect';
import { accountClaims, accounts, managements, members } from '../schema';

export type AccountClaimRow = typeof accountClaims.$inferSelect;
export type AccountClaimStatus = AccountClaimRow['status'];

export interface AccountClaimDetails {
  claim: AccountClaimRow;
  account: typeof accounts.$inferSelect;
  ownerCount: number;
  member: { id: number; email: string; name: string };
  reviewedBy: { id: number; email: string } | null;
}

const reviewers = alias(members, 'reviewers');

function selectClaims(db: Database) {
  return db
    .select({
      claim: accountClaims,
      account: accounts,
      ownerCount: sql<number>`(select count(*)::int from ${managements}
        where ${managements.accountId} = ${accountClaims.accountId}
          and ${managements.managementType} = 'primary')`,
      member: { id: members.id, email: members.email, name: members.name },
      reviewedBy: { id: reviewers.id, email: reviewers.email },
    })
    .from(accountClaims)
    .innerJoin(accounts, eq(accounts.id, accountClaims.accountId))
    .innerJoin(members, eq(members.id, accountClaims.memberId))
    .leftJoin(reviewers, eq(reviewers.id, accountClaims.reviewedByMemberId));
}

/** Claims to own a profile, newest first; for the admins who review them. */
export async function listAccountClaims(
  db: Database,
  options: { status?: AccountClaimStatus; limit: number; offset: number },
): Promise<AccountClaimDetails[]> {
  const rows = await selectClaims(db)
    .where(options.status ? eq(accountClaims.status, options.status) : undefined)
    .orderBy(desc(accountClaims.createdAt), desc(accountClaims.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => ({ ...row, ownerCount: Number(row.ownerCount) }));
}

export async function findAccountClaim(
  db: Database,
  claimId: number,
): Promise<AccountClaimDetails | null> {
  const [row] = await selectClaims(db).where(eq(accountClaims.id, claimId)).limit(1);
  return row ? { ...row, ownerCount: Number(row.ownerCount) } : null;
}

export type ReviewResult =
  | { kind: 'reviewed'; claim: AccountClaimRow }
  | { kind: 'unknown' }
  | { kind: 'alreadyReviewed'; claim: AccountClaimRow };

/**
 * An admin's decision on a pending claim (issue 20). Approval makes the claimant an owner of the
 * profile (their management becomes primary, made if they no longer follow it); owners already
 * there stay. The claim keeps who decided and when. A claim is decided once.
 */
export async function reviewAccountClaim(
  db: Database,
  input: { claimId: number; decision: 'approve' | 'reject'; adminId: number; now?: Date },
): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(accountClaims)
      .where(eq(accountClaims.id, input.claimId))
      .for('update');
    if (!claim) return { kind: 'unknown' };
    if (claim.status !== 'pending') return { kind: 'alreadyReviewed', claim };
    const [reviewed] = await tx
      .update(accountClaims)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        reviewedAt: input.now ?? new Date(),
        reviewedByMemberId: input.adminId,
      })
      .where(and(eq(accountClaims.id, claim.id), eq(accountClaims.status, 'pending')))
      .returning();
    if (input.decision === 'approve') {
      await tx
        .insert(managements)
        .values({ memberId: claim.memberId, accountId: claim.accountId, managementType: 'primary' })
        .onConflictDoUpdate({
          target: [managements.memberId, managements.accountId],
          set: { managementType: 'primary' },
        });
    }
    return { kind: 'reviewed', claim: reviewed! };
  });
}
