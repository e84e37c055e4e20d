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
import { HttpError } from '../../plugins/errors';
import { adminOf, adminRoute } from './admin-route';

/** One test push a member a minute: an admin's double click sends one. */
const TEST_PUSH_INTERVAL_MS = 60_000;

/**
 * Issue 26: the Coupons, Profile Requests, Accounts in Setup and Push Notifications desks. The
 * coupons' dates are read with the payments' clock, the one the checkout uses.
 */
export function operationsDeskRoutes(app: AppInstance) {
  const e = adminOperationsEndpoints;

  app.route({
    ...adminRoute(e.coupons),
    handler: async (request) => listCouponsForAdmin(app.db, app.payments.now(), request.query),
  });
  app.route({
    ...adminRoute(e.createCoupon),
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
    ...adminRoute(e.editCoupon),
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
    ...adminRoute(e.setCouponVisible),
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
    ...adminRoute(e.expireCoupon),
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
    ...adminRoute(e.profileRequests),
    handler: async (request) => listProfileRequestsForAdmin(app.db, request.query),
  });
  app.route({
    ...adminRoute(e.reviewProfileRequest),
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
    ...adminRoute(e.accountSetups),
    handler: async (request) => listAccountSetupsForAdmin(app.db, new Date(), request.query),
  });
  app.route({
    ...adminRoute(e.setAccountSetupStatus),
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
    ...adminRoute(e.pushSubscriptions),
    handler: async (request) => listPushTokensForAdmin(app.db, request.query),
  });
  app.route({
    ...adminRoute(e.sendTestPush),
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
