// spec §5: email and URL checks, and the add-profile dialog's rules.
import { z } from 'zod';
import { TEXTS } from './texts';

/** spec §5: emails are lower-cased before magic-link, signup, login and confirm-email calls. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailSchema = z.email();

export function isValidEmail(email: string): boolean {
  return emailSchema.safeParse(normaliseEmail(email)).success;
}

/** spec §5: a URL must use http or https. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

// spec §5: an artist request needs a streaming-service artist link. Artist pages of the streaming
// services we monitor, by host (subdomains included) and path.
const STREAMING_ARTIST_LINKS: readonly { host: RegExp; path: RegExp }[] = [
  { host: /(^|\.)spotify\.com$/, path: /^\/(intl-[a-z-]+\/)?artist\/[A-Za-z0-9]+/ },
  { host: /(^|\.)music\.apple\.com$/, path: /^\/([a-z]{2}\/)?artist\/.+/ },
  { host: /(^|\.)deezer\.com$/, path: /^\/([a-z]{2}\/)?artist\/\d+/ },
  { host: /(^|\.)tidal\.com$/, path: /^\/(browse\/)?artist\/\d+/ },
  { host: /(^|\.)music\.amazon\.[a-z.]+$/, path: /^\/artists\/[A-Za-z0-9]+/ },
];

export function isStreamingArtistLink(link: string): boolean {
  if (!isHttpUrl(link)) return false;
  const url = new URL(link.trim());
  const host = url.hostname.toLowerCase();
  return STREAMING_ARTIST_LINKS.some(
    (rule) => rule.host.test(host) && rule.path.test(url.pathname),
  );
}

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

/**
 * spec §5, §6: what the add-profile dialog does. Anonymous visitors cannot add profiles; label and
 * collaborator requests go through the external form; an artist request is sent only with a
 * streaming-service artist link.
 */
export function decideAddProfile(input: {
  type: AddProfileType;
  link: string;
  isLoggedIn: boolean;
}): AddProfileDecision {
  if (!input.isLoggedIn) return { kind: 'loggedOut', message: TEXTS.addProfile.loggedOut };
  if (input.type !== 'artist') return { kind: 'externalForm' };
  if (!isStreamingArtistLink(input.link)) {
    return { kind: 'invalid', message: TEXTS.addProfile.needsStreamingArtistLink };
  }
  return { kind: 'submit', link: input.link.trim() };
}
