import { useEffect, useState } from 'react';

/** A push this browser's service worker (public/push-sw.js) received while a page was open. */
export interface ReceivedPush {
  title: string;
  body: string;
  route: string;
  /** Whether the browser showed it as a notification. */
  shown: boolean;
  /** Why not, in the browser's words. */
  error: string | null;
  receivedAt: Date;
}

function asReceivedPush(data: unknown): ReceivedPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== 'push' || typeof message.body !== 'string') return null;
  return {
    title: typeof message.title === 'string' ? message.title : '',
    body: message.body,
    route: typeof message.route === 'string' ? message.route : '/feed',
    shown: message.shown === true,
    error: typeof message.error === 'string' ? message.error : null,
    receivedAt: new Date(),
  };
}

/** The pushes received since the page opened, newest first (the service worker's messages). */
export function useReceivedPushes(): ReceivedPush[] {
  const [pushes, setPushes] = useState<ReceivedPush[]>([]);
  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const push = asReceivedPush(event.data);
      if (push) setPushes((list) => [push, ...list].slice(0, 20));
    };
    container.addEventListener('message', onMessage);
    // Messages wait in the page's queue until it starts taking them.
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, []);
  return pushes;
}
