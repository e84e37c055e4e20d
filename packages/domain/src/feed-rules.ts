// spec §4: feed and account selection rules.

/** spec §4: a feed response applies only if account and source still match the screen. */
export function shouldApplyFeedResponse(
  response: { accountIdUnique: string; sourceId: string },
  current: { accountIdUnique: string | null; sourceId: string },
): boolean {
  return (
    response.accountIdUnique === current.accountIdUnique && response.sourceId === current.sourceId
  );
}

/** spec §4: the current account defaults to the first one when none is chosen. */
export function currentAccountId<T extends { idUnique: string }>(
  accounts: readonly T[],
  chosenIdUnique: string | null | undefined,
): { idUnique: string | null; isMissing: boolean } {
  if (chosenIdUnique) {
    // spec §4: a chosen account no longer in the list opens a payment flow for it.
    const isMissing = !accounts.some((account) => account.idUnique === chosenIdUnique);
    return { idUnique: chosenIdUnique, isMissing };
  }
  return { idUnique: accounts[0]?.idUnique ?? null, isMissing: false };
}
