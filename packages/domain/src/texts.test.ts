import { describe, expect, it } from 'vitest';
import {
  accessWithProductTitle,
  accountDeletionRefusedText,
  couponAddedText,
  daysLeftText,
  defaultReportFileName,
  discoveredProductText,
  loggedOutProfileText,
  noPlatformDataText,
  paymentErrorText,
  TEXTS,
  trialDaysText,
  UPGRADE_HINTS,
  unlockWithProductTitle,
} from './texts';

describe('texts (spec §2, §4 to §9)', () => {
  it.each([
    [TEXTS.search.placeholder, 'Search for Artists, Labels or Songs'],
    [TEXTS.search.playlistPlaceholder, 'Search for Spotify Playlist'],
    [TEXTS.search.noPlaylists, 'No playlists found'],
    [TEXTS.search.searching, 'Searching...'],
    [TEXTS.search.noMatches, 'No matches found'],
    [TEXTS.requestToAdd, 'Request to add song / artist / label'],
    [TEXTS.locked.premiumFeature, "You've found a Premium Feature!"],
    [
      TEXTS.emptyState.noPlaylists,
      "We don't see your tracks in any playlists that we're monitoring.",
    ],
    [TEXTS.modal.chooseAccount, 'Choose Artist or Label'],
    [TEXTS.modal.error, 'An error has occurred'],
    [TEXTS.modal.bestValue, 'BEST VALUE'],
    [TEXTS.modal.cardholderPlaceholder, 'Name as displayed on card'],
  ])('spec §2: %j is the spec text', (text, expected) => {
    expect(text).toBe(expected);
  });

  it.each([
    [TEXTS.errors.searchFailed, 'Search failed'],
    [TEXTS.errors.notificationsFailed, 'Failed to get notifications'],
    [
      TEXTS.errors.maintenance,
      'The product is undergoing scheduled maintenance. Please check back soon.',
    ],
    [TEXTS.errors.cancelFailed, 'Could not cancel at this time. Please try again later.'],
    [
      TEXTS.errors.deleteSubscriptionFailed,
      'Something went wrong while attempting to delete your subscription. Please contact support if the problem persists.',
    ],
    [TEXTS.errors.threeDSecure, "We currently don't support 3D-Secure credit cards..."],
    [
      TEXTS.errors.paypalFailed,
      'Something went wrong with PayPal. Please contact support if problem persists.',
    ],
    [TEXTS.errors.networkNotOk, 'Network response was not ok'],
    [paymentErrorText('card declined'), 'Error: card declined'],
  ])('spec §8: error text %j', (text, expected) => {
    expect(text).toBe(expected);
  });

  it.each([
    [
      couponAddedText('SPRING'),
      'Woohoo! The coupon code SPRING has been added to your account and will automatically apply when you subscribe.',
    ],
    [
      accountDeletionRefusedText('support.example'),
      "Sorry we can't delete your account because you currently or previously have had a subscription with us. Please contact support at support.example.",
    ],
    [defaultReportFileName('Songstats'), 'Songstats Report'],
  ])('spec §7, §8: templated text %j', (text, expected) => {
    expect(text).toBe(expected);
  });

  it.each([
    [noPlatformDataText('TikTok'), "We currently don't have any TikTok data for your tracks."],
    [discoveredProductText('Radiostats'), "You've discovered Radiostats!"],
    [unlockWithProductTitle('Playlist Checker'), 'Unlock With Playlist Checker'],
    [accessWithProductTitle('Playlist Checker'), 'Access With Playlist Checker'],
    [daysLeftText(3), '3 Days Left'],
    [trialDaysText(14), '14 DAYS FREE'],
    [
      loggedOutProfileText('Robyn'),
      "Sign up to see Robyn's streams, playlists, charts and radio plays, updated every day, and subscribe to unlock them.",
    ],
  ])('spec §2, §4, §9: templated text %j', (text, expected) => {
    expect(text).toBe(expected);
  });

  it.each([
    [
      'secondary',
      'professionalPlan',
      'Please contact your team admin to upgrade your Professional Plan.',
    ],
    ['secondary', 'subscription', 'Please contact your team admin to upgrade your subscription.'],
    ['free', 'professionalPlan', 'Please contact support to upgrade your free Professional Plan.'],
    ['free', 'subscription', 'Please contact support to upgrade your free subscription.'],
  ] as const)('spec §6: the %s hint in its %s form', (kind, form, expected) => {
    expect(UPGRADE_HINTS[kind](form)).toBe(expected);
  });

  it.each([
    ['professionalPlan', 'Please log into your iOS Device to upgrade your Professional Plan.'],
    ['subscription', 'Please log into your iOS Device to upgrade your subscription.'],
  ] as const)('spec §6: the other-platform hint in its %s form', (form, expected) => {
    expect(UPGRADE_HINTS.otherPlatform('iOS Device', form)).toBe(expected);
  });

  it('spec §9: live data shows Listeners and Streams', () => {
    expect(TEXTS.liveData).toEqual(['Listeners', 'Streams']);
  });

  it('spec §2: the subscriptions table columns', () => {
    expect(TEXTS.tableColumns.subscriptions).toEqual([
      'Subscription',
      'Status',
      'Service',
      'Paid By',
      'Recurring',
      'Next Payment',
      'Action',
    ]);
  });
});
