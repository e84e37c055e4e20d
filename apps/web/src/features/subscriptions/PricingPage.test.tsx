// @vitest-environment happy-dom
import { formatPrice, PRICES, TEXTS } from '@songstats/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanCard } from './PlanCard';
import PricingPage from './PricingPage';
import { planOffer } from './plan-offers';

afterEach(() => cleanup());

function renderPricing(path = '/pricing') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/signup" element={<p>Sign up page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('pricing page and plan cards (spec §2, §9)', () => {
  it('shows every monthly price of the §9 table, bundles struck through and marked BEST VALUE', () => {
    renderPricing();
    const artist = card('Artist');
    expect(within(artist).getByTestId('plan-price').textContent).toBe(
      formatPrice(PRICES.artist.monthly.base),
    );
    expect(within(artist).queryByRole('deletion')).toBeNull();
    const bundled = card('Artist + Radiostats');
    expect(within(bundled).getByTestId('plan-price').textContent).toBe(
      formatPrice(PRICES.artist.monthly.bundled),
    );
    expect(bundled.querySelector('s')?.textContent).toContain(
      formatPrice(PRICES.artist.monthly.separately),
    );
    expect(bundled.closest('[data-testid="best-value"]')?.textContent).toContain(
      TEXTS.modal.bestValue,
    );
    expect(artist.closest('[data-testid="best-value"]')).toBeNull();
    expect(within(card('Label')).getByTestId('plan-price').textContent).toBe('€19.99');
    expect(within(card('Label + Radiostats')).getByTestId('plan-price').textContent).toBe('€34.99');
    expect(within(card('Professional Plan')).getByTestId('plan-price').textContent).toBe('€99.99');
    expect(
      within(card('Professional Plan + Radiostats')).getByTestId('plan-price').textContent,
    ).toBe('€174.99');
    // spec §9: the trial text is '1 WEEK FREE' by default.
    expect(within(artist).getByText(TEXTS.trialWeek)).toBeTruthy();
    expect(
      within(card(TEXTS.modal.enterprise)).getByText(TEXTS.modal.requestAccess, {
        selector: 'span',
      }),
    ).toBeTruthy();
  });

  it('switches to the yearly prices with the interval toggle', () => {
    renderPricing();
    fireEvent.click(screen.getByLabelText(TEXTS.intervals.yearly));
    expect(within(card('Artist')).getByTestId('plan-price').textContent).toBe('€119.99');
    expect(within(card('Label + Radiostats')).getByTestId('plan-price').textContent).toBe(
      '€349.99',
    );
    expect(card('Label + Radiostats').querySelector('s')?.textContent).toContain('€399.98');
    expect(
      within(card('Professional Plan + Radiostats')).getByTestId('plan-price').textContent,
    ).toBe('€1749.98');
  });

  it('reads the interval from the URL', () => {
    renderPricing('/pricing?interval=yearly');
    expect(within(card('Professional Plan')).getByTestId('plan-price').textContent).toBe('€999.99');
  });

  it('sends a logged-out visitor to sign up from a plan button', () => {
    renderPricing();
    fireEvent.click(
      within(card('Artist')).getByRole('button', { name: TEXTS.subscription.startFreeTrial }),
    );
    expect(screen.getByText('Sign up page')).toBeTruthy();
  });

  it('shows FREE by default and calls its main button', () => {
    const onSelect = vi.fn();
    render(
      <PlanCard
        offer={planOffer('label', false, 'monthly', 'main')}
        buttonLabel="Go"
        onSelect={onSelect}
      />,
    );
    expect(screen.getByText(TEXTS.modal.free)).toBeTruthy();
    expect(screen.getByRole('list').textContent).toContain('Track analytics and audience maps');
    expect(screen.getByText(/Billed monthly/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('lists the playlist checks of the plan on the playlist-checking product', () => {
    render(
      <PlanCard
        offer={planOffer('artist', true, 'monthly', 'playlistcheck')}
        buttonLabel="Go"
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('list').textContent).toContain('250 playlist checks per month');
  });
});
