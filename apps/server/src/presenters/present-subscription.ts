import type {
  BillingAddressResponse,
  CardDetailsResponse,
  EnterpriseAgreementResponse,
  SubscriptionRowResponse,
} from '@songstats/contract';
import type {
  BillingAddressRecord,
  EnterpriseAgreementRecord,
  MemberSubscription,
  PaymentCardRecord,
} from '@songstats/db';
import {
  cancelledSubscriptionDaysLeft,
  intervalLabel,
  isActiveOrTrial,
  isSubscriptionEditable,
  type Platform,
  TEXTS,
} from '@songstats/domain';
import { presentAccount } from './present-account';

export const PROFESSIONAL_PLAN_BASE_URL = '/settings/professional-management';

/** spec §3 "Subscription row": every field, as the member sees it at `now`. */
export function presentSubscriptionRow(
  { subscription, account }: MemberSubscription,
  now: Date,
  platform: Platform = 'web',
): SubscriptionRowResponse {
  const managementType = account?.management?.managementType ?? null;
  const running = isActiveOrTrial(subscription.state);
  return {
    id: subscription.id,
    avatar: account?.account.imageUrl ?? null,
    createdAt: subscription.createdAt.toISOString(),
    state: subscription.state,
    name: account?.account.name ?? TEXTS.modal.professionalPlan,
    memberId: subscription.memberId,
    isEditable: isSubscriptionEditable({
      isFree: subscription.isFree,
      managementType,
      platform: subscription.platform,
    }),
    isFree: subscription.isFree,
    cancelledSubscriptionDaysLeft: cancelledSubscriptionDaysLeft(subscription, now),
    previousPaymentMethod: subscription.previousPaymentMethod,
    paymentMethod: subscription.paymentMethod,
    baseUrl: account
      ? `/${account.account.type}/${account.account.idUnique}`
      : PROFESSIONAL_PLAN_BASE_URL,
    isActiveOrTrial: running,
    appsProductId: subscription.appsProductId,
    platform: subscription.platform,
    intervalText: intervalLabel(subscription.interval),
    productTypeInfo: { productType: subscription.productType },
    interval: subscription.interval,
    activeNextBillingDate: running ? (subscription.currentPeriodEnd?.toISOString() ?? null) : null,
    uPayableId: subscription.payableId,
    uPayableType: subscription.payableType,
    accountItem: account ? presentAccount(account, platform) : null,
    managementType,
  };
}

export function presentBillingAddress(row: BillingAddressRecord): BillingAddressResponse {
  return {
    id: row.id,
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    memberId: row.memberId,
    streetAddress: row.streetAddress,
    countryCode: row.countryCode,
    vat: row.vat,
  };
}

/** spec §3 "Card details": the last four digits only. */
export function presentCardDetails(row: PaymentCardRecord): CardDetailsResponse {
  return {
    id: row.id,
    cardExpiredMonth: row.expMonth,
    cardExpiredYear: row.expYear,
    cardNumber: row.lastFour,
    email: row.email,
    fullname: row.fullname,
    memberId: row.memberId,
    stripeSource: row.providerSource,
  };
}

export function presentEnterpriseAgreement(
  row: EnterpriseAgreementRecord,
): EnterpriseAgreementResponse {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    memberId: row.memberId,
    baseUrl: `/enterprise/checkout?enterpriseAgreementId=${row.id}`,
    status: row.status,
    activeNextBillingDate:
      row.status === 'active' || row.status === 'trial'
        ? (row.nextBillingAt?.toISOString() ?? null)
        : null,
    productTypeInfo: { productType: row.productType },
    isActiveOrTrial: row.status === 'active' || row.status === 'trial',
  };
}
