import { describe, expect, it } from 'vitest';
import type { PendingPayable } from './entities/subscription';
import {
  ENTERPRISE_CONTACT_EMAIL,
  INITIAL_MODAL_STATE,
  type LoadedDetails,
  modalErrorText,
  PROFESSIONAL_PAYABLE,
  type SubscriptionModalEvent,
  type SubscriptionModalState,
  subscriptionModalReducer,
  subscriptionModalTitle,
  successPath,
} from './subscription-modal';

const artist: PendingPayable = {
  type: 'UArtist',
  id: 42,
  name: 'Nova',
  imageUrl: null,
  baseUrl: '/artist/nova',
};
const details: LoadedDetails = {
  didSubscribe: false,
  isActiveOrTrial: false,
  defaultSettings: { interval: 'yearly', isBundled: true },
};
const loaded = (overrides: Partial<LoadedDetails> = {}): SubscriptionModalEvent => ({
  type: 'detailsLoaded',
  details: { ...details, ...overrides },
  currentPath: '/feed',
});

const run = (...events: SubscriptionModalEvent[]): SubscriptionModalState =>
  events.reduce(subscriptionModalReducer, INITIAL_MODAL_STATE);

describe('subscription modal (spec §2, §4)', () => {
  it.each([
    ['no pending payable', null],
    ['a payable without id', { ...artist, id: null }],
  ])('spec §4: opening with %s starts on step 1', (_label, payable) => {
    const state = run({ type: 'open', payable });
    expect(state).toMatchObject({ isOpen: true, view: 1, effect: null });
  });

  it('spec §4: opening with a payable loads its pending payment details', () => {
    expect(run({ type: 'open', payable: artist })).toMatchObject({
      view: 'loading',
      pendingPayable: artist,
      effect: { kind: 'loadDetails', payable: artist },
    });
  });

  it('spec §4: choosing an account on step 1 loads its details', () => {
    const state = run({ type: 'open', payable: null }, { type: 'accountChosen', payable: artist });
    expect(state.effect).toEqual({ kind: 'loadDetails', payable: artist });
  });

  it.each([
    ['plain', {}, 2],
    ['cancel requested', { cancelRequested: true }, 4],
    ['edit mode', { editMode: true }, 3],
    ['cancel requested in edit mode', { cancelRequested: true, editMode: true }, 4],
  ])('spec §4: loaded details of a %s opening go to step %s', (_label, flags, step) => {
    const state = run({ type: 'open', payable: artist, ...flags }, loaded());
    expect(state.view).toBe(step);
    expect(state.effect).toBeNull();
  });

  it('spec §4: edit mode presets interval and bundling from the defaults and hides the coupon input', () => {
    expect(run({ type: 'open', payable: artist, editMode: true }, loaded())).toMatchObject({
      view: 3,
      interval: 'yearly',
      isBundled: true,
      showCouponInput: false,
    });
  });

  it('spec §4: details saying the member already subscribed redirect to the success route', () => {
    const state = run({ type: 'open', payable: artist }, loaded({ didSubscribe: true }));
    expect(state.isOpen).toBe(false);
    expect(state.effect).toEqual({ kind: 'navigate', to: '/artist/nova' });
  });

  it.each([
    ['after details', true, 4],
    ['before details', false, 'loading'],
  ] as const)('spec §4: a cancel request %s shows step %s', (_label, afterDetails, view) => {
    const opened = run({ type: 'open', payable: artist });
    const start = afterDetails ? subscriptionModalReducer(opened, loaded()) : opened;
    const state = subscriptionModalReducer(start, { type: 'cancelRequested' });
    expect(state).toMatchObject({ view, cancelRequested: true });
  });

  it('spec §2: the enterprise plan opens an email to the API contact', () => {
    const onPlans = run({ type: 'open', payable: artist }, loaded());
    const state = subscriptionModalReducer(onPlans, { type: 'planClicked', plan: 'enterprise' });
    expect(state.view).toBe(2);
    expect(state.effect).toEqual({ kind: 'openEmail', to: ENTERPRISE_CONTACT_EMAIL });
  });

  it('spec §4: a plan of the same payable goes to step 3 with that plan', () => {
    const state = run({ type: 'open', payable: artist }, loaded(), {
      type: 'planClicked',
      plan: 'artist',
      isBundled: true,
    });
    expect(state).toMatchObject({ view: 3, selectedPlan: 'artist', isBundled: true });
  });

  it('spec §4: the Professional plan of another payable stores the previous one and loads its details', () => {
    const clicked = run({ type: 'open', payable: artist }, loaded(), {
      type: 'planClicked',
      plan: 'pro',
    });
    expect(clicked).toMatchObject({
      view: 'loading',
      previousPayable: artist,
      pendingPayable: PROFESSIONAL_PAYABLE,
      effect: { kind: 'loadDetails', payable: PROFESSIONAL_PAYABLE },
    });
    expect(subscriptionModalReducer(clicked, loaded()).view).toBe(3);
  });

  it('spec §4: the Professional plan when the payable already is the plan goes straight to step 3', () => {
    const state = run({ type: 'open', payable: PROFESSIONAL_PAYABLE }, loaded(), {
      type: 'planClicked',
      plan: 'pro',
    });
    expect(state).toMatchObject({ view: 3, previousPayable: null });
  });

  it('spec §4: Back from step 3 restores the previous payable and returns to the plans', () => {
    const back = run(
      { type: 'open', payable: artist },
      loaded(),
      { type: 'planClicked', plan: 'pro' },
      loaded(),
      { type: 'back' },
    );
    expect(back).toMatchObject({ view: 'loading', pendingPayable: artist, previousPayable: null });
    expect(subscriptionModalReducer(back, loaded()).view).toBe(2);
  });

  it.each([
    ['active or trial', true, 4],
    ['not running', false, 2],
  ])('spec §4: Back from step 3 of a %s subscription goes to step %s', (_label, active, step) => {
    const state = run(
      { type: 'open', payable: artist },
      loaded({ isActiveOrTrial: active }),
      { type: 'goToStep', step: 3 },
      { type: 'back' },
    );
    expect(state.view).toBe(step);
  });

  it.each([
    [2, 1],
    [1, 1],
    [4, 4],
  ])('Back from step %s shows step %s', (from, to) => {
    const state = run({ type: 'open', payable: artist }, loaded(), {
      type: 'goToStep',
      step: from,
    });
    expect(subscriptionModalReducer(state, { type: 'back' }).view).toBe(to);
  });

  it.each([1, 2, 3, 4])('spec §2: step %s is a known step', (step) => {
    expect(run({ type: 'goToStep', step }).view).toBe(step);
  });

  it.each([0, 5, -1, 2.5])('spec §2: step %s shows An error has occurred', (step) => {
    const state = run({ type: 'goToStep', step });
    expect(state.view).toBe('error');
    expect(modalErrorText(state.view)).toBe('An error has occurred');
    expect(modalErrorText(2)).toBeNull();
  });

  it('spec §4: close resets the interval to monthly, bundling to false and shows the coupon input', () => {
    const state = run(
      { type: 'open', payable: artist, editMode: true },
      loaded(),
      { type: 'setInterval', interval: 'yearly' },
      { type: 'setBundled', isBundled: true },
      { type: 'close' },
    );
    expect(state).toMatchObject({
      isOpen: false,
      interval: 'monthly',
      isBundled: false,
      showCouponInput: true,
    });
  });

  it('spec §4: success closes the modal and navigates', () => {
    const state = run({ type: 'open', payable: artist }, loaded(), {
      type: 'succeeded',
      currentPath: '/feed',
      successRedirect: '/welcome-aboard',
    });
    expect(state).toMatchObject({
      isOpen: false,
      effect: { kind: 'navigate', to: '/welcome-aboard' },
    });
    expect(subscriptionModalReducer(state, { type: 'effectHandled' }).effect).toBeNull();
  });

  it.each([
    [{ successRedirect: '/done', currentPath: '/feed', payableBaseUrl: '/a' }, '/done'],
    [{ currentPath: '/feed', payableBaseUrl: '/a' }, '/a'],
    [
      { currentPath: '/settings/subscription-management', payableBaseUrl: '/a' },
      '/settings/subscription-management',
    ],
    [{ currentPath: '/feed' }, '/settings/subscription-management'],
  ])('spec §4: success from %j goes to %s', (input, path) => {
    expect(successPath(input)).toBe(path);
  });

  it.each([
    ['main', false, 'Choose Artist or Label'],
    ['radio', true, 'Choose Artist or Label'],
    ['playlistcheck', false, 'Unlock With Playlist Checker'],
    ['playlistcheck', true, 'Access With Playlist Checker'],
  ] as const)(
    'spec §2: the %s variant (subscriptions %s) titles step 1 %s',
    (variant, has, title) => {
      expect(subscriptionModalTitle(variant, has)).toBe(title);
    },
  );
});
