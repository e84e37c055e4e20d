import {
  bundleDiscountPercent,
  type Interval,
  isPricedPlan,
  PLAYLIST_CHECK_QUOTAS,
  type PlanKind,
  PRICES,
  RADIO_PLAN_WORDS,
  TEXTS,
  VARIANTS,
  type VariantId,
} from '@songstats/domain';

/** One plan card: its prices come from the spec §9 table of packages/domain. */
export interface PlanOffer {
  kind: PlanKind;
  isBundled: boolean;
  title: string;
  /** null: custom-priced (enterprise). */
  price: number | null;
  /** The struck-through price of buying both products separately, when the bundle saves. */
  originalPrice: number | null;
  discountPercent: number;
  checklist: string[];
  terms: string;
}

/**
 * The product a plan can be bundled with (spec §1 "optional bundling with the sister product";
 * the bundle's product type is songstats_radiostats, so the social product has none).
 */
export function sisterProduct(variantId: VariantId): string | null {
  if (variantId === 'social') return null;
  return variantId === 'radio' ? VARIANTS.main.name : VARIANTS.radio.name;
}

function kindTitle(kind: PlanKind, variantId: VariantId): string {
  if (kind === 'artist') return variantId === 'social' ? 'Creator' : 'Artist';
  if (kind === 'label') return 'Label';
  if (kind === 'pro') return TEXTS.modal.professionalPlan;
  return TEXTS.modal.enterprise;
}

function checklist(kind: PlanKind, isBundled: boolean, variantId: VariantId): string[] {
  const sister = sisterProduct(variantId);
  const items: Record<PlanKind, string[]> = {
    artist: [
      variantId === 'social'
        ? 'Every post, follower and milestone of one creator'
        : variantId === 'radio'
          ? RADIO_PLAN_WORDS.artist
          : 'Every playlist, chart position and milestone of one artist',
      variantId === 'radio' ? RADIO_PLAN_WORDS.audience : 'Track analytics and audience maps',
      'Daily activity alerts',
    ],
    label: [
      variantId === 'radio'
        ? RADIO_PLAN_WORDS.label
        : "Every playlist, chart position and milestone of one label's catalogue",
      variantId === 'radio' ? RADIO_PLAN_WORDS.audience : 'Track analytics and audience maps',
      'Daily activity alerts',
    ],
    pro: [
      // spec §6: the Professional plan gives access to all artists and labels (creators on social).
      variantId === 'social' ? 'Access to every creator' : 'Access to every artist and label',
      'Exports of every report',
      'Track analytics and audience maps',
    ],
    enterprise: ['Custom catalogue and API access', 'Dedicated support', 'Custom pricing'],
  };
  const list = [...items[kind]];
  if (isBundled && sister) {
    list.push(
      sister === VARIANTS.radio.name
        ? `${sister}: plays on 50,000+ radio stations, satellite TV and satellite radio`
        : `${sister}: every major playlist, chart position and milestone`,
    );
  }
  if (variantId === 'playlistcheck' && isPricedPlan(kind)) {
    const quota = PLAYLIST_CHECK_QUOTAS[kind];
    list.push(`${isBundled ? quota.bundled : quota.base} playlist checks per month`);
  }
  return list;
}

/** A card without trial days (a resubscribe) says so: it bills from today (decision 047). */
function terms(kind: PlanKind, interval: Interval, withTrial: boolean): string {
  if (kind === 'enterprise') return 'Custom-priced. Request access and we will get in touch.';
  const billed = `Billed ${interval === 'yearly' ? 'yearly' : 'monthly'} in euro`;
  return `${billed} ${withTrial ? 'after the free trial' : 'from today'}. Cancel anytime.`;
}

export function planOffer(
  kind: PlanKind,
  isBundled: boolean,
  interval: Interval,
  variantId: VariantId,
  withTrial = true,
): PlanOffer {
  const sister = sisterProduct(variantId);
  const title = kindTitle(kind, variantId);
  if (!isPricedPlan(kind)) {
    return {
      kind,
      isBundled: false,
      title,
      price: null,
      originalPrice: null,
      discountPercent: 0,
      checklist: checklist(kind, false, variantId),
      terms: terms(kind, interval, withTrial),
    };
  }
  const prices = PRICES[kind][interval];
  const bundled = isBundled && sister !== null;
  return {
    kind,
    isBundled: bundled,
    title: bundled ? `${title} + ${sister}` : title,
    price: bundled ? prices.bundled : prices.base,
    originalPrice: bundled ? prices.separately : null,
    discountPercent: bundled ? bundleDiscountPercent(kind, interval) : 0,
    checklist: checklist(kind, bundled, variantId),
    terms: terms(kind, interval, withTrial),
  };
}

/** The cards of a plan kind: the plan alone, and bundled where the variant has a sister product. */
export function offersOfKind(
  kind: PlanKind,
  interval: Interval,
  variantId: VariantId,
  withTrial = true,
): PlanOffer[] {
  const alone = planOffer(kind, false, interval, variantId, withTrial);
  if (!isPricedPlan(kind) || sisterProduct(variantId) === null) return [alone];
  return [alone, planOffer(kind, true, interval, variantId, withTrial)];
}

/** The kinds on the pricing page: labels are not sold on the social product. */
export function pricingKinds(variantId: VariantId): PlanKind[] {
  return variantId === 'social'
    ? ['artist', 'pro', 'enterprise']
    : ['artist', 'label', 'pro', 'enterprise'];
}
