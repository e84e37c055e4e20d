import { SETTINGS_TABS } from '@songstats/domain';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RethrowRouteError } from '../features/errors/AppErrorBoundary';
import { lazyPage } from '../lib/chunk-load';
import { RootLayout } from './RootLayout';
import { APP_STORE_URLS, ExternalRedirect, ParentRedirect } from './redirects';
import { variant } from './variant';

const LandingPage = lazyPage(() => import('../pages/LandingPage'));
const UseCasePage = lazyPage(() => import('../features/landing/UseCasePage'));
const PostsPage = lazyPage(() => import('../features/posts/PostsPage'));
const PostPage = lazyPage(() => import('../features/posts/PostPage'));
const FeedPage = lazyPage(() => import('../features/insights/feed/FeedPage'));
const TracksPage = lazyPage(() => import('../features/insights/tracks/TracksPage'));
const TrackAnalyticsPage = lazyPage(() => import('../features/insights/tracks/TrackAnalyticsPage'));
const AudiencePage = lazyPage(() => import('../features/insights/audience/AudiencePage'));
const PlatformPage = lazyPage(() => import('../features/insights/platforms/PlatformPage'));
const PlaylistPage = lazyPage(() => import('../features/insights/platforms/PlaylistPage'));
const AccountPage = lazyPage(() => import('../features/insights/account/AccountPage'));
const StationPage = lazyPage(() => import('../features/radio/StationPage'));
const SettingsLayout = lazyPage(() => import('../pages/SettingsLayout'));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'));
const AdminDeskPage = lazyPage(() => import('../features/admin/AdminDeskPage'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const SignupPage = lazyPage(() => import('../features/auth/SignupPage'));
const EmailConfirmationPage = lazyPage(() => import('../features/auth/EmailConfirmationPage'));
const MagicPage = lazyPage(() => import('../features/auth/MagicPage'));
const LogoutPage = lazyPage(() => import('../features/auth/LogoutPage'));
const AccountManagementPage = lazyPage(() => import('../features/account/AccountManagementPage'));
const PricingPage = lazyPage(() => import('../features/subscriptions/PricingPage'));
const IntegrationsPage = lazyPage(() => import('../features/integrations/IntegrationsPage'));
const ProfessionalPlanPage = lazyPage(
  () => import('../features/professional/ProfessionalPlanPage'),
);
const SubscriptionManagementPage = lazyPage(
  () => import('../features/subscriptions/SubscriptionManagementPage'),
);
const EditSubscriptionPage = lazyPage(
  () => import('../features/subscriptions/EditSubscriptionPage'),
);
const EnterpriseRequestPage = lazyPage(
  () => import('../features/subscriptions/EnterpriseRequestPage'),
);
const EditBillingAddressPage = lazyPage(
  () => import('../features/subscriptions/EditBillingAddressPage'),
);
const EnterpriseCheckoutPage = lazyPage(
  () => import('../features/subscriptions/EnterpriseCheckoutPage'),
);
const TeamManagementPage = lazyPage(() => import('../features/teams/TeamManagementPage'));
const MarketingPage = lazyPage(() => import('../features/marketing/MarketingPage'));
const ActivitySettingsPage = lazyPage(
  () => import('../features/member-settings/ActivitySettingsPage'),
);
const FavoriteSourcesPage = lazyPage(
  () => import('../features/member-settings/FavoriteSourcesPage'),
);
const NotificationsPage = lazyPage(() => import('../features/push/NotificationsPage'));
const TeamInvitationPage = lazyPage(() => import('../features/teams/TeamInvitationPage'));
const PitchUnsubscribePage = lazyPage(() => import('../features/pitching/PitchUnsubscribePage'));
const PresavesPage = lazyPage(() => import('../features/presave/PresavesPage'));
const PresaveCampaignPage = lazyPage(() => import('../features/presave/PresaveCampaignPage'));

/** The screen of each settings tab: every tab has one built (none outlines its purpose now). */
const SETTINGS_SCREENS: Record<keyof typeof SETTINGS_TABS, ReactNode> = {
  account: <AccountManagementPage />,
  subscriptions: <SubscriptionManagementPage />,
  professionalPlan: <ProfessionalPlanPage />,
  integrations: <IntegrationsPage />,
  teams: <TeamManagementPage />,
  activities: <ActivitySettingsPage />,
  favoriteSources: <FavoriteSourcesPage />,
  notifications: <NotificationsPage />,
};

/** A settings tab this variant does not have leads to its default settings page (spec §2). */
function settingsTab(tab: keyof typeof SETTINGS_TABS): RouteObject {
  const { path } = SETTINGS_TABS[tab];
  const relative = path.replace('/settings/', '');
  if (!variant.settingsTabs.includes(tab)) {
    return { path: relative, element: <Navigate to={variant.defaultSettingsPath} replace /> };
  }
  return { path: relative, element: SETTINGS_SCREENS[tab] };
}

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RethrowRouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/welcome', element: <LandingPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/email-confirmation', element: <EmailConfirmationPage /> },
      { path: '/magic', element: <MagicPage /> },
      { path: '/team-invitation', element: <TeamInvitationPage /> },
      { path: '/pitch-unsubscribe', element: <PitchUnsubscribePage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/ios', element: <ExternalRedirect to={APP_STORE_URLS.ios} /> },
      { path: '/android', element: <ExternalRedirect to={APP_STORE_URLS.android} /> },
      { path: '/for/:useCase', element: <UseCasePage /> },
      { path: '/feed', element: <FeedPage /> },
      { path: '/tracks', element: <TracksPage /> },
      { path: '/tracks/:trackId', element: <TrackAnalyticsPage /> },
      { path: '/audience', element: <AudiencePage /> },
      { path: '/posts', element: <PostsPage /> },
      { path: '/posts/:platform/:postId', element: <PostPage /> },
      { path: '/marketing', element: <MarketingPage /> },
      { path: '/platforms/:platform', element: <PlatformPage /> },
      { path: '/presaves', element: <PresavesPage /> },
      { path: '/presaves/:campaignId', element: <PresaveCampaignPage /> },
      { path: '/stations/:stationId', element: <StationPage /> },
      { path: '/enterprise/checkout', element: <EnterpriseCheckoutPage /> },
      {
        path: '/settings',
        element: <SettingsLayout />,
        children: [
          { index: true, element: <Navigate to={variant.defaultSettingsPath} replace /> },
          settingsTab('activities'),
          settingsTab('integrations'),
          settingsTab('favoriteSources'),
          settingsTab('notifications'),
          settingsTab('professionalPlan'),
          settingsTab('subscriptions'),
          settingsTab('teams'),
          settingsTab('account'),
          { path: 'edit-subscription/:subscriptionId', element: <EditSubscriptionPage /> },
          { path: 'subscription-management/request', element: <EnterpriseRequestPage /> },
          {
            path: 'subscription-management/edit-billing-address',
            element: <EditBillingAddressPage />,
          },
          { path: '*', element: <Navigate to={variant.defaultSettingsPath} replace /> },
        ],
      },
      { path: '/artist/:idUnique', element: <AccountPage /> },
      { path: '/artist/:idUnique/tracks', element: <TracksPage /> },
      { path: '/label/:idUnique', element: <AccountPage /> },
      { path: '/label/:idUnique/tracks', element: <TracksPage /> },
      { path: '/creator/:idUnique', element: <AccountPage /> },
      { path: '/:sourceId/:playlistId', element: <PlaylistPage /> },
      { path: '/:type/:id/*', element: <ParentRedirect /> },
      // Issue 26: the admin desks; everyone else, unknown ids and desks not built: 404.
      { path: '/:accountId', element: <AdminDeskPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
