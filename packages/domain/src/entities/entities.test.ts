import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  type Account,
  type LoginState,
  MANAGEMENT_TYPES,
  PLATFORMS,
  type ProfessionalPlanItem,
  SERVICES,
} from './account';
import { FEED_LOADING_TYPES } from './feed';
import { type GlobalMessage, MESSAGE_TYPES } from './message';
import { DEFAULT_SHARE_SETTINGS, type PlaylistCheckState } from './search';
import { SOURCE_TAGS } from './source';
import {
  BUNDLED_PRODUCT_TYPE,
  COUPON_APPLY_TYPES,
  INTERVALS,
  PAYABLE_TYPES,
  PAYMENT_STATE_VERSION,
  type PendingPaymentDetails,
  SUBSCRIPTION_STATES,
  type SubscriptionRow,
} from './subscription';
import { ANALYTICS_CELL_KINDS } from './track-analytics';

describe('entities (spec §3)', () => {
  it.each([
    ['platforms', PLATFORMS, ['web', 'android', 'ios']],
    ['services (usedProductType)', SERVICES, ['songstats', 'radiostats', 'socialstats']],
    ['management types', MANAGEMENT_TYPES, ['primary', 'secondary', 'follower']],
    ['account types', ACCOUNT_TYPES, ['artist', 'label', 'creator', 'collaborator']],
    ['subscription states (§4)', SUBSCRIPTION_STATES, ['trial', 'active', 'cancelled', 'declined']],
    ['intervals', INTERVALS, ['monthly', 'yearly']],
    ['payable types', PAYABLE_TYPES, ['SubscriptionPlan', 'UArtist', 'ULabel', 'UCreator']],
    [
      'coupon apply types',
      COUPON_APPLY_TYPES,
      ['all', 'entity', 'artist', 'label', 'creator', 'pro'],
    ],
    ['feed loading types', FEED_LOADING_TYPES, ['fullPage', 'nextPage', 'refresh']],
    ['message types', MESSAGE_TYPES, ['info', 'success', 'error']],
    [
      'analytics cell kinds',
      ANALYTICS_CELL_KINDS,
      ['text', 'link', 'button', 'delta', 'graphPopup', 'tablePopup', 'share', 'serviceIcon'],
    ],
    [
      'source tags',
      SOURCE_TAGS,
      [
        'isSource',
        'isPromoted',
        'feed',
        'analytics',
        'audience',
        'withLinks',
        'playlist',
        'label',
        'creator',
        'isBeta',
        'isLocked',
        'showMobileWeb',
      ],
    ],
  ])('spec §3: the %s', (_label, values, expected) => {
    expect(values).toEqual(expected);
  });

  it('spec §3: the bundle is songstats_radiostats and the payment state is version 2', () => {
    expect(BUNDLED_PRODUCT_TYPE).toBe('songstats_radiostats');
    expect(PAYMENT_STATE_VERSION).toBe(2);
  });

  it('spec §3: share settings default to the portrait frame', () => {
    expect(DEFAULT_SHARE_SETTINGS.lastShareDownloadFrame).toBe('portrait');
  });

  it('spec §3: the entity types carry the spec fields', () => {
    expectTypeOf<Account['managementType']>().toEqualTypeOf<
      'primary' | 'secondary' | 'follower' | null | undefined
    >();
    expectTypeOf<ProfessionalPlanItem['type']>().toEqualTypeOf<'subscriptionplan'>();
    expectTypeOf<ProfessionalPlanItem['name']>().toEqualTypeOf<'Professional Plan'>();
    expectTypeOf<SubscriptionRow['uPayableType']>().toEqualTypeOf<
      'SubscriptionPlan' | 'UArtist' | 'ULabel' | 'UCreator'
    >();
    expectTypeOf<PendingPaymentDetails['pricing']['yearly']['base']>().toHaveProperty(
      'discountPercent',
    );
    expectTypeOf<LoginState['userAuthToken']>().toEqualTypeOf<{ token: string } | null>();
    expectTypeOf<GlobalMessage['count']>().toEqualTypeOf<number>();
    expectTypeOf<PlaylistCheckState>().toHaveProperty('hasExceededLimit');
  });
});
