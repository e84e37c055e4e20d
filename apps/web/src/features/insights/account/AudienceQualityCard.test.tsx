// @vitest-environment happy-dom
import { AUDIENCE_QUALITY_HOW } from '@songstats/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AudienceQualityCard } from './AudienceQualityCard';

afterEach(cleanup);

describe('audience quality card (issue 25)', () => {
  it('shows the suspect share, the bursts and how it is computed', () => {
    render(
      <AudienceQualityCard
        quality={{
          followers: 13_900,
          suspectFollowers: 2_000,
          suspectShare: 2_000 / 13_900,
          bursts: [{ day: '2026-11-01', followers: 2_000 }],
          method: AUDIENCE_QUALITY_HOW,
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Audience quality' });
    expect(card.textContent).toContain('14.4% suspect');
    expect(card.textContent).toContain('2,000 of 13,900 followers came in a burst');
    expect(card.textContent).toContain('2026-11-01');
    expect(screen.getByText('How it is computed')).toBeTruthy();
    expect(card.textContent).toContain('Followers come with views');
  });

  it('says when no burst was found', () => {
    render(
      <AudienceQualityCard
        quality={{
          followers: 2_000,
          suspectFollowers: 0,
          suspectShare: 0,
          bursts: [],
          method: AUDIENCE_QUALITY_HOW,
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Audience quality' }).textContent).toContain(
      '0% suspect',
    );
    expect(screen.getByText(/no burst of followers without views/)).toBeTruthy();
  });
});
