// Aliased: the linter takes a `use…` call outside a component for a hook.
import { useCasesOf as listUseCasesOf, type VariantId } from '@songstats/domain';
import { MUSIC_USE_CASE_CONTENT } from './music-use-cases';
import { SOCIAL_USE_CASE_CONTENT } from './social-use-cases';
import type { UseCaseContent } from './use-case-types';

/**
 * spec §2: the words of /for/{use case}, or undefined where this variant has no such page (music
 * use cases on the music variants, social ones on the social variant).
 */
export function findUseCaseContent(
  variantId: VariantId,
  useCase: string,
): UseCaseContent | undefined {
  if (!listUseCasesOf(variantId).includes(useCase)) return undefined;
  const table: Readonly<Record<string, UseCaseContent>> =
    variantId === 'social' ? SOCIAL_USE_CASE_CONTENT : MUSIC_USE_CASE_CONTENT;
  return table[useCase];
}

/** 'Songstats for A&Rs', 'Socialstats for Public Figures'. */
export function pageTitleOf(productName: string, content: UseCaseContent): string {
  return `${productName} for ${content.audience}`;
}
