// spec §3: subscription rows, enterprise agreements, billing and card details, pending payment
// details and the persisted payment state.
import type { Account, ManagementType, Platform } from './account';

/** spec §4 "Subscription status: trial, active, cancelled or declined". */
export const SUBSCRIPTION_STATES = ['trial', 'active', 'cancelled', 'declined'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const INTERVALS = ['monthly', 'yearly'] as const;
export type Interval = (typeof INTERVALS)[number];

/** spec §3: productType; the bundle of both music products is songstats_radiostats. */
export const PRODUCT_TYPES = [
  'songstats',
  'radiostats',
  'socialstats',
  'songstats_radiostats',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const BUNDLED_PRODUCT_TYPE: ProductType = 'songstats_radiostats';

/** spec §3 uPayableType: the Professional plan (SubscriptionPlan), an artist, label or creator. */
export const PAYABLE_TYPES = ['SubscriptionPlan', 'UArtist', 'ULabel', 'UCreator'] as const;
export type PayableType = (typeof PAYABLE_TYPES)[number];
export const PROFESSIONAL_PAYABLE_TYPE: PayableType = 'SubscriptionPlan';

/** spec §3: who pays (defaultSettings.paidBy, previousPaymentMethod). */
export const PAYMENT_METHODS = ['card', 'paypal', 'apple', 'google', 'free'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface SubscriptionRow {
  id: number;
  avatar: string | null;
  createdAt: string;
  state: SubscriptionState;
  name: string;
  memberId: number;
  isEditable: boolean;
  isFree: boolean;
  cancelledSubscriptionDaysLeft: number | null;
  previousPaymentMethod: PaymentMethod | null;
  paymentMethod: PaymentMethod | null;
  baseUrl: string;
  isActiveOrTrial: boolean;
  appsProductId: string | null;
  platform: Platform;
  intervalText: string | null;
  productTypeInfo: { productType: ProductType };
  interval: Interval;
  activeNextBillingDate: string | null;
  uPayableId: number;
  uPayableType: PayableType;
  accountItem: Account | null;
  managementType: ManagementType | null;
}

export interface EnterpriseAgreement {
  id: number;
  createdAt: string;
  memberId: number;
  baseUrl: string;
  status: SubscriptionState;
  activeNextBillingDate: string | null;
  productTypeInfo: { productType: ProductType };
  isActiveOrTrial: boolean;
}

export interface BillingAddress {
  id: number;
  companyName: string | null;
  firstName: string;
  lastName: string;
  memberId: number;
  streetAddress: string;
  countryCode: string;
  vat: string | null;
}

export interface CardDetails {
  id: number;
  cardExpiredMonth: number;
  cardExpiredYear: number;
  /** Last four digits only. */
  cardNumber: string;
  email: string | null;
  /** Cardholder name. */
  fullname: string;
  memberId: number;
  stripeSource: string | null;
}

export interface PriceQuote {
  totalPrice: number;
  setupFee: number;
  discountPercent: number;
}

export interface DefaultSettings {
  interval: Interval;
  isBundled: boolean;
  paidBy: PaymentMethod | null;
}

export interface PendingCoupon {
  code: string;
  discount: number;
  isVisible: boolean;
}

/** One choice's charges, from billingSchedule (decision 047); amounts in euro, dates ISO. */
export interface ChargeScheduleView {
  paidBy: 'card' | 'paypal';
  interval: Interval;
  isBundled: boolean;
  state: 'trial' | 'active';
  freeTrialDays: number;
  dueToday: number;
  trialEnd: string | null;
  nextBillingDate: string | null;
  nextAmount: number;
}

export interface PendingPaymentDetails {
  pricing: Record<Interval, { base: PriceQuote; bundled: PriceQuote | null }>;
  defaultSettings: DefaultSettings;
  freeTrialDaysLeft: number;
  trialEnd: string | null;
  nextBillingDate: string | null;
  charges: ChargeScheduleView[];
  coupon: PendingCoupon | null;
  allowCouponInput: boolean;
  paypalEmail: string | null;
  isTrial: boolean;
  paymentId: number | null;
  isFree: boolean;
  isCancelledOrDeclined: boolean;
  isActiveOrTrial: boolean;
  productType: ProductType;
  didSubscribe: boolean;
}

/** spec §3 coupon applyType; 'entity' means any payable other than the Professional plan. */
export const COUPON_APPLY_TYPES = ['all', 'entity', 'artist', 'label', 'creator', 'pro'] as const;
export type CouponApplyType = (typeof COUPON_APPLY_TYPES)[number];

export interface Coupon {
  code: string;
  startDate: string | null;
  expireDate: string | null;
  isVisible: boolean;
  applyType: CouponApplyType;
}

export interface PendingPayable {
  type: PayableType;
  id: number | string | null;
  name: string;
  imageUrl: string | null;
  baseUrl?: string;
}

/** spec §9: the persisted payment state is version 2 (older versions migrate). */
export const PAYMENT_STATE_VERSION = 2;

export interface PaymentState {
  billingAddress: BillingAddress | null;
  cardDetails: CardDetails | null;
  pendingPayable: PendingPayable | null;
  pendingPaymentDetails: PendingPaymentDetails | null;
  coupon: Coupon | null;
}
