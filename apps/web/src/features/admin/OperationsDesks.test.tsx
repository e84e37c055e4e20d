// @vitest-environment happy-dom
import type { CouponDeskRow, PushDeskRow } from '@songstats/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../subscriptions/test-fixtures';
import { renderDesk, withAdminSignedIn } from './desk-test-setup';
import { CouponsDesk, PushNotificationsDesk } from './OperationsDesks';

withAdminSignedIn();

const coupon = (values: Partial<CouponDeskRow>): CouponDeskRow => ({
  id: 1,
  code: 'SPRING',
  discountPercent: 20,
  applyType: 'all',
  isVisible: true,
  startDate: null,
  expireDate: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  state: 'live',
  addedBy: 3,
  subscriptions: 2,
  ...values,
});

describe('the Coupons desk (issue 26)', () => {
  it('creates a coupon from the form and hides one, each through its call', async () => {
    const rows = [coupon({})];
    const server = stubApi({
      'GET /admin/coupons': () => ({ rows, total: rows.length, page: 1, perPage: 25 }),
      'POST /admin/coupons': (call) => {
        const body = call.body as { code: string; discountPercent: number };
        rows.unshift(coupon({ id: 2, code: body.code, discountPercent: body.discountPercent }));
        return { message: `The coupon ${body.code} is created.`, coupon: rows[0] };
      },
      'PUT /admin/coupons/visible': () => {
        rows[rows.length - 1] = coupon({ isVisible: false, state: 'hidden' });
        return { message: 'hidden', coupon: rows[rows.length - 1] };
      },
    });
    renderDesk(<CouponsDesk />);
    expect(await screen.findByText('SPRING')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'AUTUMN' } });
    fireEvent.change(screen.getByLabelText('Discount (%)'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Applies to'), { target: { value: 'artist' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('AUTUMN')).toBeTruthy();
    expect(server.of('POST /admin/coupons')[0]?.body).toEqual({
      code: 'AUTUMN',
      discountPercent: 15,
      applyType: 'artist',
      startDate: null,
      expireDate: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hide SPRING' }));
    expect(await screen.findByRole('button', { name: 'Show SPRING' })).toBeTruthy();
    expect(server.of('PUT /admin/coupons/visible')[0]?.body).toEqual({ id: 1, visible: false });
  });
});

/** The push-to-a-product part's calls: its preview per product and the last sends. */
function productPushCalls(sends: object[] = []) {
  return {
    'GET /admin/push_notifications/audience': (call: { query: URLSearchParams }) =>
      call.query.get('product') === 'radiostats'
        ? { product: 'radiostats', members: 12, reachableMembers: 5, devices: 7 }
        : { product: 'songstats', members: 30, reachableMembers: 1, devices: 1 },
    'GET /admin/push_notifications/sends': () => ({ sends }),
  };
}

describe('the Push Notifications desk (issue 26)', () => {
  it('previews a push to all members of a product, whom it reaches, sends it and lists the sends', async () => {
    const sends: object[] = [];
    const server = stubApi({
      ...productPushCalls(sends),
      'GET /admin/push_subscriptions': () => ({ rows: [], total: 0, page: 1, perPage: 25 }),
      'POST /admin/push_notifications/broadcast': () => {
        sends.push({
          id: 3,
          action: 'push.broadcast',
          adminEmail: 'admin@example.com',
          createdAt: '2026-11-26T07:00:00.000Z',
          target: 'radiostats',
          title: 'New stations',
          body: 'SiriusXM is in.',
          members: 12,
          reachedMembers: 5,
          delivered: 7,
        });
        return { message: 'sent', members: 12, reachedMembers: 5, delivered: 7 };
      },
    });
    renderDesk(<PushNotificationsDesk />);
    expect(
      await screen.findByText(/^Goes to 1 member of 30 members of Songstats \(1 device\)/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'radiostats' } });
    expect(
      await screen.findByText(/^Goes to 5 members of 12 members of Radiostats \(7 devices\)/),
    ).toBeTruthy();
    const form = within(screen.getByRole('region', { name: 'Push to all members of a product' }));
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'New stations' } });
    fireEvent.change(form.getByLabelText('Text'), { target: { value: 'SiriusXM is in.' } });
    expect(form.getByText('SiriusXM is in.')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Send to all members of Radiostats' }));
    expect(await form.findByText('All of Radiostats')).toBeTruthy();
    expect(form.getByText('5 of 12')).toBeTruthy();
    expect(server.of('POST /admin/push_notifications/broadcast')[0]?.body).toEqual({
      product: 'radiostats',
      title: 'New stations',
      body: 'SiriusXM is in.',
    });
  });

  it('previews a test push as typed and sends it to the member', async () => {
    const row: PushDeskRow = {
      id: 9,
      platform: 'web',
      createdAt: '2026-11-25T10:00:00.000Z',
      memberId: 41,
      memberName: 'Demo',
      memberEmail: 'demo@example.com',
      notificationsOn: true,
      lastPushAt: null,
      pushedProfiles: 0,
    };
    const server = stubApi({
      ...productPushCalls(),
      'GET /admin/push_subscriptions': () => ({ rows: [row], total: 1, page: 1, perPage: 25 }),
      'POST /admin/push_subscriptions/test': () => ({ message: 'sent', delivered: 1 }),
    });
    renderDesk(<PushNotificationsDesk />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send a test push to demo@example.com' }),
    );
    const table = within(screen.getByRole('table', { name: 'Push subscriptions' }));
    fireEvent.change(table.getByLabelText('Title'), { target: { value: 'Hello there' } });
    expect(table.getByText('Hello there')).toBeTruthy();
    fireEvent.click(table.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByRole('button', { name: 'Send a test push to demo@example.com' }),
    ).toBeTruthy();
    expect(server.of('POST /admin/push_subscriptions/test')[0]?.body).toMatchObject({
      memberId: 41,
      title: 'Hello there',
    });
  });
});
