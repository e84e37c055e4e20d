import {
  ADMIN_TEXTS,
  adminOperationsEndpoints,
  OPERATIONS_DESK_TEXTS,
  PUSH_PRODUCT_NAMES,
} from '@songstats/contract';
import {
  changeAccountSetupAsAdmin,
  changeCouponAsAdmin,
  createCouponAsAdmin,
  findMemberById,
  listAccountSetupsForAdmin,
  listCouponsForAdmin,
  listProfileRequestsForAdmin,
  listPushSends,
  listPushTokensForAdmin,
  pushAudienceOf,
  pushableMembersOf,
  recordAdminAction,
  releaseAdminSendSlot,
  reviewProfileRequestAsAdmin,
  takeAdminSendSlot,
} from '@songstats/db';
import { PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { adminOf } from './admin-route';

/**
 * One test push a member a minute, one push to all members of a product a minute: an admin's
 * double click (or two admins at once) sends one. The slot is taken by one statement
 * (`takeAdminSendSlot`, decision 053), not read and then written.
 */
const PUSH_INTERVAL_SECONDS = 60;
/** Members a push to a product is sent to at the same time. */
const BROADCAST_PARALLEL = 8;

/**
 * Issue 26: the Coupons, Profile Requests, Accounts in Setup and Push Notifications desks. The
 * coupons' dates are read with the payments' clock, the one the checkout uses.
 */
export function operationsDeskRoutes(app: AppInstance) {
  const e = adminOperationsEndpoints;

  serveEndpoint(app, e.coupons, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listCouponsForAdmin(app.db, app.payments.now(), request.query),
  });
  serveEndpoint(app, e.createCoupon, {
    access: 'admin',
    tags: ['admin'],
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
  serveEndpoint(app, e.editCoupon, {
    access: 'admin',
    tags: ['admin'],
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
  serveEndpoint(app, e.setCouponVisible, {
    access: 'admin',
    tags: ['admin'],
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
  serveEndpoint(app, e.expireCoupon, {
    access: 'admin',
    tags: ['admin'],
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

  serveEndpoint(app, e.profileRequests, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listProfileRequestsForAdmin(app.db, request.query),
  });
  serveEndpoint(app, e.reviewProfileRequest, {
    access: 'admin',
    tags: ['admin'],
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

  serveEndpoint(app, e.accountSetups, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listAccountSetupsForAdmin(app.db, new Date(), request.query),
  });
  serveEndpoint(app, e.setAccountSetupStatus, {
    access: 'admin',
    tags: ['admin'],
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

  serveEndpoint(app, e.pushSubscriptions, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listPushTokensForAdmin(app.db, request.query),
  });
  serveEndpoint(app, e.sendTestPush, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { memberId, title, body } = request.body;
      const member = await findMemberById(app.db, memberId);
      if (!member) throw new HttpError(404, ADMIN_TEXTS.memberNotFound);
      if (!(await takeAdminSendSlot(app.db, `push.test:${memberId}`, PUSH_INTERVAL_SECONDS))) {
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

  serveEndpoint(app, e.pushAudience, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { product } = request.query;
      return { product, ...(await pushAudienceOf(app.db, product)) };
    },
  });
  serveEndpoint(app, e.pushSends, {
    access: 'admin',
    tags: ['admin'],
    handler: async () => ({ sends: await listPushSends(app.db) }),
  });
  serveEndpoint(app, e.broadcastPush, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { product, title, body } = request.body;
      const name = PUSH_PRODUCT_NAMES[product];
      const slot = `push.broadcast:${product}`;
      if (!(await takeAdminSendSlot(app.db, slot, PUSH_INTERVAL_SECONDS))) {
        throw new HttpError(429, OPERATIONS_DESK_TEXTS.broadcastTooSoon(name));
      }
      let audience: Awaited<ReturnType<typeof pushAudienceOf>>;
      let recipients: number[];
      try {
        audience = await pushAudienceOf(app.db, product);
        recipients = await pushableMembersOf(app.db, product);
      } catch (error) {
        await releaseAdminSendSlot(app.db, slot);
        throw error;
      }
      let delivered = 0;
      let reachedMembers = 0;
      for (let i = 0; i < recipients.length; i += BROADCAST_PARALLEL) {
        const sent = await Promise.all(
          recipients
            .slice(i, i + BROADCAST_PARALLEL)
            .map((memberId) => app.push.sendToMember(memberId, { title, body })),
        );
        for (const count of sent) {
          delivered += count;
          if (count > 0) reachedMembers++;
        }
      }
      await recordAdminAction(app.db, adminOf(request), {
        action: 'push.broadcast',
        targetType: 'product',
        targetId: product,
        before: null,
        after: { title, body, members: audience.members, reachedMembers, delivered },
      });
      return {
        message: OPERATIONS_DESK_TEXTS.broadcastSent(
          name,
          reachedMembers,
          audience.members,
          delivered,
        ),
        members: audience.members,
        reachedMembers,
        delivered,
      };
    },
  });
}
