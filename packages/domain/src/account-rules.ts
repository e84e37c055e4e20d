// spec §5, §8: the member's own account: update and deletion.
import { accountDeletionRefusedText, TEXTS } from './texts';

/** spec §5: account deletion is refused if the member has or had a subscription. */
export function canDeleteAccount(hasOrHadSubscription: boolean): boolean {
  return !hasOrHadSubscription;
}

export function accountDeletionMessage(hasOrHadSubscription: boolean, supportHost: string): string {
  return canDeleteAccount(hasOrHadSubscription)
    ? TEXTS.success.accountDeleted
    : accountDeletionRefusedText(supportHost);
}

/** spec §5, §8: the success text differs when a password was set. */
export function accountUpdatedMessage(passwordSet: boolean): string {
  return passwordSet ? TEXTS.success.passwordChanged : TEXTS.success.accountUpdated;
}

/** spec §8: confirming the email on a mobile device adds a hint to use the app or the desktop. */
export function emailConfirmedMessages(isMobile: boolean): string[] {
  return isMobile
    ? [TEXTS.success.emailConfirmed, TEXTS.success.emailConfirmedMobile]
    : [TEXTS.success.emailConfirmed];
}
