/** Splits ids into batches the platform accepts in one call (Spotify and YouTube: 50). */
export function chunk<Item>(items: readonly Item[], size: number): Item[][] {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
