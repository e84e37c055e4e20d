import { BUILT_ADMIN_DESKS, type BuiltAdminDesk } from '@songstats/contract';
import { ADMIN_ACCOUNTS, showsAdminMenu } from '@songstats/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { variant } from '../../app/variant';
import NotFoundPage from '../../pages/NotFoundPage';
import { useSession } from '../session/session-store';
import { EnterpriseAgreementsDesk, PaymentsDesk, SubscriptionsDesk } from './BillingDesks';
import { ErrorReportsDesk } from './ErrorReportsDesk';
import { HiddenAccountsDesk } from './HiddenAccountsDesk';
import { MediaLinkRequestsDesk } from './MediaLinkRequestsDesk';
import { MembersDesk } from './MembersDesk';
import { PlaylistsDesk, RadioStationsDesk } from './MonitoredDesks';
import { MonitorStatusDesk } from './MonitorStatusDesk';
import {
  AccountsInSetupDesk,
  CouponsDesk,
  ProfileRequestsDesk,
  PushNotificationsDesk,
} from './OperationsDesks';
import { SourcesDesk } from './SourcesDesk';

const DESKS: Record<BuiltAdminDesk, { purpose: string; screen: () => ReactNode }> = {
  members: {
    purpose:
      'Find a member by name or email; see their profiles, subscriptions, payments, sessions, push tokens and the admin actions on them.',
    screen: () => <MembersDesk />,
  },
  'beta-testers': {
    purpose: 'Members who see the sources tagged beta (spec §6).',
    screen: () => <MembersDesk betaTesters />,
  },
  'monitor-status': {
    purpose: "The monitor's last cycle, its queue and the freshness of each source.",
    screen: () => <MonitorStatusDesk />,
  },
  'error-reports': {
    purpose: 'What went wrong in the web app, grouped by message and stack.',
    screen: () => <ErrorReportsDesk />,
  },
  'link-requests': {
    purpose:
      'Members asking to add a link to a track or to remove one (spec §7); the requester is told by mail.',
    screen: () => <MediaLinkRequestsDesk desk="links" />,
  },
  'track-removal-requests': {
    purpose:
      "Members asking to take a track out of a profile's catalogue (spec §7); the requester is told by mail.",
    screen: () => <MediaLinkRequestsDesk desk="trackRemovals" />,
  },
  'hidden-accounts': {
    purpose:
      'Profiles hidden from search and from members who do not manage them (spec §3 hidden); hide and show them.',
    screen: () => <HiddenAccountsDesk />,
  },
  subscriptions: {
    purpose:
      'Subscriptions with their state and provider; cancel one as the member would (spec §4), logged.',
    screen: () => <SubscriptionsDesk />,
  },
  payments: {
    purpose: 'Every charge made or refused, with its status and provider.',
    screen: () => <PaymentsDesk />,
  },
  'enterprise-agreements': {
    purpose:
      'Enterprise agreements (spec §3): requested, priced, checked out, with their provider.',
    screen: () => <EnterpriseAgreementsDesk />,
  },
  sources: {
    purpose:
      "The platforms of the catalogue with their tags (spec §3), and the profiles' links to each; mark a link alpha to keep it off the profile (spec §7).",
    screen: () => <SourcesDesk />,
  },
  playlists: {
    purpose:
      'The playlists the monitor watches, with their latest snapshot; exclude one from monitoring, with the reason.',
    screen: () => <PlaylistsDesk />,
  },
  'radio-stations': {
    purpose:
      'The radio stations whose spins the monitor counts, with their newest day; exclude one from monitoring, with the reason.',
    screen: () => <RadioStationsDesk />,
  },
  coupons: {
    purpose:
      "The coupons the checkout takes (spec §5: visible, inside their dates, of the plan's apply type), with their use; create, hide, show or expire one.",
    screen: () => <CouponsDesk />,
  },
  'profile-requests': {
    purpose:
      'Members asking to own a profile that exists (filed when they add its link); approve one to make them its owner, or reject it.',
    screen: () => <ProfileRequestsDesk />,
  },
  'accounts-in-setup': {
    purpose:
      'Profiles set up from a link whose setup has not finished, with their age; mark one failed, or start a failed one again.',
    screen: () => <AccountsInSetupDesk />,
  },
  'push-notifications': {
    purpose:
      "Members' push subscriptions and the activity pushes the monitor sent them; send a test push to a member.",
    screen: () => <PushNotificationsDesk />,
  },
};

const isBuilt = (id: string | undefined): id is BuiltAdminDesk =>
  (BUILT_ADMIN_DESKS as readonly string[]).includes(id ?? '');

/**
 * Issue 26: spec §2 "Admin menu entries navigate to /{id}". A desk for admins on the products
 * with the admin menu (spec §2, §6); for anyone else, an unknown id or a desk not built yet, the
 * 404 page: a single-segment address shows nothing it should not.
 */
export default function AdminDeskPage() {
  const { accountId } = useParams();
  const isAdmin = useSession((state) => state.login?.userIsAdmin ?? false);
  if (!showsAdminMenu(variant.id, isAdmin) || !isBuilt(accountId)) return <NotFoundPage />;
  const desk = DESKS[accountId];
  const name = ADMIN_ACCOUNTS.find((account) => account.id === accountId)?.name ?? accountId;
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-10">
      <header>
        <p className="text-sm font-medium text-gray-500">Admin</p>
        <h1 className="text-3xl font-semibold tracking-tight">{name}</h1>
        <p className="mt-2 text-gray-600">{desk.purpose}</p>
      </header>
      {desk.screen()}
    </main>
  );
}
