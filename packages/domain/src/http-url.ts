// No zod here (issue 29): the web app's entry checks links with it, and `validation.ts` builds an
// email schema at import.

/** spec §5: a URL must use http or https. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
