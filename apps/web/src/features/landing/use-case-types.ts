import type { MUSIC_USE_CASES, SOCIAL_USE_CASES } from '@songstats/domain';
import type { LucideIcon } from 'lucide-react';

export type MusicUseCase = (typeof MUSIC_USE_CASES)[number];
export type SocialUseCase = (typeof SOCIAL_USE_CASES)[number];

export interface UseCaseBenefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The words of one /for/{use case} page (spec §2), written for that audience. */
export interface UseCaseContent {
  /** The audience as the page title names it: 'A&Rs' in 'Songstats for A&Rs'. */
  audience: string;
  headline: string;
  intro: string;
  /** Three or four blocks: what this audience tracks, and why. */
  benefits:
    | readonly [UseCaseBenefit, UseCaseBenefit, UseCaseBenefit]
    | readonly [UseCaseBenefit, UseCaseBenefit, UseCaseBenefit, UseCaseBenefit];
}
