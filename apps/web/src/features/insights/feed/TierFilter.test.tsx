// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedTierFromParam, TierFilter } from './TierFilter';

afterEach(cleanup);

describe("the feed's tier control (spec §3, §9, issue 21)", () => {
  it('offers the four tiers by name, Bassline first, and marks the chosen one', () => {
    render(<TierFilter value={2} applied={2} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Tier' })).toBeTruthy();
    const options = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((option) => option.labels?.[0]?.textContent)).toEqual([
      'Bassline',
      'Mid Range',
      'High Pass',
      'Top End',
    ]);
    expect(options.map((option) => option.checked)).toEqual([false, false, true, false]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('chooses a tier', () => {
    const onChange = vi.fn();
    render(<TierFilter value={4} applied={4} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Top End' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Mid Range' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('says when the activity settings show fewer tiers than chosen', () => {
    render(<TierFilter value={4} applied={2} onChange={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Your activity settings show High Pass and up.',
    );
  });

  it('reads the tier from the address, ignoring what is not one', () => {
    expect(['1', '2', '3', '4'].map(feedTierFromParam)).toEqual([1, 2, 3, 4]);
    for (const value of [null, '', '0', '5', 'top', '1.5']) {
      expect(feedTierFromParam(value)).toBeNull();
    }
  });
});
