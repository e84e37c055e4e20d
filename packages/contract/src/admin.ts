import type { ADMIN_ACCOUNTS } from '@songstats/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZLoginResponse, ZMessageResponse } from './members';

// Issue 26: the admin desks (spec §2 "Admin menu entries navigate to /{id}", §6 userIsAdmin).
// Every desk is a table over one of these calls: search (q), filters, sorting (spec §4: a column,
// ascending or descending, nulls last; a new sort or search goes back to page 1) and paging.
// Every call answers 401 logged out and 403 to members who are not admins.

/** The desks (docs/admin.md): all 17 admin menu ids; any other id answers "Page not found". */
export const BUILT_ADMIN_DESKS = [
  'members',
  'beta-testers',
  'monitor-status',
  'error-reports',
  'link-requests',
  'track-removal-requests',
  'hidden-accounts',
  'subscriptions',
  'payments',
  'enterprise-agreements',
  'sources',
  'playlists',
  'radio-stations',
  'coupons',
  'profile-requests',
  'accounts-in-setup',
  'push-notifications',
] as const satisfies readonly (typeof ADMIN_ACCOUNTS)[number]['id'][];
export type BuiltAdminDesk = (typeof BUILT_ADMIN_DESKS)[number];

export const DESK_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_TEXTS = {
  accessBanner: (name: string) => `You are viewing the product as ${name}, through admin.`,
  accessExit: 'Exit',
  readOnly: 'You are viewing this member through admin: changes are not allowed.',
  betaTesterOn: (name: string) => `${name} is now a beta tester.`,
  betaTesterOff: (name: string) => `${name} is no longer a beta tester.`,
  sessionsRevoked: (count: number) =>
    `${count} ${count === 1 ? 'session was' : 'sessions were'} ended.`,
  accessEnded: 'You are back in your own account.',
  memberNotFound: 'There is no such member.',
  noAccessOpen: 'There is no access through admin open with that token.',
  accountNotFound: 'There is no such profile.',
  accountHidden: (name: string) => `${name} is hidden.`,
  accountShown: (name: string) => `${name} is visible again.`,
  requestNotPending: 'This request is no longer pending: another admin has resolved it.',
  requestResolved: (status: 'approved' | 'rejected', email: string) =>
    `The request is ${status}; ${email} is told by mail.`,
} as const;

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The query every desk takes: search, sort and page. */
export function deskQuery<const Sort extends readonly [string, ...string[]]>(
  sorts: Sort,
  defaultSort: Sort[number],
  defaultOrder: 'asc' | 'desc',
) {
  return z.object({
    q: z.string().trim().max(100, 'The search is at most 100 characters.').optional(),
    sort: z.enum(sorts).default(defaultSort as never),
    order: z.enum(['asc', 'desc']).default(defaultOrder),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce
      .number()
      .int()
      .refine((n) => (DESK_PAGE_SIZES as readonly number[]).includes(n), {
        message: `A page has ${DESK_PAGE_SIZES.join(', ')} rows.`,
      })
      .default(25),
  });
}

export function deskPage<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });
}

export const MEMBER_DESK_SORTS = [
  'name',
  'email',
  'createdAt',
  'lastSeenAt',
  'managements',
] as const;
export const MEMBER_DESK_FILTERS = ['all', 'admins', 'betaTesters', 'subscribers'] as const;

export const ZMembersDeskQuery = deskQuery(MEMBER_DESK_SORTS, 'createdAt', 'desc').extend({
  filter: z.enum(MEMBER_DESK_FILTERS).default('all'),
});
export type MembersDeskQuery = z.input<typeof ZMembersDeskQuery>;

export const ZMemberDeskRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isBetaTester: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  sessions: z.number().int(),
  managements: z.number().int(),
  liveSubscriptions: z.number().int(),
});
export type MemberDeskRow = z.infer<typeof ZMemberDeskRow>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  memberId: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZMemberDetails = z.object({
  member: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    isBetaTester: z.boolean(),
    createdAt: z.string(),
    emailConfirmedAt: z.string().nullable(),
  }),
  managements: z.array(
    z.object({
      id: z.number().int(),
      accountId: z.number().int(),
      idUnique: z.string(),
      name: z.string(),
      type: z.string(),
      managementType: z.string(),
      isProfessional: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      state: z.string(),
      productType: z.string(),
      payableType: z.string(),
      accountName: z.string().nullable(),
      provider: z.string(),
      platform: z.string(),
      interval: z.string(),
      priceCents: z.number().int(),
      createdAt: z.string(),
      currentPeriodEnd: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      description: z.string(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      platform: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      accessedThruAdmin: z.boolean(),
    }),
  ),
  pushTokens: z.array(
    z.object({ id: z.number().int(), platform: z.string(), createdAt: z.string() }),
  ),
  auditTrail: z.array(ZAuditEntry),
});
export type MemberDetails = z.infer<typeof ZMemberDetails>;

export const AUDIT_SORTS = ['createdAt', 'action', 'adminEmail'] as const;

export const ERROR_GROUP_SORTS = ['count', 'lastSeen', 'firstSeen', 'error'] as const;
export const ZErrorReportGroup = z.object({
  key: z.string(),
  error: z.string(),
  stack: z.string().nullable(),
  reports: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  frontendVersions: z.array(z.string()),
  variants: z.array(z.string()),
  lastUrl: z.string().nullable(),
});
export type ErrorReportGroup = z.infer<typeof ZErrorReportGroup>;

export const ZMonitorStatus = z.object({
  steps: z.array(
    z.object({
      step: z.string(),
      day: z.string(),
      finishedAt: z.string().nullable(),
      sincePreviousMs: z.number().nullable(),
      activities: z.number().nullable(),
      failed: z.number().nullable(),
    }),
  ),
  lastWholeDay: z.string().nullable(),
  failedSteps: z.number().int(),
  queue: z
    .array(z.object({ state: z.string(), jobs: z.number().int(), retries: z.number().int() }))
    .nullable(),
  /** Issue 27: each real platform's state; a figure it does not give, and why. */
  realPlatforms: z
    .array(
      z.object({
        source: z.string(),
        freshness: z.enum(['ok', 'waiting', 'failing', 'stale']),
        retryAt: z.string().nullable(),
        retryReason: z.string().nullable(),
        lastSuccessAt: z.string().nullable(),
        failingSince: z.string().nullable(),
        lastError: z.string().nullable(),
        ranOn: z.string().nullable(),
        mode: z.string().nullable(),
        unavailable: z.string().nullable(),
      }),
    )
    .optional(),
  sources: z.array(
    z.object({
      source: z.string(),
      lastDay: z.string().nullable(),
      activitiesLastDay: z.number().int(),
      oldestRefresh: z.string().nullable(),
      newestRefresh: z.string().nullable(),
      items: z.number().int().nullable(),
    }),
  ),
  /** The day the monitor should have finished: the world's yesterday (or the calendar's). */
  expectedDay: z.string(),
  /** spec: a warning when a day is late (the last whole day is before the expected one). */
  lateWarning: z.string().nullable(),
  /** The embedded demo world: its date and catch-up; null with workers on the queue. */
  embedded: z
    .object({
      date: z.string().nullable(),
      catchingUp: z.object({ day: z.number(), of: z.number(), date: z.string() }).nullable(),
    })
    .nullable(),
});
export type MonitorStatus = z.infer<typeof ZMonitorStatus>;

export const MEDIA_LINK_DESK_SORTS = [
  'createdAt',
  'status',
  'account',
  'member',
  'resolvedAt',
] as const;
export const MEDIA_LINK_DESK_STATUSES = ['all', 'pending', 'approved', 'rejected'] as const;

export const ZMediaLinkDeskRow = z.object({
  id: z.number().int(),
  kind: z.enum(['add_link', 'remove_link', 'remove_track']),
  status: z.enum(['pending', 'approved', 'rejected']),
  accountName: z.string(),
  accountIdUnique: z.string(),
  trackTitle: z.string().nullable(),
  linkUrl: z.string().nullable(),
  memberId: z.number().int(),
  memberEmail: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type MediaLinkDeskRow = z.infer<typeof ZMediaLinkDeskRow>;

export const ACCOUNT_DESK_SORTS = ['name', 'type', 'createdAt', 'managements'] as const;
export const ACCOUNT_DESK_VISIBILITIES = ['hidden', 'visible', 'all'] as const;
export const ZAccountDeskRow = z.object({
  id: z.number().int(),
  idUnique: z.string(),
  name: z.string(),
  type: z.enum(['artist', 'label', 'creator']),
  hidden: z.boolean(),
  monitoredSince: z.string().nullable(),
  managements: z.number().int(),
  createdAt: z.string(),
});
export type AccountDeskRow = z.infer<typeof ZAccountDeskRow>;

export const adminEndpoints = {
  members: defineEndpoint({
    method: 'GET',
    path: '/admin/members',
    summary: 'Members desk: members by name or email, filtered, sorted, paged (admins, issue 26).',
    query: ZMembersDeskQuery,
    response: deskPage(ZMemberDeskRow),
  }),
  member: defineEndpoint({
    method: 'GET',
    path: '/admin/member',
    summary:
      "A member's managements, subscriptions, payments, sessions, push tokens and audit trail (admins, issue 26).",
    query: z.object({ memberId: ZId }),
    response: ZMemberDetails,
  }),
  setBetaTester: defineEndpoint({
    method: 'PUT',
    path: '/admin/members/beta_tester',
    summary:
      'Makes a member a beta tester or not (spec §6 isBetaTester; logged; admins, issue 26).',
    body: z.object({ memberId: ZId, isBetaTester: z.boolean() }),
    response: ZMessageResponse.extend({ isBetaTester: z.boolean() }),
  }),
  revokeSessions: defineEndpoint({
    method: 'POST',
    path: '/admin/members/revoke_sessions',
    summary: 'Ends every session of a member (logged; admins, issue 26).',
    body: z.object({ memberId: ZId }),
    response: ZMessageResponse.extend({ revoked: z.number().int() }),
  }),
  accessMember: defineEndpoint({
    method: 'POST',
    path: '/admin/members/access',
    summary:
      'Access through admin (spec §3, §6 isAccessedThruAdmin): a read-only session of the member for the admin; the member’s own sessions stay (logged; admins, issue 26).',
    body: z.object({ memberId: ZId }),
    response: ZLoginResponse,
  }),
  endAccess: defineEndpoint({
    method: 'POST',
    path: '/admin/members/end_access',
    summary:
      'Exit from access through admin: ends the read-only session the admin opened (logged; admins, issue 26).',
    body: z.object({ accessToken: z.string().min(1).max(200) }),
    response: ZMessageResponse,
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/admin/audit_log',
    summary:
      'The audit log of admin actions: who, when, what, before and after (admins, issue 26).',
    query: deskQuery(AUDIT_SORTS, 'createdAt', 'desc').extend({ memberId: ZId.optional() }),
    response: deskPage(ZAuditEntry),
  }),
  errorReports: defineEndpoint({
    method: 'GET',
    path: '/admin/error_reports',
    summary:
      'Error Reports desk: report_error reports grouped by message and stack, with counts, first and last seen and frontend versions (admins, issue 26).',
    query: deskQuery(ERROR_GROUP_SORTS, 'lastSeen', 'desc').extend({
      variant: z.string().trim().max(32).optional(),
    }),
    response: deskPage(ZErrorReportGroup),
  }),
  mediaLinkRequests: defineEndpoint({
    method: 'GET',
    path: '/admin/media_link_requests',
    summary:
      'Link Requests and Track Removal Requests desks: the media-link requests of spec §7, searched, filtered by status, sorted, paged (admins, issue 26).',
    query: deskQuery(MEDIA_LINK_DESK_SORTS, 'createdAt', 'desc').extend({
      desk: z.enum(['links', 'trackRemovals']).default('links'),
      status: z.enum(MEDIA_LINK_DESK_STATUSES).default('pending'),
    }),
    response: deskPage(ZMediaLinkDeskRow),
  }),
  resolveMediaLinkRequest: defineEndpoint({
    method: 'POST',
    path: '/admin/media_link_requests/resolve',
    summary:
      'Approves or rejects a pending media-link request; the requester is told by mail (logged; admins, issue 26).',
    body: z.object({ requestId: ZId, status: z.enum(['approved', 'rejected']) }),
    response: ZMessageResponse.extend({ request: ZMediaLinkDeskRow }),
  }),
  accounts: defineEndpoint({
    method: 'GET',
    path: '/admin/accounts',
    summary:
      'Hidden Accounts desk: profiles by name or idUnique, hidden ones by default, sorted, paged (admins, issue 26).',
    query: deskQuery(ACCOUNT_DESK_SORTS, 'name', 'asc').extend({
      visibility: z.enum(ACCOUNT_DESK_VISIBILITIES).default('hidden'),
      type: z.enum(['artist', 'label', 'creator']).optional(),
    }),
    response: deskPage(ZAccountDeskRow),
  }),
  setAccountHidden: defineEndpoint({
    method: 'PUT',
    path: '/admin/accounts/hidden',
    summary: 'Hides or shows a profile (spec §3 Account.hidden; logged; admins, issue 26).',
    body: z.object({ accountId: ZId, hidden: z.boolean() }),
    response: ZMessageResponse.extend({ hidden: z.boolean() }),
  }),
  monitorStatus: defineEndpoint({
    method: 'GET',
    path: '/admin/monitor_status',
    summary:
      "Monitor Status desk: the last cycle's steps, the queue, each source's freshness and a late-day warning, from the monitor's own tables (admins, issue 26).",
    response: ZMonitorStatus,
  }),
};
