/**
 * Resolves once the site's full stylesheet applies. Each page carries its own CSS inline and loads
 * the stylesheet as media="print", switched to "all" on load (scripts/first-paint.mjs): an island
 * that shows up without being asked for (the language suggestion) waits for it, since its classes
 * are not in the page's markup and so not in the inline CSS.
 */
export function whenStylesheetApplies(): Promise<void> {
  const pending = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][media="print"]');
  if (!pending) return Promise.resolve();
  return new Promise((resolve) =>
    pending.addEventListener("load", () => resolve(), { once: true }),
  );
}
