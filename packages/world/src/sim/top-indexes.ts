const INDEX_BITS = 2 ** 22;

/**
 * The `count` best candidates by score, best first, ties broken by candidate order.
 * Scores and positions are packed into one float so the engine's native numeric sort does the
 * work: several times faster than sorting an index array with a comparator.
 */
export function topIndexes(
  scores: Float64Array,
  candidates: Int32Array,
  count: number,
): Int32Array {
  const n = candidates.length;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // log scale keeps the quantised score within 2^31 steps for any positive score.
    const quantised = Math.floor(Math.log2(scores[i]! + 1) * 2 ** 20);
    keys[i] = quantised * INDEX_BITS + (INDEX_BITS - 1 - i);
  }
  keys.sort();
  const size = Math.min(count, n);
  const out = new Int32Array(size);
  for (let k = 0; k < size; k++) {
    const key = keys[n - 1 - k]!;
    out[k] = candidates[INDEX_BITS - 1 - (key % INDEX_BITS)]!;
  }
  return out;
}

/** Index of the first cumulative weight above `target` (binary search). */
export function searchCdf(cdf: Float64Array, length: number, target: number): number {
  let low = 0;
  let high = length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (cdf[mid]! > target) high = mid;
    else low = mid + 1;
  }
  return low;
}
