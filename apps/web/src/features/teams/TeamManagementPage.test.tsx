// @vitest-environment happy-dom
import type { LoginResponse, TeamItem, TeamMemberItem } from '@songstats/contract';
import { TEAM_LIMITS, TEAM_TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { errorResponse, stubApi } from '../subscriptions/test-fixtures';
import TeamManagementPage from './TeamManagementPage';

const seat = (values: Partial<TeamMemberItem>): TeamMemberItem => ({
  id: 1,
  userId: 7,
  name: 'Olga Owner',
  email: 'olga@example.com',
  role: 'owner',
  status: 'active',
  invitedAt: null,
  expiresAt: null,
  joinedAt: '2026-01-01T00:00:00.000Z',
  isYou: true,
  ...values,
});
const team = (values: Partial<TeamItem>): TeamItem => ({
  id: 3,
  name: "Olga Owner's Team",
  ownerUserId: 7,
  role: 'owner',
  canManage: true,
  restrictedUpgradeText: null,
  teamMembers: [seat({})],
  ...values,
});
const limits = {
  maxMembers: TEAM_LIMITS.maxMembers,
  invitationsPerDay: TEAM_LIMITS.invitationsPerDay,
  invitationLifetimeDays: TEAM_LIMITS.invitationLifetimeDays,
};

beforeEach(() => {
  useSession.getState().setLogin({
    userId: 7,
    userAuthToken: { token: 'session-token' },
    subscription: { accounts: [], subscriptionPlans: [] },
  } as unknown as LoginResponse);
  useMessages.setState({ messages: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().reset();
  localStorage.clear();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TeamManagementPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A server keeping one team's rows: each call changes what the next GET answers. */
function teamServer(initial: TeamMemberItem[]) {
  let rows = [...initial];
  const answer = () => team({ teamMembers: rows });
  return stubApi({
    'GET /teams/index': () => ({ teams: rows.length > 0 ? [answer()] : [], limits }),
    'POST /teams/invite_member': (call) => {
      const email = (call.body as { email: string }).email;
      rows = [
        ...(rows.length > 0 ? rows : [seat({})]),
        seat({
          id: 9,
          userId: null,
          name: null,
          email,
          role: 'member',
          status: 'invited',
          isYou: false,
        }),
      ];
      return { message: TEAM_TEXTS.invited(email), team: answer() };
    },
    'PATCH /teams/update_member_role': (call) => {
      const { teamMemberId, role } = call.body as { teamMemberId: number; role: 'admin' };
      rows = rows.map((row) => (row.id === teamMemberId ? { ...row, role } : row));
      return { message: TEAM_TEXTS.roleChanged('Tom', role), team: answer() };
    },
    'DELETE /teams/remove_member': (call) => {
      rows = rows.filter((row) => row.id !== Number(call.query.get('teamMemberId')));
      return { message: TEAM_TEXTS.removed('Tom'), team: answer() };
    },
    'POST /teams/resend_invitation': () => errorResponse(429, TEAM_TEXTS.tooManyInvitations(3600)),
  });
}

const tom = seat({
  id: 5,
  userId: 8,
  name: 'Tom',
  email: 'tom@example.com',
  role: 'member',
  isYou: false,
});

describe('Team Management (issue 22, spec §2)', () => {
  it('shows loading, then the empty state, and invites a first member by email', async () => {
    const { calls } = teamServer([]);
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText(TEAM_TEXTS.emptyTeam)).toBeTruthy();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(email, { target: { value: 'Tom@Example.com' } });
    fireEvent.submit(email.closest('form')!);
    await waitFor(() =>
      expect(useMessages.getState().messages.at(-1)?.message).toBe(
        TEAM_TEXTS.invited('tom@example.com'),
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      teamId: null,
      email: 'tom@example.com',
      role: 'member',
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Actions']);
    const invited = within(table).getByRole('row', { name: /tom@example\.com/ });
    expect(within(invited).getByText('Invited')).toBeTruthy();
    expect(
      within(invited).getByRole('button', { name: 'Resend the invitation to tom@example.com' }),
    ).toBeTruthy();
  });

  it('changes a role with the keyboard-usable select, and removes a member after a confirmation', async () => {
    const { calls } = teamServer([seat({}), tom]);
    renderPage();
    const role = await screen.findByRole('combobox', { name: 'Role of Tom' });
    fireEvent.change(role, { target: { value: 'admin' } });
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        teamMemberId: 5,
        role: 'admin',
      }),
    );
    // The owner's own row offers nothing to change.
    expect(screen.queryByRole('combobox', { name: 'Role of Olga Owner' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Tom' }));
    const confirm = screen.getByRole('button', { name: 'Confirm removal' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Tom/ })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.query.get('teamMemberId')).toBe('5');
  });

  it("shows the server's refusal (a limit) as an error message", async () => {
    teamServer([
      seat({}),
      seat({
        id: 9,
        userId: null,
        name: null,
        email: 'x@example.com',
        role: 'member',
        status: 'expired',
        isYou: false,
      }),
    ]);
    renderPage();
    expect(await screen.findByText('Expired')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the invitation to x@example.com' }));
    await waitFor(() =>
      expect(useMessages.getState().messages.at(-1)).toMatchObject({
        message: TEAM_TEXTS.tooManyInvitations(3600),
        messageType: 'error',
      }),
    );
  });

  it('shows a joined team read-only, with the secondary upgrade text and Leave Team', async () => {
    stubApi({
      'GET /teams/index': () => ({
        teams: [
          team({
            id: 4,
            role: 'member',
            canManage: false,
            restrictedUpgradeText: 'Please contact your team admin to upgrade your subscription.',
            teamMembers: [seat({ isYou: false }), { ...tom, isYou: true }],
          }),
        ],
        limits,
      }),
    });
    renderPage();
    expect((await screen.findByTestId('team-upgrade-text')).textContent).toBe(
      'Please contact your team admin to upgrade your subscription.',
    );
    const joined = screen.getByRole('region', { name: "Olga Owner's Team" });
    // A member reads the team: no role to change, no one to remove, no invitation to send.
    expect(within(joined).queryByRole('combobox')).toBeNull();
    expect(within(joined).queryByRole('button', { name: /Remove|Send invitation/ })).toBeNull();
    expect(within(joined).getByRole('button', { name: "Leave Olga Owner's Team" })).toBeTruthy();
    // Their own (empty) team is still theirs to build.
    expect(screen.getByText(TEAM_TEXTS.emptyTeam)).toBeTruthy();
  });

  it('shows an error with a retry when the teams cannot be read', async () => {
    let fail = true;
    stubApi({
      'GET /teams/index': () =>
        fail ? errorResponse(503, 'The service is briefly unavailable.') : { teams: [], limits },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The service is briefly unavailable.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(TEAM_TEXTS.emptyTeam)).toBeTruthy();
  });
});
