import {
  ACCOUNT_CLAIM_DECISIONS,
  ACCOUNT_CLAIM_STATUSES,
  COUPON_APPLY_TYPES,
} from '@songstats/domain';
import { z } from 'zod';
import { deskPage, deskQuery } from './admin';
import { defineEndpoint } from './endpoint';
import { ZMessageResponse } from './members';

// Issue 26, the last four desks (docs/admin.md): Coupons, Profile Requests, Accounts in Setup and
// Push Notifications. Tables like the other desks (search, filters, sort with nulls last, pages);
// every action is written to the audit log. 401 logged out, 403 to members who are not admins.

export const OPERATIONS_DESK_TEXTS = {
  couponNotFound: 'There is no such coupon.',
  couponExists: (code: string) => `A coupon with the code ${code} exists already.`,
  couponCreated: (code: string) => `The coupon ${code} is created.`,
  couponHidden: (code: string) => `The coupon ${code} is hidden: the checkout no longer takes it.`,
  couponShown: (code: string) => `The coupon ${code} is visible again.`,
  couponEdited: (code: string) => `The coupon ${code} is saved.`,
  couponExpired: (code: string) => `The coupon ${code} has expired now.`,
  couponAlreadyExpired: 'This coupon has expired already.',
  datesOutOfOrder: 'The expiry date must come after the start date.',
  setupNotFound: 'There is no such account setup.',
  setupRetried: (name: string) => `The setup of ${name} is started again.`,
  setupFailed: (name: string) => `The setup of ${name} is marked failed.`,
  setupNotInProgress: 'Only a setup in progress can be marked failed.',
  setupNotFailed: 'Only a failed setup can be started again.',
  pushSent: (count: number, email: string) =>
    `The test push went to ${count} ${count === 1 ? 'device' : 'devices'} of ${email}.`,
  pushNoDevice: (email: string) =>
    `${email} has no web push subscription with notifications on: nothing was sent.`,
  pushTooSoon: 'A test push went to this member less than a minute ago: please wait.',
  broadcastTooSoon: (product: string) =>
    `A push went to all members of ${product} less than a minute ago: please wait.`,
  broadcastSent: (product: string, reached: number, members: number, devices: number) =>
    `The push went to ${reached} of ${members} ${members === 1 ? 'member' : 'members'} of ${product} (${devices} ${devices === 1 ? 'device' : 'devices'}).`,
} as const;

/** Issue 26: the products a push can go to all members of (spec §3 usedProductType). */
export const PUSH_PRODUCTS = ['songstats', 'radiostats', 'socialstats'] as const;
export type PushProduct = (typeof PUSH_PRODUCTS)[number];
export const PUSH_PRODUCT_NAMES: Record<PushProduct, string> = {
  songstats: 'Songstats',
  radiostats: 'Radiostats',
  socialstats: 'Socialstats',
};

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZDate = z.iso.datetime({ offset: true, message: 'A date is an ISO date and time.' });

export const COUPON_DESK_SORTS = [
  'createdAt',
  'code',
  'discountPercent',
  'startDate',
  'expireDate',
  'uses',
] as const;
export const COUPON_DESK_STATES = ['all', 'live', 'scheduled', 'expired', 'hidden'] as const;
export const ZCouponDeskRow = z.object({
  id: z.number().int(),
  code: z.string(),
  discountPercent: z.number().int(),
  applyType: z.enum(COUPON_APPLY_TYPES),
  isVisible: z.boolean(),
  startDate: z.string().nullable(),
  expireDate: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(['live', 'scheduled', 'expired', 'hidden']),
  /** Members who added the code to their account (add_member_promo_code). */
  addedBy: z.number().int(),
  /** Subscriptions bought with it. */
  subscriptions: z.number().int(),
});
export type CouponDeskRow = z.infer<typeof ZCouponDeskRow>;

const codeRule = 'A code has 3 to 40 letters, digits, - or _.';
const discountRule = 'The discount is 1 to 100 percent.';
/** What a coupon is (spec §3): its discount, apply type and optional dates. */
const couponTerms = {
  discountPercent: z.number().int().min(1, discountRule).max(100, discountRule),
  applyType: z.enum(COUPON_APPLY_TYPES),
  startDate: ZDate.nullable().default(null),
  expireDate: ZDate.nullable().default(null),
};
const datesInOrder = (body: { startDate: string | null; expireDate: string | null }) =>
  !body.startDate || !body.expireDate || Date.parse(body.expireDate) > Date.parse(body.startDate);
const datesRule = { message: OPERATIONS_DESK_TEXTS.datesOutOfOrder, path: ['expireDate'] };

export const ZCreateCouponBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, codeRule)
      .max(40, codeRule)
      .regex(/^[A-Za-z0-9_-]+$/, codeRule)
      .transform((code) => code.toUpperCase()),
    ...couponTerms,
  })
  .refine(datesInOrder, datesRule);

/** An edit sets every term again (the form shows them all); the code stays. */
export const ZEditCouponBody = z
  .object({ id: ZId, ...couponTerms })
  .refine(datesInOrder, datesRule);

export const PROFILE_REQUEST_SORTS = ['createdAt', 'profile', 'member', 'status'] as const;
export const ZProfileRequestRow = z.object({
  id: z.number().int(),
  status: z.enum(ACCOUNT_CLAIM_STATUSES),
  link: z.string(),
  createdAt: z.string(),
  accountId: z.number().int(),
  accountIdUnique: z.string(),
  accountName: z.string(),
  accountType: z.string(),
  ownerCount: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  memberEmail: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedByEmail: z.string().nullable(),
});
export type ProfileRequestRow = z.infer<typeof ZProfileRequestRow>;

export const ACCOUNT_SETUP_STATUSES = ['in_progress', 'done', 'failed', 'merged'] as const;
export const ACCOUNT_SETUP_SORTS = ['createdAt', 'profile', 'member', 'status'] as const;
export const ZAccountSetupRow = z.object({
  id: z.number().int(),
  status: z.enum(ACCOUNT_SETUP_STATUSES),
  link: z.string(),
  createdAt: z.string(),
  /** Hours since the setup started (or was started again). */
  ageHours: z.number(),
  accountId: z.number().int(),
  accountIdUnique: z.string(),
  accountName: z.string(),
  memberId: z.number().int(),
  memberEmail: z.string(),
  /** Issue 27: what a setup in progress is doing, and why a failed one failed. */
  step: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
});
export type AccountSetupRow = z.infer<typeof ZAccountSetupRow>;

export const PUSH_DESK_SORTS = ['createdAt', 'member', 'platform', 'lastPushAt'] as const;
export const ZPushDeskRow = z.object({
  id: z.number().int(),
  platform: z.enum(['web', 'app']),
  createdAt: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  memberEmail: z.string(),
  notificationsOn: z.boolean(),
  /** The newest activity push the monitor sent the member (member_push_marks). */
  lastPushAt: z.string().nullable(),
  /** Activity pushes sent to the member: one mark per profile. */
  pushedProfiles: z.number().int(),
});
export type PushDeskRow = z.infer<typeof ZPushDeskRow>;

const ZPushTitle = z
  .string()
  .trim()
  .min(1, 'Please give a title.')
  .max(80, 'The title is at most 80 characters.');
const ZPushText = z
  .string()
  .trim()
  .min(1, 'Please give a text.')
  .max(300, 'The text is at most 300 characters.');
const ZPushProduct = z.enum(PUSH_PRODUCTS, {
  message: 'The product is songstats, radiostats or socialstats.',
});

export const ZBroadcastPushBody = z.object({
  product: ZPushProduct,
  title: ZPushTitle,
  body: ZPushText,
});

export const ZPushAudience = z.object({
  product: ZPushProduct,
  /** Members whose plan covers the product. */
  members: z.number().int(),
  /** Of those, members with notifications on and a web push subscription. */
  reachableMembers: z.number().int(),
  devices: z.number().int(),
});

export const ZPushSendRow = z.object({
  id: z.number().int(),
  action: z.enum(['push.test', 'push.broadcast']),
  adminEmail: z.string(),
  createdAt: z.string(),
  target: z.string(),
  title: z.string(),
  body: z.string(),
  members: z.number().int().nullable(),
  reachedMembers: z.number().int().nullable(),
  delivered: z.number().int(),
});
export type PushSendRow = z.infer<typeof ZPushSendRow>;

export const ZTestPushBody = z.object({
  memberId: ZId,
  title: ZPushTitle,
  body: ZPushText,
});

export const adminOperationsEndpoints = {
  coupons: defineEndpoint({
    method: 'GET',
    path: '/admin/coupons',
    summary:
      'Coupons desk: the coupons with apply type, dates, state and usage (members who added it, subscriptions bought with it); searched, filtered, sorted, paged (admins, issue 26).',
    query: deskQuery(COUPON_DESK_SORTS, 'createdAt', 'desc').extend({
      state: z.enum(COUPON_DESK_STATES).default('all'),
    }),
    response: deskPage(ZCouponDeskRow),
  }),
  createCoupon: defineEndpoint({
    method: 'POST',
    path: '/admin/coupons',
    summary:
      'Creates a coupon the checkout takes (spec §5 rules: visible, in its dates, of the apply type); logged (admins, issue 26).',
    body: ZCreateCouponBody,
    response: ZMessageResponse.extend({ coupon: ZCouponDeskRow }),
  }),
  editCoupon: defineEndpoint({
    method: 'PUT',
    path: '/admin/coupons',
    summary:
      "Edits a coupon's discount, apply type and dates; a subscription bought with it keeps its price; logged (admins, issue 26).",
    body: ZEditCouponBody,
    response: ZMessageResponse.extend({ coupon: ZCouponDeskRow }),
  }),
  setCouponVisible: defineEndpoint({
    method: 'PUT',
    path: '/admin/coupons/visible',
    summary:
      'Hides a coupon (the checkout refuses it) or shows it again; logged (admins, issue 26).',
    body: z.object({ id: ZId, visible: z.boolean() }),
    response: ZMessageResponse.extend({ coupon: ZCouponDeskRow }),
  }),
  expireCoupon: defineEndpoint({
    method: 'POST',
    path: '/admin/coupons/expire',
    summary: 'Expires a coupon now; logged (admins, issue 26).',
    body: z.object({ id: ZId }),
    response: ZMessageResponse.extend({ coupon: ZCouponDeskRow }),
  }),
  profileRequests: defineEndpoint({
    method: 'GET',
    path: '/admin/profile_requests',
    summary:
      'Profile Requests desk: members asking to own a profile that exists (create_account with claim, issue 20); searched, filtered by status (pending by default), sorted, paged (admins, issue 26).',
    query: deskQuery(PROFILE_REQUEST_SORTS, 'createdAt', 'desc').extend({
      status: z.enum([...ACCOUNT_CLAIM_STATUSES, 'all']).default('pending'),
    }),
    response: deskPage(ZProfileRequestRow),
  }),
  reviewProfileRequest: defineEndpoint({
    method: 'POST',
    path: '/admin/profile_requests/review',
    summary:
      "Approves (the member becomes the profile's owner) or rejects a pending profile request; logged (admins, issue 26).",
    body: z.object({ id: ZId, decision: z.enum(ACCOUNT_CLAIM_DECISIONS) }),
    response: ZMessageResponse.extend({ request: ZProfileRequestRow }),
  }),
  accountSetups: defineEndpoint({
    method: 'GET',
    path: '/admin/account_setups',
    summary:
      'Accounts in Setup desk: profiles set up from a link, with their state and age; searched, filtered by state (in progress by default), sorted, paged (admins, issue 26).',
    query: deskQuery(ACCOUNT_SETUP_SORTS, 'createdAt', 'asc').extend({
      status: z.enum([...ACCOUNT_SETUP_STATUSES, 'all']).default('in_progress'),
    }),
    response: deskPage(ZAccountSetupRow),
  }),
  setAccountSetupStatus: defineEndpoint({
    method: 'POST',
    path: '/admin/account_setups/status',
    summary:
      'Marks a setup in progress failed, or starts a failed one again (its age from now); logged (admins, issue 26).',
    body: z.object({ id: ZId, action: z.enum(['fail', 'retry']) }),
    response: ZMessageResponse.extend({ setup: ZAccountSetupRow }),
  }),
  pushSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/admin/push_subscriptions',
    summary:
      "Push Notifications desk: the members' push subscriptions (web) and device tokens (app) with the activity pushes the monitor sent; searched, filtered by platform, sorted, paged (admins, issue 26).",
    query: deskQuery(PUSH_DESK_SORTS, 'createdAt', 'desc').extend({
      platform: z.enum(['all', 'web', 'app']).default('all'),
    }),
    response: deskPage(ZPushDeskRow),
  }),
  sendTestPush: defineEndpoint({
    method: 'POST',
    path: '/admin/push_subscriptions/test',
    summary:
      "Sends a test push to a member's web push subscriptions through the push sender; one a minute per member; logged (admins, issue 26).",
    body: ZTestPushBody,
    response: ZMessageResponse.extend({ delivered: z.number().int() }),
  }),
  pushAudience: defineEndpoint({
    method: 'GET',
    path: '/admin/push_notifications/audience',
    summary:
      'The preview of a push to all members of a product: its members, those a push reaches (notifications on, a web subscription) and their devices (admins, issue 26).',
    query: z.object({ product: ZPushProduct }),
    response: ZPushAudience,
  }),
  broadcastPush: defineEndpoint({
    method: 'POST',
    path: '/admin/push_notifications/broadcast',
    summary:
      'Sends a push to all members of a product through the push sender; one a minute per product (atomic); logged with its delivery counts (admins, issue 26).',
    body: ZBroadcastPushBody,
    response: ZMessageResponse.extend({
      members: z.number().int(),
      reachedMembers: z.number().int(),
      delivered: z.number().int(),
    }),
  }),
  pushSends: defineEndpoint({
    method: 'GET',
    path: '/admin/push_notifications/sends',
    summary:
      "The desk's last 20 sends (test pushes and pushes to a product) with their delivery counts, from the audit log (admins, issue 26).",
    response: z.object({ sends: z.array(ZPushSendRow) }),
  }),
};
