// Issue 20: who owns a profile many members add, and what the member is told. Only the profile's
// owner (primary management, spec §6) edits it; adding the link of a profile that exists makes
// the member a follower, and ownership of it comes from an admin approving their claim
// (docs/decisions/019).

/**
 * What create_account did:
 * - created: a profile unknown to the catalogue was set up, and the member owns it;
 * - owner / team: the member already managed it as its owner (primary) or a team member
 *   (secondary);
 * - following: it exists, and the member now follows it;
 * - claimFiled: as following, and a claim to own it waits for an admin.
 */
export const ADD_PROFILE_OUTCOMES = [
  'created',
  'owner',
  'team',
  'following',
  'claimFiled',
] as const;
export type AddProfileOutcome = (typeof ADD_PROFILE_OUTCOMES)[number];

export const ACCOUNT_CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountClaimStatus = (typeof ACCOUNT_CLAIM_STATUSES)[number];

export const ACCOUNT_CLAIM_DECISIONS = ['approve', 'reject'] as const;
export type AccountClaimDecision = (typeof ACCOUNT_CLAIM_DECISIONS)[number];

export const PROFILE_OWNERSHIP_TEXTS = {
  added: (name: string) => `${name} has been added to your profiles.`,
  setupInProgress:
    "We're setting up this artist profile. Its data will show up here within the hour.",
  creatorSetupInProgress:
    "We're setting up this creator profile. Its data will show up here within the hour.",
  following: (name: string) =>
    `You are now following ${name}. Its owner manages its links; subscribe to see all of its data.`,
  claimFiled: (name: string) =>
    `You are now following ${name}. Your claim to own this profile has been sent to our team for review.`,
  claimLabel: 'I am this artist or work for them: ask to own this profile',
  creatorClaimLabel: 'I am this creator or work for them: ask to own this profile',
  claimApproved: (name: string) => `The claim has been approved: its member now owns ${name}.`,
  claimRejected: (name: string) => `The claim to own ${name} has been rejected.`,
  claimAlreadyReviewed: 'This claim has already been reviewed.',
  unknownClaim: 'This claim does not exist.',
} as const;

/** The message create_account answers with for each outcome. */
export function addProfileMessage(
  outcome: AddProfileOutcome,
  name: string,
  setupInProgress: boolean,
  accountType: 'artist' | 'label' | 'creator' = 'artist',
): string {
  if (outcome === 'following') return PROFILE_OWNERSHIP_TEXTS.following(name);
  if (outcome === 'claimFiled') return PROFILE_OWNERSHIP_TEXTS.claimFiled(name);
  if (!setupInProgress) return PROFILE_OWNERSHIP_TEXTS.added(name);
  return accountType === 'creator'
    ? PROFILE_OWNERSHIP_TEXTS.creatorSetupInProgress
    : PROFILE_OWNERSHIP_TEXTS.setupInProgress;
}

/** A member told they follow a profile (or claimed it) reads it as news, not as a success. */
export function addProfileMessageType(outcome: AddProfileOutcome): 'success' | 'info' {
  return outcome === 'following' || outcome === 'claimFiled' ? 'info' : 'success';
}
