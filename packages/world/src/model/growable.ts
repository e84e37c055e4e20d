type TypedArray = Int32Array | Float32Array | Float64Array | Uint8Array | Int16Array | Uint16Array;

/** A copy of `array` with room for `capacity` elements (typed arrays cannot grow in place). */
export function grown<T extends TypedArray>(array: T, capacity: number): T {
  if (array.length >= capacity) return array;
  const Ctor = array.constructor as new (length: number) => T;
  const next = new Ctor(Math.max(capacity, array.length * 2));
  next.set(array);
  return next;
}
