// @vitest-environment happy-dom
import { BUILT_ADMIN_DESKS, type LoginResponse } from '@songstats/contract';
import { ADMIN_ACCOUNTS } from '@songstats/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/session-store';
import AdminDeskPage from './AdminDeskPage';
import { DeskTable } from './DeskTable';

afterEach(() => {
  cleanup();
  useSession.getState().reset();
});

function loginAs(userIsAdmin: boolean) {
  useSession.getState().setLogin({ userIsAdmin, isAccessedThruAdmin: false } as LoginResponse);
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:accountId" element={<AdminDeskPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the admin desks at /{id} (issue 26)', () => {
  it('is "Page not found" logged out, for members and for unknown ids', () => {
    renderAt('/members');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    loginAs(false);
    renderAt('/members');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    loginAs(true);
    for (const path of ['/foo', '/refunds']) {
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
      cleanup();
    }
  });

  it('has a desk for each of the 17 entries of the admin menu (spec §2)', () => {
    expect([...BUILT_ADMIN_DESKS].sort()).toEqual(
      ADMIN_ACCOUNTS.map((account) => account.id).sort(),
    );
  });

  it('sorts by a column header, ascending then descending, and says so (spec §4)', () => {
    const sorts: string[] = [];
    const table = (sort: string, order: 'asc' | 'desc') => (
      <DeskTable
        caption="Rows"
        columns={[
          { id: 'name', label: 'Name', sort: 'name', cell: (row: { name: string }) => row.name },
          { id: 'plain', label: 'Plain', cell: () => 'x' },
        ]}
        rows={[{ name: 'A' }]}
        rowKey={(row) => row.name}
        sort={sort}
        order={order}
        onSort={(next, nextOrder) => sorts.push(`${next} ${nextOrder}`)}
        emptyText="None"
      />
    );
    const { rerender } = render(table('createdAt', 'desc'));
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    rerender(table('name', 'asc'));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(sorts).toEqual(['name asc', 'name desc']);
    // A column without a sort key is no button.
    expect(screen.queryByRole('button', { name: 'Plain' })).toBeNull();
  });
});
