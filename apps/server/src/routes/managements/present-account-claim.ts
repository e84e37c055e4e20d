import type { AccountClaimItem } from '@songstats/contract';
import type { AccountClaimDetails } from '@songstats/db';

/** An account claim as the admins who review it see it (issue 20). */
export function presentAccountClaim(row: AccountClaimDetails): AccountClaimItem {
  return {
    id: row.claim.id,
    status: row.claim.status,
    createdAt: row.claim.createdAt.toISOString(),
    reviewedAt: row.claim.reviewedAt?.toISOString() ?? null,
    link: row.claim.link,
    account: {
      idUnique: row.account.idUnique,
      name: row.account.name,
      type: row.account.type,
      baseUrl: `/${row.account.type}/${row.account.idUnique}`,
      hidden: row.account.hidden,
      ownerCount: row.ownerCount,
    },
    member: { userId: row.member.id, email: row.member.email, name: row.member.name },
    reviewedBy: row.reviewedBy ? { userId: row.reviewedBy.id, email: row.reviewedBy.email } : null,
  };
}
