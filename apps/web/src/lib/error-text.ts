/** The text a failed call shows: an Error's message (the API's own, spec §8) or the value itself. */
export function errorText(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
