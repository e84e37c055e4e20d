import { formatPrice, type VariantId } from '@songstats/domain';
import { planOffer, pricingKinds } from '../subscriptions/plan-offers';

export interface PlanTeaser {
  title: string;
  /** 'from €11.99 a month', or the enterprise plan's 'Custom pricing'. */
  priceText: string;
}

function monthlyText(price: number): string {
  return `from ${formatPrice(price)} a month`;
}

/** spec §9: the plans of this variant alone (not bundled), monthly, from the domain's price table. */
export function planTeasers(variantId: VariantId): PlanTeaser[] {
  return pricingKinds(variantId).map((kind) => {
    const offer = planOffer(kind, false, 'monthly', variantId);
    return {
      title: offer.title,
      priceText: offer.price === null ? 'Custom pricing' : monthlyText(offer.price),
    };
  });
}

/** 'from €11.99 a month': the cheapest monthly plan of this variant. */
export function lowestMonthlyPriceText(variantId: VariantId): string {
  const prices = pricingKinds(variantId)
    .map((kind) => planOffer(kind, false, 'monthly', variantId).price)
    .filter((price): price is number => price !== null);
  return monthlyText(Math.min(...prices));
}
