import { normaliseEmail } from '@songstats/domain';
import { z } from 'zod';
import { ZAccount, ZProfessionalPlanItem } from './account';
import { defineEndpoint } from './endpoint';

/** spec §5: emails are lower-cased before every magic-link, signup, login and confirm call. */
export const ZEmail = z
  .string()
  .trim()
  .max(254)
  .transform(normaliseEmail)
  .pipe(z.email('Please enter a valid email address.'));

export const ZMessageResponse = z.object({ message: z.string() });

export const ZNotification = z.object({ message: z.string(), route: z.string().nullable() });

/** spec §3 "Login state / response": every field. */
export const ZLoginResponse = z.object({
  userEmailAddress: z.object({ email: z.string() }),
  userFullName: z.object({ name: z.string() }),
  userAuthToken: z.object({ token: z.string() }),
  userId: z.number().int(),
  userIsAdmin: z.boolean(),
  isBetaTester: z.boolean(),
  isAccessedThruAdmin: z.boolean(),
  entryCode: z.string().nullable(),
  stories: z.array(z.unknown()),
  favoriteSources: z.array(z.string()),
  backstageAuthorizedSourceEntities: z.array(z.unknown()),
  maxProManagements: z.number().int(),
  notifications: z.array(ZNotification),
  subscription: z.object({
    accounts: z.array(ZAccount),
    subscriptionPlans: z.array(ZProfessionalPlanItem),
  }),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

export const ZUser = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
  hasPassword: z.boolean(),
  emailConfirmed: z.boolean(),
  isAdmin: z.boolean(),
  connectedLogins: z.array(
    z.object({ provider: z.enum(['google', 'apple', 'facebook']), email: z.string().nullable() }),
  ),
});
export type User = z.infer<typeof ZUser>;

const ZEntryCode = z.string().trim().max(64).nullish();

export const ZRequestMagicTokenRequest = z.object({
  email: ZEmail,
  target: z.string().max(500).nullish(),
});
export const ZMagicSignupRequest = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120),
  email: ZEmail,
  signupPlatform: z.enum(['web', 'ios', 'android', 'desktop']).default('web'),
  target: z.string().max(500).nullish(),
  entryCode: ZEntryCode,
});
export const ZMagicLoginRequest = z.object({
  magicToken: z.string().min(1, 'The login link is missing its token.').max(200),
  entryCode: ZEntryCode,
  service: z.string().max(40).nullish(),
});
export const ZConfirmEmailRequest = z.object({
  email: ZEmail,
  token: z.string().min(1).max(200),
  entryCode: ZEntryCode,
});
export const ZUpdateMeRequest = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120).optional(),
  password: z.string().max(200).optional(),
  confirm_password: z.string().max(200).optional(),
});

export const memberEndpoints = {
  requestMagicToken: defineEndpoint({
    method: 'POST',
    path: '/members/request_magic_token',
    summary: 'Mails a magic login link to a member (spec §7).',
    body: ZRequestMagicTokenRequest,
    response: ZMessageResponse,
  }),
  magicSignup: defineEndpoint({
    method: 'POST',
    path: '/members/magic_signup',
    summary: 'Creates a member and mails the magic link that confirms and logs in (spec §7).',
    body: ZMagicSignupRequest,
    response: ZMessageResponse,
  }),
  magicLogin: defineEndpoint({
    method: 'POST',
    path: '/members/magic_login',
    summary:
      'Logs in with a magic-link token (single use, 15 minutes); messages holds the spec §8 success texts when it confirmed the email (spec §7).',
    body: ZMagicLoginRequest,
    response: ZLoginResponse.extend({ messages: z.array(z.string()) }),
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/members/confirm_email',
    summary: 'Confirms the email with a mailed token and logs in (spec §7, §8).',
    body: ZConfirmEmailRequest,
    response: ZLoginResponse.extend({ messages: z.array(z.string()) }),
  }),
  logoutMember: defineEndpoint({
    method: 'GET',
    path: '/members/logout_member/:userId',
    summary: 'Ends the session of this bearer token (spec §4, §7).',
    response: ZMessageResponse,
  }),
  checkAdminStatus: defineEndpoint({
    method: 'GET',
    path: '/members/check_admin_status',
    summary: 'Whether the member is an admin (spec §6, §7).',
    response: z.object({ isAdmin: z.boolean() }),
  }),
  refreshUser: defineEndpoint({
    method: 'GET',
    path: '/members/refresh_user',
    summary: "The member's favorites, stories and notifications (spec §7).",
    response: z.object({
      backstageAuthorizedSourceEntities: z.array(z.unknown()),
      favoriteSources: z.array(z.string()),
      stories: z.array(z.unknown()),
      maxProManagements: z.number().int(),
      notifications: z.array(ZNotification),
    }),
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/members/me',
    summary: 'The member of this session (spec §7).',
    response: z.object({ user: ZUser }),
  }),
  updateMe: defineEndpoint({
    method: 'PATCH',
    path: '/members/me',
    summary: 'Changes name or password; a password change ends every other session (spec §5, §8).',
    body: ZUpdateMeRequest,
    response: z.object({ user: ZUser, message: z.string() }),
  }),
  destroyMember: defineEndpoint({
    method: 'DELETE',
    path: '/members/destroy_member',
    summary: 'Deletes the account, refused after any subscription (spec §5, §8).',
    response: ZMessageResponse,
  }),
  fetchCoupon: defineEndpoint({
    method: 'GET',
    path: '/payments/fetch_coupon',
    summary: 'The coupon of an entry code (spec §2 ref, §7).',
    query: z.object({ entryCode: z.string().trim().min(1).max(64) }),
    response: z.object({
      coupon: z
        .object({
          code: z.string(),
          discountPercent: z.number(),
          isVisible: z.boolean(),
          applyType: z.string(),
          startDate: z.string().nullable(),
          expireDate: z.string().nullable(),
        })
        .nullable(),
    }),
  }),
  addMemberPromoCode: defineEndpoint({
    method: 'POST',
    path: '/members/add_member_promo_code',
    summary: "Adds an entry code's coupon to the member's account (spec §7, §8).",
    body: z.object({ entryCode: z.string().trim().min(1, 'Please enter a code.').max(64) }),
    response: ZMessageResponse,
  }),
};
