import type {
  AccountItem,
  PendingPaymentDetailsResponse,
  SubscriptionRowResponse,
} from '@songstats/contract';
import { chargeScheduleViews, PRICES } from '@songstats/domain';
import { vi } from 'vitest';

// Shapes the server answers (checked by the contract's schemas on every call).

export const robyn: AccountItem = {
  id: 11,
  idUnique: 'demo-robyn',
  type: 'artist',
  baseUrl: '/artist/demo-robyn',
  name: 'Robyn',
  imageUrl: null,
  country: 'Sweden',
  countryCode: 'SE',
  countryName: 'Sweden',
  secondaryText: 'Sweden',
  bio: null,
  hasManagement: false,
  links: [],
  nonlinks: [],
  allLinks: [],
  subbedAt: null,
  tier: null,
  hidden: false,
  managementType: null,
  searchSimilarityScore: null,
  canExport: false,
  usedProductType: [],
  paymentId: null,
  isFree: false,
  platform: null,
  isPerformer: true,
  primaryRole: null,
  groupText: 'Artists',
  routeInfo: { url: '/artist/demo-robyn' },
  accessHash: {},
  isPrimary: false,
  isSecondary: false,
  isEditableOnPlatform: true,
  isUpgradable: false,
  restrictedUpgradeText: null,
  shouldUpgradeToProPlan: false,
  hasRadiostatsAccess: false,
  hasSongstatsAccess: false,
  hasSocialstatsAccess: false,
  isAccountSetupInProgress: false,
};

const quote = (totalPrice: number, discountPercent = 0) => ({
  totalPrice,
  setupFee: 0,
  discountPercent,
});

export function artistDetails(
  overrides: Partial<PendingPaymentDetailsResponse> = {},
): PendingPaymentDetailsResponse {
  const { monthly, yearly } = PRICES.artist;
  return {
    pricing: {
      monthly: { base: quote(monthly.base), bundled: quote(monthly.bundled, 17) },
      yearly: { base: quote(yearly.base), bundled: quote(yearly.bundled, 17) },
    },
    defaultSettings: { interval: 'monthly', isBundled: false, paidBy: null },
    freeTrialDaysLeft: 7,
    trialEnd: null,
    nextBillingDate: null,
    // A new member's charges, as the server's billingSchedule answers them.
    charges: chargeScheduleViews({
      payableType: 'UArtist',
      couponPercent: 0,
      existing: null,
      trialDays: 7,
      now: new Date(),
      offersBundle: true,
    }),
    coupon: null,
    allowCouponInput: true,
    paypalEmail: null,
    isTrial: false,
    paymentId: null,
    isFree: false,
    isCancelledOrDeclined: false,
    isActiveOrTrial: false,
    productType: 'songstats',
    didSubscribe: false,
    ...overrides,
  };
}

export function subscriptionRow(
  overrides: Partial<SubscriptionRowResponse> = {},
): SubscriptionRowResponse {
  return {
    id: 5,
    avatar: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    state: 'trial',
    name: 'Robyn',
    memberId: 7,
    isEditable: true,
    isFree: false,
    cancelledSubscriptionDaysLeft: null,
    previousPaymentMethod: null,
    paymentMethod: 'card',
    baseUrl: '/artist/demo-robyn',
    isActiveOrTrial: true,
    appsProductId: null,
    platform: 'web',
    intervalText: null,
    productTypeInfo: { productType: 'songstats' },
    interval: 'monthly',
    activeNextBillingDate: '2026-11-29T08:00:00.000Z',
    uPayableId: 11,
    uPayableType: 'UArtist',
    accountItem: robyn,
    managementType: 'primary',
    ...overrides,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: RecordedCall) => unknown;

/**
 * Answers the typed client's requests by "METHOD /path" (the path after /api/v1) and records them.
 * A handler may return a Response for an error answer.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler =
      handlers[`${call.method} ${path}`] ??
      Object.entries(handlers).find(([key]) => {
        const [method, pattern = ''] = key.split(' ');
        return (
          method === call.method && new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path)
        );
      })?.[1];
    if (!handler) {
      return new Response(JSON.stringify({ message: `No stub for ${call.method} ${path}` }), {
        status: 404,
      });
    }
    const answer = await handler(call);
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer));
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    of: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export function errorResponse(status: number, message: string): Response {
  return new Response(JSON.stringify({ message }), { status });
}
