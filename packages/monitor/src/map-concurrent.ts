/** Maps `items` with at most `concurrency` calls in flight; results keep the input order. */
export async function mapConcurrent<Item, Result>(
  items: readonly Item[],
  concurrency: number,
  map: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as Item, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
