// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRowsInSteps } from './SectionState';

afterEach(cleanup);

/** A list that renders its rows in steps, as the feed and the tracks table do. */
function List({ rows, list }: { rows: string[]; list: string }) {
  const { shown, complete } = useRowsInSteps(rows.length, list, { first: 3, step: 2 });
  return (
    <ol aria-label="Rows" aria-busy={!complete}>
      {rows.slice(0, shown).map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ol>
  );
}

const names = (count: number, prefix = 'row') =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
const shownRows = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const busy = () => screen.getByRole('list', { name: 'Rows' }).getAttribute('aria-busy');

/** One step: the frame the hook waits for, then its task. */
async function nextStep() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
  });
}

describe('a list rendered in steps (issue 29)', () => {
  it('renders the first rows with the data, then the rest a step per task, in order', async () => {
    render(<List rows={names(8)} list="a" />);
    expect(shownRows()).toEqual(names(3));
    expect(busy()).toBe('true');
    await nextStep();
    expect(shownRows()).toEqual(names(5));
    await nextStep();
    expect(shownRows()).toEqual(names(7));
    await nextStep();
    expect(shownRows()).toEqual(names(8));
    expect(busy()).toBe('false');
    // Nothing more once all are in.
    await nextStep();
    expect(shownRows()).toEqual(names(8));
  });

  it('shows a short list whole at once, and an empty one as complete', async () => {
    const { rerender } = render(<List rows={names(2)} list="a" />);
    expect(shownRows()).toEqual(names(2));
    expect(busy()).toBe('false');
    rerender(<List rows={[]} list="b" />);
    expect(shownRows()).toEqual([]);
    expect(busy()).toBe('false');
  });

  it('adds rows that arrive later (a next page) in steps after the ones shown', async () => {
    const { rerender } = render(<List rows={names(4)} list="a" />);
    await nextStep();
    expect(shownRows()).toEqual(names(4));
    expect(busy()).toBe('false');
    rerender(<List rows={names(9)} list="a" />);
    // The step counted past the first page: one more row now, then two per task.
    expect(shownRows()).toEqual(names(5));
    expect(busy()).toBe('true');
    await nextStep();
    await nextStep();
    expect(shownRows()).toEqual(names(9));
    expect(busy()).toBe('false');
  });

  it('starts again from the first rows when the list is another one', async () => {
    const { rerender } = render(<List rows={names(6)} list="a" />);
    await nextStep();
    await nextStep();
    expect(shownRows()).toEqual(names(6));
    rerender(<List rows={names(6, 'other')} list="b" />);
    expect(shownRows()).toEqual(names(3, 'other'));
    await nextStep();
    await nextStep();
    expect(shownRows()).toEqual(names(6, 'other'));
  });
});
