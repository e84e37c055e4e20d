const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'DE' -> 'Germany'; an unknown code stays as it is. */
export function countryName(code: string): string {
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
