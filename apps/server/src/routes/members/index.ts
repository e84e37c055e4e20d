import type { AppInstance } from '../../app';
import { confirmEmailRoute } from './confirm-email';
import { addMemberPromoCodeRoute, fetchCouponRoute } from './coupons';
import { destroyMemberRoute } from './destroy-member';
import { logoutMemberRoute } from './logout-member';
import { magicLoginRoute } from './magic-login';
import { magicSignupRoute } from './magic-signup';
import { meRoute } from './me';
import { checkAdminStatusRoute, refreshUserRoute } from './member-status';
import { pushRoutes } from './push';
import { requestMagicTokenRoute } from './request-magic-token';
import { socialConnectRoutes } from './social-connect';
import { socialLoginRoutes } from './social-login';
import { updateMeRoute } from './update-me';

/** spec §7 "Authentication and members". */
export function memberRoutes(app: AppInstance) {
  requestMagicTokenRoute(app);
  magicSignupRoute(app);
  magicLoginRoute(app);
  confirmEmailRoute(app);
  logoutMemberRoute(app);
  meRoute(app);
  updateMeRoute(app);
  destroyMemberRoute(app);
  checkAdminStatusRoute(app);
  refreshUserRoute(app);
  fetchCouponRoute(app);
  addMemberPromoCodeRoute(app);
  socialLoginRoutes(app);
  socialConnectRoutes(app);
  pushRoutes(app);
}
