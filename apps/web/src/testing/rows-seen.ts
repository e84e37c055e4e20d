/**
 * Issue 29, for the tests of lists drawn in steps (useRowsInSteps): every count of rows the page
 * showed, in order, as the DOM changed, with the list's `aria-busy` at that moment. It sees each
 * commit, however quickly the next follows, where a test's polling would see only some.
 */
export function recordRowsSeen(
  count: () => number,
  busy: () => string | null | undefined,
): { seen: [number, string | null | undefined][]; stop: () => void } {
  const seen: [number, string | null | undefined][] = [];
  const observer = new MutationObserver(() => {
    const now = count();
    if (now !== seen.at(-1)?.[0]) seen.push([now, busy()]);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}
