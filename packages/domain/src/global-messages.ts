// spec §4: the global message bar's list.
import type { GlobalMessage } from './entities/message';

export type NewGlobalMessage = Omit<GlobalMessage, 'count'>;

/** spec §4: identical text merges into the existing message with a counter; the list is uncapped. */
export function addGlobalMessage(
  messages: readonly GlobalMessage[],
  message: NewGlobalMessage,
): GlobalMessage[] {
  const index = messages.findIndex((existing) => existing.message === message.message);
  if (index === -1) return [...messages, { ...message, count: 1 }];
  return messages.map((existing, at) =>
    at === index ? { ...existing, count: existing.count + 1 } : existing,
  );
}

/**
 * spec §4: a clear keeps messages held for redirect, once: they lose the hold, so the next clear
 * (after the redirect has shown them) removes them.
 */
export function clearGlobalMessages(messages: readonly GlobalMessage[]): GlobalMessage[] {
  return messages
    .filter((message) => message.holdForRedirect)
    .map((message) => ({ ...message, holdForRedirect: false }));
}

export function removeGlobalMessage(
  messages: readonly GlobalMessage[],
  text: string,
): GlobalMessage[] {
  return messages.filter((message) => message.message !== text);
}
