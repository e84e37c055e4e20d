import { ACCOUNT_CLAIM_DECISIONS, ACCOUNT_CLAIM_STATUSES } from '@songstats/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// Issue 20: a member's claim to own a profile that exists, filed through create_account
// {link, claim: true} and reviewed by an admin (docs/decisions/019).

export const ZAccountClaim = z.object({
  id: z.number().int(),
  status: z.enum(ACCOUNT_CLAIM_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The link the member added when filing the claim. */
  link: z.string(),
  account: z.object({
    idUnique: z.string(),
    name: z.string(),
    type: z.enum(['artist', 'label', 'creator']),
    baseUrl: z.string(),
    hidden: z.boolean(),
    /** How many members own it (primary managements) now. */
    ownerCount: z.number().int(),
  }),
  member: z.object({ userId: z.number().int(), email: z.string(), name: z.string() }),
  reviewedBy: z.object({ userId: z.number().int(), email: z.string() }).nullable(),
});
export type AccountClaimItem = z.infer<typeof ZAccountClaim>;

export const accountClaimEndpoints = {
  listAccountClaims: defineEndpoint({
    method: 'GET',
    path: '/managements/account_claims',
    summary: 'Claims to own a profile, newest first, 50 a page (admins, issue 20).',
    query: z.object({
      status: z.enum(ACCOUNT_CLAIM_STATUSES).optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    response: z.object({ claims: z.array(ZAccountClaim), noMoreLoadableItems: z.boolean() }),
  }),
  reviewAccountClaim: defineEndpoint({
    method: 'PATCH',
    path: '/managements/review_account_claim',
    summary:
      'Approves (the claimant becomes an owner, primary) or rejects a pending claim (admins, issue 20).',
    body: z.object({
      claimId: z.number().int().positive(),
      decision: z.enum(ACCOUNT_CLAIM_DECISIONS),
    }),
    response: z.object({ message: z.string(), claim: ZAccountClaim }),
  }),
};
