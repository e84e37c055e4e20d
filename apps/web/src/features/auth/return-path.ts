// A logged-out visitor sent to /login from a page that needs a member (the settings area)
// comes back to it after logging in. The magic link usually opens in another tab, so the path
// is kept in localStorage, for as long as a magic link lives (15 minutes).

const KEY = 'songstats-return-path';
const LIFETIME_MS = 15 * 60 * 1000;

/** Only a path of this site: never another origin (`//host`, `/\host`) or a scheme. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** /login, with where to come back to. */
export function loginPathFor(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}

export function rememberReturnPath(value: string | null | undefined, now = Date.now()): void {
  const path = safeReturnPath(value);
  if (path) localStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  else localStorage.removeItem(KEY);
}

/** The remembered path, once: it is forgotten as it is taken. */
export function takeReturnPath(now = Date.now()): string | null {
  const stored = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  if (!stored) return null;
  try {
    const { path, at } = JSON.parse(stored) as { path?: string; at?: number };
    if (typeof at !== 'number' || now - at > LIFETIME_MS) return null;
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
