import {
  COUPON_APPLY_TYPES,
  INTERVALS,
  PAYABLE_TYPES,
  PAYMENT_METHODS,
  PLATFORMS,
  PRODUCT_TYPES,
  SUBSCRIPTION_STATES,
} from '@songstats/domain';
import { z } from 'zod';
import { ZAccount } from './account';
import { defineEndpoint, ZFileAnswer } from './endpoint';

// spec §3 subscription and billing entities, §7 "Subscriptions and payments".

export const ZSubscriptionState = z.enum(SUBSCRIPTION_STATES);
export const ZInterval = z.enum(INTERVALS);
export const ZProductType = z.enum(PRODUCT_TYPES);
export const ZPayableType = z.enum(PAYABLE_TYPES);
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export const ZCouponApplyType = z.enum(COUPON_APPLY_TYPES);
const ZProductTypeInfo = z.object({ productType: ZProductType });

/**
 * A payable's id: an account's idUnique, or '1' for the Professional plan (spec §3 "Professional
 * plan item": id 1).
 */
export const ZPayableId = z.coerce
  .string()
  .trim()
  .min(1, 'Please choose an artist or label.')
  .max(64);

/**
 * A client-made key that makes a payment submission safe to retry (spec §5: only one payment
 * submission at once): the same key never charges twice.
 */
export const ZIdempotencyKey = z
  .string()
  .trim()
  .min(8, 'The idempotency key is too short.')
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'The idempotency key may hold letters, digits, - and _ only.');

/** spec §3 "Subscription row": every field. */
export const ZSubscriptionRow = z.object({
  id: z.number().int(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  state: ZSubscriptionState,
  name: z.string(),
  memberId: z.number().int(),
  isEditable: z.boolean(),
  isFree: z.boolean(),
  cancelledSubscriptionDaysLeft: z.number().int().nullable(),
  previousPaymentMethod: ZPaymentMethod.nullable(),
  paymentMethod: ZPaymentMethod.nullable(),
  baseUrl: z.string(),
  isActiveOrTrial: z.boolean(),
  appsProductId: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  intervalText: z.string().nullable(),
  productTypeInfo: ZProductTypeInfo,
  interval: ZInterval,
  activeNextBillingDate: z.string().nullable(),
  uPayableId: z.number().int(),
  uPayableType: ZPayableType,
  accountItem: ZAccount.nullable(),
  managementType: z.enum(['primary', 'secondary', 'follower']).nullable(),
});
export type SubscriptionRowResponse = z.infer<typeof ZSubscriptionRow>;

/**
 * spec §3 "Enterprise agreement". `pending` is ours: an agreement offered by us and not yet
 * checked out at /enterprise/checkout.
 */
export const ZEnterpriseAgreementStatus = z.enum(['pending', ...SUBSCRIPTION_STATES]);
export const ZEnterpriseAgreement = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  memberId: z.number().int(),
  baseUrl: z.string(),
  status: ZEnterpriseAgreementStatus,
  activeNextBillingDate: z.string().nullable(),
  productTypeInfo: ZProductTypeInfo,
  isActiveOrTrial: z.boolean(),
});
export type EnterpriseAgreementResponse = z.infer<typeof ZEnterpriseAgreement>;

/** spec §3 "Billing address". */
export const ZBillingAddress = z.object({
  id: z.number().int(),
  companyName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  memberId: z.number().int(),
  streetAddress: z.string(),
  countryCode: z.string(),
  vat: z.string().nullable(),
});
export type BillingAddressResponse = z.infer<typeof ZBillingAddress>;

/** spec §3 "Card details": the card number is its last four digits only. */
export const ZCardDetails = z.object({
  id: z.number().int(),
  cardExpiredMonth: z.number().int().min(1).max(12),
  cardExpiredYear: z.number().int(),
  cardNumber: z.string().regex(/^\d{4}$/),
  email: z.string().nullable(),
  fullname: z.string(),
  memberId: z.number().int(),
  stripeSource: z.string().nullable(),
});
export type CardDetailsResponse = z.infer<typeof ZCardDetails>;

/** spec §3: one price of the pending payment details. */
export const ZPriceQuote = z.object({
  totalPrice: z.number(),
  setupFee: z.number(),
  discountPercent: z.number(),
});

/**
 * What one choice (payer, interval, bundle) charges when, from packages/domain billingSchedule
 * (decision 047): the subscription that results has this state, trial end and next billing date.
 */
export const ZChargeSchedule = z.object({
  paidBy: z.enum(['card', 'paypal']),
  interval: ZInterval,
  isBundled: z.boolean(),
  state: z.enum(['trial', 'active']),
  freeTrialDays: z.number().int(),
  dueToday: z.number(),
  trialEnd: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  nextAmount: z.number(),
});
export type ChargeSchedule = z.infer<typeof ZChargeSchedule>;

/** spec §3 "Pending payment details": pricing by interval, then base or bundled. */
export const ZPendingPaymentDetails = z.object({
  pricing: z.object({
    monthly: z.object({ base: ZPriceQuote, bundled: ZPriceQuote.nullable() }),
    yearly: z.object({ base: ZPriceQuote, bundled: ZPriceQuote.nullable() }),
  }),
  defaultSettings: z.object({
    interval: ZInterval,
    isBundled: z.boolean(),
    paidBy: ZPaymentMethod.nullable(),
  }),
  freeTrialDaysLeft: z.number().int(),
  trialEnd: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  /** Every choice's charges (card and PayPal, each interval, base and bundled when offered). */
  charges: z.array(ZChargeSchedule),
  coupon: z.object({ code: z.string(), discount: z.number(), isVisible: z.boolean() }).nullable(),
  allowCouponInput: z.boolean(),
  paypalEmail: z.string().nullable(),
  isTrial: z.boolean(),
  paymentId: z.number().int().nullable(),
  isFree: z.boolean(),
  isCancelledOrDeclined: z.boolean(),
  isActiveOrTrial: z.boolean(),
  productType: ZProductType,
  didSubscribe: z.boolean(),
});
export type PendingPaymentDetailsResponse = z.infer<typeof ZPendingPaymentDetails>;

/** spec §3 payment-state coupon, as get_promo_code_details answers it. */
export const ZPromoCoupon = z.object({
  code: z.string(),
  discount: z.number(),
  isVisible: z.boolean(),
  startDate: z.string().nullable(),
  expireDate: z.string().nullable(),
  applyType: ZCouponApplyType,
});

const ZPromoCode = z.string().trim().max(64).nullish();
const ZFullname = z.string().trim().max(120);

/** spec §5: a card payment needs the cardholder name ('Name as displayed on card'). */
export const ZSetupPaymentRequest = z.object({
  payableType: ZPayableType,
  idUnique: ZPayableId,
  interval: ZInterval,
  isBundled: z.boolean().default(false),
  promoCode: ZPromoCode,
  /** The cardholder; required with a new card (stripeSource). */
  fullname: ZFullname.nullish(),
  /**
   * The card made by the card element: a Stripe PaymentMethod id (pm_...) with the Stripe
   * provider, or a sandbox source (src_sandbox_...) from create_card_source. Omitted to pay with
   * the saved card.
   */
  stripeSource: z.string().trim().min(1).max(200).nullish(),
  idempotencyKey: ZIdempotencyKey.optional(),
});

export const ZSetupPaymentResponse = z.object({
  message: z.string(),
  subscription: ZSubscriptionRow,
  pendingPaymentDetails: ZPendingPaymentDetails,
});

export const ZPaypalCreatePaymentRequest = z.object({
  payableType: ZPayableType,
  payableId: ZPayableId,
  interval: ZInterval,
  promoCode: ZPromoCode,
  isBundled: z.boolean().default(false),
  /** The member's existing subscription when resubscribing or upgrading. */
  paymentId: z.coerce.number().int().positive().nullish(),
  idempotencyKey: ZIdempotencyKey.optional(),
  /**
   * The page PayPal returns to on this host (default /settings/subscription-management); PayPal
   * adds ?token={order id}&PayerID=..., a cancelled approval ?paypal=cancelled.
   */
  returnPath: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'The return path must be a path on this site.')
    .optional(),
});

export const ZPaypalExecuteRequest = z.object({
  payableType: ZPayableType,
  payableId: ZPayableId,
  /** The PayPal order id (the `token` query parameter of the approval return). */
  token: z.string().trim().min(1, 'The PayPal token is missing.').max(100),
  promoCode: ZPromoCode,
  paymentId: z.coerce.number().int().positive().nullish(),
});

const ZInvoiceParty = z.object({
  name: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  countryCode: z.string(),
  vatId: z.string().nullable(),
  email: z.string().nullable(),
});

/** Issue 30, decision 056: a subscription's invoice (domain `buildInvoice`); days are ISO. */
export const ZInvoice = z.object({
  number: z.string(),
  issuedOn: z.string(),
  currency: z.literal('EUR'),
  seller: ZInvoiceParty,
  buyer: ZInvoiceParty,
  subscriptionName: z.string(),
  plan: z.string(),
  paymentMethod: z.string(),
  period: z.object({ start: z.string(), end: z.string() }).nullable(),
  trial: z
    .object({
      start: z.string(),
      end: z.string(),
      nextChargeOn: z.string().nullable(),
      nextChargeCents: z.number().int(),
    })
    .nullable(),
  lines: z.array(
    z.object({
      date: z.string(),
      description: z.string(),
      reference: z.string().nullable(),
      periodStart: z.string(),
      periodEnd: z.string(),
      netCents: z.number().int(),
      vatCents: z.number().int(),
      grossCents: z.number().int(),
    }),
  ),
  vat: z.object({
    rule: z.enum(['domestic', 'eu_consumer', 'reverse_charge', 'outside_eu']),
    ratePercent: z.number(),
    note: z.string().nullable(),
  }),
  totals: z.object({
    netCents: z.number().int(),
    vatCents: z.number().int(),
    grossCents: z.number().int(),
  }),
  notes: z.array(z.string()),
});
export type InvoiceResponse = z.infer<typeof ZInvoice>;

/** Billing address fields (spec §2 table: first name, last name, company, address, country, VAT). */
export const ZUpdateBillingAddressRequest = z.object({
  firstName: z.string().trim().min(1, 'Please enter your first name.').max(120),
  lastName: z.string().trim().min(1, 'Please enter your last name.').max(120),
  companyName: z.string().trim().max(200).nullish(),
  streetAddress: z.string().trim().min(1, 'Please enter your address.').max(500),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Please choose a country.')
    .transform((code) => code.toUpperCase()),
  vat: z.string().trim().max(40).nullish(),
});

/** A purchase made in the iOS or Android app, restored onto the web account. */
export const ZMobilePurchase = z.object({
  platform: z.enum(['ios', 'android']),
  /** The store's product id, e.g. com.songstats.artist.monthly. */
  productId: z.string().trim().min(1).max(200),
  /** The store's transaction (iOS) or purchase token (Android). */
  transactionId: z.string().trim().min(1).max(500),
  payableType: ZPayableType,
  idUnique: ZPayableId,
  /** The product decides them (`…{plan}[_bundled].{interval}`); when given they must agree. */
  interval: ZInterval.optional(),
  isBundled: z.boolean().optional(),
});

/** spec §7 "the card element": what our sandbox card element makes from a test card. */
export const ZCreateCardSourceRequest = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expMonth: z.coerce.number().int().min(1, 'Your card has expired.').max(12, 'Invalid month.'),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});

const ZMessage = z.object({ message: z.string() });

export const subscriptionEndpoints = {
  paymentConfig: defineEndpoint({
    method: 'GET',
    path: '/payments/payment_config',
    summary: 'Which card and wallet providers are on (sandbox, Stripe, PayPal) and the currency.',
    response: z.object({
      cardProvider: z.enum(['sandbox', 'stripe']),
      walletProvider: z.enum(['sandbox', 'paypal']),
      stripePublishableKey: z.string().nullable(),
      currency: z.literal('EUR'),
      /** The sandbox's test cards (docs/payments.md), empty with Stripe. */
      testCards: z.array(
        z.object({
          number: z.string(),
          outcome: z.enum(['succeeds', 'declined', 'requires_three_d_secure']),
        }),
      ),
    }),
  }),
  createCardSource: defineEndpoint({
    method: 'POST',
    path: '/payments/sandbox/create_card_source',
    summary:
      'The sandbox card element: turns a test card into a source (as Stripe.js does); 404 unless the sandbox is on. Only the last four digits are kept.',
    body: ZCreateCardSourceRequest,
    response: z.object({
      stripeSource: z.string(),
      cardNumber: z.string(),
      brand: z.string(),
      /** spec §5: such cards are refused; the client shows the text and records it. */
      requiresThreeDSecure: z.boolean(),
    }),
  }),
  subscriptionsManagements: defineEndpoint({
    method: 'GET',
    path: '/subscriptions/subscriptions_managements',
    summary:
      "The member's billing address, card, subscriptions and enterprise agreements (spec §7).",
    response: z.object({
      billingAddress: ZBillingAddress.nullable(),
      cardDetails: ZCardDetails.nullable(),
      subscriptionItems: z.array(ZSubscriptionRow),
      enterpriseAgreements: z.array(ZEnterpriseAgreement),
    }),
  }),
  getPendingPaymentDetails: defineEndpoint({
    method: 'GET',
    path: '/payments/get_pending_payment_details',
    summary: 'Prices, trial, coupon and defaults of a payable for the payment step (spec §3, §7).',
    query: z.object({
      payableType: ZPayableType,
      idUnique: ZPayableId,
      promoCodeToCheck: ZPromoCode,
    }),
    response: z.object({
      didSubscribe: z.boolean(),
      pendingPaymentDetails: ZPendingPaymentDetails,
      /**
       * Why a promo code to check was not applied, else null. didSubscribe is true when the
       * member already has this payable through the Professional plan (nothing to buy).
       */
      message: z.string().nullable(),
    }),
  }),
  setupPayment: defineEndpoint({
    method: 'POST',
    path: '/payments/setup_payment',
    summary:
      'Subscribes, resubscribes, upgrades or changes a payable with a card; one submission at once per member (spec §5, §7).',
    body: ZSetupPaymentRequest,
    response: ZSetupPaymentResponse,
  }),
  paypalCreatePayment: defineEndpoint({
    method: 'POST',
    path: '/paypal/create_payment',
    summary: 'Creates the wallet payment and answers the approval address (spec §7).',
    body: ZPaypalCreatePaymentRequest,
    response: z.object({ approvalUrl: z.string(), token: z.string() }),
  }),
  paypalExecute: defineEndpoint({
    method: 'POST',
    path: '/paypal/execute',
    summary:
      'Captures an approved wallet payment and starts the subscription (spec §7); 202 with no subscription while PayPal holds the capture (PENDING).',
    body: ZPaypalExecuteRequest,
    response: ZSetupPaymentResponse.extend({ subscription: ZSubscriptionRow.nullable() }),
  }),
  cancelSubscription: defineEndpoint({
    method: 'DELETE',
    path: '/payments/cancel_subscription/:id',
    summary: 'Stops the renewal; access lasts until the paid period ends (spec §4, §7).',
    body: z.object({ reasonForCancellation: z.string().trim().max(2000).nullish() }),
    response: z.object({ message: z.string(), subscriptionCancellationId: z.number().int() }),
  }),
  cancelSubscriptionFeedback: defineEndpoint({
    method: 'PATCH',
    path: '/payments/cancel_subscription_feedback',
    summary: 'The feedback view: a reason or text for a cancellation (spec §5, §7).',
    body: z.object({
      subscriptionCancellationId: z.coerce.number().int().positive(),
      reasonForCancellation: z
        .string()
        .trim()
        .min(1, 'Please choose a reason or tell us why.')
        .max(2000),
    }),
    response: ZMessage,
  }),
  restoreMobilePurchases: defineEndpoint({
    method: 'PATCH',
    path: '/payments/restore_mobile_purchases',
    summary:
      'Restores App Store and Play purchases onto the account once each, after the store verifies them (spec §7).',
    body: z.object({ purchases: z.array(ZMobilePurchase).min(1).max(50) }),
    response: z.object({ message: z.string(), subscriptionItems: z.array(ZSubscriptionRow) }),
  }),
  getPromoCodeDetails: defineEndpoint({
    method: 'GET',
    path: '/payments/get_promo_code_details',
    summary:
      'A coupon if it applies to this payable type; otherwise a 4xx whose message shows under the promo input (spec §5, §8).',
    query: z.object({
      code: z.string().trim().min(1, 'Please enter a code.').max(64),
      type: ZPayableType,
    }),
    response: z.object({ coupon: ZPromoCoupon }),
  }),
  updateBillingAddress: defineEndpoint({
    method: 'PATCH',
    path: '/payments/update_billing_address',
    summary: "Saves the member's billing address (spec §2, §7).",
    body: ZUpdateBillingAddressRequest,
    response: z.object({ message: z.string(), billingAddress: ZBillingAddress }),
  }),
  recordThreeDSCardError: defineEndpoint({
    method: 'POST',
    path: '/payments/record_three_d_s_card_error',
    summary: 'Records a refused 3-D Secure card (spec §5, §7).',
    body: z.object({ payableType: ZPayableType, payableId: ZPayableId }),
    response: ZMessage,
  }),
  enterpriseAgreement: defineEndpoint({
    method: 'GET',
    path: '/payments/enterprise_agreement',
    summary:
      'The enterprise agreement offered to this member, with its price (/enterprise/checkout).',
    query: z.object({ enterpriseAgreementId: z.coerce.number().int().positive() }),
    response: z.object({
      enterpriseAgreement: ZEnterpriseAgreement,
      totalPrice: z.number(),
      interval: ZInterval,
      currency: z.literal('EUR'),
    }),
  }),
  enterpriseCheckout: defineEndpoint({
    method: 'POST',
    path: '/payments/enterprise_checkout',
    summary: 'Pays an offered enterprise agreement with a card and makes it active.',
    body: z.object({
      enterpriseAgreementId: z.coerce.number().int().positive(),
      fullname: ZFullname.nullish(),
      stripeSource: z.string().trim().min(1).max(200).nullish(),
      idempotencyKey: ZIdempotencyKey.optional(),
    }),
    response: z.object({ message: z.string(), enterpriseAgreement: ZEnterpriseAgreement }),
  }),
  requestEnterpriseAccess: defineEndpoint({
    method: 'POST',
    path: '/payments/request_enterprise_access',
    summary:
      'Asks for an enterprise agreement (/settings/subscription-management/request); it appears as pending until priced.',
    body: z.object({
      companyName: z.string().trim().min(1, 'Please enter your company.').max(200),
      message: z.string().trim().max(2000).nullish(),
    }),
    response: z.object({ message: z.string(), enterpriseAgreement: ZEnterpriseAgreement }),
  }),
  downloadInvoice: defineEndpoint({
    method: 'GET',
    path: '/payments/invoice/:id',
    summary:
      'The invoice of a non-free subscription as a PDF (application/pdf, named by Content-Disposition).',
    response: ZFileAnswer,
  }),
  invoiceDetails: defineEndpoint({
    method: 'GET',
    path: '/payments/invoice/:id/details',
    summary:
      "The invoice of a non-free subscription as data (the PDF's content): seller, billing address, lines, VAT, totals, payment method, period and trial.",
    response: ZInvoice,
  }),
};

/** The path of an invoice, for a download through fetch with the client's headers. */
export function invoicePath(subscriptionId: number): string {
  return subscriptionEndpoints.downloadInvoice.path.replace(':id', String(subscriptionId));
}
