// spec §3: a message of the global message bar.

export const MESSAGE_TYPES = ['info', 'success', 'error'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export interface GlobalMessage {
  message: string;
  messageType: MessageType;
  /** spec §4: a held message survives one clear (it is shown after a redirect). */
  holdForRedirect?: boolean;
  route?: string | null;
  onClick?: (() => void) | null;
  count: number;
}
