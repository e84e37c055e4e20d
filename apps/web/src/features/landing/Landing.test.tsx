// @vitest-environment happy-dom
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
import { Landing } from './Landing';

afterEach(() => cleanup());

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

  it('lists the monitored sources with their §9 counts from the sources catalogue', () => {
    renderLanding('main');
    const monitors = section('What we monitor');
    for (const id of ['spotify', 'shazam', 'beatport', 'soundcloud']) {
      const source = SOURCES.find((entry) => entry.id === id);
      expect(monitors.textContent).toContain(
        `${source?.count?.toLocaleString('en-US')} ${source?.countType}`,
      );
    }
    expect(monitors.textContent).toContain('63,680,412 playlists');
    cleanup();
    renderLanding('social');
    expect(section('What we monitor').textContent).toContain('6,546,336 videos');
    expect(section('What we monitor').textContent).not.toContain('Spotify');
    cleanup();
    renderLanding('playlistcheck');
    expect(section('What we check').textContent).toContain(
      `${PLAYLIST_CHECK_QUOTAS.artist.base} playlist checks a month`,
    );
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
});
