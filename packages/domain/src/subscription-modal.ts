// spec §2, §4: the subscription modal as a pure reducer. The modal never performs I/O: a
// transition that needs one (load payment details, open an email, navigate) leaves it in
// `effect`, the caller runs it and answers with the next event.
import type { DefaultSettings, Interval, PendingPayable } from './entities/subscription';
import type { PlanKind } from './plans';
import { accessWithProductTitle, TEXTS, unlockWithProductTitle } from './texts';
import { VARIANTS, type VariantId } from './variants';

/** spec §2: 1 choose account, 2 choose plan, 3 payment, 4 cancel flow. */
export type ModalStep = 1 | 2 | 3 | 4;
export type ModalView = ModalStep | 'loading' | 'error';

// spec §2: the enterprise plan opens an email to the API contact; the spec gives no address.
export const ENTERPRISE_CONTACT_EMAIL = 'api@songstats.com';
export const SUBSCRIPTION_MANAGEMENT_PATH = '/settings/subscription-management';

export const PROFESSIONAL_PAYABLE: PendingPayable = {
  type: 'SubscriptionPlan',
  id: 1,
  name: TEXTS.modal.professionalPlan,
  imageUrl: null,
};

export type ModalEffect =
  | { kind: 'loadDetails'; payable: PendingPayable }
  | { kind: 'openEmail'; to: string }
  | { kind: 'navigate'; to: string };

export interface LoadedDetails {
  didSubscribe: boolean;
  isActiveOrTrial: boolean;
  defaultSettings: Pick<DefaultSettings, 'interval' | 'isBundled'>;
}

export interface SubscriptionModalState {
  isOpen: boolean;
  view: ModalView;
  pendingPayable: PendingPayable | null;
  /** The payable before a Professional plan click replaced it, restored by Back. */
  previousPayable: PendingPayable | null;
  details: LoadedDetails | null;
  cancelRequested: boolean;
  editMode: boolean;
  interval: Interval;
  isBundled: boolean;
  showCouponInput: boolean;
  selectedPlan: PlanKind | null;
  /** The step to show once the pending load answers, when a transition decided it already. */
  stepAfterLoad: ModalStep | null;
  effect: ModalEffect | null;
}

export type SubscriptionModalEvent =
  | { type: 'open'; payable: PendingPayable | null; cancelRequested?: boolean; editMode?: boolean }
  | { type: 'accountChosen'; payable: PendingPayable }
  | { type: 'detailsLoaded'; details: LoadedDetails; currentPath: string; successRedirect?: string }
  | { type: 'cancelRequested' }
  | { type: 'planClicked'; plan: PlanKind; isBundled?: boolean }
  | { type: 'setInterval'; interval: Interval }
  | { type: 'setBundled'; isBundled: boolean }
  | { type: 'back' }
  | { type: 'goToStep'; step: number }
  | { type: 'succeeded'; currentPath: string; successRedirect?: string }
  | { type: 'effectHandled' }
  | { type: 'close' };

/** spec §4: closing resets the interval to monthly, bundling to false and shows the coupon input. */
export const INITIAL_MODAL_STATE: SubscriptionModalState = {
  isOpen: false,
  view: 1,
  pendingPayable: null,
  previousPayable: null,
  details: null,
  cancelRequested: false,
  editMode: false,
  interval: 'monthly',
  isBundled: false,
  showCouponInput: true,
  selectedPlan: null,
  stepAfterLoad: null,
  effect: null,
};

/**
 * spec §4: after success go to the success redirect, else to subscription management when the
 * member is already there, else to the payable's base URL.
 */
export function successPath(input: {
  successRedirect?: string | undefined;
  currentPath: string;
  payableBaseUrl?: string | undefined;
}): string {
  if (input.successRedirect) return input.successRedirect;
  if (input.currentPath.startsWith(SUBSCRIPTION_MANAGEMENT_PATH) || !input.payableBaseUrl) {
    return SUBSCRIPTION_MANAGEMENT_PATH;
  }
  return input.payableBaseUrl;
}

const loading = (
  state: SubscriptionModalState,
  payable: PendingPayable,
  stepAfterLoad: ModalStep | null = null,
): SubscriptionModalState => ({
  ...state,
  view: 'loading',
  pendingPayable: payable,
  stepAfterLoad,
  effect: { kind: 'loadDetails', payable },
});

const finish = (
  state: SubscriptionModalState,
  event: { currentPath: string; successRedirect?: string },
) => ({
  ...INITIAL_MODAL_STATE,
  effect: {
    kind: 'navigate' as const,
    to: successPath({ ...event, payableBaseUrl: state.pendingPayable?.baseUrl }),
  },
});

function onDetailsLoaded(
  state: SubscriptionModalState,
  event: Extract<SubscriptionModalEvent, { type: 'detailsLoaded' }>,
): SubscriptionModalState {
  // spec §4: details saying the member already subscribed redirect to the success route.
  if (event.details.didSubscribe) return finish(state, event);
  const next = { ...state, details: event.details, effect: null, stepAfterLoad: null };
  if (state.stepAfterLoad !== null) return { ...next, view: state.stepAfterLoad };
  if (state.cancelRequested) return { ...next, view: 4 };
  if (state.editMode) {
    const { interval, isBundled } = event.details.defaultSettings;
    return { ...next, view: 3, interval, isBundled, showCouponInput: false };
  }
  return { ...next, view: 2 };
}

function onPlanClicked(
  state: SubscriptionModalState,
  event: Extract<SubscriptionModalEvent, { type: 'planClicked' }>,
): SubscriptionModalState {
  if (event.plan === 'enterprise') {
    return { ...state, effect: { kind: 'openEmail', to: ENTERPRISE_CONTACT_EMAIL } };
  }
  const isBundled = event.isBundled ?? state.isBundled;
  const chosen = { ...state, selectedPlan: event.plan, isBundled };
  if (event.plan === 'pro' && state.pendingPayable?.type !== PROFESSIONAL_PAYABLE.type) {
    // spec §4: remember the account the member came with, and price the Professional plan.
    return loading({ ...chosen, previousPayable: state.pendingPayable }, PROFESSIONAL_PAYABLE, 3);
  }
  return { ...chosen, view: 3 };
}

function onBack(state: SubscriptionModalState): SubscriptionModalState {
  if (state.view === 2) return { ...state, view: 1, pendingPayable: null, details: null };
  if (state.view !== 3) return state;
  if (state.details?.isActiveOrTrial) return { ...state, view: 4 };
  if (state.previousPayable) {
    return loading(
      { ...state, previousPayable: null, selectedPlan: null },
      state.previousPayable,
      2,
    );
  }
  return { ...state, view: 2 };
}

export function subscriptionModalReducer(
  state: SubscriptionModalState,
  event: SubscriptionModalEvent,
): SubscriptionModalState {
  switch (event.type) {
    case 'open': {
      const opened = {
        ...INITIAL_MODAL_STATE,
        isOpen: true,
        cancelRequested: event.cancelRequested ?? false,
        editMode: event.editMode ?? false,
      };
      // spec §4: without a pending payable that has an id, start by choosing the account.
      if (event.payable?.id == null) return { ...opened, view: 1 };
      return loading(opened, event.payable);
    }
    case 'accountChosen':
      return loading(state, event.payable);
    case 'detailsLoaded':
      return onDetailsLoaded(state, event);
    case 'cancelRequested':
      return { ...state, cancelRequested: true, view: state.details ? 4 : state.view };
    case 'planClicked':
      return onPlanClicked(state, event);
    case 'setInterval':
      return { ...state, interval: event.interval };
    case 'setBundled':
      return { ...state, isBundled: event.isBundled };
    case 'back':
      return onBack(state);
    case 'goToStep':
      // spec §2: any step other than the four shows 'An error has occurred'.
      return { ...state, view: isModalStep(event.step) ? event.step : 'error' };
    case 'succeeded':
      return finish(state, event);
    case 'effectHandled':
      return { ...state, effect: null };
    case 'close':
      return INITIAL_MODAL_STATE;
  }
}

export function isModalStep(step: unknown): step is ModalStep {
  return step === 1 || step === 2 || step === 3 || step === 4;
}

/** spec §2: the title of step 1, per variant. */
export function subscriptionModalTitle(variantId: VariantId, hasSubscriptions: boolean): string {
  if (variantId !== 'playlistcheck') return TEXTS.modal.chooseAccount;
  const product = VARIANTS[variantId].name;
  return hasSubscriptions ? accessWithProductTitle(product) : unlockWithProductTitle(product);
}

/** spec §2: what a view shows; an unknown one shows the error text. */
export function modalErrorText(view: ModalView): string | null {
  return view === 'error' ? TEXTS.modal.error : null;
}
