import { MUSIC_USE_CASE_CONTENT_BUSINESS } from './music-use-cases-business';
import { MUSIC_USE_CASE_CONTENT_MAKERS } from './music-use-cases-makers';
import type { MusicUseCase, UseCaseContent } from './use-case-types';

// spec §2: every MusicUseCase has its page; a use case missing here fails the typecheck.
export const MUSIC_USE_CASE_CONTENT: Readonly<Record<MusicUseCase, UseCaseContent>> = {
  ...MUSIC_USE_CASE_CONTENT_MAKERS,
  ...MUSIC_USE_CASE_CONTENT_BUSINESS,
};
