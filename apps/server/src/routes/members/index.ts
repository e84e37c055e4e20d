import type { AppInstance } from '../../app-instance';
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

/** A mail server that hangs must not hold up the shutdown longer than this. */
const MAIL_DRAIN_MS = 10_000;

/** spec §7 "Authentication and members". */
export function memberRoutes(app: AppInstance) {
  // Login mails leave after the answer (mail-login-link.ts): send what is queued before stopping.
  app.addHook('onClose', async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      app.mailer.idle(),
      new Promise((resolve) => {
        timer = setTimeout(resolve, MAIL_DRAIN_MS);
      }),
    ]);
    clearTimeout(timer);
  });
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
