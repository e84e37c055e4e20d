// @vitest-environment happy-dom
import { MAIN_VARIANT } from '@songstats/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { startLandingTestServer } from '../features/landing/landing-test-server';
import LandingPage from './LandingPage';

afterEach(() => cleanup());
startLandingTestServer({ sources: [] });

it('shows the landing page of the product of this host (the main one without a host)', () => {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
  expect(screen.getByTestId('variant-name').textContent).toBe(MAIN_VARIANT.name);
  expect(screen.getByTestId('variant-tagline').textContent).toBe(MAIN_VARIANT.tagline);
  expect(screen.getByRole('link', { name: 'Artists' }).getAttribute('href')).toBe('/for/artists');
});
