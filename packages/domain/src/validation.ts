// spec §5: email and URL checks, and the add-profile dialog's rules.
import { z } from 'zod';

/** spec §5: emails are lower-cased before magic-link, signup, login and confirm-email calls. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailSchema = z.email();

export function isValidEmail(email: string): boolean {
  return emailSchema.safeParse(normaliseEmail(email)).success;
}

// In a module without zod (issue 29): the header's link checks run on every page.
export { isHttpUrl } from './http-url';

export const ADD_PROFILE_TYPES = ['artist', 'collaborator', 'label'] as const;
export type AddProfileType = (typeof ADD_PROFILE_TYPES)[number];

/** spec §5: submit is disabled while the link is empty. */
export function isAddProfileSubmitDisabled(link: string): boolean {
  return link.trim().length === 0;
}

export type AddProfileDecision =
  | { kind: 'loggedOut'; message: string }
  | { kind: 'externalForm' }
  | { kind: 'invalid'; message: string }
  | { kind: 'submit'; link: string };
