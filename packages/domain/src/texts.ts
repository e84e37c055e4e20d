// Every user-facing string of the spec, in one place, so the web app, the server and the monitor
// show the same words. Fixed texts are in TEXTS; texts with a blank are functions. `product` is
// `VARIANTS[id].name`, the spec's `{product}`.

export const TEXTS = {
  // spec §2 header and widgets
  header: {
    pricing: 'Pricing',
    download: 'Download',
    platforms: 'Platforms',
    useCases: 'Use Cases',
    logIn: 'Log In',
    signUp: 'Sign Up',
    settings: 'Settings',
    logout: 'Logout',
  },
  userMenuGroups: {
    artists: 'Artists',
    collaborators: 'Collaborators',
    labels: 'Labels',
    creators: 'Creators',
  },
  requestToAdd: 'Request to add song / artist / label',
  // spec §2 search dropdown and the playlist-checking floating search
  search: {
    placeholder: 'Search for Artists, Labels or Songs',
    playlistPlaceholder: 'Search for Spotify Playlist',
    recent: 'Recent',
    searching: 'Searching...',
    noMatches: 'No matches found',
    noPlaylists: 'No playlists found',
    filters: { top: 'Top', songs: 'Songs', artists: 'Artists', labels: 'Labels', cities: 'Cities' },
  },
  // spec §2, §5 add-profile dialog
  addProfile: {
    title: 'Add Profile',
    types: { artist: 'Artist', collaborator: 'Collaborator', label: 'Label' },
    loggedOut: 'Sign up for a free account in order to add an artist / label profile.',
    // The spec names the rule, not its words: an artist request needs an artist link (issue 27:
    // of any of the seven platforms a profile is set up from).
    needsStreamingArtistLink:
      "Please enter the artist's link on Spotify, Apple Music, Deezer, YouTube, SoundCloud, TikTok or Instagram, for example https://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi.",
  },
  // spec §2 empty states and locked tabs
  emptyState: {
    noPlaylists: "We don't see your tracks in any playlists that we're monitoring.",
  },
  locked: {
    premiumFeature: "You've found a Premium Feature!",
    upgrade: 'Upgrade',
    subscribe: 'Subscribe',
  },
  // spec §2 subscription modal and plan cards
  modal: {
    chooseAccount: 'Choose Artist or Label',
    error: 'An error has occurred',
    bestValue: 'BEST VALUE',
    free: 'FREE',
    professionalPlan: 'Professional Plan',
    enterprise: 'Enterprise',
    requestAccess: 'Request Access',
    playlistCheckUnlock:
      'Subscribe to an artist or label profile to unlock playlist ranks, contact details and follower growth insights.',
    cardholderPlaceholder: 'Name as displayed on card',
  },
  // spec §2 table columns
  tableColumns: {
    subscriptions: [
      'Subscription',
      'Status',
      'Service',
      'Paid By',
      'Recurring',
      'Next Payment',
      'Action',
    ],
    professionalManagement: ['Name', 'Type', 'Action'],
    teamManagement: ['Name', 'Email', 'Role', 'Status', 'Actions'],
    billingAddress: ['First Name', 'Last Name', 'Company', 'Address', 'Country', 'VAT', 'Edit'],
    contactHistory: ['Sent Date', 'Email', 'Type', 'Is Member'],
    shareAnalytics: ['Track', 'Visits', 'Clicks', 'Click-Through Rate', 'Share'],
  },
  // spec §4 subscription rows and payment buttons
  subscription: {
    resubscribe: 'Resubscribe',
    delete: 'Delete',
    // Issue 30: the cancel flow of a paid running row, from the row itself.
    cancel: 'Cancel',
    edit: 'Edit',
    invoice: 'Invoice',
    manageOnAndroid: 'Manage on Android Device',
    manageOnIos: 'Manage on iOS Device',
    viewInTeamManagement: 'View in Team Management',
    confirm: 'Confirm',
    upgrade: 'Upgrade',
    update: 'Update',
    startFreeTrial: 'Start Free Trial',
  },
  // spec §9 intervals and trial
  intervals: { monthly: 'Monthly', yearly: 'Yearly (Save 2 Months)' },
  trialWeek: '1 WEEK FREE',
  // spec §5 cancel flow
  cancel: {
    cancelRenewal: 'Cancel Renewal',
    // The spec fixes three acknowledgements ticked in order, not their words.
    acknowledgements: [
      'I understand that my subscription will not renew at the end of the current billing period.',
      'I understand that I will lose access to the data of this subscription when it ends.',
      'I understand that a renewed subscription may not keep my current price.',
    ],
    otherReason: 'Other',
  },
  // spec §8 error catalogue
  errors: {
    searchFailed: 'Search failed',
    notificationsFailed: 'Failed to get notifications',
    maintenance: 'The product is undergoing scheduled maintenance. Please check back soon.',
    cancelFailed: 'Could not cancel at this time. Please try again later.',
    deleteSubscriptionFailed:
      'Something went wrong while attempting to delete your subscription. Please contact support if the problem persists.',
    threeDSecure: "We currently don't support 3D-Secure credit cards...",
    paypalFailed: 'Something went wrong with PayPal. Please contact support if problem persists.',
    networkNotOk: 'Network response was not ok',
    // Ours: spec §8 magic login failure shows the server's message on /login.
    magicLinkInvalid:
      'This login link is invalid, has expired or was already used. Please request a new one.',
  },
  // spec §8 success texts
  success: {
    emailConfirmed: 'Success! Your email has been confirmed.',
    emailConfirmedMobile: 'Please download the mobile app or login via the desktop dashboard.',
    passwordChanged: 'Password changed. All other active sessions have been logged out.',
    accountUpdated: 'Account updated.',
    accountDeleted: 'We have successfully deleted your account',
  },
  // spec §9 "Live data: Listeners and Streams"
  liveData: ['Listeners', 'Streams'],
} as const;

export type UpgradeHintForm = 'professionalPlan' | 'subscription';

const UPGRADE_OBJECT: Record<UpgradeHintForm, { plain: string; free: string }> = {
  professionalPlan: { plain: 'your Professional Plan', free: 'your free Professional Plan' },
  subscription: { plain: 'your subscription', free: 'your free subscription' },
};

/** spec §6: the upgrade hints for secondary managers, free plans and plans bought elsewhere. */
export const UPGRADE_HINTS = {
  secondary: (form: UpgradeHintForm) =>
    `Please contact your team admin to upgrade ${UPGRADE_OBJECT[form].plain}.`,
  free: (form: UpgradeHintForm) =>
    `Please contact support to upgrade ${UPGRADE_OBJECT[form].free}.`,
  otherPlatform: (platform: string, form: UpgradeHintForm) =>
    `Please log into your ${platform} to upgrade ${UPGRADE_OBJECT[form].plain}.`,
};

export const noPlatformDataText = (platform: string) =>
  `We currently don't have any ${platform} data for your tracks.`;
export const discoveredProductText = (product: string) => `You've discovered ${product}!`;
export const unlockWithProductTitle = (product: string) => `Unlock With ${product}`;
export const accessWithProductTitle = (product: string) => `Access With ${product}`;
export const daysLeftText = (days: number) => `${days} Days Left`;
export const trialDaysText = (days: number) => `${days} DAYS FREE`;
export const paymentErrorText = (message: string) => `Error: ${message}`;
export const couponAddedText = (code: string) =>
  `Woohoo! The coupon code ${code} has been added to your account and will automatically apply when you subscribe.`;
export const accountDeletionRefusedText = (host: string) =>
  `Sorry we can't delete your account because you currently or previously have had a subscription with us. Please contact support at ${host}.`;
/** spec §7: the report's default file name is the product's name. */
export const defaultReportFileName = (product: string) => `${product} Report`;

/** spec §9: the six cancel reasons, in order. */
export const cancelReasonTexts = (product: string): readonly string[] => [
  `I'm not using ${product} enough at the moment.`,
  `I'm having trouble using ${product}.`,
  "I'm getting music analytics elsewhere.",
  `${product} is too expensive.`,
  'Catalog is incomplete.',
  TEXTS.cancel.otherReason,
];

/** Issue 21: a profile's page for a visitor who is not logged in, above Sign Up and Subscribe. */
export const loggedOutProfileText = (name: string) =>
  `Sign up to see ${name}'s streams, playlists, charts and radio plays, updated every day, and subscribe to unlock them.`;
