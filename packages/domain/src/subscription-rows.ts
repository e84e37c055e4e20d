// spec §4 "Subscription text and actions": what a row of the subscriptions table says and offers.
import type { Platform } from './entities/account';
import { BUNDLED_PRODUCT_TYPE, type SubscriptionRow } from './entities/subscription';
import { daysLeftText, TEXTS } from './texts';

type StatusRow = Pick<SubscriptionRow, 'state' | 'cancelledSubscriptionDaysLeft'>;

/** spec §4: 'N Days Left' when cancelledSubscriptionDaysLeft is set, else the humanised status. */
export function subscriptionStatusText(row: StatusRow): string {
  if (row.cancelledSubscriptionDaysLeft != null) {
    return daysLeftText(row.cancelledSubscriptionDaysLeft);
  }
  return row.state.charAt(0).toUpperCase() + row.state.slice(1);
}

type EditRow = Pick<SubscriptionRow, 'isFree' | 'managementType' | 'platform'>;

/** spec §4: editable requires not free, not secondary management, and the web platform. */
export function isSubscriptionEditable(row: EditRow): boolean {
  return !row.isFree && row.managementType !== 'secondary' && row.platform === 'web';
}

type UpgradeRow = EditRow & Pick<SubscriptionRow, 'productTypeInfo' | 'isActiveOrTrial'>;

/**
 * spec §4: upgrade only if editable on this platform, not already bundled, and active or trial.
 */
export function isUpgradeAllowed(row: UpgradeRow, currentPlatform: Platform = 'web'): boolean {
  return (
    isSubscriptionEditable(row) &&
    row.platform === currentPlatform &&
    row.productTypeInfo.productType !== BUNDLED_PRODUCT_TYPE &&
    row.isActiveOrTrial
  );
}

export const SUBSCRIPTION_ACTIONS = ['delete', 'cancel', 'resubscribe', 'edit', 'invoice'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export interface SubscriptionRowActions {
  actions: SubscriptionAction[];
  /** A text shown instead of actions (mobile purchases, team rows). */
  note: string | null;
}

type ActionRow = EditRow & Pick<SubscriptionRow, 'state' | 'memberId'>;

const MOBILE_NOTES: Partial<Record<Platform, string>> = {
  android: TEXTS.subscription.manageOnAndroid,
  ios: TEXTS.subscription.manageOnIos,
};

/**
 * spec §4: the actions of a row. Mobile purchases are managed on the device. Rows the member
 * does not own (a team's subscription, secondary management) point to Team Management: this is
 * our reading of "other rows". Issue 30: an editable trial or active row also offers Cancel (the
 * cancel flow, as Delete does for a free row), so cancelling no longer hides under Edit.
 */
export function subscriptionRowActions(
  row: ActionRow,
  currentMemberId: number,
): SubscriptionRowActions {
  const mobileNote = MOBILE_NOTES[row.platform];
  if (mobileNote) return { actions: [], note: mobileNote };
  if (row.memberId !== currentMemberId || row.managementType === 'secondary') {
    return { actions: [], note: TEXTS.subscription.viewInTeamManagement };
  }
  const cancelled = row.state === 'cancelled';
  const actions: SubscriptionAction[] = [];
  if (row.isFree && !cancelled) actions.push('delete');
  if (isSubscriptionEditable(row) && (row.state === 'active' || row.state === 'trial')) {
    actions.push('cancel');
  }
  if (cancelled) actions.push('resubscribe');
  if (isSubscriptionEditable(row) || row.isFree) actions.push('edit');
  if (!row.isFree) actions.push('invoice');
  return { actions, note: null };
}

export const SUBSCRIPTION_ACTION_LABELS: Record<SubscriptionAction, string> = {
  delete: TEXTS.subscription.delete,
  cancel: TEXTS.subscription.cancel,
  resubscribe: TEXTS.subscription.resubscribe,
  edit: TEXTS.subscription.edit,
  invoice: TEXTS.subscription.invoice,
};
