// @vitest-environment happy-dom

import type { LoginResponse } from '@songstats/contract';
import {
  formatPrice,
  PLAYLIST_CHECK_QUOTAS,
  PRICES,
  SOURCES,
  useCasesOf,
  VARIANT_IDS,
  VARIANTS,
  type VariantId,
} from '@songstats/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_STORE_URLS } from '../../app/redirects';
import { useSession } from '../session/session-store';
import { Landing } from './Landing';
import { LANDING_CONTENT, monitoredSources } from './landing-content';
import { startLandingTestServer } from './landing-test-server';

afterEach(() => {
  cleanup();
  useSession.getState().reset();
});
startLandingTestServer({ sources: [] });

function renderLanding(id: VariantId) {
  render(
    <MemoryRouter>
      <Landing variant={VARIANTS[id]} />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('landing page (spec §1, §2, §9)', () => {
  it.each(VARIANT_IDS)('names the %s product, its tagline and its use cases', (id) => {
    renderLanding(id);
    expect(screen.getByTestId('variant-name').textContent).toBe(VARIANTS[id].name);
    expect(screen.getByTestId('variant-tagline').textContent).toBe(VARIANTS[id].tagline);
    expect(document.title).toBe(VARIANTS[id].name);
    const links = within(section('Who it’s for'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(useCasesOf(id).map((useCase) => `/for/${useCase}`));
    expect(screen.getAllByRole('link', { name: 'Sign Up' })[0]?.getAttribute('href')).toBe(
      '/signup',
    );
    // spec §9: the cheapest plan, computed from the domain's price table.
    const from = `from ${formatPrice(PRICES.artist.monthly.base)} a month`;
    expect(section('Plans').textContent).toContain(from);
  });

  it('shows the plans of the variant with their monthly prices', () => {
    renderLanding('main');
    const plans = screen.getAllByTestId('plan-teaser').map((plan) => plan.textContent);
    expect(plans).toEqual([
      `Artistfrom ${formatPrice(PRICES.artist.monthly.base)} a month`,
      `Labelfrom ${formatPrice(PRICES.label.monthly.base)} a month`,
      `Professional Planfrom ${formatPrice(PRICES.pro.monthly.base)} a month`,
      'EnterpriseCustom pricing',
    ]);
    cleanup();
    renderLanding('social');
    expect(screen.getAllByTestId('plan-teaser')[0]?.textContent).toBe(
      `Creatorfrom ${formatPrice(PRICES.artist.monthly.base)} a month`,
    );
    expect(screen.queryByText('Label')).toBeNull();
  });

  it("names the monitored sources and no figure that is not this installation's", () => {
    renderLanding('main');
    const monitors = section('What we monitor');
    for (const id of ['spotify', 'shazam', 'beatport', 'soundcloud']) {
      const source = SOURCES.find((entry) => entry.id === id);
      expect(monitors.textContent).toContain(source?.name);
      // The catalogue's §9 figures are another company's (issue 30): never shown.
      expect(monitors.textContent).not.toContain(source?.count?.toLocaleString('en-US'));
    }
    cleanup();
    renderLanding('social');
    expect(section('What we monitor').textContent).not.toContain('Spotify');
    cleanup();
    renderLanding('playlistcheck');
    expect(section('What we check').textContent).toContain(
      `${PLAYLIST_CHECK_QUOTAS.artist.base} playlist checks a month`,
    );
  });

  it("counts each source with this installation's counts, where the product shows counts", () => {
    const counts = {
      sources: [
        { sourceId: 'spotify', count: 20_412, countType: 'playlists' },
        { sourceId: 'radio', count: 1, countType: 'stations' },
      ],
    };
    const main = monitoredSources(LANDING_CONTENT.main, counts);
    expect(main.find((source) => source.id === 'spotify')?.countText).toBe('20,412 playlists');
    expect(main.find((source) => source.id === 'radio')?.countText).toBe('1 station');
    expect(main.find((source) => source.id === 'deezer')?.countText).toBeNull();
    expect(monitoredSources(LANDING_CONTENT.links, counts)[0]?.countText).toBeNull();
    expect(monitoredSources(LANDING_CONTENT.main)[0]?.countText).toBeNull();
  });

  it('explains how it works and links the apps', () => {
    renderLanding('main');
    const steps = within(section('How it works')).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Monitor',
      'Activity feed',
      'Analytics',
      'Reports',
    ]);
    const apps = section('Get the apps');
    expect(within(apps).getByRole('link', { name: 'iOS' }).getAttribute('href')).toBe(
      APP_STORE_URLS.ios,
    );
    expect(within(apps).getByRole('link', { name: 'Linux' })).toBeTruthy();
  });

  it('leads a logged-in member into the app, not to Sign Up and Pricing (issue 30)', () => {
    useSession.getState().setLogin({
      subscription: {
        accounts: [{ name: 'Rooms of Garden', baseUrl: '/artist/rooms' }],
        subscriptionPlans: [],
      },
    } as unknown as LoginResponse);
    renderLanding('main');
    const calls = screen.getByTestId('member-calls-to-action');
    expect(
      within(calls)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Go to Rooms of Garden', '/artist/rooms'],
      ['Your subscriptions', '/settings/subscription-management'],
    ]);
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });
});
