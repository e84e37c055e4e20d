// @vitest-environment happy-dom
import { billingAdminEndpoints, type LoginResponse } from '@songstats/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/session-store';
import AdminDeskPage from './AdminDeskPage';

afterEach(() => {
  cleanup();
  useSession.getState().reset();
});

function renderAt(path: string, seed?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  seed?.(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:accountId" element={<AdminDeskPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the billing desks (issue 26)', () => {
  const desks = [
    ['/subscriptions', 'Subscriptions', 'Search by member or profile'],
    ['/payments', 'Payments', 'Search by member, description or provider id'],
    ['/enterprise-agreements', 'Enterprise Agreements', 'Search by company or member'],
  ] as const;

  it('are "Page not found" logged out and for members', () => {
    for (const [path] of desks) {
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
      cleanup();
      useSession.getState().setLogin({ userIsAdmin: false } as LoginResponse);
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
      cleanup();
      useSession.getState().reset();
    }
  });

  it('show an admin the desk with its search and filters', () => {
    useSession.getState().setLogin({ userIsAdmin: true } as LoginResponse);
    for (const [path, name, search] of desks) {
      renderAt(path);
      expect(screen.getByRole('heading', { name })).toBeTruthy();
      expect(screen.getByRole('searchbox', { name: search })).toBeTruthy();
      expect(screen.getAllByRole('combobox').length).toBeGreaterThan(0);
      cleanup();
    }
  });

  it('show the rows the call answered: a cancel on live subscriptions, a checkout link on priced pending agreements', () => {
    useSession.getState().setLogin({ userIsAdmin: true } as LoginResponse);
    const subscription = {
      memberId: 7,
      memberEmail: 'ann@example.com',
      provider: 'stripe',
      platform: 'web',
      paymentMethod: 'card',
      productType: 'songstats',
      payableType: 'UArtist',
      accountName: 'Ann Artist',
      interval: 'monthly',
      priceCents: 1999,
      isFree: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      currentPeriodEnd: null,
      cancelledAt: null,
    };
    renderAt('/subscriptions', (client) =>
      client.setQueryData(
        ['admin', 'subscriptions', billingAdminEndpoints.subscriptions.query.parse({})],
        {
          rows: [
            { ...subscription, id: 1, state: 'active' },
            { ...subscription, id: 2, state: 'cancelled' },
          ],
          total: 2,
          page: 1,
          perPage: 25,
        },
      ),
    );
    expect(screen.getAllByRole('button', { name: 'Cancel subscription' })).toHaveLength(1);
    expect(screen.getAllByText('Ann Artist · songstats')).toHaveLength(2);
    cleanup();
    const agreement = {
      memberId: 7,
      memberEmail: 'ann@example.com',
      requestMessage: null,
      productType: 'songstats_radiostats',
      interval: 'yearly',
      provider: null,
      nextBillingAt: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    renderAt('/enterprise-agreements', (client) =>
      client.setQueryData(
        [
          'admin',
          'enterprise-agreements',
          billingAdminEndpoints.enterpriseAgreements.query.parse({}),
        ],
        {
          rows: [
            {
              ...agreement,
              id: 41,
              companyName: 'Priced Co',
              status: 'pending',
              priceCents: 90000,
            },
            { ...agreement, id: 42, companyName: 'Asked Co', status: 'pending', priceCents: null },
          ],
          total: 2,
          page: 1,
          perPage: 25,
        },
      ),
    );
    expect(screen.getByText(/\/enterprise\/checkout\?enterpriseAgreementId=41$/)).toBeTruthy();
    expect(screen.queryByText(/enterpriseAgreementId=42/)).toBeNull();
    expect(screen.getByText('Not priced')).toBeTruthy();
  });

  it('offer a refund on payments a provider adapter can refund, and show a refund made', () => {
    useSession.getState().setLogin({ userIsAdmin: true } as LoginResponse);
    const payment = {
      memberId: 7,
      memberEmail: 'ann@example.com',
      amountCents: 1199,
      currency: 'EUR',
      description: 'Artist plan, monthly',
      subscriptionId: null,
      enterpriseAgreementId: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      refundStatus: null,
      providerRefundId: null,
      refundedCents: null,
      refundedAt: null,
    };
    renderAt('/payments', (client) =>
      client.setQueryData(['admin', 'payments', billingAdminEndpoints.payments.query.parse({})], {
        rows: [
          { ...payment, id: 1, provider: 'stripe', providerPaymentId: 'pi_1', status: 'succeeded' },
          { ...payment, id: 2, provider: 'apple', providerPaymentId: 'tx_2', status: 'succeeded' },
          { ...payment, id: 3, provider: 'paypal', providerPaymentId: 'CAP3', status: 'failed' },
          {
            ...payment,
            id: 4,
            provider: 'sandbox',
            providerPaymentId: 'ch_sandbox_4',
            status: 'succeeded',
            refundStatus: 'refunded',
            providerRefundId: 're_sandbox_4',
            refundedCents: 1199,
            refundedAt: '2026-11-02T00:00:00.000Z',
          },
        ],
        total: 4,
        page: 1,
        perPage: 25,
      }),
    );
    expect(screen.getAllByRole('button', { name: 'Refund' })).toHaveLength(1);
    expect(screen.getByText(/^Refunded €11\.99/)).toBeTruthy();
  });
});
