import { ADMIN_TEXTS, adminOperationsEndpoints, OPERATIONS_DESK_TEXTS } from '@songstats/contract';
import {
  changeAccountSetupAsAdmin,
  changeCouponAsAdmin,
  createCouponAsAdmin,
  findMemberById,
  lastTestPushAt,
  listAccountSetupsForAdmin,
  listCouponsForAdmin,
  listProfileRequestsForAdmin,
  listPushTokensForAdmin,
  recordAdminAction,
  reviewProfileRequestAsAdmin,
} from '@songstats/db';
import { PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app';
import { requireAdmin } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { adminOf, adminSchema } from './admin-route';

/** One test push a member a minute: an admin's double click sends one. */
const TEST_PUSH_INTERVAL_MS = 60_000;

/**
 * Issue 26: the Coupons, Profile Requests, Accounts in Setup and Push Notifications desks. The
 * coupons' dates are read with the payments' clock, the one the checkout uses.
 */
export function operationsDeskRoutes(app: AppInstance) {
  const e = adminOperationsEndpoints;

  app.route({
    method: e.coupons.method,
    url: e.coupons.path,
    schema: { ...adminSchema(e.coupons), querystring: e.coupons.query },
    preHandler: requireAdmin,
    handler: async (request) => listCouponsForAdmin(app.db, app.payments.now(), request.query),
  });
  app.route({
    method: e.createCoupon.method,
    url: e.createCoupon.path,
    schema: { ...adminSchema(e.createCoupon), body: e.createCoupon.body },
    preHandler: requireAdmin,
    handler: async (request) => {
      const coupon = await createCouponAsAdmin(
        app.db,
        adminOf(request),
        app.payments.now(),
        request.body,
      );
      if (!coupon) throw new HttpError(409, OPERATIONS_DESK_TEXTS.couponExists(request.body.code));
      return { message: OPERATIONS_DESK_TEXTS.couponCreated(coupon.code), coupon };
    },
  });
  app.route({
    method: e.editCoupon.method,
    url: e.editCoupon.path,
    schema: { ...adminSchema(e.editCoupon), body: e.editCoupon.body },
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id, ...terms } = request.body;
      const result = await changeCouponAsAdmin(app.db, adminOf(request), app.payments.now(), id, {
        terms,
      });
      if (result.kind !== 'changed') throw new HttpError(404, OPERATIONS_DESK_TEXTS.couponNotFound);
      return {
        message: OPERATIONS_DESK_TEXTS.couponEdited(result.coupon.code),
        coupon: result.coupon,
      };
    },
  });
  app.route({
    method: e.setCouponVisible.method,
    url: e.setCouponVisible.path,
    schema: { ...adminSchema(e.setCouponVisible), body: e.setCouponVisible.body },
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id, visible } = request.body;
      const result = await changeCouponAsAdmin(app.db, adminOf(request), app.payments.now(), id, {
        visible,
      });
      if (result.kind !== 'changed') throw new HttpError(404, OPERATIONS_DESK_TEXTS.couponNotFound);
      const { code } = result.coupon;
      return {
        message: visible
          ? OPERATIONS_DESK_TEXTS.couponShown(code)
          : OPERATIONS_DESK_TEXTS.couponHidden(code),
        coupon: result.coupon,
      };
    },
  });
  app.route({
    method: e.expireCoupon.method,
    url: e.expireCoupon.path,
    schema: { ...adminSchema(e.expireCoupon), body: e.expireCoupon.body },
    preHandler: requireAdmin,
    handler: async (request) => {
      const now = app.payments.now();
      // spec §5: a coupon is good up to its expiry instant; a moment before now it is over.
      const result = await changeCouponAsAdmin(app.db, adminOf(request), now, request.body.id, {
        expireAt: new Date(now.getTime() - 1),
      });
      if (result.kind === 'unknown') throw new HttpError(404, OPERATIONS_DESK_TEXTS.couponNotFound);
      if (result.kind === 'alreadyExpired') {
        throw new HttpError(409, OPERATIONS_DESK_TEXTS.couponAlreadyExpired);
      }
      return {
        message: OPERATIONS_DESK_TEXTS.couponExpired(result.coupon.code),
        coupon: result.coupon,
      };
    },
  });

  app.route({
    method: e.profileRequests.method,
    url: e.profileRequests.path,
    schema: { ...adminSchema(e.profileRequests), querystring: e.profileRequests.query },
    preHandler: requireAdmin,
    handler: async (request) => listProfileRequestsForAdmin(app.db, request.query),
  });
  app.route({
    method: e.reviewProfileRequest.method,
    url: e.reviewProfileRequest.path,
    schema: { ...adminSchema(e.reviewProfileRequest), body: e.reviewProfileRequest.body },
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id, decision } = request.body;
      const result = await reviewProfileRequestAsAdmin(app.db, adminOf(request), id, decision);
      if (result.kind === 'unknown') throw new HttpError(404, PROFILE_OWNERSHIP_TEXTS.unknownClaim);
      if (result.kind === 'alreadyReviewed') {
        throw new HttpError(409, PROFILE_OWNERSHIP_TEXTS.claimAlreadyReviewed);
      }
      const name = result.request.accountName;
      return {
        message:
          decision === 'approve'
            ? PROFILE_OWNERSHIP_TEXTS.claimApproved(name)
            : PROFILE_OWNERSHIP_TEXTS.claimRejected(name),
        request: result.request,
      };
    },
  });

  app.route({
    method: e.accountSetups.method,
    url: e.accountSetups.path,
    schema: { ...adminSchema(e.accountSetups), querystring: e.accountSetups.query },
    preHandler: requireAdmin,
    handler: async (request) => listAccountSetupsForAdmin(app.db, new Date(), request.query),
  });
  app.route({
    method: e.setAccountSetupStatus.method,
    url: e.setAccountSetupStatus.path,
    schema: { ...adminSchema(e.setAccountSetupStatus), body: e.setAccountSetupStatus.body },
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id, action } = request.body;
      const result = await changeAccountSetupAsAdmin(
        app.db,
        adminOf(request),
        new Date(),
        id,
        action,
      );
      if (result.kind === 'unknown') throw new HttpError(404, OPERATIONS_DESK_TEXTS.setupNotFound);
      if (result.kind === 'wrongState') {
        throw new HttpError(
          409,
          action === 'fail'
            ? OPERATIONS_DESK_TEXTS.setupNotInProgress
            : OPERATIONS_DESK_TEXTS.setupNotFailed,
        );
      }
      const name = result.setup.accountName;
      return {
        message:
          action === 'fail'
            ? OPERATIONS_DESK_TEXTS.setupFailed(name)
            : OPERATIONS_DESK_TEXTS.setupRetried(name),
        setup: result.setup,
      };
    },
  });

  app.route({
    method: e.pushSubscriptions.method,
    url: e.pushSubscriptions.path,
    schema: { ...adminSchema(e.pushSubscriptions), querystring: e.pushSubscriptions.query },
    preHandler: requireAdmin,
    handler: async (request) => listPushTokensForAdmin(app.db, request.query),
  });
  app.route({
    method: e.sendTestPush.method,
    url: e.sendTestPush.path,
    schema: { ...adminSchema(e.sendTestPush), body: e.sendTestPush.body },
    preHandler: requireAdmin,
    handler: async (request) => {
      const { memberId, title, body } = request.body;
      const member = await findMemberById(app.db, memberId);
      if (!member) throw new HttpError(404, ADMIN_TEXTS.memberNotFound);
      const last = await lastTestPushAt(app.db, memberId);
      if (last && Date.now() - last.getTime() < TEST_PUSH_INTERVAL_MS) {
        throw new HttpError(429, OPERATIONS_DESK_TEXTS.pushTooSoon);
      }
      const delivered = await app.push.sendToMember(memberId, { title, body });
      await recordAdminAction(app.db, adminOf(request), {
        action: 'push.test',
        targetType: 'member',
        targetId: memberId,
        memberId,
        before: null,
        after: { title, body, delivered },
      });
      return {
        message:
          delivered > 0
            ? OPERATIONS_DESK_TEXTS.pushSent(delivered, member.email)
            : OPERATIONS_DESK_TEXTS.pushNoDevice(member.email),
        delivered,
      };
    },
  });
}
