import {
  addGlobalMessage,
  clearGlobalMessages,
  type GlobalMessage,
  type NewGlobalMessage,
  removeGlobalMessage,
} from '@songstats/domain';
import { create } from 'zustand';

interface MessageState {
  messages: GlobalMessage[];
  show(message: Omit<NewGlobalMessage, 'messageType'> & Partial<NewGlobalMessage>): void;
  dismiss(text: string): void;
  /** Clears the bar; messages held for a redirect survive one clear (spec §4). */
  clear(): void;
}

/** spec §3, §4: the global message bar, on the merge and clear rules of packages/domain. */
export const useMessages = create<MessageState>()((set) => ({
  messages: [],
  show: (message) =>
    set(({ messages }) => ({
      messages: addGlobalMessage(messages, { messageType: 'info', ...message }),
    })),
  dismiss: (text) => set(({ messages }) => ({ messages: removeGlobalMessage(messages, text) })),
  clear: () => set(({ messages }) => ({ messages: clearGlobalMessages(messages) })),
}));
