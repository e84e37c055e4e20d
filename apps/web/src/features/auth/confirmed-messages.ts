import { TEXTS } from '@songstats/domain';
import { MOBILE_QUERY } from '../insights/use-media-query';

/**
 * spec §8: on mobile the confirmation also says 'Please download the mobile app or login via the
 * desktop dashboard.' The server adds it for the apps; a phone's browser adds it here.
 */
export function withMobileLine(
  messages: string[],
  isMobile = window.matchMedia?.(MOBILE_QUERY).matches ?? false,
): string[] {
  const line = TEXTS.success.emailConfirmedMobile;
  if (messages.length === 0 || !isMobile || messages.includes(line)) return messages;
  return [...messages, line];
}
