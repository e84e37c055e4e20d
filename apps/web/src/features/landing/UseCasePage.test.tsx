// @vitest-environment happy-dom
// Aliased: the linter takes a `use…` call outside a component for a hook.
import {
  useCasesOf as listUseCasesOf,
  VARIANT_IDS,
  VARIANTS,
  type Variant,
} from '@songstats/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { startLandingTestServer } from './landing-test-server';
import { MUSIC_USE_CASE_CONTENT } from './music-use-cases';
import { SOCIAL_USE_CASE_CONTENT } from './social-use-cases';
import UseCasePage from './UseCasePage';
import { findUseCaseContent } from './use-case-content';

afterEach(() => cleanup());
// The page's 'What we monitor' asks the installation's counts: from a local server, not :3000.
startLandingTestServer({ sources: [] });

function renderUseCase(variant: Variant, useCase: string) {
  render(
    <MemoryRouter initialEntries={[`/for/${useCase}`]}>
      <Routes>
        <Route path="/for/:useCase" element={<UseCasePage variant={variant} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/for/{use case} pages (spec §2)', () => {
  it.each(VARIANT_IDS)('renders every use case of the %s variant with its own words', (id) => {
    const variant = VARIANTS[id];
    for (const useCase of listUseCasesOf(id)) {
      const content = findUseCaseContent(id, useCase);
      if (!content) throw new Error(`no content for ${useCase}`);
      renderUseCase(variant, useCase);
      const title = `${variant.name} for ${content.audience}`;
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(document.title).toBe(title);
      expect(screen.getByText(content.headline)).toBeTruthy();
      expect(screen.getByText(content.intro)).toBeTruthy();
      const benefits = screen.getAllByTestId('use-case-benefit');
      expect(benefits.map((benefit) => within(benefit).getByRole('heading').textContent)).toEqual(
        content.benefits.map((benefit) => benefit.title),
      );
      for (const link of screen.getAllByRole('link', { name: 'Sign Up' })) {
        expect(link.getAttribute('href')).toBe('/signup');
      }
      for (const link of screen.getAllByRole('link', { name: 'Pricing' })) {
        expect(link.getAttribute('href')).toBe('/pricing');
      }
      // The other use cases of the variant are linked; the page itself is not.
      expect(screen.queryByRole('link', { name: content.audience })).toBeNull();
      cleanup();
    }
  });

  it.each([
    ['main', 'ars', 'Songstats for A&Rs'],
    ['radio', 'publishers', 'Radiostats for Publishers'],
    ['social', 'publicfigures', 'Socialstats for Public Figures'],
  ] as const)('names the %s page /for/%s "%s"', (id, useCase, title) => {
    renderUseCase(VARIANTS[id], useCase);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('shows the not-found page for an unknown use case', () => {
    renderUseCase(VARIANTS.main, 'astronauts');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the not-found page for a music use case on the social variant, and back', () => {
    renderUseCase(VARIANTS.social, 'ars');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    renderUseCase(VARIANTS.main, 'influencers');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('gives each audience its own headline and benefits', () => {
    const all = [
      ...Object.values(MUSIC_USE_CASE_CONTENT),
      ...Object.values(SOCIAL_USE_CASE_CONTENT),
    ];
    expect(new Set(all.map((content) => content.headline)).size).toBe(32);
    expect(new Set(all.map((content) => content.intro)).size).toBe(32);
    for (const content of all) {
      expect(content.benefits.length).toBeGreaterThanOrEqual(3);
      expect(new Set(content.benefits.map((benefit) => benefit.title)).size).toBe(
        content.benefits.length,
      );
    }
  });
});
