// @vitest-environment happy-dom
import type { LoginResponse, ProfessionalManagement } from '@songstats/contract';
import { INITIAL_MODAL_STATE, PROFESSIONAL_PLAN_TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { useSubscriptionModal } from '../subscriptions/subscription-modal-store';
import { errorResponse, robyn, stubApi } from '../subscriptions/test-fixtures';
import ProfessionalPlanPage from './ProfessionalPlanPage';

const daftPunk: ProfessionalManagement = {
  idUnique: 'demo-daft-punk',
  name: 'Daft Punk',
  type: 'artist',
  imageUrl: null,
  baseUrl: '/artist/demo-daft-punk',
  addedAt: '2026-01-01T00:00:00.000Z',
};
const robynRow: ProfessionalManagement = { ...daftPunk, idUnique: robyn.idUnique, name: 'Robyn' };
const plan = (restrictedUpgradeText: string | null = null) => ({
  productType: 'songstats',
  state: 'active',
  managementType: 'primary',
  isFree: false,
  platform: 'web',
  restrictedUpgradeText,
});

beforeEach(() => {
  useSession.getState().setLogin({
    userId: 7,
    userAuthToken: { token: 'session-token' },
    subscription: { accounts: [], subscriptionPlans: [] },
  } as unknown as LoginResponse);
  useMessages.setState({ messages: [] });
  useSubscriptionModal.setState({ state: INITIAL_MODAL_STATE, loadError: null });
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
        <ProfessionalPlanPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A server keeping the plan's rows: add and remove change what the next GET answers. */
function planServer(initial: ProfessionalManagement[], max = 25, restricted: string | null = null) {
  let rows = [...initial];
  return stubApi({
    'GET /professional/managements': () => ({
      managements: rows,
      maxProManagements: max,
      plan: plan(restricted),
    }),
    'GET /subscriptions/artist_label_search': (call) => ({
      q: call.query.get('q'),
      accounts: [robyn],
      isLink: false,
    }),
    'POST /professional/add_management': () => {
      rows = [...rows, robynRow];
      return { message: PROFESSIONAL_PLAN_TEXTS.added('Robyn'), management: robynRow };
    },
    'DELETE /professional/remove_management': (call) => {
      const removed = rows.find((row) => row.idUnique === call.query.get('idUnique'));
      rows = rows.filter((row) => row !== removed);
      return { message: PROFESSIONAL_PLAN_TEXTS.removed(removed?.name ?? '') };
    },
  });
}

const tableNames = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('Professional Plan settings (spec §2, §6)', () => {
  it('shows the table of name, type and action, adds an artist by search and removes one', async () => {
    const { calls } = planServer([daftPunk], 25);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Daft Punk' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Type',
      'Action',
    ]);
    expect(screen.getByText(/1 of 25 profiles on your plan/)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Robyn' } });
    fireEvent.click(await screen.findByRole('button', { name: /Robyn/ }));
    await waitFor(() => expect(tableNames()).toEqual(['Daft Punk', 'Robyn']));
    expect(calls.find((call) => call.path === '/professional/add_management')?.body).toEqual({
      idUnique: robyn.idUnique,
    });
    expect(useMessages.getState().messages.at(-1)?.message).toBe(
      PROFESSIONAL_PLAN_TEXTS.added('Robyn'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Daft Punk' }));
    await waitFor(() => expect(tableNames()).toEqual(['Robyn']));
    expect(calls.find((call) => call.method === 'DELETE')?.query.get('idUnique')).toBe(
      'demo-daft-punk',
    );
  });

  it('stops offering the search at maxProManagements', async () => {
    planServer([daftPunk], 1);
    renderPage();
    expect(await screen.findByText(PROFESSIONAL_PLAN_TEXTS.limitReached(1))).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it.each([
    'Please contact your team admin to upgrade your Professional Plan.',
    'Please contact support to upgrade your free Professional Plan.',
    'Please log into your iOS Device to upgrade your Professional Plan.',
  ])('tells why the plan cannot be upgraded here: %s', async (text) => {
    planServer([], 25, text);
    renderPage();
    expect(await screen.findByText(new RegExp(text.replace(/[.]/g, '\\.')))).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Manage your plan/ })).toBeNull();
  });

  it("shows a team member the team's plan, read only", async () => {
    stubApi({
      'GET /professional/managements': () => ({
        managements: [daftPunk],
        maxProManagements: 25,
        plan: {
          ...plan('Please contact your team admin to upgrade your Professional Plan.'),
          managementType: 'secondary',
        },
      }),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Daft Punk' })).toBeTruthy();
    expect(screen.getByText(/Please contact your team admin/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Daft Punk' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows the server’s refusal as an error message', async () => {
    stubApi({
      'GET /professional/managements': () => ({
        managements: [],
        maxProManagements: 25,
        plan: plan(),
      }),
      'GET /subscriptions/artist_label_search': (call) => ({
        q: call.query.get('q'),
        accounts: [robyn],
        isLink: false,
      }),
      'POST /professional/add_management': () =>
        errorResponse(409, PROFESSIONAL_PLAN_TEXTS.limitReached(25)),
    });
    renderPage();
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'Robyn' } });
    fireEvent.click(await screen.findByRole('button', { name: /Robyn/ }));
    await waitFor(() =>
      expect(useMessages.getState().messages.at(-1)).toMatchObject({
        message: PROFESSIONAL_PLAN_TEXTS.limitReached(25),
        messageType: 'error',
      }),
    );
  });

  it('offers the plan to members without one: the modal opens at the Professional plan', async () => {
    stubApi({
      'GET /professional/managements': () => ({
        managements: [],
        maxProManagements: 25,
        plan: null,
      }),
    });
    renderPage();
    expect(await screen.findByText(/gives you access to all artists and labels/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: PROFESSIONAL_PLAN_TEXTS.upgrade }));
    expect(useSubscriptionModal.getState().state).toMatchObject({
      isOpen: true,
      pendingPayable: { type: 'SubscriptionPlan', id: 1 },
    });
  });
});
