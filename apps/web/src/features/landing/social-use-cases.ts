import { SOCIAL_USE_CASE_CONTENT_ORGANISATIONS } from './social-use-cases-organisations';
import { SOCIAL_USE_CASE_CONTENT_PEOPLE } from './social-use-cases-people';
import type { SocialUseCase, UseCaseContent } from './use-case-types';

// spec §2: every SocialUseCase has its page; a use case missing here fails the typecheck.
export const SOCIAL_USE_CASE_CONTENT: Readonly<Record<SocialUseCase, UseCaseContent>> = {
  ...SOCIAL_USE_CASE_CONTENT_PEOPLE,
  ...SOCIAL_USE_CASE_CONTENT_ORGANISATIONS,
};
